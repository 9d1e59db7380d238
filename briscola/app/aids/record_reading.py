"""Reading a hand's record in the page: one of the last hands kept ("Rivedi"), or a record
file the person opens ("Apri una registrazione"), read by the record reader of
``python -m briscola replay`` in the order a person can follow.

A file that is not a record (or whose moves the rules refuse) is refused with a
:class:`Refusal` naming the fault in the page's own words.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

from briscola.engine.errors import BriscolaError
from briscola.engine.hand_json import deal_from_json, replay_moves
from briscola.engine.jsonio import loads_bounded, shorten
from briscola.engine.state import GameState
from briscola.engine.tuples import NamedTuple
from briscola.i18n import text

RECORD_FILE_LIMIT: Final = 2_000_000
"""The most characters of a record file read (the record reader's own limit)."""

FIELDS: Final = ("rules", "dealer", "hands", "stock", "moves", "tricks", "result")
"""The fields every record has (``docs/record-format.md``)."""


class Refusal(NamedTuple):
    """Why a record was refused: a key of the page's words (``record.why.*``) and the
    values it names, so the notice speaks the page's language, even after a switch;
    ``kept`` when the record was one of the kept hands rather than a file."""

    key: str
    values: tuple[tuple[str, str | int], ...] = ()
    kept: bool = False

    def words(self, lang: str) -> str:
        """The reason in ``lang``, a sentence of its own."""
        return text(lang, self.key, **dict(self.values))

    def notice(self, lang: str) -> str:
        """The notice in ``lang``: what could not be opened, why, and that nothing changed."""
        opened = "record.refused_kept" if self.kept else "record.refused"
        return text(lang, opened, why=self.words(lang))


class RecordRefused(Exception):
    """A record the page cannot review; ``refusal`` says why."""

    def __init__(self, key: str, **values: str | int) -> None:
        super().__init__(key)
        self.refusal = Refusal(key, tuple(values.items()))


def read_record(content: str) -> GameState:
    """The hand of the record file ``content``, read in the order a person can follow:
    the file, its JSON, its kind and version, its deal, each move, then what it states."""
    if len(content) > RECORD_FILE_LIMIT:
        raise RecordRefused("record.why.too_long", millions=RECORD_FILE_LIMIT // 1_000_000)
    try:
        data = loads_bounded(content, "the file", max_chars=RECORD_FILE_LIMIT)
    except BriscolaError as error:
        # The JSON parser's own error (kept as the context) knows the line and the column.
        where = error.__context__
        if isinstance(where, json.JSONDecodeError):
            raise RecordRefused(
                "record.why.json_at", line=where.lineno, column=where.colno
            ) from None
        raise RecordRefused("record.why.json") from None
    return check_record(data)


def check_record(data: Any) -> GameState:
    """The hand of a record already read from JSON; :class:`RecordRefused` names the fault."""
    from briscola.engine.record import (  # only when a record is opened
        FORMAT,
        VERSION,
        replay_record,
    )

    if not isinstance(data, Mapping):
        raise RecordRefused("record.why.not_record")
    found = data.get("format")
    if found != FORMAT:
        if isinstance(found, str) and found:
            raise RecordRefused("record.why.format", found=shorten(found, 40))
        raise RecordRefused("record.why.not_record")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise RecordRefused("record.why.version", found=shorten(str(version), 20), reads=VERSION)
    for name in FIELDS:
        if name not in data:
            raise RecordRefused("record.why.missing", field=name)
    try:
        state = deal_from_json(data, GameState.from_deal)
    except (BriscolaError, ValueError):
        raise RecordRefused("record.why.deal") from None
    moves = data["moves"]
    if not isinstance(moves, list):
        raise RecordRefused("record.why.move", n=1)
    for number, move in enumerate(moves, start=1):
        try:
            replay_moves(state, [move])  # one at a time: the page names the first wrong one
        except (BriscolaError, ValueError):
            raise RecordRefused("record.why.move", n=number) from None
    try:
        return replay_record(data)
    except (BriscolaError, ValueError):
        raise _stated_wrong(data, state) from None


def _stated_wrong(data: Mapping[str, Any], state: GameState) -> RecordRefused:
    """The moves are legal, but what the record states is not what they lead to: which."""
    trump = state.trump_card.code if state.trump_card else None
    if data.get("trump") != trump:
        return RecordRefused("record.why.trump")
    written = data["tricks"]
    if not isinstance(written, list):
        return RecordRefused("record.why.trick", n=1)
    for number, played in enumerate(state.tricks, start=1):
        if number > len(written) or written[number - 1] != played.to_json():
            return RecordRefused("record.why.trick", n=number)
    if len(written) > len(state.tricks):
        return RecordRefused("record.why.trick", n=len(state.tricks) + 1)
    return RecordRefused("record.why.result")
