"""A simple rule-based player following the usual advice of Briscola players; the stronger
levels build on it."""

from __future__ import annotations

import random

from briscola.ai.levels.base import RulePlayer, card_key, declaration, would_win
from briscola.ai.search.bidding import auction_action
from briscola.engine.actions import PLAY, Action, SwapSeven
from briscola.engine.cards import Card
from briscola.engine.view import SeatView


class RuleBasedPlayer(RulePlayer):
    """Swaps the 7 when it can, takes rich tricks cheaply, discards lisce, loads a partner."""

    name = "rule"

    def decide(self, view: SeatView, rng: random.Random) -> Action:
        """An action by the rules of thumb above."""
        declare = auction_action(view) or declaration(view)
        if declare is not None:
            return declare
        legal = view.legal_actions()
        for action in legal:
            if isinstance(action, SwapSeven):
                return action  # the face-up trump is always worth more than the 7
        trump = view.trump_suit
        hand = sorted(view.playable(), key=lambda c: card_key(c, trump))
        if not view.trick:
            return PLAY[self._lead(hand, trump)]
        return PLAY[self._follow(view, hand, trump)]

    @staticmethod
    def _lead(hand: list[Card], trump: str | None) -> Card:
        # Lead the cheapest card, but not a carico (Ace or 3) while a liscio is at hand.
        for card in hand:
            if card.points < 10:
                return card
        return hand[0]

    @staticmethod
    def _follow(view: SeatView, hand: list[Card], trump: str | None) -> Card:
        rules = view.rules
        on_table = sum(card.points for _, card in view.trick)
        last = len(view.trick) == rules.players - 1
        leading_seat = view.winning_seat()
        partner_winning = view.side_of(leading_seat) == view.my_side
        if partner_winning and last:
            # Load ("caricare") the partner's sure trick with the richest non-trump card.
            rich = [c for c in hand if c.suit != trump]
            if rich:
                return max(rich, key=lambda c: (c.points, c.strength))
            return hand[0]
        if partner_winning:
            return hand[0]
        winners = [c for c in hand if would_win(view, c)]
        if winners:
            cheapest = min(winners, key=lambda c: card_key(c, trump))
            # Win with a card of the suit led (no trump spent), or when the trick is rich.
            if cheapest.suit != trump or on_table >= 10 or (last and on_table >= 2):
                return cheapest
        return hand[0]
