"""What a computer player is: a search for an action from one seat's view.

Every player starts a :class:`Search` for a view; the search runs in steps of about
``budget`` units of work until it says it is done, then names its action. A player that
decides at once returns a :class:`Decided` search (no work left), so the page runs every
level the same way and yields to the browser only when there is work to slice.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Final, Protocol

from briscola.engine.actions import DECLARE, Action, Signal
from briscola.engine.cards import Card
from briscola.engine.signals import NOTHING, signal_card
from briscola.engine.view import SeatView

WHOLE: Final = 1 << 30
"""A budget no search reaches: ``step(WHOLE)`` runs a search to the end."""


class Search(Protocol):
    """One move's search, run in steps; the result does not depend on the step sizes."""

    @property
    def total(self) -> int:
        """Units of work of the whole search (for a progress bar; 0 when decided at once)."""
        ...

    def step(self, budget: int) -> bool:
        """Do about ``budget`` units of work (at least one piece); True once finished."""
        ...

    def best(self) -> Action:
        """The chosen action (once ``step`` has returned True)."""
        ...


class Player(Protocol):
    """A computer player. It sees one seat's view, never the full state."""

    name: str

    def start(self, view: SeatView, rng: random.Random) -> Search:
        """Begin the search for ``view.seat``'s action; all randomness comes from ``rng``."""
        ...

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The action the whole search chooses: ``start``, ``step`` until done, ``best``."""
        ...


class Decided:
    """A search with nothing left to do: the action is known from the start."""

    total = 0

    def __init__(self, action: Action) -> None:
        self.action = action

    def step(self, budget: int) -> bool:
        """Nothing to do: always finished."""
        return True

    def best(self) -> Action:
        """The action decided."""
        return self.action


def run(search: Search) -> Action:
    """Run ``search`` to the end and return its action."""
    while not search.step(WHOLE):
        pass
    return search.best()


class SearchingPlayer(ABC):
    """A player defined by its ``start``; ``choose`` runs that search to the end."""

    name: str

    @abstractmethod
    def start(self, view: SeatView, rng: random.Random) -> Search:
        """Begin the search for ``view``'s action."""

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """The action of the whole search for ``view``."""
        return run(self.start(view, rng))


class RulePlayer(SearchingPlayer):
    """A player that decides at once by its rules (``decide``): its search is :class:`Decided`."""

    @abstractmethod
    def decide(self, view: SeatView, rng: random.Random) -> Action:
        """The action the rules give for ``view``."""

    def start(self, view: SeatView, rng: random.Random) -> Search:
        """The rules' action, as a finished search."""
        return Decided(self.decide(view, rng))


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
