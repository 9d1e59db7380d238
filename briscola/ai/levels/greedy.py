"""The greedy baseline, defined exactly so that figures compare across projects.

key(card) = (is trump, card points, card strength). Leading: the card with the smallest key.
Following: if the cards on the table carry points and some card in hand would win the trick
as it stands, the winning card with the smallest key; otherwise the smallest key. Never swaps.
Adapted to the variants: it plays only the cards allowed (``follow_suit``), in Briscola
a 31 declares as soon as its side holds 31, and in the Chiamata bids and calls as the
levels do (``search/bidding.py``).
"""

from __future__ import annotations

import random

from briscola.ai.levels.base import RulePlayer, card_key, declaration, would_win
from briscola.ai.search.bidding import auction_action
from briscola.engine.actions import PLAY, Action
from briscola.engine.view import SeatView


class GreedyPlayer(RulePlayer):
    """The greedy baseline (deterministic: ``rng`` is not used)."""

    name = "greedy"

    def decide(self, view: SeatView, rng: random.Random) -> Action:
        """The greedy card for ``view`` (in Briscola a 31 it declares as soon as it is right)."""
        declare = auction_action(view) or declaration(view)
        if declare is not None:
            return declare
        trump = view.trump_suit
        hand = sorted(view.playable(), key=lambda c: card_key(c, trump))
        if view.trick and sum(card.points for _, card in view.trick) > 0:
            for card in hand:
                if would_win(view, card):
                    return PLAY[card]
        return PLAY[hand[0]]
