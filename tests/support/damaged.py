"""Damaged values for every reader of JSON: a good value of each kind with one field replaced
by a damage of about a given size (a write cut short inside a long string, arrays nested
deep, a huge integer, numbers too big for a float, a value of the wrong type), the readers
(the page's saved keys, the saved render, the saved-data import, a record on the page and in
the engine, a bot's answer in the arena) and how a reader answered one.

The tests of each reader use them; ``benchmarks/damaged_values.py`` times the readers.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from briscola.app.aids.hand_aids import HandAids
from briscola.app.aids.record_reading import RecordRefused, read_record
from briscola.app.game.session import Session
from briscola.app.saved import data_file, paint
from briscola.app.saved.storage import MemoryStore, read_value
from briscola.app.statistics.counts import Stats
from briscola.app.statistics.kept_hands import KeptHands
from briscola.app.statistics.rating import Ratings
from briscola.engine.actions import action_from_json
from briscola.engine.errors import BriscolaError
from briscola.engine.jsonio import loads_bounded
from briscola.engine.record import record_of, replay_record
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.setup.settings import Settings

_MARK = "\u0000damage\u0000"

DAMAGES: dict[str, Callable[[int], tuple[str, bool]]] = {
    # name: size -> (the damaged value's JSON text, whether the text ends there: cut short)
    "cut short": lambda n: ('"' + '\\"a' * (n // 3), True),
    "cut short, plain": lambda n: ('"' + "a" * n, True),
    "nested deep": lambda n: ("[" * n, True),
    "nested deep, closed": lambda n: ("[" * (n // 2) + "]" * (n // 2), False),
    "huge integer": lambda n: ("9" * n, False),
    "numbers past float": lambda n: ("[" + ",".join(["1e400"] * (n // 6)) + "]", False),
    "integers of 4,000 digits": lambda n: ("[" + ",".join(["9" * 4000] * (n // 4001)) + "]", False),
    "wrong type: list": lambda n: ("[" + "null," * (n // 5) + "null]", False),
    "wrong type: text": lambda n: ('"' + "x" * n + '"', False),
    "wrong type: object": lambda n: (
        "{" + ",".join(f'"k{i % 1000}":{i}' for i in range(n // 14)) + "}",
        False,
    ),
}
"""Each damage, as the JSON text of one value of about ``n`` characters."""


BIG = "1" + "0" * 400
"""The integer 10^400 as JSON writes it: too big for a float (``float()`` overflows)."""
RATING_DAMAGES: dict[str, tuple[tuple[str, str], ...]] = {
    # A saved rating's field: the damaged numbers (as JSON text) it may hold.
    "rating": (("1e308", "1e308"), ("-1e308", "-1e308"), ("1e16", "1e16"), ("10^400", BIG)),
    "deviation": (("1e308", "1e308"), ("1e-200", "1e-200"), ("0", "0"), ("-10^400", "-" + BIG)),
    "volatility": (("1e308", "1e308"), ("1e-200", "1e-200"), ("NaN", "NaN"), ("10^400", BIG)),
}
"""Numbers outside Glicko-2's bounds for each field of a saved rating: those that once broke
the page's puzzle rating (a ZeroDivisionError, an OverflowError, a ValueError in the update,
a puzzle screen never ready), and the like."""
COUNT_DAMAGES: tuple[tuple[str, str], ...] = (("10^400", BIG), ("-1", "-1"), ("1.5", "1.5"))
"""Damaged counts (hands rated, puzzles solved and tried)."""


BROKE_THE_LEVELS_RATING: dict[int, tuple[str, str, str]] = {
    2: ("rating", "10^400", BIG),
    3: ("volatility", "1e-200", "1e-200"),
    4: ("deviation", "-10^400", "-" + BIG),
    5: ("volatility", "10^400", BIG),
    6: ("volatility", "1e-200", "1e-200"),
}
"""For each table size, a damage the saved rating against the levels once let through: an
integer no float holds (an OverflowError while reading), or a volatility whose square is 0
(a ValueError in the next hand's update)."""


def rating_damages() -> list[tuple[str, str, str]]:
    """Every ``(field, name, JSON text)`` of :data:`RATING_DAMAGES`."""
    return [(f, name, text) for f, found in RATING_DAMAGES.items() for name, text in found]


def with_number(carrier: dict[str, Any], path: tuple[str | int, ...], text: str) -> str:
    """The JSON text of ``carrier`` with the value at ``path`` (keys and indexes, outside
    in) written as the JSON ``text`` of a number, as no float could hold it."""
    data = json.loads(json.dumps(carrier))
    inner = data
    for name in path[:-1]:
        inner = inner[name]
    inner[path[-1]] = _MARK
    return json.dumps(data).replace(json.dumps(_MARK), text)


PUZZLE_TABLES = {"2:classic:easy": {"hands_won": 4, "hands_lost": 1}}
"""The statistics' counts beside a damaged puzzle record (kept when it is set aside)."""
PUZZLE_RECORD = {"rating": 1620.5, "deviation": 80.0, "volatility": 0.06, "solved": 3, "tried": 5}
"""A puzzle record as the statistics keep it (their ``puzzles`` field)."""
RATED_SIZES = (2, 3, 4, 5, 6)


def stats_with_puzzles(field: str, text: str) -> str:
    """Statistics whose puzzle record holds the JSON number ``text`` in ``field``."""
    stats = {"format": "briscola-stats", "version": 2, "tables": PUZZLE_TABLES}
    return with_number({**stats, "puzzles": PUZZLE_RECORD}, ("puzzles", field), text)


def rating_with(players: int, field: str, text: str) -> str:
    """A saved rating against the levels at every table size, one hand rated at each, whose
    table of ``players`` holds the JSON number ``text`` in ``field`` (``history``: its first
    point's rating)."""
    ratings = Ratings()
    for size in RATED_SIZES:
        ratings.rate(size, [(1500.0, 30.0, 1.0)])
    table: tuple[str | int, ...] = ("tables", str(players))
    path = (*table, "history", 0, 0) if field == "history" else (*table, field)
    return with_number(ratings.to_json(), path, text)


def damaged(carrier: dict[str, Any], field: str, damage: str, size: int) -> str:
    """The JSON text of ``carrier`` with ``field``'s value replaced by ``damage`` of
    ``size`` (and the rest of the text dropped if the damage is a cut)."""
    before, after = json.dumps({**carrier, field: _MARK}).split(json.dumps(_MARK))
    value, cut = DAMAGES[damage](size)
    return before + value + ("" if cut else after)


def hand() -> GameState:
    """A whole two-player hand, each seat playing its first legal card."""
    state = GameState.new(Rules(players=2), __import__("random").Random(5))
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state


def _painted() -> dict[str, Any]:
    painted = paint.Painted("b", "0", "table", "it", "Briscola", {}, "2", [("main", "<p>x</p>")])
    data: dict[str, Any] = json.loads(paint.encode(painted))
    return data


def _rating() -> dict[str, Any]:
    ratings = Ratings()
    ratings.rate(2, [(1500.0, 30.0, 1.0)])
    return ratings.to_json()


def _bot_answer(text: str) -> object:
    answer = loads_bounded(text.encode(), "the answer to act", max_chars=1_000_000)
    return action_from_json(answer.get("action"))


def _import(text: str) -> object:
    return data_file.import_all(MemoryStore(), "/", text, 0.0)


Reader = tuple[dict[str, Any], str, Callable[[str], object]]


def readers() -> dict[str, Reader]:
    """Each reader: a good value of its kind, the field the damage replaces, the reader."""
    record = record_of(hand())
    return {
        "saved settings": (Settings().to_json(), "levels", lambda t: read_value("settings", t)),
        "saved settings, the deck": (
            Settings(pattern="napoletane", felt="blu").to_json(),
            "pattern",
            lambda t: read_value("settings", t),
        ),
        "saved statistics": (Stats().to_json(), "tables", lambda t: read_value("stats", t)),
        "saved game": (
            Session.new(Settings(), 7).to_json(),
            "series",
            lambda t: read_value("session", t),
        ),
        "saved aids": (HandAids(7, 1).to_json(), "hints", lambda t: read_value("aids", t)),
        "kept hands": (KeptHands().to_json(), "hands", lambda t: read_value("hands", t)),
        "saved rating": (_rating(), "tables", lambda t: read_value("rating", t)),
        "tab lock": ({"owner": "a", "beat": 1}, "beat", lambda t: read_value("lock", t)),
        "saved render": (_painted(), "writes", paint.decode),
        "import": (
            {"format": "briscola-saved-data", "version": 1, "site": "/", "exported": 0, "keys": {}},
            "keys",
            _import,
        ),
        "record on the page": (record, "moves", read_record),
        "record (engine)": (record, "moves", replay_record),
        "bot's answer": ({"action": {"play": "AD"}}, "action", _bot_answer),
    }


def answer(read: Callable[[str], object], text: str) -> str:
    """How ``read`` answered ``text``: ``refused: <why>`` or ``read``."""
    try:
        read(text)
    except RecordRefused as refusal:
        return f"refused: {refusal.refusal.key}"
    except BriscolaError as error:
        return f"refused: {error}"
    return "read"
