"""The lock that lets one tab play while another follows."""

from __future__ import annotations

import pytest

from briscola.app.saved.tablock import STALE_MS, TabLock, holder, may_play


def test_a_fresh_lock_belongs_to_its_tab() -> None:
    text = TabLock("a", 10_000.0).to_text()
    assert holder(text, 10_500.0) == "a"
    assert may_play(text, "a", 10_500.0)
    assert not may_play(text, "b", 10_500.0)


def test_a_stale_or_missing_lock_is_free() -> None:
    text = TabLock("a", 10_000.0).to_text()
    assert holder(text, 10_000.0 + STALE_MS) is None
    assert may_play(text, "b", 10_000.0 + STALE_MS)
    assert may_play(None, "b", 0.0)


@pytest.mark.parametrize(
    "text",
    ["", "{", "[]", '{"owner": 1, "beat": 2}', '{"owner": "a", "beat": true}', '{"owner": "a"}'],
)
def test_a_broken_lock_is_free(text: str) -> None:
    assert TabLock.from_text(text) is None
    assert may_play(text, "b", 1.0)


def test_a_lock_from_the_future_does_not_block_forever() -> None:
    assert holder(TabLock("a", 1e15).to_text(), 1000.0) is None


@pytest.mark.parametrize(
    "text",
    [
        '{"owner": "a", "beat": NaN}',
        '{"owner": "a", "beat": -Infinity}',
        '{"owner": "a", "beat": 1e400}',
        '{"owner": "a", "beat": -5}',
        '{"owner": "' + "a" * 200 + '", "beat": 5}',
        "[" * 100_000 + "]" * 100_000,
        '{"owner": "a", "beat": 1, "x": "' + "y" * 2_000 + '"}',
    ],
    ids=["nan", "-inf", "inf", "negative", "long-owner", "deep", "long"],
)
def test_a_lock_that_is_not_a_tab_and_a_time_is_free(text: str) -> None:
    assert TabLock.from_text(text) is None
    assert may_play(text, "b", 10_000.0)
