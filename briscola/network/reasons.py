"""Why a page refused a message or stopped a hand: stable codes a page can translate."""

from __future__ import annotations

from enum import StrEnum


class Refusal(StrEnum):
    """Why a message was refused. Each member equals its code (``Refusal.REPLAY == "replay"``).

    A message refused before its signature checked blames nobody (a relay may have damaged or
    made it up): it is dropped and counted. A message its seat signed that is refused for any
    reason (the second group, or a malformed body) stops the hand and names that seat.
    """

    TOO_LONG = "too-long"
    """Longer than a message of this protocol can be."""
    TOO_DEEP = "too-deep"
    """Arrays and objects nested deeper than any message of this protocol."""
    NOT_JSON = "not-json"
    """Not UTF-8 JSON text."""
    NOT_AN_OBJECT = "not-an-object"
    """JSON, but not an object."""
    UNKNOWN_FIELD = "unknown-field"
    """A field no message of its kind has."""
    MISSING_FIELD = "missing-field"
    """A field its kind needs is missing."""
    WRONG_TYPE = "wrong-type"
    """A field of the wrong JSON type (a number where text goes, ``true`` for ``1``...)."""
    BAD_VALUE = "bad-value"
    """A field of the right type with a value out of its range (a seat that is none, a key
    that is not a number of the group, a list of the wrong length...)."""
    WRONG_TABLE = "wrong-table"
    """A message of another table or another hand."""
    UNKNOWN_SEAT = "unknown-seat"
    """From a seat the table does not have."""
    BAD_SIGNATURE = "bad-signature"
    """Not signed by the seat it claims to come from: forged or damaged."""
    REPLAY = "replay"
    """A message of that seat already received (or an older one)."""
    GAP = "gap"
    """A message of that seat whose predecessor has not arrived: a message was lost."""
    NOT_HOST = "not-host"
    """A table's setup from another seat than its host, or signed by another key."""

    # -- signed by its seat: the hand stops -----------------------------------------------
    OUT_OF_TURN = "out-of-turn"
    """A message its seat may not send now: not its step of the deal, not its turn."""
    ILLEGAL_MOVE = "illegal-move"
    """A move the rules do not allow (the engine's reason is in the detail)."""
    WRONG_KEY = "wrong-key"
    """A card key that does not open the card it should, or differs from the one revealed."""
    CARD_NOT_IN_DECK = "card-not-in-deck"
    """A card this table's deck does not have, or a locked card that opens to no card."""
    CARD_PLAYED_TWICE = "card-played-twice"
    """A card already played, or a card seen in two places."""
    KEY_NOT_OWED = "key-not-owed"
    """A card key for a card its seat does not owe to that seat (or sent twice)."""
    BAD_DEAL_STEP = "bad-deal-step"
    """A step of the shuffle that its revealed keys do not reproduce."""
    BAD_REVEAL = "bad-reveal"
    """Keys revealed at the end that are not the ones used in the hand."""
    FALSE_ALARM = "false-alarm"
    """A seat stopped the hand over a card that, all keys revealed, was right."""
    WITHHELD = "withheld"
    """A seat that did not send what it owed (the page gave up waiting for it)."""
