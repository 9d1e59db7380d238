"""The last hands finished in the page, kept for review: their records and what the list
of them shows (when, which table, the result).

Saved under the ``hands`` key as ``{"format": "briscola-hands", "version": 1, "hands":
[…]}``, oldest first, at most :data:`KEPT`; each hand is ``{"ended": <ms since the epoch>,
"table": "2:classic:hard", "result": "won", "points": 72, "hints": 0, "hand_seed": …,
"hand_number": 1, "record": {…}}`` with the hand's record (``docs/record-format.md``). The
reader is strict: a hand that is not one refuses the whole value (it goes to a backup).
A record is replayed by the record reader when it is opened, not when the list is read, so
that reading the list stays quick.
"""

from __future__ import annotations

import json
from typing import Any, Final

from briscola.app.statistics.counts import MAX_POINTS, RESULTS, TableKey
from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import check_header, field, shorten
from briscola.engine.tuples import NamedTuple
from briscola.setup.seeds import MAX_SEED

FORMAT: Final = "briscola-hands"
VERSION: Final = 1
KEPT: Final = 10
"""Hands kept: a new one drops the oldest."""
MAX_RECORD_CHARS: Final = 15_000
"""The longest record kept (a hand of six players is under 5,000 characters)."""
LATEST_MS: Final = 8_640_000_000_000_000
"""The latest time a browser's ``Date`` holds (ms since the epoch): a saved time beyond it,
or before the epoch, is not a time the page wrote."""
_FIELDS: Final = (
    "ended",
    "table",
    "result",
    "points",
    "hints",
    "hand_seed",
    "hand_number",
    "record",
)


class KeptHand(NamedTuple):
    """One finished hand: when it ended, its table, the person's result, their side's
    points, the hints used, its seed and number, and its record."""

    ended: int
    table: str
    result: str
    points: int
    hints: int
    hand_seed: int
    hand_number: int
    record: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving."""
        return dict(zip(_FIELDS, self, strict=True))

    @classmethod
    def from_json(cls, data: Any) -> KeptHand:
        """A kept hand saved by :meth:`to_json`; :class:`InvalidStateError` if it is not one."""
        where = "a kept hand"
        if not isinstance(data, dict):
            raise InvalidStateError(f"{where} must be a JSON object")
        unknown = sorted(set(data) - set(_FIELDS))
        if unknown:
            raise InvalidStateError(f"{where}: unknown field(s) {', '.join(unknown)}")
        ended = field(data, "ended", int, where)
        table = field(data, "table", str, where)
        result = field(data, "result", str, where)
        points = field(data, "points", int, where)
        hints = field(data, "hints", int, where)
        seed = field(data, "hand_seed", int, where)
        number = field(data, "hand_number", int, where)
        record = field(data, "record", dict, where)
        if TableKey.parse(table) is None or result not in RESULTS:
            raise InvalidStateError(f"{where}: no table {shorten(table)!r} or result {result!r}")
        in_range = 0 <= ended <= LATEST_MS and 0 <= points <= MAX_POINTS and hints >= 0
        if not (in_range and 0 <= seed < MAX_SEED):
            raise InvalidStateError(f"{where}: a number out of range")
        if number < 1:
            raise InvalidStateError(f"{where}: hand_number out of range ({number})")
        check_header(record, "briscola-record", 1)
        if len(json.dumps(record)) > MAX_RECORD_CHARS:
            raise InvalidStateError(f"{where}: the record is too long")
        return cls(ended, table, result, points, hints, seed, number, record)


class KeptHands(NamedTuple):
    """The last :data:`KEPT` hands, oldest first."""

    hands: tuple[KeptHand, ...] = ()

    def add(self, hand: KeptHand) -> KeptHands:
        """These hands and ``hand``, the oldest dropped beyond :data:`KEPT` (a record too
        long to keep is not added)."""
        if len(json.dumps(hand.record)) > MAX_RECORD_CHARS:
            return self
        return KeptHands((*self.hands, hand)[-KEPT:])

    def newest_first(self) -> list[tuple[int, KeptHand]]:
        """Each hand with its index, the newest first (as the list shows them)."""
        return list(reversed(list(enumerate(self.hands))))

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving."""
        return {"format": FORMAT, "version": VERSION, "hands": [h.to_json() for h in self.hands]}

    @classmethod
    def from_json(cls, data: Any) -> KeptHands:
        """Hands saved by :meth:`to_json`; :class:`InvalidStateError` names what is wrong."""
        check_header(data, FORMAT, VERSION)
        unknown = sorted(set(data) - {"format", "version", "hands"})
        if unknown:
            raise InvalidStateError(f"the kept hands: unknown field(s) {', '.join(unknown)}")
        hands = field(data, "hands", list, "the kept hands")
        if len(hands) > KEPT:
            raise InvalidStateError(f"the kept hands: {len(hands)} hands, at most {KEPT}")
        return cls(tuple(KeptHand.from_json(hand) for hand in hands))
