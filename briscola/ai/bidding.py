"""Briscola Chiamata: how the computer players bid and call.

A hand is valued for each suit as trump: its card points, plus for every trump 6 and its
strength (trumps take tricks, and with eight cards each most tricks are trumped). The player
picks the suit where its hand is best, and bids down the ranks (Ace, 3, Re ...) while its hand
is worth it and it does not hold the card of that rank in that suit (calling it would leave
it alone); very strong hands go on to points with the 2. It then calls the missing card of its
best suit, so that its partner holds a high trump of the suit it is strong in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from briscola.actions import CALL, Action
from briscola.auction import RANK_BIDS, Bid
from briscola.cards import SUITS, Card
from briscola.view import SeatView

OPENING: Final = 45
"""Hand value needed to bid at all (an average hand is worth about 40)."""
STEP: Final = 3
"""Extra value needed for each rank lower in the auction."""


def hand_value(hand: Sequence[Card], suit: str) -> int:
    """A rough worth of ``hand`` with ``suit`` as trump."""
    return sum(c.points + (6 + c.strength if c.suit == suit else 0) for c in hand)


def best_suit(hand: Sequence[Card]) -> str:
    """The suit in which the hand is worth most (the first on equal worth)."""
    return max(SUITS, key=lambda suit: hand_value(hand, suit))


def highest_level(hand: Sequence[Card], suit: str, timidity: int) -> int:
    """The highest bid level the hand is worth with ``suit`` as trump (-1: none)."""
    value = hand_value(hand, suit) - timidity
    if value < OPENING:
        return -1
    level = (value - OPENING) // STEP
    top_rank = len(RANK_BIDS) - 1
    if level <= top_rank:
        return level
    return top_rank + (value - OPENING - STEP * top_rank) // 2


def auction_action(view: SeatView, timidity: int = 0) -> Action | None:
    """The bid or the call for ``view`` in the Chiamata's auction, None at any other time."""
    if not view.is_my_turn or view.phase not in ("auction", "call"):
        return None
    legal = view.legal_actions()
    hand = view.hand
    suit = best_suit(hand)
    if view.phase == "call":
        return _call(view, legal, suit)
    limit = highest_level(hand, suit, timidity)
    bids = [a for a in legal if isinstance(a, Bid)]
    for bid in bids:
        level = bid.level
        if 0 <= level <= limit and Card.from_code(bid.rank + suit) not in hand:
            return bid
    return bids[0]  # a pass, or, when the others have all passed, the lowest bid


def _call(view: SeatView, legal: list[Action], suit: str) -> Action:
    contract = view.contract
    assert contract is not None
    hand = view.hand
    options = sorted(SUITS, key=lambda s: (s != suit, -hand_value(hand, s)))
    for option in options:
        card = Card.from_code(contract.rank + option)
        if card not in hand:
            return CALL[card]
    return CALL[Card.from_code(contract.rank + suit)]  # holds all four: plays alone
