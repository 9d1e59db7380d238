"""Hands and series won, lost and tied, per table size."""

from __future__ import annotations

from typing import Any, Final

from briscola.errors import InvalidStateError

COUNTERS: Final = ("hands_won", "hands_lost", "hands_tied", "series_won", "series_lost")


class Stats:
    """Counters per table size (``"2"``, ``"3"``, ``"4"``).

    >>> stats = Stats()
    >>> stats.count(2, "hands_won")
    >>> stats.to_json()["tables"]["2"]["hands_won"]
    1
    """

    __slots__ = ("tables",)

    def __init__(self, tables: dict[str, dict[str, int]] | None = None) -> None:
        self.tables: dict[str, dict[str, int]] = {} if tables is None else tables

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Stats) and other.tables == self.tables

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"Stats(tables={self.tables!r})"

    def count(self, players: int, counter: str) -> None:
        """Add one to ``counter`` for a table of ``players``."""
        if counter not in COUNTERS:
            raise ValueError(f"no counter {counter!r}")
        table = self.tables.setdefault(str(players), dict.fromkeys(COUNTERS, 0))
        table[counter] += 1

    def get(self, players: int, counter: str) -> int:
        """The value of a counter (0 if never counted)."""
        return self.tables.get(str(players), {}).get(counter, 0)

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving."""
        return {"tables": {k: dict(v) for k, v in self.tables.items()}}

    @classmethod
    def from_json(cls, data: Any) -> Stats:
        """Statistics saved by :meth:`to_json`; raises :class:`InvalidStateError` if bad."""
        tables = data.get("tables") if isinstance(data, dict) else None
        if not isinstance(tables, dict):
            raise InvalidStateError("statistics must hold a 'tables' object")
        clean: dict[str, dict[str, int]] = {}
        for key, counters in tables.items():
            if key not in ("2", "3", "4") or not isinstance(counters, dict):
                raise InvalidStateError(f"statistics: bad table {key!r}")
            if set(counters) != set(COUNTERS) or not all(
                type(v) is int and v >= 0 for v in counters.values()
            ):
                raise InvalidStateError(f"statistics: bad counters for table {key}")
            clean[key] = dict(counters)
        return cls(clean)
