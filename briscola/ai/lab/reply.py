"""``reply``: when the seat leads, the opponent answers with its best reply by playouts."""

from __future__ import annotations

from briscola.ai.evaluation import PlayoutValues, score
from briscola.ai.kernel import SWAP_MOVE, Sim
from briscola.ai.playout import Chooser, heuristic_move, heuristic_playout
from briscola.ai.worlds import World


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
