"""Reading the other players' hands from how they played.

A sampled world fixes every other hand *now*. Walking the hand's history backwards from
there (un-drawing one card per draw round, chosen at random, and taking back the card played)
gives what each seat held at each of its past decisions. The world's weight is how likely
those decisions were for a sensible player: a mixture of the greedy baseline and the
playout policy, with some room for anything else. Worlds where the others would have played
very differently count little.
"""

from __future__ import annotations

from dataclasses import dataclass

from briscola.ai.kernel import BEATS, POINTS, Random, Sim
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
    hand: list[int], before: tuple[int, ...], trump: int, beats: tuple[bool, ...] | None = None
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


class HandReader:
    """Weighs sampled worlds by the likelihood of the other seats' past plays."""

    def __init__(self, view: SeatView, noise: float = 0.2, horizon: int = 3) -> None:
        self.noise = noise
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

    def weight(self, world: Sim, rand: Random) -> float:
        """The likelihood of the others' past plays in ``world`` (one sampled history)."""
        noise = self.noise
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
                if greedy_card(hand, play.before, trump, world.beats) == play.card:
                    likely += 0.5
                if choose_card(hand, play.before, play.leader, seat, world) == play.card:
                    likely += 0.5
                weight *= noise / len(hand) + (1 - noise) * likely
        return weight
