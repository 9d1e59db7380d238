"""What each move is worth in one world: played out by the policy, or solved exactly.

A world's value for the seat is 1 for a win, 1/2 for a tie, 0 for a loss, plus
``points_weight`` times its side's share of the 120 points (winning first, points as the
tie-breaker).
"""

from __future__ import annotations

from typing import Protocol

from briscola.ai.kernel.endgame import EndgameSearch
from briscola.ai.kernel.exploit import ModelSearch, hand_value
from briscola.ai.kernel.playout import heuristic_playout
from briscola.ai.kernel.sim import Sim
from briscola.ai.search.worlds import World
from briscola.engine.outcome import Declaration, Outcome
from briscola.engine.view import SeatView

EXACT_COST = 20
"""Units of work an exact solve counts for: about as long as 20 playouts (5 tricks left)."""
STYLE_FLOOR = 0.05
"""The exact values leave out an opponent style the reading gives a smaller chance."""


class Values(Protocol):
    """How a search values its moves in one world."""

    @property
    def cost(self) -> int:
        """Units of work per move and world."""
        ...

    def of(self, world: World) -> list[float]:
        """The value of each move in ``world``."""
        ...


def score(mine: int, sides: list[int], weight: float) -> float:
    """1 for a win, 0.5 for a shared top, 0 for a loss; plus ``weight`` times the points share."""
    top = max(sides)
    won = 0.0 if mine < top else (1.0 if sides.count(top) == 1 else 0.5)
    return won + weight * mine / 120


class PlayoutValues:
    """Each move played, then the hand finished by the world's playout policies."""

    cost = 1

    def __init__(self, view: SeatView, moves: list[int], points_weight: float) -> None:
        self.view = view
        self.moves = moves
        self.points_weight = points_weight
        self.side = view.my_side

    def of(self, world: World) -> list[float]:
        """Each move's value after one playout."""
        values = []
        for move in self.moves:
            sim = world.sim.copy()
            sim.apply(move)
            heuristic_playout(sim, world.choosers)
            values.append(self.final_value(sim))
        return values

    def final_value(self, sim: Sim) -> float:
        """The seat's value of a finished hand."""
        if sim.declarer >= 0:
            return self._declared_value(sim)
        contract = self.view.contract
        if contract is not None:  # the Chiamata: caller and partner need the points bid
            ours = sim.side_points(0)
            won = float((ours >= contract.target) == (self.side == 0))
            mine = ours if self.side == 0 else 120 - ours
            return won + self.points_weight * mine / 120
        sides = [sim.side_points(s) for s in range(self.view.rules.sides)]
        return score(sides[self.side], sides, self.points_weight)

    def _declared_value(self, sim: Sim) -> float:
        """Briscola a 31: the value of a hand ended by a declaration (as ``Outcome`` says)."""
        rules = self.view.rules
        outcome = Outcome.from_points(
            rules, sim.points, Declaration(sim.declarer, sim.declared_right)
        )
        if outcome.winner is not None:
            won = float(outcome.winner == self.side)
        else:
            won = 0.0 if rules.side_of(sim.declarer) == self.side else 0.5
        return won + self.points_weight * outcome.side_points[self.side] / 120


class ExactValues:
    """Two players: each move solved exactly, against the opponent as the reading sees it.

    Mixed by the world's chances: the perfect reply (``kernel/endgame.py``) for the share the
    reading does not give greedy or random play, greedy's one determined card and the mean
    over a random player's cards (``kernel/exploit.py``) for theirs; a style under
    ``STYLE_FLOOR`` is left out. Without chances it is the perfect line alone.
    """

    cost = EXACT_COST

    def __init__(self, view: SeatView, moves: list[int], points_weight: float) -> None:
        self.moves = moves
        self.points_weight = points_weight
        self.side = view.my_side
        self.other = 1 - view.seat

    def of(self, world: World) -> list[float]:
        """Each move's exact value in ``world``."""
        greedy, at_random = world.chances.get(self.other, (0.0, 0.0))
        shares = [(1.0 - greedy - at_random, "perfect"), (greedy, "greedy"), (at_random, "random")]
        kept = [(share, style) for share, style in shares if share >= STYLE_FLOOR]
        total = sum(share for share, _ in kept)
        values = [0.0] * len(self.moves)
        for share, style in kept:
            if style == "perfect":  # one search for every move: they share its table
                search = EndgameSearch(world.sim)
                for i, move in enumerate(self.moves):
                    mine = search.points_after(move, self.side)
                    values[i] += share * hand_value(mine, self.points_weight)
            else:
                model = ModelSearch(world.sim, style, self.points_weight)
                for i, move in enumerate(self.moves):
                    values[i] += share * model.value_after(move)
        return [value / total for value in values]
