"""Every past of a seat's hand: walking back through its plays, un-drawing in every way.

A sampled world fixes the other hands *now*. Going backwards from one of them, each draw
round took one card into the hand (which one is not known) and each play took one out (known).
:class:`HistoryWalk` follows every way of un-drawing and counts the share of those pasts in
which each of the seat's plays was one a model player would make: the greedy baseline
(:func:`greedy_allows`), the playout policy, or a mixture of both with some noise. Pasts that
reach the same hand at the same play are the same from there on, so they are memoised.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from briscola.ai.kernel.playout import DISCARD_KEY, choose_card
from briscola.ai.kernel.sim import POINTS, SUIT, Sim


@dataclass(frozen=True, slots=True)
class PastPlay:
    """One card a seat played: what lay on the table before it, and whether a draw followed."""

    seat: int
    leader: int
    before: tuple[int, ...]
    card: int
    draw_after: bool


def greedy_options(
    hand: Sequence[int], before: Sequence[int], beats: tuple[bool, ...]
) -> Sequence[int]:
    """The cards the greedy baseline picks its cheapest from: those that would win a trick
    already holding points, if any; else the whole hand."""
    if before and sum(POINTS[c] for c in before) > 0:
        best = before[0]
        for c in before[1:]:
            if beats[best * 40 + c]:
                best = c
        winners = [c for c in hand if beats[best * 40 + c]]
        if winners:
            return winners
    return hand


def greedy_allows(
    hand: Sequence[int], before: Sequence[int], card: int, trump: int, beats: tuple[bool, ...]
) -> bool:
    """Could the greedy baseline play ``card`` from ``hand``? (Its keys tie for cards of the
    same points and strength in two suits: it then takes the first in hand order, which a
    reading that rebuilds past hands does not know, so either is allowed.)"""
    key = DISCARD_KEY[trump]
    choices = greedy_options(hand, before, beats)
    return card in choices and key[card] == min(key[c] for c in choices)


class HistoryWalk:
    """The likelihood of one seat's latest plays (newest first) in one world.

    Each play counts ``greedy_share`` if the greedy baseline could have made it, plus
    ``1 - greedy_share`` if the playout policy would have (either of two hand orders, for
    ties); with ``noise`` > 0 that is mixed with a uniform choice, ``noise / len(hand)``.
    With ``noise`` 0 a play no model makes ends that past (likelihood 0)."""

    __slots__ = ("world", "seat", "plays", "pinned", "last_round", "share", "noise", "memo")

    def __init__(
        self,
        world: Sim,
        seat: int,
        plays: list[PastPlay],
        pinned: set[int],
        last_round: int,
        greedy_share: float,
        noise: float,
    ) -> None:
        self.world = world
        self.seat = seat
        self.plays = plays
        self.pinned = pinned
        self.last_round = last_round
        """The index in ``plays`` of the last draw round when the face-up trump went to a
        hand (it is un-drawn there), else -1."""
        self.share = greedy_share
        self.noise = noise
        self.memo: dict[tuple[int, frozenset[int]], float] = {}

    def likelihood(self, hand: list[int], at: int = 0) -> float:
        """Mean likelihood, over the pasts of ``hand`` before ``plays[at]``, of the plays
        from ``at`` back."""
        if at == len(self.plays):
            return 1.0
        key = (at, frozenset(hand))
        known = self.memo.get(key)
        if known is None:
            known = self.memo[key] = self._undraw(hand, at)
        return known

    def _undraw(self, hand: list[int], at: int) -> float:
        play = self.plays[at]
        if not (play.draw_after and hand):
            return self._unplay(list(hand), at)
        pinned = self.pinned
        free = [c for c in hand if c not in pinned] or hand
        if at == self.last_round:
            free = [c for c in hand if c in pinned and SUIT[c] == self.world.trump] or free
        total = 0.0
        for card in free:
            total += self._unplay([c for c in hand if c != card], at)
        return total / len(free)

    def _unplay(self, hand: list[int], at: int) -> float:
        play = self.plays[at]
        world = self.world
        hand.append(play.card)
        share = self.share
        likely = 0.0
        if share and greedy_allows(hand, play.before, play.card, world.trump, world.beats):
            likely += share
        if share < 1 and play.card in (
            choose_card(hand, play.before, play.leader, self.seat, world),
            choose_card(hand[::-1], play.before, play.leader, self.seat, world),  # ties
        ):
            likely += 1 - share
        if self.noise:
            likely = self.noise / len(hand) + (1 - self.noise) * likely
        if likely == 0:
            return 0.0
        return likely * self.likelihood(hand, at + 1)
