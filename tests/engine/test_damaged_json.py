"""Damaged JSON of growing size: the shared reader (``jsonio.loads_bounded``) refuses it with
its message, in time that grows in proportion to its size (``benchmarks/damaged_values.py``
has the damages and prints the figures)."""

from __future__ import annotations

import re

import pytest

from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import loads_bounded
from tests.support import damaged as damages
from tests.support.linear import assert_linear, best_time

CARRIER = {"format": "briscola-record", "version": 1, "moves": [], "rules": {"players": 2}}

REFUSED = {
    "cut short": "is not valid JSON (truncated or damaged?)",
    "cut short, plain": "is not valid JSON (truncated or damaged?)",
    "nested deep": "levels deep (at most 32)",
    "nested deep, closed": "levels deep (at most 32)",
    "huge integer": "is not valid JSON (truncated or damaged?): Exceeds the limit",
}
"""The damages the reader itself refuses, with its message; the others are JSON of the wrong
kind, which each format's reader refuses after (``tests/app/test_damaged_values.py``)."""


def read(text: str) -> str:
    try:
        loads_bounded(text, "the value", max_chars=4_000_000)
    except InvalidStateError as error:
        return str(error)
    return "read"


@pytest.mark.parametrize("damage", sorted(damages.DAMAGES))
def test_a_damaged_value_is_refused_with_the_readers_message(damage: str) -> None:
    said = read(damages.damaged(CARRIER, "moves", damage, 100_000))
    if damage in REFUSED:
        assert said.startswith("the value ") and REFUSED[damage] in said, said
        assert len(said) < 200
    else:
        assert said == "read"


def test_a_deep_value_is_refused_with_its_depth() -> None:
    said = read(damages.damaged(CARRIER, "moves", "nested deep", 1_000_000))
    assert said == "the value nests 1000001 levels deep (at most 32)"


@pytest.mark.timing
@pytest.mark.parametrize("damage", sorted(damages.DAMAGES))
def test_the_time_grows_in_proportion_to_the_size(damage: str) -> None:
    small = damages.damaged(CARRIER, "moves", damage, 100_000)
    large = damages.damaged(CARRIER, "moves", damage, 1_000_000)
    assert re.sub(r"\d", "", read(small)) == re.sub(r"\d", "", read(large))
    assert_linear(best_time(lambda: read(small)), best_time(lambda: read(large)), 10, damage)
