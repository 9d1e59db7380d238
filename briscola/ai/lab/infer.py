"""``infer``: the plain reading, each world weighed by one mixed model of the others' play.

Without the styles, a world's weight is the likelihood of every other seat's last plays in it
under a mixture of the greedy baseline (``greedy_share``) and the playout policy, with
``noise`` for plays neither would make, along one history sampled at random (with ``noise``
0, the share of all histories in which every play was the model's).
"""

from __future__ import annotations

from briscola.ai.inference import HandReader, greedy_card
from briscola.ai.kernel import Random, Sim
from briscola.ai.playout import choose_card
from briscola.ai.worlds import Chances, Weigh
from briscola.view import SeatView


def plain_weight(reader: HandReader, world: Sim, rand: Random) -> float:
    """The likelihood of the other seats' past plays in ``world`` (one sampled history)."""
    if reader.noise == 0:
        weight = 1.0
        for seat in reader.plays:
            walk = reader.walk(world, seat, reader.greedy_share, 0.0)
            weight *= walk.likelihood(list(world.hands[seat]))
            if weight == 0:
                break
        return weight
    noise = reader.noise
    share = reader.greedy_share
    trump = world.trump
    weight = 1.0
    for seat, plays in reader.plays.items():
        hand = list(world.hands[seat])
        pinned = reader.pinned[seat]
        for play in plays:
            if play.draw_after and hand:
                free = [c for c in hand if c not in pinned] or hand
                hand.remove(free[int(rand() * len(free))])
            hand.append(play.card)
            likely = 0.0
            if share and greedy_card(hand, play.before, trump, world.beats) == play.card:
                likely += share
            if share < 1:
                policy = choose_card(hand, play.before, play.leader, seat, world)
                if policy == play.card:
                    likely += 1 - share
            weight *= noise / len(hand) + (1 - noise) * likely
    return weight


def plain_weigh(view: SeatView, noise: float, horizon: int, share: float, rand: Random) -> Weigh:
    """The reading of ``view``'s worlds by :func:`plain_weight` (every other seat, no styles)."""
    reader = HandReader(view, noise, horizon, share, None)

    def weigh(world: Sim) -> tuple[float, Chances]:
        return plain_weight(reader, world, rand), {}

    return weigh
