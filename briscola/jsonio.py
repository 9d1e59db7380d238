"""Reading saved JSON with errors that name the field that is wrong."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, TypeVar

from briscola.actions import Action, action_from_json
from briscola.cards import Card
from briscola.errors import BriscolaError, IllegalActionError, InvalidCardError, InvalidStateError
from briscola.rules import Rules
from briscola.state import GameState

T = TypeVar("T")


def field(data: Mapping[str, Any], key: str, kind: type[T], where: str) -> T:
    """``data[key]``, which must exist and be of ``kind``."""
    if not isinstance(data, Mapping):
        raise InvalidStateError(f"{where} must be a JSON object")
    if key not in data:
        raise InvalidStateError(f"{where}: missing field {key!r}")
    value = data[key]
    if kind is int and (type(value) is not int):
        raise InvalidStateError(f"{where}: {key!r} must be a whole number, not {value!r}")
    if not isinstance(value, kind):
        raise InvalidStateError(f"{where}: {key!r} must be {kind.__name__}, not {value!r}")
    return value


def parse_text(data: Any, fmt: str) -> Any:
    """``data`` itself, or, if it is JSON text, the value it holds; bad text is rejected.

    >>> parse_text('{"format": "briscola-state", "ver', "briscola-state")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    briscola.errors.InvalidStateError: a briscola-state is not valid JSON (truncated or ...
    """
    if not isinstance(data, (str, bytes, bytearray)):
        return data
    try:
        return json.loads(data)
    except (ValueError, RecursionError) as error:
        # JSONDecodeError and UnicodeDecodeError are ValueErrors.
        raise InvalidStateError(
            f"a {fmt} is not valid JSON (truncated or damaged?): {error}"
        ) from None


def check_header(data: Any, fmt: str, version: int) -> None:
    """Check ``format`` and ``version`` before reading anything else."""
    if not isinstance(data, Mapping):
        raise InvalidStateError(f"a {fmt} must be a JSON object, not {type(data).__name__}")
    found = data.get("format")
    if found != fmt:
        raise InvalidStateError(f"not a {fmt}: format is {found!r}")
    found_version = data.get("version")
    if type(found_version) is not int or found_version != version:
        raise InvalidStateError(
            f"{fmt} version {found_version!r} is not supported (this program reads {version})"
        )


def read_cards(value: Any, where: str) -> list[Card]:
    """A list of card codes."""
    if not isinstance(value, list):
        raise InvalidStateError(f"{where} must be a list of card codes")
    try:
        return [Card.from_code(code) for code in value]
    except InvalidCardError as error:
        raise InvalidStateError(f"{where}: {error}") from None


def read_rules(data: Mapping[str, Any]) -> Rules:
    """The ``rules`` field."""
    try:
        return Rules.from_json(field(data, "rules", dict, "the file"))
    except BriscolaError as error:
        raise InvalidStateError(f"rules: {error}") from None


def deal_from_json(data: Mapping[str, Any]) -> GameState:
    """A fresh hand from the ``rules``, ``dealer``, ``hands`` and ``stock`` fields."""
    rules = read_rules(data)
    dealer = field(data, "dealer", int, "the file")
    hands_data = field(data, "hands", list, "the file")
    hands = [read_cards(h, f"hands[{seat}]") for seat, h in enumerate(hands_data)]
    stock = read_cards(field(data, "stock", list, "the file"), "stock")
    return GameState.from_deal(rules, dealer, hands, stock)


def deal_and_moves_to_json(state: GameState) -> dict[str, Any]:
    """The fields a saved hand and a record share: ``rules``, ``dealer``, ``hands``,
    ``stock`` (as dealt) and ``moves``; :func:`deal_from_json` and :func:`replay_moves`
    read them back."""
    return {
        "rules": state.rules.to_json(),
        "dealer": state.dealer,
        "hands": [[c.code for c in h] for h in state.dealt],
        "stock": [c.code for c in state.initial_stock],
        "moves": moves_to_json(state),
    }


def moves_to_json(state: GameState) -> list[dict[str, Any]]:
    """The moves so far as ``{"seat": s, "play": code}`` / ``{"seat": s, "swap": code}``."""
    return [{"seat": seat, **action.to_json()} for seat, action in state.moves]


def replay_moves(state: GameState, moves: Any) -> GameState:
    """Apply recorded moves in order; the first wrong one raises, naming its number."""
    if not isinstance(moves, list):
        raise InvalidStateError("moves must be a list")
    for number, move in enumerate(moves, start=1):
        if not isinstance(move, Mapping) or "seat" not in move:
            raise InvalidStateError(f"move {number}: not a move: {move!r}")
        seat = move["seat"]
        if type(seat) is not int:
            raise InvalidStateError(f"move {number}: seat must be a whole number, not {seat!r}")
        body = {k: v for k, v in move.items() if k != "seat"}
        try:
            action: Action = action_from_json(body)
            state.apply(action, seat)
        except IllegalActionError as error:
            raise InvalidStateError(f"move {number} ({move!r}) is illegal: {error}") from None
        except InvalidStateError as error:
            raise InvalidStateError(f"move {number}: {error}") from None
    return state
