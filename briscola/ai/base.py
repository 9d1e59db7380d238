"""What a computer player is: something that picks a legal action from a seat's view."""

from __future__ import annotations

import random
from typing import Protocol

from briscola.actions import DECLARE, Action
from briscola.cards import Card
from briscola.view import SeatView


class Player(Protocol):
    """A computer player. It sees one seat's view, never the full state."""

    name: str

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """A legal action for ``view.seat``; all randomness comes from ``rng``."""
        ...


def declaration(view: SeatView) -> Action | None:
    """Briscola a 31: the declaration when this seat's side surely holds 31 (every level
    counts the points taken, which are public, and declares as soon as it can), else None."""
    return DECLARE if view.is_my_turn and view.declaration_is_right() else None


def card_key(card: Card, trump_suit: str | None) -> tuple[bool, int, int]:
    """How dear a card is to give away: (is trump, points, strength); smaller is cheaper."""
    return (card.suit == trump_suit, card.points, card.strength)


def would_win(view: SeatView, card: Card) -> bool:
    """True if ``card`` would take the trick as it stands (the trick must be started)."""
    plays = [*list(view.trick), (view.seat, card)]
    return view.winning_seat(tuple(plays)) == view.seat
