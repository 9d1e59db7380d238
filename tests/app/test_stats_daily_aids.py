"""The saved values the learning aids added: the daily deal's days in the statistics (read
tolerantly, bounded), the hand's aids and the kept hands (read strictly)."""

from __future__ import annotations

import pytest

from briscola.app.aids.hand_aids import HandAids
from briscola.app.statistics.counts import DAILY_KEPT, Stats, TableKey
from briscola.app.statistics.kept_hands import KEPT, KeptHand, KeptHands
from briscola.engine.errors import InvalidStateError


def test_the_daily_days_are_read_tolerantly_bad_entries_dropped_and_named() -> None:
    data = {
        "format": "briscola-stats",
        "version": 2,
        "tables": {},
        "daily": {
            "2026-12-01": {"result": "won", "points": 72, "later": 1},
            "2026-12-02": {"result": "won", "points": 121},
            "2026-13-01": {"result": "won", "points": 70},
            "yesterday": {"result": "lost", "points": 10},
        },
    }
    stats, dropped = Stats.read(data)
    assert stats.daily == {"2026-12-01": {"result": "won", "points": 72, "later": 1}}
    assert len(dropped) == 3 and all(d.startswith("daily ") for d in dropped)
    assert Stats.read(stats.to_json()) == (stats, [])
    assert Stats.read({**data, "daily": []})[1] == ["daily: []"]


def test_an_older_page_keeps_the_daily_days_as_an_unknown_field() -> None:
    stats = Stats()
    stats.add_daily("2026-12-01", "won", 80)
    saved = stats.to_json()
    assert saved["daily"] == {"2026-12-01": {"result": "won", "points": 80}}


def test_the_daily_days_kept_are_bounded_the_oldest_dropped() -> None:
    stats = Stats()
    import datetime

    first = datetime.date(2020, 1, 1)
    for n in range(DAILY_KEPT + 3):
        stats.add_daily((first + datetime.timedelta(days=n)).isoformat(), "won", 70)
    assert len(stats.daily) == DAILY_KEPT and "2020-01-01" not in stats.daily
    assert stats.daily_streaks(max(stats.daily)).played == DAILY_KEPT
    with pytest.raises(InvalidStateError):
        stats.add_daily("2026-1-1", "won", 70)


def test_hints_add_up_per_table() -> None:
    stats = Stats()
    key = TableKey(2, "classic", "hard")
    stats.add_hints(key, 2)
    stats.add_hand(key, "won", 70)
    stats.add_hints(key, 0)
    assert stats.tables[key.name]["hints"] == 2


@pytest.mark.parametrize(
    "change",
    [
        {"hints": True},
        {"hints": 10_001},
        {"secret": "ABC"},
        {"daily": "2026-02-30"},
        {"hand_number": 0},
        {"extra": 1},
        {"version": 2},
    ],
)
def test_the_hands_aids_refuse_anything_but_their_own_values(change: dict[str, object]) -> None:
    good = HandAids(5, 1, 3, "0123456789abcdef0123456789abcdef", "2026-12-01").to_json()
    assert HandAids.from_json(good).hints == 3
    with pytest.raises(InvalidStateError):
        HandAids.from_json({**good, **change})


def kept(n: int) -> KeptHand:
    record = {"format": "briscola-record", "version": 1}
    return KeptHand(n, "2:classic:hard", "won", 70, 0, n, 1, record)


def test_kept_hands_are_bounded_and_read_strictly() -> None:
    hands = KeptHands()
    for n in range(KEPT + 2):
        hands = hands.add(kept(n))
    assert [h.ended for h in hands.hands] == list(range(2, KEPT + 2))
    assert KeptHands.from_json(hands.to_json()) == hands
    too_many = {**hands.to_json(), "hands": [kept(0).to_json()] * (KEPT + 1)}
    with pytest.raises(InvalidStateError):
        KeptHands.from_json(too_many)
    changes: list[dict[str, object]] = [
        {"result": "won!"},
        {"points": 121},
        {"record": {}},
        {"table": "2"},
    ]
    for change in changes:
        entry = {**kept(0).to_json(), **change}
        with pytest.raises(InvalidStateError):
            KeptHands.from_json({**hands.to_json(), "hands": [entry]})
    huge = kept(0)._replace(record={"format": "briscola-record", "version": 1, "x": "y" * 20_000})
    assert hands.add(huge) == hands  # a record too long to keep is not kept
