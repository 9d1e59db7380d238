"""``briscola.engine.values.value``: what the engine's value classes rely on from a dataclass."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from briscola.engine.actions import Declare, Play, SwapSeven
from briscola.engine.cards import Card
from briscola.engine.rules import Rules
from briscola.engine.values import defaults_of, fields_of, replace, value


@value
class Pair:
    left: int
    right: str = "r"

    def __post_init__(self) -> None:
        if self.left < 0:
            raise ValueError("left must not be negative")


def test_arguments_by_position_keyword_and_default() -> None:
    assert Pair(1, "x") == Pair(left=1, right="x") == Pair(1, right="x")
    assert Pair(2).right == "r"
    with pytest.raises(TypeError, match="missing argument 'left'"):
        Pair()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="two values"):
        Pair(1, left=2)  # type: ignore[misc]
    with pytest.raises(TypeError, match="unknown"):
        Pair(1, other=3)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="takes 2 arguments"):
        Pair(1, "a", "b")  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="negative"):
        Pair(-1)


def test_frozen_slotted_and_equal_only_to_the_same_class() -> None:
    pair = Pair(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        pair.left = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del pair.left
    assert not hasattr(pair, "__dict__")
    card = Card.from_code("7D")
    play: object = Play(card)
    assert play != SwapSeven(card) and hash(Play(card)) == hash(Play(card))
    assert play != (card,) and Declare(31) != object() and play == Play(card)
    assert len({Play(card), Play(card), SwapSeven(card)}) == 2
    assert repr(Pair(1)) == "Pair(left=1, right='r')"
    assert Pair.__match_args__ == ("left", "right")


def test_pickle_copy_replace_and_fields() -> None:
    rules = Rules.for_table(3, deck=36, two_beats_ace=False)
    for twin in (pickle.loads(pickle.dumps(rules)), copy.copy(rules), copy.deepcopy(rules)):
        assert twin == rules and twin is not rules
    assert replace(Pair(1), right="z") == Pair(1, "z")
    with pytest.raises(ValueError):
        replace(Pair(1), left=-5)
    with pytest.raises(TypeError, match="no fields"):
        replace(Pair(1), middle=2)
    assert fields_of(Pair) == fields_of(Pair(3)) == ("left", "right")
    assert defaults_of(Pair) == {"right": "r"}


def test_super_is_refused() -> None:
    with pytest.raises(TypeError, match="super"):

        @value
        class Child(Pair):
            def describe(self) -> str:
                return super().__repr__()
