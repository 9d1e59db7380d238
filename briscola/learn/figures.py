"""Each action's figures as the strongest level's search sees them: the value it ranks by,
and that value split into the chance of winning the hand and the points.

The hard search values a move by the mean over its worlds of 1 for a win, 1/2 for a tie,
plus ``points_weight`` times the side's share of the 120 points. The classes here are that
same search (same worlds, same playouts, same exact solves) keeping, beside each world's
value, the two parts it is made of.

- Playouts: each finished playout gives its result and points directly.
- Exact solves (2 players, the last cards): the value mixes a perfect reply with the styles
  the reading found; the chance and points are those of the perfect reply. The perfect
  reply's solves run in slices of a bounded number of positions (``endgame.py``), so one
  world's solve never holds the page for long, and searches given the same
  :class:`~briscola.ai.kernel.endgame.Tables` share what they proved.
- Briscola scoperta: one line per move, split the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola.ai.kernel.endgame import NODES_PER_UNIT, UNBOUNDED, EndgameSearch, Tables
from briscola.ai.kernel.exploit import ModelSearch, hand_value
from briscola.ai.kernel.sim import Sim
from briscola.ai.search.evaluation import STYLE_FLOOR, ExactValues, PlayoutValues
from briscola.ai.search.open_search import OpenSearch
from briscola.ai.search.world_search import WorldSearch
from briscola.ai.search.worlds import World
from briscola.engine.actions import Action

SLICE_NODES = 2000
"""The least positions an exact search's ``step`` visits (a few milliseconds in CPython)."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One action's figures: the search's value, the chance of winning (a tie counts half)
    and the mean points of the seat's side at the end of the hand."""

    action: Action
    value: float
    win: float
    points: float


def split(value: float, points_weight: float) -> tuple[float, float]:
    """A two-player line's value split into (result, points): 1, 1/2 or 0, and the points.

    >>> split(1.0 + 0.5 * 66 / 120, 0.5), split(0.75, 0.5), split(0.5 * 30 / 120, 0.5)
    ((1.0, 66.0), (0.5, 60.0), (0.0, 30.0))
    """
    for won in (1.0, 0.5, 0.0):
        points = (value - won) * 120 / points_weight
        if (won == 1.0 and points > 60 - 1e-6) or (won == 0.5 and abs(points - 60) < 1e-6):
            return won, round(points, 6)
    return 0.0, round(value * 120 / points_weight, 6)


class _Tally:
    """Per move, this world's (result, points), filled while the values are computed."""

    def __init__(self, moves: int) -> None:
        self.parts: list[tuple[float, float]] = [(0.0, 0.0)] * moves
        self.index = 0

    def start(self) -> None:
        self.index = 0

    def keep(self, won: float, points: float) -> None:
        self.parts[self.index] = (won, points)
        self.index += 1


class TalliedPlayouts(PlayoutValues):
    """:class:`PlayoutValues` that also keeps each playout's result and points."""

    def __init__(self, values: PlayoutValues) -> None:
        super().__init__(values.view, values.moves, values.points_weight)
        self.tally = _Tally(len(values.moves))

    def of(self, world: World) -> list[float]:
        """Each move's value after one playout (the parts kept in ``tally``)."""
        self.tally.start()
        return super().of(world)

    def final_value(self, sim: Sim) -> float:
        """The seat's value of a finished hand, its parts kept."""
        value = super().final_value(sim)
        weight = self.points_weight
        try:
            self.points_weight = 0.0  # the same scoring without the points: the result alone
            won = super().final_value(sim)
        finally:
            self.points_weight = weight
        points = (value - won) * 120 / weight if weight else float(sim.side_points(self.side))
        self.tally.keep(won, points)
        return value


class TalliedExact(ExactValues):
    """:class:`ExactValues` that also keeps the perfect reply's result and points, and can
    solve a world in slices: :meth:`start`, then :meth:`advance` until it says done."""

    def __init__(self, values: ExactValues, tables: Tables | None = None) -> None:
        self.moves = values.moves
        self.points_weight = values.points_weight
        self.side = values.side
        self.other = values.other
        self.tally = _Tally(len(values.moves))
        self.tables = tables if tables is not None else Tables()
        self._world: World | None = None
        self._search: EndgameSearch | None = None
        self._perfect: list[int] = []
        self._values: list[float] | None = None

    def start(self, world: World) -> None:
        """Begin ``world``: its solves run in :meth:`advance`."""
        self._world = world
        self._search = EndgameSearch(world.sim, self.tables)
        self._perfect = []
        self._values = None

    def advance(self, nodes: int) -> int | None:
        """Solve the started world for about ``nodes`` positions: the nodes left once its
        values are known, or None when the slice ran out first."""
        search, world = self._search, self._world
        assert search is not None and world is not None, "start a world first"
        while len(self._perfect) < len(self.moves):
            if nodes <= 0:
                return None
            mine = search.points_within(self.moves[len(self._perfect)], self.side, nodes)
            nodes = search.spare
            if mine is None:
                return None
            self._perfect.append(mine)
        if self._values is None:
            self._values = self._mix(world, self._perfect)
        return nodes

    def of(self, world: World) -> list[float]:
        """Each move's exact value in ``world`` (as :class:`ExactValues`), parts kept."""
        if world is not self._world or self._values is None:
            self.start(world)
            self.advance(UNBOUNDED)
        assert self._values is not None
        self.tally.start()
        for mine in self._perfect:
            self.tally.keep(hand_value(mine, 0.0), float(mine))
        return self._values

    def _mix(self, world: World, perfect: list[int]) -> list[float]:
        """The perfect reply's values mixed with the styles the reading gives the opponent."""
        greedy, at_random = world.chances.get(self.other, (0.0, 0.0))
        shares = [(1.0 - greedy - at_random, "perfect"), (greedy, "greedy"), (at_random, "random")]
        kept = [(share, style) for share, style in shares if share >= STYLE_FLOOR]
        total = sum(share for share, _ in kept)
        values = [0.0] * len(self.moves)
        for share, style in kept:
            if style == "perfect":
                for i, mine in enumerate(perfect):
                    values[i] += share * hand_value(mine, self.points_weight)
            else:
                model = ModelSearch(world.sim, style, self.points_weight)
                for i, move in enumerate(self.moves):
                    values[i] += share * model.value_after(move)
        return [value / total for value in values]


class TalliedSearch(WorldSearch):
    """A :class:`WorldSearch` whose values are tallied: it also gives each action's chance
    of winning and points (weighted by the worlds' weights as the values are). Exact
    values are solved in slices of positions, across ``step`` calls; ``tables``: the proved
    bounds to share with other exact searches of the same hand."""

    def __init__(self, search: WorldSearch, tables: Tables | None = None) -> None:
        values = search.evaluate
        tallied: TalliedPlayouts | TalliedExact
        self._solving: World | None = None
        """The world whose exact solves are under way."""
        if isinstance(values, ExactValues):
            tallied = TalliedExact(values, tables)
        elif isinstance(values, PlayoutValues):
            tallied = TalliedPlayouts(values)
        else:
            raise TypeError(f"cannot tally {type(values).__name__}")
        super().__init__(search.actions, search.source, tallied)
        self.tally = tallied.tally
        self.wins = [0.0] * len(search.actions)
        self.points = [0.0] * len(search.actions)
        self.exact = isinstance(values, ExactValues)

    def step(self, budget: int) -> bool:
        """Search about ``budget`` units (at least one piece); True when done. An exact
        world's solves may stop part-way and go on at the next call."""
        evaluate = self.evaluate
        if not isinstance(evaluate, TalliedExact):
            return super().step(budget)
        spent = self.source.read(budget)
        if spent and spent >= budget:
            return self.done
        nodes: int | None = max(SLICE_NODES, (budget - spent) * NODES_PER_UNIT)
        while not self.done and nodes:
            if self._solving is None:
                self._solving = self.source.draw()
                evaluate.start(self._solving)
            nodes = evaluate.advance(nodes)
            if nodes is None:
                return False
            self.add(self._solving)
            self._solving = None
            # A world costs more than its solves (the opponent's styles, the tally): count it
            # at its units, as the search in one piece does.
            nodes = max(0, nodes - self.world_cost * NODES_PER_UNIT)
        return self.done

    def add(self, world: World) -> list[float]:
        """Value every action in one more world, keeping the parts."""
        values = super().add(world)
        for i, (won, points) in enumerate(self.tally.parts):
            self.wins[i] += world.weight * won
            self.points[i] += world.weight * points
        return values

    def choices(self) -> list[Choice]:
        """Each action's figures so far, in the order of the legal actions."""
        weight = self.weight or 1.0
        return [
            Choice(action, total / weight, won / weight, points / weight)
            for action, total, won, points in zip(
                self.actions, self.totals, self.wins, self.points, strict=True
            )
        ]


def open_choices(search: OpenSearch) -> list[Choice]:
    """Briscola scoperta: each action's figures (one line each, split exactly)."""
    return [
        Choice(action, value, *split(value, search.points_weight))
        for action, value in zip(search.actions, search.totals, strict=True)
    ]
