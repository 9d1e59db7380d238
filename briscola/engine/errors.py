"""Typed errors raised by the engine: each says what is wrong, none is a silent fallback."""

from __future__ import annotations

from enum import StrEnum


class BriscolaError(Exception):
    """Base class of every error the engine raises on purpose."""


class InvalidCardError(BriscolaError, ValueError):
    """A card code that is not rank then suit (``A 2 3 4 5 6 7 F C R`` × ``D C S B``)."""


class RulesError(BriscolaError, ValueError):
    """Rule options that do not make a playable table."""


class Reason(StrEnum):
    """Why an action was refused: :attr:`IllegalActionError.reason`, a stable code that a user
    interface can translate (each member equals its code: ``Reason.HAND_OVER == "hand-over"``)."""

    HAND_OVER = "hand-over"
    """The hand is over: no seat may act."""
    NOT_YOUR_TURN = "not-your-turn"
    """Another seat is to act (or, at the page's table, a computer player is)."""
    NOT_COMPUTER_TURN = "not-computer-turn"
    """The page asked a computer player to act while the person is to act."""
    NOT_NOW = "not-now"
    """Briscola Chiamata: a bid or a call outside its phase, or a play before the call."""
    UNKNOWN_ACTION = "unknown-action"
    """Not an action of this game at all (wrong type, or a card that is not a card)."""
    CARD_NOT_HELD = "card-not-held"
    """The seat to act does not hold the card it plays."""
    MUST_FOLLOW_SUIT = "must-follow-suit"
    """Briscolone with following suit: the seat holds the suit led and plays another."""
    SWAP_NOT_ALLOWED = "swap-not-allowed"
    """The 7 of trump may not be swapped now (the message says why)."""
    SIGNAL_NOT_ALLOWED = "signal-not-allowed"
    """Partner signals: this signal may not be given now (the message says why)."""
    DECLARE_NOT_ALLOWED = "declare-not-allowed"
    """Not the declaration of Briscola a 31, or not a Briscola a 31 table."""
    BID_NOT_ALLOWED = "bid-not-allowed"
    """Briscola Chiamata: a bid not higher than the best bid, or a pass by the last bidder."""
    CALL_NOT_ALLOWED = "call-not-allowed"
    """Briscola Chiamata: a called card not of the rank bid, or not in the deck."""
    HAND_NOT_OVER = "hand-not-over"
    """A series step that needs the hand to be over (count it, deal the next)."""
    HAND_COUNTED = "hand-counted"
    """The series has already counted this hand."""
    SERIES_OVER = "series-over"
    """The series is over: no next hand."""


class IllegalActionError(BriscolaError, ValueError):
    """An action the rules do not allow now; the game is left exactly as it was.

    ``reason`` is a :class:`Reason` (a ``str``: its members document every code); the message
    says the same in English.
    """

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class NoSuchSeatError(BriscolaError, ValueError):
    """A seat number that is not a seat of this table."""


class InvalidStateError(BriscolaError, ValueError):
    """Saved data (a state, a record, a series) that is malformed, truncated or tampered with."""
