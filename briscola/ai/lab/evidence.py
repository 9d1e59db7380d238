"""Worlds weighed by a walk of the opponents' last plays: ``strong_read`` and the walks'
shared weight.

``strong_read``'s strong player is the gate's (``briscola.ai.evidence.RankWalk``): it plays
the policy's card of rank ``r`` with a chance proportional to ``strong_decay ** r``.
"""

from __future__ import annotations

from collections.abc import Callable

from briscola.ai.evidence import RankWalk
from briscola.ai.histories import HistoryWalk
from briscola.ai.inference import HandReader
from briscola.ai.kernel import Sim
from briscola.ai.worlds import Chances, Weigh
from briscola.view import SeatView

MakeWalk = Callable[[Sim, int, HandReader], HistoryWalk]
"""A walk of one seat's plays in a world (the world, the seat, the reader of the plays)."""


def walks_weigh(view: SeatView, horizon: int, make_walk: MakeWalk) -> Weigh:
    """A world's weight: the product over opponents of the likelihood of their last
    ``horizon`` plays by ``make_walk``'s walk with the world's hand (one walk per seat and
    sides, memoised by hand). Partners are not read; no seat gets a style."""
    rules = view.rules
    opponents = [s for s in range(rules.players) if rules.side_of(s) != view.my_side]
    reader = HandReader(view, 0.0, horizon, 0.5, opponents)
    walks: dict[tuple[int, tuple[int, ...]], HistoryWalk] = {}
    none: Chances = {}

    def weigh(world: Sim) -> tuple[float, Chances]:
        weight = 1.0
        for seat in reader.plays:
            key = (seat, world.side)
            walk = walks.get(key)
            if walk is None:
                walk = walks[key] = make_walk(world, seat, reader)
            weight *= walk.likelihood(list(world.hands[seat]))
            if weight == 0:
                break
        return weight, none

    return weigh


def strong_weigh(view: SeatView, horizon: int, decay: float) -> Weigh:
    """A world's weight: the likelihood of the opponents' last ``horizon`` plays for a strong
    player (:class:`RankWalk` with ``decay``) holding the world's hand."""
    return walks_weigh(
        view, horizon, lambda world, seat, reader: RankWalk(world, seat, reader, decay)
    )
