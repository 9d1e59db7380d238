"""A hand to JSON and back: the deal, the moves replayed under the rules, and the position
they lead to, which must match (for saving a game and resuming it after a reload).

This module sits below the state: it reads and writes any :class:`Hand` (what a hand shows
of itself) and builds a hand with the ``deal`` it is given, so the state calls it without an
import circle (``GameState.to_json()`` / ``GameState.from_json()``). Tampered, truncated or
inconsistent data is rejected with an error that names what is wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Protocol, TypeVar

from briscola.engine.actions import Action, action_from_json
from briscola.engine.cards import Card, codes
from briscola.engine.errors import IllegalActionError, InvalidStateError
from briscola.engine.jsonio import (
    check_header,
    field,
    parse_text,
    read_cards,
    read_rules,
    same_json,
    shown,
)
from briscola.engine.rules import Rules
from briscola.engine.tricks import Placed

FORMAT: Final = "briscola-state"
VERSION: Final = 1
_FIELDS: Final = {"format", "version", "rules", "dealer", "hands", "stock", "moves", "position"}


class Hand(Protocol):
    """What the JSON of a hand reads from it, and the one thing it does to it: apply a move."""

    @property
    def rules(self) -> Rules: ...
    @property
    def dealer(self) -> int: ...
    @property
    def dealt(self) -> Sequence[Sequence[Card]]: ...
    @property
    def initial_stock(self) -> Sequence[Card]: ...
    @property
    def moves(self) -> Sequence[tuple[int, Action]]: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def hands(self) -> Sequence[Sequence[Card]]: ...
    @property
    def face_up(self) -> Card | None: ...
    @property
    def stock_left(self) -> int: ...
    @property
    def trick(self) -> Sequence[Placed]: ...
    @property
    def seat_points(self) -> Sequence[int]: ...

    def apply(self, action: Action, seat: int | None = None) -> None: ...


H = TypeVar("H", bound=Hand)
Deal = Callable[[Rules, int, list[list[Card]], list[Card]], H]
"""How a hand is built from its dealt cards: ``GameState.from_deal``."""


def deal_from_json(data: Mapping[str, Any], deal: Deal[H]) -> H:
    """A fresh hand from the ``rules``, ``dealer``, ``hands`` and ``stock`` fields."""
    rules = read_rules(data)
    dealer = field(data, "dealer", int, "the file")
    hands_data = field(data, "hands", list, "the file")
    hands = [read_cards(h, f"hands[{seat}]") for seat, h in enumerate(hands_data)]
    stock = read_cards(field(data, "stock", list, "the file"), "stock")
    return deal(rules, dealer, hands, stock)


def deal_and_moves_to_json(hand: Hand) -> dict[str, Any]:
    """The fields a saved hand and a record share: ``rules``, ``dealer``, ``hands``,
    ``stock`` (as dealt) and ``moves``; :func:`deal_from_json` and :func:`replay_moves`
    read them back."""
    return {
        "rules": hand.rules.to_json(),
        "dealer": hand.dealer,
        "hands": [[c.code for c in h] for h in hand.dealt],
        "stock": [c.code for c in hand.initial_stock],
        "moves": moves_to_json(hand),
    }


def moves_to_json(hand: Hand) -> list[dict[str, Any]]:
    """The moves so far as ``{"seat": s, "play": code}`` / ``{"seat": s, "swap": code}``."""
    return [{"seat": seat, **action.to_json()} for seat, action in hand.moves]


def replay_moves(hand: H, moves: Any) -> H:
    """Apply recorded moves in order; the first wrong one raises, naming its number."""
    if not isinstance(moves, list):
        raise InvalidStateError("moves must be a list")
    for number, move in enumerate(moves, start=1):
        if not isinstance(move, Mapping) or "seat" not in move:
            raise InvalidStateError(f"move {number}: not a move: {shown(move)}")
        seat = move["seat"]
        if type(seat) is not int:
            raise InvalidStateError(
                f"move {number}: seat must be a whole number, not {shown(seat)}"
            )
        body = {k: v for k, v in move.items() if k != "seat"}
        try:
            action: Action = action_from_json(body)
            hand.apply(action, seat)
        except IllegalActionError as error:
            raise InvalidStateError(f"move {number} ({shown(move)}) is illegal: {error}") from None
        except InvalidStateError as error:
            raise InvalidStateError(f"move {number}: {error}") from None
    return hand


def hand_to_json(hand: Hand) -> dict[str, Any]:
    """Plain JSON data for ``hand``; :func:`hand_from_json` reads it back."""
    return {
        "format": FORMAT,
        "version": VERSION,
        **deal_and_moves_to_json(hand),
        "position": _position(hand),
    }


def _position(hand: Hand) -> dict[str, Any]:
    face_up = hand.face_up
    return {
        "to_move": hand.current_player,
        "hands": [codes(h) for h in hand.hands],
        "face_up": face_up.code if face_up else None,
        "stock_left": hand.stock_left,
        "trick": [{"seat": s, "card": c.code} for s, c in hand.trick],
        "points": list(hand.seat_points),
    }


def hand_from_json(data: Any, deal: Deal[H]) -> H:
    """The hand saved by :func:`hand_to_json` (the data or its JSON text), dealt by ``deal``
    and replayed.

    Raises :class:`InvalidStateError` if the data is bad.
    """
    data = parse_text(data, FORMAT)
    check_header(data, FORMAT, VERSION)
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise InvalidStateError(f"the state: unknown field(s) {', '.join(unknown)}")
    hand = replay_moves(deal_from_json(data, deal), field(data, "moves", list, "the state"))
    saved = field(data, "position", dict, "the state")
    replayed = _position(hand)
    for key, value in replayed.items():
        if key not in saved:
            raise InvalidStateError(f"position: missing field {key!r}")
        if not same_json(saved[key], value):
            raise InvalidStateError(
                f"position.{key} is {shown(saved[key])} but the moves lead to {value!r}"
            )
    extra = sorted(set(saved) - set(replayed))
    if extra:
        raise InvalidStateError(f"position: unknown field(s) {', '.join(extra)}")
    return hand
