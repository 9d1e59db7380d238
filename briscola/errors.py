"""Typed errors raised by the engine: each says what is wrong, none is a silent fallback."""

from __future__ import annotations


class BriscolaError(Exception):
    """Base class of every error the engine raises on purpose."""


class InvalidCardError(BriscolaError, ValueError):
    """A card code that is not rank then suit (``A 2 3 4 5 6 7 F C R`` × ``D C S B``)."""


class RulesError(BriscolaError, ValueError):
    """Rule options that do not make a playable table."""


class IllegalActionError(BriscolaError, ValueError):
    """An action the rules do not allow now; the game is left exactly as it was.

    ``reason`` is a short stable code (``not-your-turn``, ``card-not-held``,
    ``must-follow-suit``, ``swap-not-allowed``, ``declare-not-allowed``,
    ``signal-not-allowed``, ``hand-over``, ``unknown-action``) that a
    user interface can translate; the message says the same in English.
    """

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class InvalidStateError(BriscolaError, ValueError):
    """Saved data (a state, a record, a series) that is malformed, truncated or tampered with."""
