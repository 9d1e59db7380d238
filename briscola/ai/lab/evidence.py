"""``strong_read``: worlds weighed by how likely the opponents' plays were for a strong player.

The strong player is the gate's (``briscola.ai.evidence.RankWalk``): it plays the policy's
card of rank ``r`` with a chance proportional to ``strong_decay ** r``.
"""

from __future__ import annotations

from briscola.ai.evidence import RankWalk
from briscola.ai.inference import HandReader
from briscola.ai.kernel import Sim
from briscola.ai.worlds import Chances, Weigh
from briscola.view import SeatView


def strong_weigh(view: SeatView, horizon: int, decay: float) -> Weigh:
    """A world's weight: the product over opponents of the likelihood of their last
    ``horizon`` plays for a strong player (:class:`RankWalk` with ``decay``) holding the
    world's hand. Partners are not read; no seat gets a style (the playouts are unchanged)."""
    rules = view.rules
    opponents = [s for s in range(rules.players) if rules.side_of(s) != view.my_side]
    reader = HandReader(view, 0.0, horizon, 0.5, opponents)
    walks: dict[tuple[int, tuple[int, ...]], RankWalk] = {}
    none: Chances = {}

    def weigh(world: Sim) -> tuple[float, Chances]:
        weight = 1.0
        for seat in reader.plays:
            key = (seat, world.side)
            walk = walks.get(key)
            if walk is None:
                walk = walks[key] = RankWalk(world, seat, reader, decay)
            weight *= walk.likelihood(list(world.hands[seat]))
            if weight == 0:
                break
        return weight, none

    return weigh
