"""Hands and series won, lost and tied, per table size.

Reading is tolerant, so that statistics survive anything a new table size, variant or
version brings: unknown tables, unknown counters and unknown top-level fields are kept and
written back; only an entry that is not a count (a negative number, a fraction, text) is
dropped, and named, never the whole record.
"""

from __future__ import annotations

from typing import Any, Final

from briscola.errors import InvalidStateError

FORMAT: Final = "briscola-stats"
VERSION: Final = 1
COUNTERS: Final = ("hands_won", "hands_lost", "hands_tied", "series_won", "series_lost")
MAX_COUNT: Final = 10**12
"""Largest count read back (larger is not a count a person can reach)."""
MAX_NAME: Final = 40
"""Longest table or counter name read back."""


class Stats:
    """Counters per table (``"2"`` … ``"6"``, or any other name a later version adds).

    >>> stats = Stats()
    >>> stats.count(2, "hands_won")
    >>> stats.to_json()["tables"]["2"]["hands_won"]
    1
    >>> Stats.read({"tables": {"5": {"hands_won": 2}, "9x": {"new": 1, "hands_won": -1}}})
    (Stats(tables={'5': {'hands_won': 2}, '9x': {'new': 1}}), ['table 9x: hands_won -1'])
    """

    __slots__ = ("extra", "tables")

    def __init__(
        self, tables: dict[str, dict[str, int]] | None = None, extra: dict[str, Any] | None = None
    ) -> None:
        self.tables: dict[str, dict[str, int]] = {} if tables is None else tables
        self.extra: dict[str, Any] = {} if extra is None else extra
        """Top-level fields this version does not know, kept as they were read."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Stats) and (other.tables, other.extra) == (self.tables, self.extra)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        extra = f", extra={self.extra!r}" if self.extra else ""
        return f"Stats(tables={self.tables!r}{extra})"

    def count(self, players: int, counter: str) -> None:
        """Add one to ``counter`` for a table of ``players``."""
        if counter not in COUNTERS:
            raise ValueError(f"no counter {counter!r}")
        table = self.tables.setdefault(str(players), {})
        for name in COUNTERS:
            table.setdefault(name, 0)
        table[counter] += 1

    def get(self, players: int, counter: str) -> int:
        """The value of a counter (0 if never counted)."""
        return self.tables.get(str(players), {}).get(counter, 0)

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving."""
        return {
            **self.extra,
            "format": FORMAT,
            "version": VERSION,
            "tables": {k: dict(v) for k, v in self.tables.items()},
        }

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
        tables = data.get("tables", {})
        if not isinstance(tables, dict):
            dropped.append(f"tables: {_short(tables)}")
            tables = {}
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
        extra = {k: v for k, v in data.items() if k not in ("format", "version", "tables")}
        return cls(clean, extra), dropped


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 30 else text[:29] + "…"
