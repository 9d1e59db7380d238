"""Every reader of JSON refuses a damaged value (cut short, nested deep, huge numbers, wrong
types) with its own message, in time that grows in proportion to the value's size, and a
damaged saved key costs nothing else (``benchmarks/damaged_values.py`` prints the figures)."""

from __future__ import annotations

import json

import pytest

from briscola.app.game.session import Session
from briscola.app.saved.storage import MAX_CHARS, MemoryStore
from briscola.app.statistics.counts import Stats
from briscola.setup.settings import Settings
from tests.support import damaged as damages
from tests.support.linear import assert_linear, best_time
from tests.support.sessions import quick
from tests.support.stores import backup_texts, key, load_now

READERS = damages.readers()

LONGEST = {
    "saved settings": MAX_CHARS["settings"],
    "saved settings, the deck": MAX_CHARS["settings"],
    "saved statistics": MAX_CHARS["stats"],
    "saved game": MAX_CHARS["session"],
    "saved aids": MAX_CHARS["aids"],
    "kept hands": MAX_CHARS["hands"],
    "saved rating": MAX_CHARS["rating"],
    "tab lock": MAX_CHARS["lock"],
    "saved render": 150_000,
    "import": 1_000_000,
    "record on the page": 1_000_000,
    "record (engine)": 1_000_000,
    "bot's answer": 999_000,
}
"""The size of each reader's damaged value: the longest it reads, or a megabyte."""

PARSED = {"cut short", "cut short, plain", "nested deep", "nested deep, closed", "huge integer"}
"""The damages JSON's reader refuses before a format's reader sees them (an integer only
from 4,300 digits)."""

SAYS = {
    "saved settings": "the saved settings",
    "saved settings, the deck": "the saved settings",
    "saved statistics": "the saved stats",
    "saved game": "the saved session",
    "saved aids": "the saved aids",
    "kept hands": "the saved hands",
    "saved rating": "the saved rating",
    "tab lock": "the saved lock",
    "saved render": "the saved render",
    "import": "the saved-data file",
    "record on the page": "record.why.json",
    "record (engine)": "a briscola-record",
    "bot's answer": "the answer to act",
}
"""How each reader's refusal of text that is not JSON begins: its usual message (the page's
records give a key of the page's words)."""


def damaged(reader: str, damage: str, size: int) -> str:
    carrier, field, _ = READERS[reader]
    room = size - len(json.dumps(carrier)) - 50
    return str(damages.damaged(carrier, field, damage, room))


@pytest.mark.parametrize("damage", sorted(damages.DAMAGES))
@pytest.mark.parametrize("reader", sorted(READERS))
def test_a_damaged_value_is_refused_with_the_readers_message(reader: str, damage: str) -> None:
    text = damaged(reader, damage, LONGEST[reader])
    assert len(text) <= LONGEST[reader]
    said = damages.answer(READERS[reader][2], text)
    if damage in PARSED and not (damage == "huge integer" and len(text) < 4_300):
        assert said.startswith(f"refused: {SAYS[reader]}"), said
    elif reader == "saved statistics":  # read tolerantly: what is not a count is dropped
        assert said == "read"
    else:  # each format's reader names what is wrong
        assert said.startswith("refused: "), said
    assert len(said) < 5_000, said[:5_000]  # however big the value


@pytest.mark.timing
@pytest.mark.parametrize("damage", sorted(damages.DAMAGES))
@pytest.mark.parametrize("reader", sorted(r for r in READERS if LONGEST[r] >= 100_000))
def test_the_time_grows_in_proportion_to_the_size(reader: str, damage: str) -> None:
    read = READERS[reader][2]
    small = damaged(reader, damage, LONGEST[reader] // 10)
    large = damaged(reader, damage, LONGEST[reader])
    assert_linear(
        best_time(lambda: damages.answer(read, small)),
        best_time(lambda: damages.answer(read, large)),
        len(large) / len(small),
        f"{reader}, {damage}",
    )


@pytest.mark.parametrize("damage", sorted(damages.DAMAGES))
@pytest.mark.parametrize("kind", ["settings", "stats", "session"])
def test_a_damaged_key_costs_nothing_else(kind: str, damage: str) -> None:
    session = quick(3, seed=11)
    good = {
        "settings": json.dumps(Settings(language="de").to_json()),
        "stats": json.dumps(Stats().to_json()),
        "session": json.dumps(session.to_json()),
    }
    reader = {"settings": "saved settings", "stats": "saved statistics", "session": "saved game"}
    bad = damaged(reader[kind], damage, MAX_CHARS[kind])
    store = MemoryStore({key(k): bad if k == kind else text for k, text in good.items()})
    loaded = load_now(store)
    assert loaded.problems == [kind]
    assert backup_texts(store, kind) == [bad]  # kept aside, as it was
    assert store.data.get(key(kind)) != bad  # gone, or (statistics read in part) rewritten
    for other, text in good.items():
        if other != kind:
            assert store.data[key(other)] == text
    if kind != "settings":
        assert loaded.settings.language == "de"
    if kind != "session":
        assert isinstance(loaded.session, Session)
        assert loaded.session.to_json() == session.to_json()
    assert load_now(store).problems == []  # the next start is clean
