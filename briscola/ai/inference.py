"""Reading the other players' hands from how they played.

A sampled world fixes every other hand *now*. Walking the hand's history backwards from
there (un-drawing one card per draw round, chosen at random, and taking back the card played)
gives what each seat held at each of its past decisions. The world's weight is how likely
those decisions were for a sensible player: a mixture of the greedy baseline and the
playout policy, with some room for anything else. Worlds where the others would have played
very differently count little.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from briscola.ai.kernel import BEATS, POINTS, SUIT, Random, Sim
from briscola.ai.playout import DISCARD_KEY, choose_card
from briscola.view import SeatView


@dataclass(frozen=True, slots=True)
class PastPlay:
    """One card a seat played: what lay on the table before it, and whether a draw followed."""

    seat: int
    leader: int
    before: tuple[int, ...]
    card: int
    draw_after: bool


def greedy_card(
    hand: Sequence[int],
    before: Sequence[int],
    trump: int,
    beats: tuple[bool, ...] | None = None,
) -> int:
    """The greedy baseline's card (see ``greedy.py``) on kernel integers (``beats``: the
    hand's beats-table, by default the plain one of ``trump``)."""
    key = DISCARD_KEY[trump]
    if before and sum(POINTS[c] for c in before) > 0:
        beats = BEATS[trump] if beats is None else beats
        best = before[0]
        for card in before[1:]:
            if beats[best * 40 + card]:
                best = card
        winners = [c for c in hand if beats[best * 40 + c]]
        if winners:
            return min(winners, key=key.__getitem__)
    return min(hand, key=key.__getitem__)


def greedy_allows(
    hand: Sequence[int], before: Sequence[int], card: int, trump: int, beats: tuple[bool, ...]
) -> bool:
    """Could the greedy baseline play ``card`` from ``hand``? (Its keys tie for cards of the
    same points and strength in two suits: it then takes the first in hand order, which a
    reading that rebuilds past hands does not know, so either is allowed.)"""
    key = DISCARD_KEY[trump]
    choices: Sequence[int] = hand
    if before and sum(POINTS[c] for c in before) > 0:
        best = before[0]
        for c in before[1:]:
            if beats[best * 40 + c]:
                best = c
        winners = [c for c in hand if beats[best * 40 + c]]
        if winners:
            choices = winners
    return card in choices and key[card] == min(key[c] for c in choices)


def greedy_choice(
    hand: Sequence[int], trick: Sequence[int], leader: int, seat: int, sim: Sim
) -> int:
    """:func:`greedy_card` as a playout :data:`~briscola.ai.playout.Chooser`."""
    return greedy_card(hand, trick, sim.trump, sim.beats)


class HandReader:
    """Weighs sampled worlds by the likelihood of the other seats' past plays."""

    def __init__(
        self, view: SeatView, noise: float = 0.2, horizon: int = 3, greedy_share: float = 0.5
    ) -> None:
        self.noise = noise
        self.greedy_share = greedy_share
        self.me = view.seat
        n = view.rules.players
        draw_rounds = (view.rules.deck - n * view.rules.hand_size) // n
        plays: list[PastPlay] = []
        for number, trick in enumerate(view.tricks, 1):
            cards = [c.index for _, c in trick.cards]
            for i, (seat, card) in enumerate(trick.cards):
                plays.append(
                    PastPlay(
                        seat, trick.leader, tuple(cards[:i]), card.index, number <= draw_rounds
                    )
                )
        current = [c.index for _, c in view.trick]
        for i, (seat, card) in enumerate(view.trick):
            plays.append(PastPlay(seat, view.trick[0][0], tuple(current[:i]), card.index, False))
        # Newest first: the walk goes backwards from the present hands.
        self.plays = {
            seat: [p for p in reversed(plays) if p.seat == seat][:horizon]
            for seat in range(n)
            if seat != self.me
        }
        self.pinned = {seat: {c.index for c in view.known[seat]} for seat in self.plays}
        self._strict = False
        """Walk with no noise (``styles``)."""
        self._styles: dict[tuple[int, frozenset[int]], tuple[float, float, float]] = {}
        """``styles`` by seat and hand: worlds that differ only in the stock share them."""
        self.random_likelihood = {seat: 3.0 ** -len(plays) for seat, plays in self.plays.items()}
        """About how likely a random player's plays were (one in three cards each)."""
        # Once the stock is gone, a known trump in a hand is (but for a swap) the face-up
        # card, drawn in the last round: the strict walk un-draws it there.
        self.last_round = {
            seat: next((i for i, p in enumerate(plays) if p.draw_after), -1)
            if view.stock_left == 0
            else -1
            for seat, plays in self.plays.items()
        }

    def weight(self, world: Sim, rand: Random) -> float:
        """The likelihood of the others' past plays in ``world`` (one sampled history).

        With ``noise`` 0 (a strict model), every history is walked instead: the weight is the
        share of the ways of un-drawing in which every play was the model's."""
        if self.noise == 0:
            weight = 1.0
            for seat, plays in self.plays.items():
                memo: dict[tuple[int, frozenset[int]], float] = {}
                hand = list(world.hands[seat])
                weight *= self._consistent(world, seat, hand, plays, 0, memo, self.greedy_share)
                if weight == 0:
                    break
            return weight
        noise = self.noise
        share = self.greedy_share
        trump = world.trump
        weight = 1.0
        for seat, plays in self.plays.items():
            hand = list(world.hands[seat])
            pinned = self.pinned[seat]
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

    def _consistent(
        self,
        world: Sim,
        seat: int,
        hand: list[int],
        plays: list[PastPlay],
        at: int,
        memo: dict[tuple[int, frozenset[int]], float],
        share: float,
    ) -> float:
        """Share of the histories from ``plays[at]`` back in which ``seat`` played as the model."""
        if at == len(plays):
            return 1.0
        key = (at, frozenset(hand))
        known = memo.get(key)
        if known is not None:
            return known
        memo[key] = value = self._walk(world, seat, hand, plays, at, memo, share)
        return value

    def _walk(
        self,
        world: Sim,
        seat: int,
        hand: list[int],
        plays: list[PastPlay],
        at: int,
        memo: dict[tuple[int, frozenset[int]], float],
        share: float,
    ) -> float:
        play = plays[at]
        if play.draw_after and hand:
            pinned = self.pinned[seat]
            free = [c for c in hand if c not in pinned] or hand
            if at == self.last_round[seat]:
                free = [c for c in hand if c in pinned and SUIT[c] == world.trump] or free
            total = 0.0
            for card in free:
                before = [c for c in hand if c != card]
                total += self._unplay(world, seat, before, plays, at, memo, share)
            return total / len(free)
        return self._unplay(world, seat, list(hand), plays, at, memo, share)

    def _unplay(
        self,
        world: Sim,
        seat: int,
        hand: list[int],
        plays: list[PastPlay],
        at: int,
        memo: dict[tuple[int, frozenset[int]], float],
        share: float,
    ) -> float:
        play = plays[at]
        hand.append(play.card)
        likely = 0.0
        if share and greedy_allows(hand, play.before, play.card, world.trump, world.beats):
            likely += share
        if share < 1 and play.card in (
            choose_card(hand, play.before, play.leader, seat, world),
            choose_card(hand[::-1], play.before, play.leader, seat, world),  # ties
        ):
            likely += 1 - share
        if self.noise and not self._strict:
            likely = self.noise / len(hand) + (1 - self.noise) * likely
        if likely == 0:
            return 0.0
        return likely * self._consistent(world, seat, hand, plays, at + 1, memo, share)

    def styles(self, world: Sim) -> dict[int, tuple[float, float, float]]:
        """For each other seat, the likelihood of its past plays in ``world`` if it plays
        exactly as the greedy baseline, exactly as the playout policy (both: the share of the
        histories walked in which it did), and at random."""
        found: dict[int, tuple[float, float, float]] = {}
        for seat, plays in self.plays.items():
            hand = world.hands[seat]
            key = (seat, frozenset(hand))
            known = self._styles.get(key)
            if known is None:
                self._strict = True
                greedy = self._consistent(world, seat, list(hand), plays, 0, {}, 1.0)
                policy = self._consistent(world, seat, list(hand), plays, 0, {}, 0.0)
                self._strict = False
                known = self._styles[key] = (greedy, policy, self.random_likelihood[seat])
            found[seat] = known
        return found
