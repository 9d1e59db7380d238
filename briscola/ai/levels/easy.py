"""The easy level: a beginner who knows the basics but not the finer points.

It swaps the 7 of trump, takes a trick with a higher card of the suit led, trumps a trick
only when an Ace or a 3 lies on it, and otherwise throws its cheapest card; it leads any
card that is not a trump, and now and then simply plays a card without thinking.
"""

from __future__ import annotations

import random

from briscola.ai.levels.base import RulePlayer, card_key, declaration, signal_to_give
from briscola.ai.search.bidding import auction_action
from briscola.engine.actions import PLAY, Action, SwapSeven
from briscola.engine.view import SeatView

EASY_TIMIDITY = 8
"""The Chiamata: a beginner bids less than its hand is worth."""

CARELESS = 0.25
"""Share of moves played without thinking (a random card)."""


class EasyPlayer(RulePlayer):
    """A beginner; its randomness comes from ``rng`` only."""

    name = "easy"

    def decide(self, view: SeatView, rng: random.Random) -> Action:
        """A beginner's action."""
        declare = auction_action(view, EASY_TIMIDITY) or declaration(view) or signal_to_give(view)
        if declare is not None:
            return declare
        legal = view.legal_actions()
        for action in legal:
            if isinstance(action, SwapSeven):
                return action
        hand = view.playable()
        trump = view.trump_suit
        if rng.random() < CARELESS:
            return PLAY[rng.choice(hand)]
        if not view.trick:
            plain = [c for c in hand if c.suit != trump]
            return PLAY[rng.choice(plain or hand)]
        best = max(
            (card for _, card in view.trick),
            key=lambda c: (c.suit == trump, c.suit == view.trick[0][1].suit, view.strength(c)),
        )
        higher = [c for c in hand if c.suit == best.suit and view.beats(c, best)]
        if higher:
            return PLAY[max(higher, key=view.strength)]
        on_table = sum(card.points for _, card in view.trick)
        trumps = [c for c in hand if c.suit == trump]
        if best.suit != trump and trumps and on_table >= 10:
            return PLAY[rng.choice(trumps)]
        return PLAY[min(hand, key=lambda c: card_key(c, trump))]
