"""Reading saved JSON with errors that name the field that is wrong."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final, TypeVar

from briscola.engine.cards import Card
from briscola.engine.errors import BriscolaError, InvalidCardError, InvalidStateError
from briscola.engine.nesting import deeper_than
from briscola.engine.rules import Rules

T = TypeVar("T")

MAX_DEPTH: Final = 32
"""Deepest nesting of arrays and objects any reader accepts (the formats need at most 6).
Parsers recurse per level: a value nested thousands deep would exhaust Python's stack (or the
browser's, which is fatal for Pyodide), so it is refused before parsing (``nesting.py``)."""
MAX_CHARS: Final = 2_000_000
"""Longest JSON text read by default (a saved series or a record is a few kilobytes)."""
SHOWN: Final = 60
"""Characters of a refused value quoted in an error message, so that a message stays short."""


def shorten(text: str, limit: int = SHOWN) -> str:
    """``text`` cut to ``limit`` characters, marking the cut.

    >>> shorten("x" * 100, 10)
    'xxxxxxxxx…'
    >>> shorten("short")
    'short'
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"


def shown(value: Any) -> str:
    """``repr(value)`` cut to :data:`SHOWN` characters, for a message about a value read from
    outside (which may be a megabyte long).

    >>> shown("AD"), shown(list(range(100)))
    ("'AD'", '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, …')
    """
    return shorten(repr(value))


def loads_bounded(
    text: str | bytes | bytearray,
    what: str,
    *,
    max_chars: int = MAX_CHARS,
    max_depth: int = MAX_DEPTH,
) -> Any:
    """The value JSON ``text`` holds, refusing what is too long, too deep or not JSON.

    Every refusal is an :class:`InvalidStateError` whose message names ``what`` and stays
    short, whatever the input.

    >>> loads_bounded('{"a": [1, 2]}', "a test value")
    {'a': [1, 2]}
    >>> loads_bounded("[" * 100 + "]" * 100, "a saved game")
    Traceback (most recent call last):
    ...
    briscola.engine.errors.InvalidStateError: a saved game nests 100 levels deep (at most 32)
    >>> loads_bounded("1" * 5000, "a saved game")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    briscola.engine.errors.InvalidStateError: a saved game is not valid JSON ...
    """
    if len(text) > max_chars:
        raise InvalidStateError(
            f"{what} is too long ({len(text):,} characters; at most {max_chars:,})"
        )
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidStateError(f"{what} is not valid JSON (not UTF-8 text)") from None
    depth = deeper_than(text, max_depth)
    if depth is not None:
        raise InvalidStateError(f"{what} nests {depth} levels deep (at most {max_depth})")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        # JSONDecodeError is a ValueError, and so is an integer of more than 4,300 digits.
        raise InvalidStateError(
            f"{what} is not valid JSON (truncated or damaged?): {shorten(str(error))}"
        ) from None


def field(data: Mapping[str, Any], key: str, kind: type[T], where: str) -> T:
    """``data[key]``, which must exist and be of ``kind``."""
    if not isinstance(data, Mapping):
        raise InvalidStateError(f"{where} must be a JSON object")
    if key not in data:
        raise InvalidStateError(f"{where}: missing field {shown(key)}")
    value = data[key]
    if kind is int and (type(value) is not int):
        raise InvalidStateError(f"{where}: {key!r} must be a whole number, not {shown(value)}")
    if not isinstance(value, kind):
        raise InvalidStateError(f"{where}: {key!r} must be {kind.__name__}, not {shown(value)}")
    return value


def parse_text(data: Any, fmt: str) -> Any:
    """``data`` itself, or, if it is JSON text, the value it holds; bad text is rejected.

    >>> parse_text('{"format": "briscola-state", "ver', "briscola-state")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    briscola.engine.errors.InvalidStateError: a briscola-state is not valid JSON (truncated or ...
    """
    if not isinstance(data, (str, bytes, bytearray)):
        return data
    return loads_bounded(data, f"a {fmt}")


def check_header(data: Any, fmt: str, version: int) -> None:
    """Check ``format`` and ``version`` before reading anything else."""
    if not isinstance(data, Mapping):
        raise InvalidStateError(f"a {fmt} must be a JSON object, not {type(data).__name__}")
    found = data.get("format")
    if found != fmt:
        raise InvalidStateError(f"not a {fmt}: format is {shown(found)}")
    found_version = data.get("version")
    if type(found_version) is not int or found_version != version:
        raise InvalidStateError(
            f"{fmt} version {shown(found_version)} is not supported (this program reads {version})"
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


def same_json(saved: Any, expected: Any) -> bool:
    """True when ``saved`` equals ``expected`` with the same JSON types all the way down
    (``true`` is not ``1`` and ``60.0`` is not ``60``, though Python finds them equal).

    >>> same_json({"a": [1, None]}, {"a": [1, None]}), same_json([True], [1])
    (True, False)
    >>> same_json({"points": [60.0, 60]}, {"points": [60, 60]})
    False
    """
    if type(saved) is not type(expected):
        return False
    if isinstance(expected, dict):
        return saved.keys() == expected.keys() and all(
            same_json(saved[key], value) for key, value in expected.items()
        )
    if isinstance(expected, list):
        return len(saved) == len(expected) and all(map(same_json, saved, expected))
    return bool(saved == expected)
