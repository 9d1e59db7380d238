"""``gate``: which kind of player each opponent is, read from its plays before the search.

Four styles explain an opponent's latest plays: exactly the greedy baseline, exactly the
playout policy, a *strong* player and a random player. The strong player ranks its cards as
the policy would (its card, then the policy's card of the rest, and so on) and plays the
card of rank ``r`` with a chance falling by ``strong_decay`` a rank (:class:`RankWalk`):
it seldom plays what the policy likes least, which a random player does one time in three. The
likelihood of each style is averaged over worlds dealt uniformly from the view (the
opponent's hand is unknown, so the mean over hands is the evidence for the style), then
weighed by the styles' prior shares. An opponent whose plays read as the policy's or a
strong player's is best met by the plain search (policy playouts, many worlds); one that
reads as greedy or random by the styles reading, which exploits it.
"""

from __future__ import annotations

from typing import NamedTuple

from briscola.ai.histories import HistoryWalk
from briscola.ai.inference import HandReader
from briscola.ai.kernel import Random, Sim
from briscola.ai.playout import choose_card
from briscola.ai.sampling import Determinizer
from briscola.ai.worlds import Chances, Weigh
from briscola.view import SeatView


class RankWalk(HistoryWalk):
    """The likelihood of a seat's latest plays for a player that plays the policy's card of
    rank ``r`` (0: the policy's own choice) with a chance proportional to ``decay ** r``
    (``decay`` 1: a random player)."""

    __slots__ = ("decay",)

    def __init__(self, world: Sim, seat: int, reader: HandReader, decay: float) -> None:
        super().__init__(
            world, seat, reader.plays[seat], reader.pinned[seat], reader.last_round[seat], 0.0, 0.0
        )
        self.decay = decay

    def _unplay(self, hand: list[int], at: int) -> float:
        play = self.plays[at]
        hand.append(play.card)
        decay = self.decay
        if decay == 1.0:
            return self.likelihood(hand, at + 1) / len(hand)
        rank = min(self.rank(hand, play.card, at), self.rank(hand[::-1], play.card, at))
        norm = (1 - decay ** len(hand)) / (1 - decay)
        return decay**rank / norm * self.likelihood(hand, at + 1)

    def rank(self, hand: list[int], card: int, at: int) -> int:
        """Where ``card`` comes in the policy's order of ``hand`` (ties: by hand order)."""
        play = self.plays[at]
        rest = list(hand)
        rank = 0
        while True:
            best = choose_card(rest, play.before, play.leader, self.seat, self.world)
            if best == card:
                return rank
            rest.remove(best)
            rank += 1


class Styles(NamedTuple):
    """One opponent's posterior chances of each style (they add up to 1)."""

    greedy: float
    policy: float
    strong: float
    random: float

    @property
    def sensible(self) -> float:
        """The chance it plays as the policy or a strong player (neither model to exploit)."""
        return self.policy + self.strong


PRIORS = Styles(greedy=0.3, policy=0.3, strong=0.3, random=0.1)
"""The styles' shares before any play is seen."""


def read_styles(
    view: SeatView,
    determinizer: Determinizer,
    rand: Random,
    *,
    worlds: int,
    horizon: int,
    strong_decay: float,
    priors: Styles,
) -> dict[int, Styles]:
    """Each opponent's style chances from ``worlds`` uniform worlds of ``view``."""
    rules = view.rules
    opponents = [s for s in range(rules.players) if rules.side_of(s) != view.my_side]
    reader = HandReader(view, 0.0, horizon, 0.5, opponents)
    sums = {seat: [0.0, 0.0, 0.0, 0.0] for seat in reader.plays}
    walks: dict[tuple[int, float, tuple[int, ...]], RankWalk] = {}
    for _ in range(worlds):
        world = determinizer.sample(rand)
        for seat, found in reader.styles(world).items():
            hand = list(world.hands[seat])
            totals = sums[seat]
            totals[0] += found[0]
            totals[1] += found[1]
            for i, decay in ((2, strong_decay), (3, 1.0)):
                key = (seat, decay, world.side)
                walk = walks.get(key)
                if walk is None:
                    walk = walks[key] = RankWalk(world, seat, reader, decay)
                totals[i] += walk.likelihood(hand)
    read: dict[int, Styles] = {}
    for seat, (greedy, policy, strong, at_random) in sums.items():
        weights = (
            priors.greedy * greedy / worlds,
            priors.policy * policy / worlds,
            priors.strong * strong / worlds,
            priors.random * at_random / worlds,
        )
        total = sum(weights)
        read[seat] = Styles(*(w / total for w in weights)) if total > 0 else priors
    return read


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
