"""Which kind of player each opponent is, read from its latest plays, one world at a time.

Four styles explain an opponent's latest plays: exactly the greedy baseline, exactly the
playout policy, a *strong* player and a random player. The strong player ranks its cards as
the policy would (its card, then the policy's card of the rest, and so on) and plays the
card of rank ``r`` with a chance falling by ``strong_decay`` a rank (:class:`RankWalk`): it
seldom plays what the policy likes least, which a random player does one time in three. The
likelihood of each style is averaged over worlds dealt uniformly from the view (the
opponent's hand is unknown, so the mean over hands is the evidence for the style), then
weighed by the styles' prior shares (:data:`PRIORS`). :class:`KindReading` adds one world a
step, so a search can read in slices; :meth:`KindReading.read_all` reads all at once.
"""

from __future__ import annotations

from typing import NamedTuple

from briscola.ai.kernel.playout import choose_card
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Random, Sim
from briscola.ai.reading.histories import HistoryWalk
from briscola.ai.reading.inference import HandReader
from briscola.engine.view import SeatView


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


class KindReading:
    """Each opponent's style chances from ``worlds`` uniform worlds of ``view``, one world
    per :meth:`add` (partners are not read)."""

    def __init__(
        self,
        view: SeatView,
        determinizer: Determinizer,
        rand: Random,
        *,
        worlds: int,
        horizon: int,
        strong_decay: float,
        priors: Styles = PRIORS,
    ) -> None:
        rules = view.rules
        opponents = [s for s in range(rules.players) if rules.side_of(s) != view.my_side]
        self.reader = HandReader(view, 0.0, horizon, 0.5, opponents)
        self.determinizer = determinizer
        self.rand = rand
        self.worlds = worlds
        self.strong_decay = strong_decay
        self.priors = priors
        self.added = 0
        self.sums = {seat: [0.0, 0.0, 0.0, 0.0] for seat in self.reader.plays}
        self.walks: dict[tuple[int, float, tuple[int, ...]], RankWalk] = {}

    @property
    def done(self) -> bool:
        """True once every world has been read."""
        return self.added >= self.worlds

    def add(self) -> None:
        """Read one more uniform world: each opponent's likelihood under every style."""
        world = self.determinizer.sample(self.rand)
        for seat, found in self.reader.styles(world).items():
            hand = list(world.hands[seat])
            totals = self.sums[seat]
            totals[0] += found[0]
            totals[1] += found[1]
            for i, decay in ((2, self.strong_decay), (3, 1.0)):
                key = (seat, decay, world.side)
                walk = self.walks.get(key)
                if walk is None:
                    walk = self.walks[key] = RankWalk(world, seat, self.reader, decay)
                totals[i] += walk.likelihood(hand)
        self.added += 1

    def read_all(self) -> dict[int, Styles]:
        """Read every world left; return :meth:`styles`."""
        while not self.done:
            self.add()
        return self.styles()

    def styles(self) -> dict[int, Styles]:
        """Each opponent's style chances from the worlds read so far (the priors if none
        explains its plays)."""
        priors = self.priors
        worlds = max(self.added, 1)
        read: dict[int, Styles] = {}
        for seat, (greedy, policy, strong, at_random) in self.sums.items():
            weights = (
                priors.greedy * greedy / worlds,
                priors.policy * policy / worlds,
                priors.strong * strong / worlds,
                priors.random * at_random / worlds,
            )
            total = sum(weights)
            read[seat] = Styles(*(w / total for w in weights)) if total > 0 else priors
        return read
