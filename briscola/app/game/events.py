"""What just happened at the table, as data: the page announces and animates these."""

from __future__ import annotations

from briscola.engine.auction import Bid
from briscola.engine.cards import Card
from briscola.engine.outcome import Outcome
from briscola.engine.tuples import NamedTuple


class CardPlayed(NamedTuple):
    """``seat`` played ``card`` into the trick."""

    seat: int
    card: Card


class SevenSwapped(NamedTuple):
    """``seat`` gave the 7 of trump (``seven``) for the face-up card (``taken``), seen by all."""

    seat: int
    seven: Card
    taken: Card


class Signalled(NamedTuple):
    """A seat gave a partner signal (4 and 6 players), seen by everyone."""

    seat: int
    signal: str


class BidMade(NamedTuple):
    """Briscola Chiamata: a seat bid (a rank, points with the 2) or passed."""

    seat: int
    bid: Bid


class CardCalled(NamedTuple):
    """Briscola Chiamata: the caller named the card whose holder is its secret partner."""

    seat: int
    card: Card


class PartnerRevealed(NamedTuple):
    """Briscola Chiamata: the called card was played, so everyone knows the partner."""

    partner: int
    caller: int


class TrickTaken(NamedTuple):
    """``winner`` took the trick ``cards`` (seat, card) worth ``points``."""

    winner: int
    cards: tuple[tuple[int, Card], ...]
    points: int


class HandOver(NamedTuple):
    """The hand ended with ``outcome``; ``series_winner`` is set when the series ended too."""

    outcome: Outcome
    series_winner: int | None


Event = (
    CardPlayed
    | SevenSwapped
    | Signalled
    | BidMade
    | CardCalled
    | PartnerRevealed
    | TrickTaken
    | HandOver
)
