"""What a network table gives back to its page: the messages to send and what happened."""

from __future__ import annotations

from briscola.engine.actions import Action
from briscola.engine.cards import Card
from briscola.engine.outcome import Outcome
from briscola.engine.tuples import NamedTuple
from briscola.network.reasons import Refusal


class Outgoing(NamedTuple):
    """A message to send: to every other seat (``to`` None; a guest sends it to the host,
    which relays it unchanged), or to seat ``to`` only."""

    to: int | None
    text: str


class Dealt(NamedTuple):
    """The deal is done: the cards everybody sees are open, the play begins."""


class CardsSeen(NamedTuple):
    """A seat this page plays has seen cards: its own (dealt, drawn), or at six players, for
    a captain, its partners' once the stock is gone."""

    seat: int
    cards: tuple[Card, ...]


class Moved(NamedTuple):
    """A seat's move, checked by this page's engine."""

    seat: int
    action: Action


class Refused(NamedTuple):
    """A message refused (and counted). ``seat`` is the seat it claims to come from, None if
    it names none that can be read."""

    seat: int | None
    reason: Refusal
    detail: str


class Stopped(NamedTuple):
    """The hand stopped: nothing of it counts. ``seat`` is the seat to blame, None while the
    revealed keys are being awaited to find it (a second ``Stopped`` then names it)."""

    seat: int | None
    reason: Refusal
    detail: str


class Verified(NamedTuple):
    """The hand is over and every page has checked the whole deal and every move."""

    outcome: Outcome


Event = Dealt | CardsSeen | Moved | Refused | Stopped | Verified


class Output(NamedTuple):
    """What one call of a table returns: messages to send (save the table's snapshot first)
    and events, in order."""

    messages: tuple[Outgoing, ...] = ()
    events: tuple[Event, ...] = ()
