"""Hands and series won, lost and drawn, per table size, variant and computer level.

A table of the statistics is named ``<players>:<variant>:<level>`` (:class:`TableKey`):
``2:classic:medium``; the level is the computer seats' common level, or ``mixed``. Each table
counts hands won, lost and drawn, series won and lost, the points taken (for the average),
the current and the best run of hands won; the last hands (result and points) are kept per
table under ``recent`` for the chart.

Reading is tolerant, so that statistics survive anything a new table size, variant or
version brings: unknown tables, unknown counters and unknown top-level fields are kept and
written back; only an entry that is not a count (a negative number, a fraction, text) is
dropped, and named, never the whole record; so is a puzzle record (the ``puzzles`` field,
:mod:`.puzzle_record`) that is not one. The per-size tables of version 1 (``"2"`` …
``"6"``, which did not record the variant or the level) are added to
``<players>:unrecorded:unrecorded``.
"""

from __future__ import annotations

import re
from typing import Any, Final, Literal

from briscola.app.statistics.puzzle_record import FIELD as PUZZLES
from briscola.app.statistics.puzzle_record import read_record
from briscola.engine.errors import InvalidStateError
from briscola.engine.tuples import NamedTuple
from briscola.learn.daily import Streaks, check_day, streaks
from briscola.setup.settings import Settings

FORMAT: Final = "briscola-stats"
VERSION: Final = 2
"""Version 1 counted per table size only (``"2"`` … ``"6"``)."""
Result = Literal["won", "lost", "tied"]
RESULTS: Final = ("won", "lost", "tied")
COUNTERS: Final = (
    "hands_won",
    "hands_lost",
    "hands_tied",
    "series_won",
    "series_lost",
    "points",
    "points_hands",
    "streak",
    "best_streak",
    "hints",
)
"""Every counter a table counted by this version has: ``points`` is the sum of the person's
side's points over ``points_hands`` hands, ``streak`` the hands won in a row up to the last
one (a draw or a loss ends it), ``best_streak`` the longest such run."""
RECENT: Final = 20
"""Hands kept per table for the chart (the newest)."""
MAX_COUNT: Final = 10**12
"""Largest count read back (larger is not a count a person can reach)."""
MAX_NAME: Final = 40
"""Longest table or counter name read back."""
MAX_POINTS: Final = 120
"""A side's points in a hand: every deck holds 120."""
MIXED: Final = "mixed"
"""The level of a table whose computer players have different levels."""
DAILY_KEPT: Final = 730
"""Days of the daily deal kept (the newest): two years of streaks."""
UNRECORDED: Final = "unrecorded"
"""Variant and level of the hands counted before they were recorded (version 1)."""

_KEY: Final = re.compile(r"([2-9]):([a-z0-9-]{1,16}):([a-z0-9-]{1,16})")


class TableKey(NamedTuple):
    """Which table a hand was played at: size, variant, computer level.

    >>> TableKey.parse("4:briscolone:hard")
    TableKey(players=4, variant='briscolone', level='hard')
    >>> TableKey.parse("4"), TableKey(2, "classic", "mixed").name
    (None, '2:classic:mixed')
    """

    players: int
    variant: str
    level: str

    @property
    def name(self) -> str:
        """The table's name in the saved record."""
        return f"{self.players}:{self.variant}:{self.level}"

    @classmethod
    def parse(cls, name: str) -> TableKey | None:
        """The key a table name stands for, or None (a name of another version)."""
        found = _KEY.fullmatch(name)
        return None if found is None else cls(int(found[1]), found[2], found[3])

    @classmethod
    def of(cls, settings: Settings) -> TableKey:
        """The table the ``settings`` set up.

        >>> TableKey.of(Settings(players=3, levels=("hard",) * 5)).name
        '3:classic:hard'
        >>> TableKey.of(Settings(players=3, levels=("hard", "easy", "hard", "hard", "hard"))).level
        'mixed'
        """
        levels = set(settings.computer_levels())
        level = levels.pop() if len(levels) == 1 else MIXED
        return cls(settings.players, settings.variant, level)


class HandEntry(NamedTuple):
    """One hand of a table's recent ones: the person's result and their side's points."""

    result: Result
    points: int


class Stats:
    """Counters per table, and each table's recent hands.

    >>> stats = Stats()
    >>> stats.add_hand(TableKey(2, "classic", "easy"), "won", 70)
    >>> stats.tables["2:classic:easy"]["hands_won"], stats.last("2:classic:easy")
    (1, [HandEntry(result='won', points=70)])
    >>> Stats.read({"tables": {"5": {"hands_won": 2}, "9x": {"new": 1, "hands_won": -1}}})
    (Stats(tables={'5:unrecorded:unrecorded': {'hands_won': 2}, '9x': {'new': 1}}), \
['table 9x: hands_won -1'])
    """

    __slots__ = ("daily", "extra", "recent", "tables")

    def __init__(
        self,
        tables: dict[str, dict[str, int]] | None = None,
        extra: dict[str, Any] | None = None,
        recent: dict[str, list[dict[str, Any]]] | None = None,
        daily: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        self.tables: dict[str, dict[str, int]] = {} if tables is None else tables
        self.extra: dict[str, Any] = {} if extra is None else extra
        """Top-level fields this version does not know, kept as they were read."""
        self.recent: dict[str, list[dict[str, Any]]] = {} if recent is None else recent
        """Per table, its last hands as saved (``{"result": "won", "points": 72}``), oldest
        first; fields this version does not know are kept."""
        self.daily: dict[str, dict[str, Any]] = {} if daily is None else daily
        """The daily deal's first result of each day played (``"2026-12-01": {"result":
        "won", "points": 72}``), oldest first; fields this version does not know are kept."""

    def __eq__(self, other: object) -> bool:
        mine = (self.tables, self.extra, self.recent, self.daily)
        return (
            isinstance(other, Stats)
            and (
                other.tables,
                other.extra,
                other.recent,
                other.daily,
            )
            == mine
        )

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        extra = f", extra={self.extra!r}" if self.extra else ""
        recent = f", recent={self.recent!r}" if self.recent else ""
        daily = f", daily={self.daily!r}" if self.daily else ""
        return f"Stats(tables={self.tables!r}{extra}{recent}{daily})"

    def add_hand(
        self, key: TableKey, result: Result, points: int, series: Result | None = None
    ) -> None:
        """Count a finished hand at table ``key``, and the series it ended (if any)."""
        if result not in RESULTS or series not in (None, "won", "lost"):
            raise ValueError(f"no result {result!r} (series {series!r})")
        if not 0 <= points <= MAX_POINTS:
            raise ValueError(f"points out of range: {points}")
        table = self.tables.setdefault(key.name, {})
        for name in COUNTERS:
            table.setdefault(name, 0)
        table[f"hands_{result}"] += 1
        table["points"] += points
        table["points_hands"] += 1
        table["streak"] = table["streak"] + 1 if result == "won" else 0
        table["best_streak"] = max(table["best_streak"], table["streak"])
        if series is not None:
            table[f"series_{series}"] += 1
        hands = self.recent.setdefault(key.name, [])
        hands.append({"result": result, "points": points})
        del hands[:-RECENT]

    def add_hints(self, key: TableKey, hints: int) -> None:
        """Count ``hints`` shown in a hand played at table ``key``."""
        table = self.tables.setdefault(key.name, {})
        table["hints"] = min(MAX_COUNT, table.get("hints", 0) + max(0, hints))

    def add_daily(self, day: str, result: Result, points: int) -> bool:
        """Keep the daily deal's result of ``day``; False (nothing changes) when that day
        already has one: the first result of a day counts.

        >>> stats = Stats()
        >>> stats.add_daily("2026-12-01", "lost", 50), stats.add_daily("2026-12-01", "won", 80)
        (True, False)
        >>> stats.daily
        {'2026-12-01': {'result': 'lost', 'points': 50}}
        """
        if result not in RESULTS or not 0 <= points <= MAX_POINTS:
            raise ValueError(f"no daily result {result!r} with {points} points")
        check_day(day)
        if day in self.daily:
            return False
        self.daily[day] = {"result": result, "points": points}
        for old in sorted(self.daily)[:-DAILY_KEPT]:
            del self.daily[old]
        return True

    def daily_streaks(self, today: str) -> Streaks:
        """The runs of days the daily deal was played, and won, up to ``today``."""
        return streaks({day: e["result"] == "won" for day, e in self.daily.items()}, today)

    def get(self, players: int, counter: str) -> int:
        """A counter summed over every table of ``players`` (0 if never counted)."""
        return sum(
            counters.get(counter, 0)
            for name, counters in self.tables.items()
            if (key := TableKey.parse(name)) is not None and key.players == players
        )

    def last(self, name: str) -> list[HandEntry]:
        """The newest :data:`RECENT` hands of a table, oldest first."""
        return [HandEntry(e["result"], e["points"]) for e in self.recent.get(name, [])[-RECENT:]]

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving."""
        data = {
            **self.extra,
            "format": FORMAT,
            "version": VERSION,
            "tables": {k: dict(v) for k, v in self.tables.items()},
        }
        if self.recent:
            data["recent"] = {k: [dict(e) for e in v] for k, v in self.recent.items()}
        if self.daily:
            data["daily"] = {k: dict(self.daily[k]) for k in sorted(self.daily)}
        return data

    @classmethod
    def from_json(cls, data: Any) -> Stats:
        """Statistics saved by :meth:`to_json`, bad entries left out (see :meth:`read`)."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: Any) -> tuple[Stats, list[str]]:
        """Statistics saved by any version, and what was dropped (one line per entry).

        Raises :class:`InvalidStateError` only for data that is not statistics at all.
        """
        if not isinstance(data, dict):
            raise InvalidStateError("statistics must be a JSON object")
        if "format" in data and data["format"] != FORMAT:
            raise InvalidStateError(f"not statistics: format is {data['format']!r}")
        dropped: list[str] = []
        tables = _read_tables(data.get("tables", {}), dropped)
        version = data.get("version")
        if not (type(version) is int and version >= 2):
            tables = _migrate(tables)
        recent = _read_recent(data.get("recent", {}), dropped)
        daily = _read_daily(data.get("daily", {}), dropped)
        known = ("format", "version", "tables", "recent", "daily")
        extra = {k: v for k, v in data.items() if k not in known}
        if PUZZLES in extra:
            try:
                read_record(extra[PUZZLES])
            except InvalidStateError as error:
                del extra[PUZZLES]  # the next puzzle answered starts from a new rating
                dropped.append(str(error))
        return cls(tables, extra, recent, daily), dropped


def _read_tables(tables: Any, dropped: list[str]) -> dict[str, dict[str, int]]:
    if not isinstance(tables, dict):
        dropped.append(f"tables: {_short(tables)}")
        return {}
    clean: dict[str, dict[str, int]] = {}
    for name, counters in tables.items():
        if len(name) > MAX_NAME or not isinstance(counters, dict):
            dropped.append(f"table {_short(name)}: {_short(counters)}")
            continue
        table: dict[str, int] = {}
        for counter, number in counters.items():
            if len(counter) <= MAX_NAME and type(number) is int and 0 <= number <= MAX_COUNT:
                table[counter] = number
            else:
                dropped.append(f"table {name}: {_short(counter)} {_short(number)}")
        clean[name] = table
    return clean


def _migrate(tables: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    """Version 1's tables of one size each (``"2"``) added to ``2:unrecorded:unrecorded``."""
    moved: dict[str, dict[str, int]] = {}
    for name, counters in tables.items():
        if name.isdigit() and 2 <= int(name) <= 9:
            name = TableKey(int(name), UNRECORDED, UNRECORDED).name
        target = moved.setdefault(name, {})  # sums, should that table be there already
        for counter, number in counters.items():
            target[counter] = min(MAX_COUNT, target.get(counter, 0) + number)
    return moved


def _read_recent(recent: Any, dropped: list[str]) -> dict[str, list[dict[str, Any]]]:
    if not isinstance(recent, dict):
        dropped.append(f"recent: {_short(recent)}")
        return {}
    clean: dict[str, list[dict[str, Any]]] = {}
    for name, hands in recent.items():
        if len(name) > MAX_NAME or not isinstance(hands, list):
            dropped.append(f"recent {_short(name)}: {_short(hands)}")
            continue
        kept = []
        for hand in hands:
            if _is_hand(hand):
                kept.append(hand)
            else:
                dropped.append(f"recent {name}: {_short(hand)}")
        clean[name] = kept
    return clean


def _read_daily(daily: Any, dropped: list[str]) -> dict[str, dict[str, Any]]:
    if not isinstance(daily, dict):
        dropped.append(f"daily: {_short(daily)}")
        return {}
    clean: dict[str, dict[str, Any]] = {}
    for day, entry in daily.items():
        try:
            check_day(day)
        except InvalidStateError:
            dropped.append(f"daily {_short(day)}: {_short(entry)}")
            continue
        if _is_hand(entry):
            clean[day] = entry
        else:
            dropped.append(f"daily {day}: {_short(entry)}")
    return {day: clean[day] for day in sorted(clean)[-DAILY_KEPT:]}


def _is_hand(entry: Any) -> bool:
    """Whether ``entry`` is a hand's result and points (``{"result": "won", "points": 72}``)."""
    return (
        isinstance(entry, dict)
        and entry.get("result") in RESULTS
        and type(entry.get("points")) is int
        and 0 <= entry["points"] <= MAX_POINTS
    )


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 30 else text[:29] + "…"
