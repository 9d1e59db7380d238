"""The counting aid: the cards still out, as a player could have counted them.

A card is still out when it is neither in the seat's hand nor played: the cards in the other
hands and in the stock (the face-up trump included, which is still to be played). Nothing
hidden is used: a seat's view holds exactly what the player has seen.

:data:`MODES`: ``off``; ``key``: the carichi (Aces and 3s) and the trumps still out;
``grid``: every card still out, by suit.
"""

from __future__ import annotations

from typing import Final

from briscola.engine.cards import SUITS, Card
from briscola.engine.view import SeatView

MODES: Final = ("off", "key", "grid")
CARICHI: Final = ("A", "3")


def still_out(view: SeatView) -> list[Card]:
    """Every card neither in the seat's hand nor played, strongest first within each suit."""
    gone = set(view.hand) | set(view.played_cards())
    out = [card for card in view.rules.cards if card not in gone]
    return sorted(out, key=lambda c: (SUITS.index(c.suit), -view.strength(c)))


def counting_aid(view: SeatView, mode: str) -> dict[str, list[Card]]:
    """The cards the aid shows in ``mode``, by suit code (trump first; empty suits left out).

    >>> import random
    >>> from briscola.engine.rules import Rules
    >>> from briscola.engine.state import GameState
    >>> view = GameState.new(Rules(), random.Random(1)).view(0)
    >>> [str(c) for cards in counting_aid(view, "key").values() for c in cards][:4]
    ['AD', 'RD', 'CD', 'FD']
    >>> sum(map(len, counting_aid(view, "grid").values())), counting_aid(view, "off")
    (37, {})
    """
    if mode not in MODES:
        raise ValueError(f"the counting aid's mode must be one of {', '.join(MODES)}")
    if mode == "off":
        return {}
    cards = still_out(view)
    if mode == "key":
        cards = [c for c in cards if c.rank in CARICHI or c.suit == view.trump_suit]
    suits = sorted(SUITS, key=lambda s: s != view.trump_suit)
    shown = {suit: [c for c in cards if c.suit == suit] for suit in suits}
    return {suit: cards for suit, cards in shown.items() if cards}
