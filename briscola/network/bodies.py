"""The body of each kind of message, read field by field: exact field sets, JSON types (a
``true`` is no ``1``), lengths and ranges; group elements and exponents as fixed-length
base64 (``group.py``). What a body *means* now (whose turn, which key is owed) is the table's
business; here only its shape is checked.

The kinds: ``setup`` (the host's table, ``table_setup.py``); ``shuffle`` (a seat's locked and
shuffled deck, with its Diffie–Hellman key for the hand); ``unlock`` (a seat's lock taken off
cards being opened); ``keys`` (the last shuffler's card keys: public, or boxed for a drawer);
``show`` (a partner's hand boxed for its captain, 6 players); ``move`` (an action of the
engine, with the key that opens the card it shows); ``stop`` (a page stopping the hand over a
card it cannot open); ``reveal`` (a seat's secrets, once the hand is over or stopped);
``sync`` (what a page has received, after a reload).
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable
from typing import Any, Final, TypeVar

from briscola.engine.actions import Action, action_from_json
from briscola.engine.errors import InvalidStateError
from briscola.engine.tuples import NamedTuple
from briscola.network.group import Group
from briscola.network.reasons import Refusal

T = TypeVar("T")

STOP_REASONS: Final = frozenset(str(reason) for reason in Refusal)
"""Why a page may stop the hand (over what only it may have seen)."""


class BodyError(Exception):
    """A body of the wrong shape: the reason and a short detail."""

    def __init__(self, reason: Refusal, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


class Box(NamedTuple):
    """Exponents for one seat's eyes only: the positions they open, sealed (``boxes.py``)."""

    to: int
    positions: tuple[int, ...]
    sealed: bytes


class Shuffle(NamedTuple):
    dh: int
    deck: tuple[int, ...]


class Unlock(NamedTuple):
    values: tuple[tuple[int, int], ...]
    """(position, the card's number with this seat's lock taken off)."""


class Keys(NamedTuple):
    public: tuple[tuple[int, int], ...]
    """(position, the last shuffler's key for it), for cards everybody sees."""
    boxes: tuple[Box, ...]


class Show(NamedTuple):
    box: Box
    """The keys that open the cards of a partner's hand, for its captain."""


class Opening(NamedTuple):
    position: int
    exponent: int
    """Raised to it, the card's number with every other lock taken off is the card's value."""


class Move(NamedTuple):
    action: Action
    opening: Opening | None


class Stop(NamedTuple):
    reason: str
    evidence: str | None
    """The message that broke the rules, when everybody can check it: a page that has not
    taken it in yet does so before it stops."""


class Reveal(NamedTuple):
    lock: int | None
    """The seat's one lock (every seat but the last shuffler)."""
    order: tuple[int, ...]
    """Its shuffle: its output's card ``k`` is its input's card ``order[k]``."""
    cards: tuple[int, ...] | None
    """The last shuffler's key of each position."""
    dh: int
    """Its Diffie–Hellman secret of the hand, which opens every box it sent or received."""


class Sync(NamedTuple):
    have: tuple[int, ...]
    """How many messages of each seat the sender holds."""
    reply: bool


Body = Shuffle | Unlock | Keys | Show | Move | Stop | Reveal | Sync


class Shape(NamedTuple):
    """What a body's numbers must fit: the group, the deck's size, the table's seats."""

    group: Group
    cards: int
    players: int


def read_body(kind: str, data: dict[str, Any], shape: Shape) -> Body:
    """The body of a message of ``kind`` (not ``setup``); raises :class:`BodyError`."""
    return _READERS[kind](data, shape)


def _fields(data: dict[str, Any], names: frozenset[str]) -> None:
    unknown = sorted(set(data) - names)
    if unknown:
        raise BodyError(Refusal.UNKNOWN_FIELD, f"unknown field {unknown[0][:40]!r}")
    missing = sorted(names - set(data))
    if missing:
        raise BodyError(Refusal.MISSING_FIELD, f"missing field {missing[0]!r}")


def _int(value: Any, low: int, high: int, what: str) -> int:
    if type(value) is not int:
        raise BodyError(Refusal.WRONG_TYPE, f"{what} must be a whole number")
    if not low <= value < high:
        raise BodyError(Refusal.BAD_VALUE, f"{what} out of range")
    return value


def _list(value: Any, low: int, high: int, what: str) -> list[Any]:
    if type(value) is not list:
        raise BodyError(Refusal.WRONG_TYPE, f"{what} must be a list")
    if not low <= len(value) <= high:
        raise BodyError(Refusal.BAD_VALUE, f"{what} has {len(value)} items")
    return value


def _element(value: Any, shape: Shape, what: str) -> int:
    if type(value) is not str:
        raise BodyError(Refusal.WRONG_TYPE, f"{what} must be text")
    number = shape.group.element_from_text(value)
    if number is None:
        raise BodyError(Refusal.BAD_VALUE, f"{what} is not a number of the group")
    return number


def _exponent(value: Any, shape: Shape, what: str) -> int:
    if type(value) is not str:
        raise BodyError(Refusal.WRONG_TYPE, f"{what} must be text")
    number = shape.group.exponent_from_text(value)
    if number is None:
        raise BodyError(Refusal.BAD_VALUE, f"{what} is not an exponent of the group")
    return number


def _positions(value: Any, shape: Shape, what: str) -> tuple[int, ...]:
    items = _list(value, 1, shape.cards, what)
    positions = tuple(_int(item, 0, shape.cards, f"a position of {what}") for item in items)
    if len(set(positions)) != len(positions):
        raise BodyError(Refusal.BAD_VALUE, f"{what} names a position twice")
    return positions


def _pairs(
    value: Any, shape: Shape, what: str, read: Callable[[Any, Shape, str], int]
) -> tuple[tuple[int, int], ...]:
    pairs = []
    for item in _list(value, 0, shape.cards, what):
        pair = _list(item, 2, 2, f"an item of {what}")
        pairs.append(
            (_int(pair[0], 0, shape.cards, f"a position of {what}"), read(pair[1], shape, what))
        )
    if len({position for position, _ in pairs}) != len(pairs):
        raise BodyError(Refusal.BAD_VALUE, f"{what} names a position twice")
    return tuple(pairs)


def _box(value: Any, shape: Shape) -> Box:
    if type(value) is not dict:
        raise BodyError(Refusal.WRONG_TYPE, "a box must be an object")
    _fields(value, frozenset({"to", "positions", "box"}))
    to = _int(value["to"], 0, shape.players, "a box's seat")
    positions = _positions(value["positions"], shape, "a box")
    if type(value["box"]) is not str:
        raise BodyError(Refusal.WRONG_TYPE, "a box must be text")
    try:
        sealed = base64.b64decode(value["box"].encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        raise BodyError(Refusal.BAD_VALUE, "a box is not base64") from None
    if len(sealed) != len(positions) * shape.group.size:
        raise BodyError(Refusal.BAD_VALUE, "a box's length does not match its positions")
    return Box(to, positions, sealed)


def _shuffle(data: dict[str, Any], shape: Shape) -> Shuffle:
    _fields(data, frozenset({"dh", "deck"}))
    deck = _list(data["deck"], shape.cards, shape.cards, "the deck")
    return Shuffle(
        _element(data["dh"], shape, "the hand's key"),
        tuple(_element(card, shape, "a locked card") for card in deck),
    )


def _unlock(data: dict[str, Any], shape: Shape) -> Unlock:
    _fields(data, frozenset({"values"}))
    values = _pairs(data["values"], shape, "the unlocked cards", _element)
    if not values:
        raise BodyError(Refusal.BAD_VALUE, "an unlock with no card")
    return Unlock(values)


def _keys(data: dict[str, Any], shape: Shape) -> Keys:
    _fields(data, frozenset({"public", "boxes"}))
    boxes = tuple(_box(box, shape) for box in _list(data["boxes"], 0, shape.players, "boxes"))
    if len({box.to for box in boxes}) != len(boxes):
        raise BodyError(Refusal.BAD_VALUE, "two boxes for one seat")
    keys = Keys(_pairs(data["public"], shape, "the public keys", _exponent), boxes)
    if not keys.public and not keys.boxes:
        raise BodyError(Refusal.BAD_VALUE, "keys with no key")
    return keys


def _show(data: dict[str, Any], shape: Shape) -> Show:
    _fields(data, frozenset({"box"}))
    return Show(_box(data["box"], shape))


def _move(data: dict[str, Any], shape: Shape) -> Move:
    _fields(data, frozenset({"action", "open"}))
    if type(data["action"]) is not dict:
        raise BodyError(Refusal.WRONG_TYPE, "the action must be an object")
    try:
        action = action_from_json(data["action"])
    except InvalidStateError as error:
        raise BodyError(Refusal.BAD_VALUE, f"not an action: {str(error)[:80]}") from None
    opened = data["open"]
    if opened is None:
        return Move(action, None)
    if type(opened) is not dict:
        raise BodyError(Refusal.WRONG_TYPE, "open must be an object or null")
    _fields(opened, frozenset({"position", "key"}))
    return Move(
        action,
        Opening(
            _int(opened["position"], 0, shape.cards, "the position opened"),
            _exponent(opened["key"], shape, "the key of the card shown"),
        ),
    )


def _stop(data: dict[str, Any], shape: Shape) -> Stop:
    _fields(data, frozenset({"reason", "evidence"}))
    if type(data["reason"]) is not str:
        raise BodyError(Refusal.WRONG_TYPE, "a stop's reason must be text")
    if data["reason"] not in STOP_REASONS:
        raise BodyError(Refusal.BAD_VALUE, "no such reason to stop")
    evidence = data["evidence"]
    if evidence is not None and type(evidence) is not str:
        raise BodyError(Refusal.WRONG_TYPE, "a stop's evidence is a message's text or null")
    return Stop(data["reason"], evidence)


def _reveal(data: dict[str, Any], shape: Shape) -> Reveal:
    _fields(data, frozenset({"lock", "order", "cards", "dh"}))
    order = tuple(
        _int(k, 0, shape.cards, "the shuffle")
        for k in _list(data["order"], shape.cards, shape.cards, "the shuffle")
    )
    if len(set(order)) != shape.cards:
        raise BodyError(Refusal.BAD_VALUE, "the shuffle is not an order of the deck")
    lock = None if data["lock"] is None else _exponent(data["lock"], shape, "the lock")
    cards = None
    if data["cards"] is not None:
        items = _list(data["cards"], shape.cards, shape.cards, "the card keys")
        cards = tuple(_exponent(key, shape, "a card key") for key in items)
    if (lock is None) == (cards is None):
        raise BodyError(Refusal.BAD_VALUE, "a reveal holds a lock or the card keys")
    return Reveal(lock, order, cards, _exponent(data["dh"], shape, "the hand's secret"))


def _sync(data: dict[str, Any], shape: Shape) -> Sync:
    _fields(data, frozenset({"have", "reply"}))
    have = _list(data["have"], shape.players, shape.players, "the counts")
    if type(data["reply"]) is not bool:
        raise BodyError(Refusal.WRONG_TYPE, "reply must be true or false")
    return Sync(tuple(_int(n, 0, 100_000, "a count") for n in have), data["reply"])


_READERS: Final[dict[str, Callable[[dict[str, Any], Shape], Body]]] = {
    "shuffle": _shuffle,
    "unlock": _unlock,
    "keys": _keys,
    "show": _show,
    "move": _move,
    "stop": _stop,
    "reveal": _reveal,
    "sync": _sync,
}
