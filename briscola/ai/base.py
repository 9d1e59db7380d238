"""What a computer player is: something that picks a legal action from a seat's view."""

from __future__ import annotations

import random
from typing import Protocol

from briscola.actions import DECLARE, Action, Signal
from briscola.cards import Card
from briscola.signals import NOTHING, signal_card
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


def signal_to_give(view: SeatView) -> Action | None:
    """Partner signals: the signal a partner gives now, or None. It shows the Ace or the 3
    of trump once (the card is then public), and says "nothing" once per draw round when
    its hand holds no Ace, no 3 and no trump, so that the partner does not count on it."""
    for action in view.legal_actions():
        if not isinstance(action, Signal):
            continue
        if action.name == NOTHING:
            if not view.excluded_cards(view.seat):
                return action
        elif signal_card(action.name, view.trump_suit) not in view.known[view.seat]:
            return action
    return None


def without_signals(actions: list[Action]) -> list[Action]:
    """The actions that are not signals (what the players choose among for their play)."""
    return [a for a in actions if not isinstance(a, Signal)]


def card_key(card: Card, trump_suit: str | None) -> tuple[bool, int, int]:
    """How dear a card is to give away: (is trump, points, strength); smaller is cheaper."""
    return (card.suit == trump_suit, card.points, card.strength)


def would_win(view: SeatView, card: Card) -> bool:
    """True if ``card`` would take the trick as it stands (the trick must be started)."""
    plays = [*list(view.trick), (view.seat, card)]
    return view.winning_seat(tuple(plays)) == view.seat
