"""Deals consistent with a seat's view: the hidden cards put back into hands and stock.

A sample respects everything the view knows: the seat's own hand, every card played, the
face-up trump (last in the stock), and the cards publicly known to be in a hand (the card
taken by a swap, the face-up drawn by the last drawer).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from briscola.ai.kernel.sim import Random, Sim, trump_index
from briscola.engine.view import SeatView


class Determinizer:
    """Makes kernel positions from a view by dealing the unseen cards at random."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        n = view.rules.players
        self.unseen = [c.index for c in view.unseen_cards()]
        self.fixed: list[list[int]] = []
        self.slots: list[int] = []
        for seat in range(n):
            if seat == view.seat:
                self.fixed.append([c.index for c in view.hand])
                self.slots.append(0)
            else:
                known = [c.index for c in view.known[seat]]
                self.fixed.append(known)
                self.slots.append(view.hand_sizes[seat] - len(known))
        self.face_up = view.face_up.index if view.face_up is not None else None
        self.stock_hidden = view.stock_left - (1 if self.face_up is not None else 0)
        self.open_stock: list[int] | None = None
        if view.stock_cards is not None:  # scoperta: the stock lies face up, in order
            self.open_stock = [c.index for c in view.stock_cards]
            self.face_up, self.stock_hidden = None, 0
        if sum(self.slots) + self.stock_hidden != len(self.unseen):
            raise ValueError("the view's card counts do not add up")  # engine bug guard
        self.trump = trump_index(view.trump_suit)
        # Partner signals: cards a seat's "nothing" rules out of its hand.
        self.excluded = {
            seat: {c.index for c in view.excluded_cards(seat)}
            for seat in range(n)
            if view.rules.signals and seat != view.seat
        }
        self.trick = [c.index for _, c in view.trick]
        self.leader = view.trick[0][0] if view.trick else (view.current_player or 0)
        self.points = view.points_taken()
        self.tricks_done = len(view.tricks)
        # The Chiamata: a world's sides follow who holds the called card in it.
        self.called = view.called.index if view.called is not None else -1

    def deal(self, order: list[int]) -> Sim:
        """The position where the unseen cards lie in ``order``: other hands, then the stock."""
        hands: list[list[int]] = []
        at = 0
        for seat, fixed in enumerate(self.fixed):
            take = self.slots[seat]
            hands.append(fixed + order[at : at + take])
            at += take
        stock = order[at:] if self.open_stock is None else list(self.open_stock)
        if self.face_up is not None:
            stock.append(self.face_up)
        return Sim.make(
            self.view.rules,
            self.trump,
            hands,
            stock,
            trick=self.trick,
            leader=self.leader,
            points=self.points,
            tricks_done=self.tricks_done,
            side=self._sides(hands),
        )

    def _sides(self, hands: list[list[int]]) -> tuple[int, ...] | None:
        view = self.view
        if not view.rules.is_chiamata:
            return None
        partner = view.partner
        if partner is None:
            holders = [s for s, hand in enumerate(hands) if self.called in hand]
            partner = holders[0] if holders else view.caller
        team = (view.caller, partner)
        return tuple(0 if s in team else 1 for s in range(view.rules.players))

    def sample(self, rand: Random) -> Sim:
        """A uniformly random consistent position."""
        order = list(self.unseen)
        for i in range(len(order) - 1, 0, -1):
            j = int(rand() * (i + 1))
            order[i], order[j] = order[j], order[i]
        if any(self.excluded.values()):
            order = self._respect_signals(order)
        return self.deal(order)

    def _respect_signals(self, order: list[int]) -> list[int]:
        """``order`` with each seat's slots filled, in order, by cards its signals allow."""
        rest = list(order)
        chosen: list[int] = []
        for seat, take in enumerate(self.slots):
            banned = self.excluded.get(seat, set())
            picked = [c for c in rest if c not in banned][:take]
            if len(picked) < take:
                return order  # not satisfiable: keep the plain deal
            for card in picked:
                rest.remove(card)
            chosen += picked
        return chosen + rest

    def count(self) -> int:
        """How many distinct positions the view allows (hands unordered, stock ordered)."""
        total = 1
        left = len(self.unseen)
        for take in self.slots:
            total *= _choose(left, take)
            left -= take
        for k in range(left, 0, -1):
            total *= k
        return total

    def every(self) -> Iterator[Sim]:
        """Every consistent position (use only when :meth:`count` is small)."""
        yield from self._every(0, list(self.unseen), [])

    def _every(self, seat: int, left: list[int], chosen: list[int]) -> Iterator[Sim]:
        if seat == len(self.slots):
            for stock in itertools.permutations(left):
                yield self.deal(chosen + list(stock))
            return
        for hand in itertools.combinations(left, self.slots[seat]):
            rest = [c for c in left if c not in hand]
            yield from self._every(seat + 1, rest, chosen + list(hand))


def _choose(n: int, k: int) -> int:
    result = 1
    for i in range(k):
        result = result * (n - i) // (i + 1)
    return result
