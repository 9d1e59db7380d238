"""Bad record files (deep nesting, huge numbers and strings, odd values in good records), and the
check that the command line answers them with one short line, for the command line's tests."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

from briscola.cli.record import play_hand
from briscola.engine.record import record_of
from briscola.engine.rules import PRESETS, Rules

RECORD = record_of(play_hand(Rules(), 4, "greedy"))
"""A good record: one greedy hand of two players."""


def assert_one_short_line(stderr: str | bytes) -> str:
    """The one line of ``stderr``, checked to be short and free of a traceback."""
    text = stderr.decode() if isinstance(stderr, bytes) else stderr
    lines = text.splitlines()
    assert len(lines) == 1, text[:500]
    assert len(lines[0]) <= 200, len(lines[0])
    assert "Traceback" not in text
    return lines[0]


def with_move(move: dict[str, Any]) -> str:
    """:data:`RECORD` with its first move replaced by ``move``."""
    record = copy.deepcopy(RECORD)
    record["moves"][0] = move
    return json.dumps(record)


BAD_RECORDS: dict[str, str] = {
    "nested 1000 deep": "[" * 1000 + "]" * 1000,
    "nested 100000 deep": '{"a": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "integer of 5000 digits": json.dumps({**RECORD, "dealer": 0}).replace(
        '"dealer": 0', '"dealer": ' + "7" * 5000
    ),
    "signal [] as a move": with_move({"seat": 0, "signal": []}),
    "seat true": with_move({"seat": True, "play": RECORD["moves"][0]["play"]}),
    "1 MB card string": with_move({"seat": 0, "play": "X" * 1_000_000}),
    "50 MB card string": with_move({"seat": 0, "play": "X" * 50_000_000}),
    "1 MB trump": json.dumps({**RECORD, "trump": "T" * 1_000_000}),
    "empty": "",
    "not json": "{not json",
}
"""Bad files by kind: too deep, too long, not JSON, or a good record with a bad value."""


def mutations(rng: random.Random, count: int) -> Iterator[tuple[str, str]]:
    """Records of every preset with one to three values replaced by odd ones."""
    odd: list[Any] = [None, True, 1.0, -1, 10**4000, "", "X" * 5000, [], {}, [[[]]], "AD"]
    odd += [{"seat": 0}, {"play": []}, {"signal": {}}, 2**64, 1e308, {"seat": 0, "signal": []}]
    records = [(name, record_of(play_hand(PRESETS[name], 3, "random"))) for name in PRESETS]
    for number in range(count):
        name, record = records[number % len(records)]
        mutated: Any = copy.deepcopy(record)
        for _ in range(rng.randint(1, 3)):
            paths = list(_paths(mutated))
            mutated = _replace(mutated, rng.choice(paths), copy.deepcopy(rng.choice(odd)))
        yield name, json.dumps(mutated)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    items = (
        value.items()
        if isinstance(value, dict)
        else enumerate(value)
        if isinstance(value, list)
        else ()
    )
    for key, item in items:
        yield from _paths(item, (*path, key))


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    value[path[0]] = _replace(value[path[0]], path[1:], new)
    return value
