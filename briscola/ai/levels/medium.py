"""The medium level: a rule-based player that counts cards and follows the usual
advice of Briscola players.

Don't give away Aces and 3s to a possible trump, win with the lowest card that suffices,
keep high trumps for rich tricks, discard lisce when taking does not pay, know which cards
can still beat a card (the Ace and 3 of trump in particular), and with a partner never
overtake its sure trick but load ("caricare") an Ace or 3 on it.
"""

from __future__ import annotations

import random

from briscola.ai.levels.base import RulePlayer, card_key, declaration, signal_to_give
from briscola.ai.search.bidding import auction_action
from briscola.engine.actions import PLAY, Action, SwapSeven
from briscola.engine.cards import Card
from briscola.engine.view import SeatView


def lead_key(card: Card, trump: str | None) -> tuple[int, int, int]:
    """How dear a card is to lead: lisce, then figures, low trumps, carichi, trump carichi."""
    if card.suit == trump:
        kind = 4 if card.points >= 10 else 2
    else:
        kind = 3 if card.points >= 10 else (1 if card.points else 0)
    return (kind, card.points, card.strength)


class MediumPlayer(RulePlayer):
    """Card-counting rules of thumb (deterministic: ``rng`` is not used)."""

    name = "medium"

    def decide(self, view: SeatView, rng: random.Random) -> Action:
        """An action by the rules of thumb above."""
        declare = auction_action(view) or declaration(view) or signal_to_give(view)
        if declare is not None:
            return declare
        for action in view.legal_actions():
            if isinstance(action, SwapSeven):
                return action  # the face-up trump is always higher than the 7
        trump = view.trump_suit
        if not view.trick:
            return PLAY[min(view.playable(), key=lambda c: lead_key(c, trump))]
        return PLAY[self._follow(view, trump)]

    @staticmethod
    def _follow(view: SeatView, trump: str | None) -> Card:
        hand = view.playable()
        outside = _still_to_come(view)
        best = max(
            (card for _, card in view.trick),
            key=lambda c: (c.suit == trump, c.suit == view.trick[0][1].suit, view.strength(c)),
        )
        on_table = sum(card.points for _, card in view.trick)
        last = len(view.trick) == view.rules.players - 1
        cheapest = min(hand, key=lambda c: card_key(c, trump))

        def is_sure(card: Card) -> bool:
            return last or not any(view.beats(other, card) for other in outside)

        if view.side_of(view.winning_seat()) == view.my_side:
            plain = [c for c in hand if c.suit != trump]
            if plain and is_sure(best):
                return max(plain, key=lambda c: (c.points, c.strength))  # load the partner's trick
            return cheapest
        same_suit = [c for c in hand if c.suit == best.suit and view.beats(c, best)]
        sure = [c for c in same_suit if is_sure(c)]
        if sure and (best.suit != trump or on_table >= 2):
            return max(sure, key=lambda c: (c.points, c.strength))
        if best.suit != trump:
            trumps = sorted((c for c in hand if c.suit == trump), key=view.strength)
            stake = on_table + (cheapest.points if cheapest.points >= 10 else 0)
            if stake >= 10:
                return next((c for c in trumps if is_sure(c)), cheapest)  # the lowest sure trump
            if stake >= 3 and trumps and trumps[0].points == 0 and is_sure(trumps[0]):
                return trumps[0]
        return cheapest


def _still_to_come(view: SeatView) -> set[Card]:
    """The cards that could still be played after this seat in the trick: unseen or in another
    hand, and (with signals) not shown by a partner, whose cards are on our side."""
    rules = view.rules
    outside = set(view.unseen_cards())
    for seat, known in enumerate(view.known):
        if seat != view.seat:
            outside.update(known)
    if rules.signals:
        for seat in rules.seats_of(rules.side_of(view.seat)):
            outside.difference_update(view.known[seat] if seat != view.seat else ())
    return outside
