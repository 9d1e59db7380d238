"""``reply``: when the seat leads, the opponent answers with its best reply by playouts."""

from __future__ import annotations

from briscola.ai.evaluation import PlayoutValues, score
from briscola.ai.kernel import SWAP_MOVE, Random, Sim
from briscola.ai.playout import Chooser, heuristic_move, heuristic_playout
from briscola.ai.worlds import World
from briscola.view import SeatView


class ReplyValues(PlayoutValues):
    """Two players, the seat leading: a move's value is its worst over the opponent's
    replies, each played out by the world's policies (one playout per reply)."""

    cost = 3

    def of(self, world: World) -> list[float]:
        """Each move's value against the reply worst for the seat."""
        values = []
        for move in self.moves:
            sim = world.sim.copy()
            sim.apply(move)
            values.append(self._worst_reply(sim, move, world.choosers))
        return values

    def _worst_reply(self, sim: Sim, move: int, choosers: list[Chooser] | None) -> float:
        if move == SWAP_MOVE:  # then the policy's lead
            sim.apply(heuristic_move(sim))
        worst = 2.0
        for reply in sim.legal():
            child = sim.copy()
            child.apply(reply)
            heuristic_playout(child, choosers)
            sides = [child.side_points(0), child.side_points(1)]
            worst = min(worst, score(sides[self.side], sides, self.points_weight))
        return worst


class HiddenReplyValues(PlayoutValues):
    """Two players, the seat leading: the opponent picks its reply knowing only its own hand.

    For each move, the opponent values every reply by the mean of ``redeals`` playouts in
    worlds dealt again from its side (its hand and the lead kept; the seat's other cards and
    the hidden stock shuffled together), the same re-deals for every reply; the move's value
    is then the chosen reply played out in the world itself.
    """

    def __init__(
        self, view: SeatView, moves: list[int], points_weight: float, redeals: int, rand: Random
    ) -> None:
        super().__init__(view, moves, points_weight)
        self.redeals = redeals
        self.rand = rand
        self.cost = 3 * redeals + 1
        """Units per move and world: the replies' playouts in the re-deals, then one."""

    def of(self, world: World) -> list[float]:
        """Each move's value against the reply the opponent would choose."""
        values = []
        for move in self.moves:
            sim = world.sim.copy()
            sim.apply(move)
            if move == SWAP_MOVE:  # then the policy's lead
                sim.apply(heuristic_move(sim))
            reply = self._chosen_reply(sim)
            sim.apply(reply)
            heuristic_playout(sim)
            values.append(self.final_value(sim))
        return values

    def _chosen_reply(self, sim: Sim) -> int:
        replies = sim.legal()
        if len(replies) == 1:
            return replies[0]
        worlds = [self._redeal(sim) for _ in range(self.redeals)]
        best, best_value = replies[0], 2.0
        for reply in replies:
            total = 0.0
            for redealt in worlds:
                child = redealt.copy()
                child.apply(reply)
                heuristic_playout(child)
                total += self.final_value(child)
            if total < best_value - 1e-9:  # the seat's value: the opponent minimises it
                best, best_value = reply, total
        return best

    def _redeal(self, sim: Sim) -> Sim:
        """``sim`` as the opponent may imagine it: the seat's hand and the hidden stock
        shuffled together (the face-up trump stays last)."""
        rand = self.rand
        seat = 1 - sim.to_move
        mine = sim.hands[seat]
        stock = sim.stock
        pool = mine + stock[sim.drawn : len(stock) - 1]
        for i in range(len(pool) - 1, 0, -1):
            j = int(rand() * (i + 1))
            pool[i], pool[j] = pool[j], pool[i]
        other = sim.copy()
        other.hands[seat] = pool[: len(mine)]
        other.stock = [*stock[: sim.drawn], *pool[len(mine) :], stock[-1]]
        return other
