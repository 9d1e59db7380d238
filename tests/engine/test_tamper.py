"""Random tampering with saved data: rejected with InvalidStateError, or harmless; never a crash."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola import (
    GameState,
    InvalidStateError,
    Rules,
    Series,
    record_of,
    replay_record,
    state_from_json,
    state_to_json,
)
from tests.support.properties import HEAVY, PROPERTY

from .helpers import TABLES, random_action

Path = tuple[str | int, ...]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-2, 130)
    | st.sampled_from(["AD", "7D", "2D", "ZZ", "", "play", "swap", "briscola-state"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["seat", "play", "swap", "points", "x"]), inner, max_size=3
        )
    ),
    max_leaves=4,
)


def paths(value: Any, prefix: Path = ()) -> list[Path]:
    """Every place in a JSON value, the root excluded."""
    found: list[Path] = []
    items: list[tuple[str | int, Any]] = []
    if isinstance(value, dict):
        items = list(value.items())
    elif isinstance(value, list):
        items = list(enumerate(value))
    for key, child in items:
        found.append((*prefix, key))
        found += paths(child, (*prefix, key))
    return found


def mutate(data: Any, path: Path, how: str, new: Any) -> None:
    """Replace, delete, or insert next to the value at ``path``."""
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    if how == "replace":
        parent[key] = new
    elif how == "delete":
        del parent[key]
    elif isinstance(parent, list):
        assert isinstance(key, int)
        parent.insert(key, new)
    else:
        parent[f"{key}_extra"] = new


def a_state(rules: Rules, seed: int, finished: bool = False) -> GameState:
    """A random hand, stopped after a random number of actions unless ``finished``."""
    rng = random.Random(seed)
    state = GameState.new(rules, rng)
    for _ in range(1000 if finished else rng.randrange(60)):
        if state.is_over:
            break
        state.apply(random_action(state, rng))
    return state


def normalised_rules(value: Any) -> Any:
    """What a (possibly tampered) rules object reads as; missing options take defaults."""
    try:
        return Rules.from_json(value).to_json()
    except Exception:
        return value


def check_tampering(
    original: dict[str, Any],
    load: Callable[[Any], Any],
    dump: Callable[[Any], dict[str, Any]],
    data: st.DataObject,
    skip: tuple[str, ...] = (),
) -> None:
    tampered = copy.deepcopy(original)
    places = [p for p in paths(tampered) if p[0] not in skip]
    path = data.draw(st.sampled_from(places))
    how = data.draw(st.sampled_from(["replace", "delete", "insert"]))
    mutate(tampered, path, how, data.draw(json_values))
    try:
        loaded = load(tampered)
    except InvalidStateError:
        return
    # Accepted: then it must be the very same thing, except for rule options left out
    # (missing options take their defaults, so that old saves survive new options).
    expected = copy.deepcopy(original)
    for holder, saved in ((expected, tampered), (expected.get("hand"), tampered.get("hand"))):
        if isinstance(holder, dict) and isinstance(saved, dict) and "rules" in saved:
            holder["rules"] = normalised_rules(saved["rules"])
    assert dump(loaded) == expected


seeds = st.integers(0, 10**6)


@pytest.mark.parametrize("rules", TABLES[::2], ids=lambda r: f"{r.players}p-{r.deck}")
@PROPERTY
@given(seed=seeds, data=st.data())
def test_tampered_states(rules: Rules, seed: int, data: st.DataObject) -> None:
    original = state_to_json(a_state(rules, seed))
    check_tampering(original, state_from_json, state_to_json, data)


@PROPERTY
@given(rules=st.sampled_from(TABLES), seed=seeds, data=st.data())
def test_tampered_records(rules: Rules, seed: int, data: st.DataObject) -> None:
    # Finished hands: a record of an unfinished hand has no result to check, so the last
    # moves of its unfinished trick could be dropped unseen (a saved state has a position).
    original = record_of(a_state(rules, seed, finished=True))
    check_tampering(original, replay_record, record_of, data)


def a_series(rules: Rules, seed: int) -> Series:
    rng = random.Random(seed)
    series = Series.new(rules, rng)
    for _ in range(rng.randrange(1, 4)):
        hand = series.hand
        while not hand.is_over:
            hand.apply(random_action(hand, rng))
        series.finish_hand()
        if series.is_over:
            break
        series.next_hand(rng)
    for _ in range(rng.randrange(20)):
        if series.hand.is_over:
            break
        series.hand.apply(random_action(series.hand, rng))
    return series


@HEAVY
@given(
    rules=st.sampled_from([Rules(best_of=3), Rules.for_table(3, best_of=5, cappotto_double=True)]),
    seed=seeds,
    data=st.data(),
)
def test_tampered_series(rules: Rules, seed: int, data: st.DataObject) -> None:
    # The outcomes of past hands and the counted flag are not tampered with here: a series
    # file keeps no trace of the hands behind them (see test_series.py for what is checked).
    original = a_series(rules, seed).to_json()
    check_tampering(
        original, Series.from_json, Series.to_json, data, skip=("outcomes", "hand_counted")
    )


@PROPERTY
@given(rules=st.sampled_from(TABLES), seed=seeds, cut=st.floats(0, 1, exclude_max=True))
def test_truncated_text_is_rejected(rules: Rules, seed: int, cut: float) -> None:
    state = a_state(rules, seed)
    for data, load in (
        (state_to_json(state), state_from_json),
        (record_of(state), replay_record),
    ):
        text = json.dumps(data)
        with pytest.raises(InvalidStateError, match="not valid JSON"):
            load(text[: int(len(text) * cut)])


@PROPERTY
@given(rules=st.sampled_from(TABLES), seed=seeds, lost=st.integers(1, 5))
def test_lost_moves_are_rejected(rules: Rules, seed: int, lost: int) -> None:
    state = a_state(rules, seed)
    data = state_to_json(state)
    if len(data["moves"]) < lost:
        return
    del data["moves"][-lost:]
    with pytest.raises(InvalidStateError, match="but the moves lead to"):
        state_from_json(data)
