"""Damaged values through every reader of JSON: the time each takes to refuse one.

Usage: python benchmarks/damaged_values.py [--sizes 10000,100000,1000000] [--repeat R] [--cli]

Each reader gets a good value of its kind with one field replaced by a damage of about the
given size: a write cut short inside a long string (with escaped quotes, as a saved value
holding JSON text has, or plain), arrays nested deep (cut short, or closed), a huge integer,
many numbers too big for a float (``1e400``) or integers of 4,000 digits, or a value of the
wrong type (a long list, a long text, an object of many members: a thousand names, each
many times). The readers: the page's saved
keys (``storage.read_value``: settings, statistics, the game in progress, the hand's aids,
the kept hands, the tab lock), the saved render (``paint.decode``), the saved-data import
(``data_file.import_all``), a record opened on the page (``record_reading.read_record``) and
by the engine (``replay_record``), and a bot's answer in the arena. Prints, per reader and
damage, the best of R runs in milliseconds at each size and how the reader answered.

With ``--cli`` it also times the command line's ``replay``, ``verify`` and ``review`` on a
record file damaged each way (in this process: the interpreter's start left out).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from briscola import cli
from briscola.app.aids.hand_aids import HandAids
from briscola.app.aids.record_reading import RecordRefused, read_record
from briscola.app.game.session import Session
from briscola.app.saved import data_file, paint
from briscola.app.saved.storage import MemoryStore, read_value
from briscola.app.statistics.counts import Stats
from briscola.app.statistics.kept_hands import KeptHands
from briscola.engine.actions import action_from_json
from briscola.engine.errors import BriscolaError
from briscola.engine.jsonio import loads_bounded
from briscola.engine.record import record_of, replay_record
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.setup.settings import Settings

SIZES = (10_000, 100_000, 1_000_000)

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


def damaged(carrier: dict[str, Any], field: str, damage: str, size: int) -> str:
    """The JSON text of ``carrier`` with ``field``'s value replaced by ``damage`` of
    ``size`` (and the rest of the text dropped if the damage is a cut)."""
    before, after = json.dumps({**carrier, field: _MARK}).split(json.dumps(_MARK))
    value, cut = DAMAGES[damage](size)
    return before + value + ("" if cut else after)


def _hand() -> GameState:
    state = GameState.new(Rules(players=2), __import__("random").Random(5))
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state


def _painted() -> dict[str, Any]:
    painted = paint.Painted("b", "0", "table", "it", "Briscola", {}, "2", [("main", "<p>x</p>")])
    data: dict[str, Any] = json.loads(paint.encode(painted))
    return data


def _bot_answer(text: str) -> object:
    answer = loads_bounded(text.encode(), "the answer to act", max_chars=1_000_000)
    return action_from_json(answer.get("action"))


def _import(text: str) -> object:
    return data_file.import_all(MemoryStore(), "/", text, 0.0)


Reader = tuple[dict[str, Any], str, Callable[[str], object]]


def readers() -> dict[str, Reader]:
    """Each reader: a good value of its kind, the field the damage replaces, the reader."""
    record = record_of(_hand())
    return {
        "saved settings": (Settings().to_json(), "levels", lambda t: read_value("settings", t)),
        "saved statistics": (Stats().to_json(), "tables", lambda t: read_value("stats", t)),
        "saved game": (
            Session.new(Settings(), 7).to_json(),
            "series",
            lambda t: read_value("session", t),
        ),
        "saved aids": (HandAids(7, 1).to_json(), "hints", lambda t: read_value("aids", t)),
        "kept hands": (KeptHands().to_json(), "hands", lambda t: read_value("hands", t)),
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


def timed(read: Callable[[str], object], text: str, repeat: int) -> tuple[float, str]:
    """The best time of ``repeat`` reads of ``text``, in seconds, and the answer."""
    best, said = float("inf"), ""
    for _ in range(repeat):
        started = time.perf_counter()
        said = answer(read, text)
        best = min(best, time.perf_counter() - started)
    return best, said


def cli_times(sizes: tuple[int, ...], repeat: int) -> list[str]:
    """The command line's readers on a damaged record file, each run in this process
    (``briscola.cli.main``, its output kept aside): the time from the file's name to the
    line that refuses it."""
    record = record_of(_hand())
    commands = {
        "replay": ["replay"],
        "verify": ["verify", "0" * 64, "0" * 32],
        "review": ["review"],
    }
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "damaged.json"
        for command, words in commands.items():
            for damage in DAMAGES:
                cells = []
                for size in sizes:
                    path.write_text(damaged(record, "moves", damage, size))
                    run = partial(_command, words)
                    seconds, _ = timed(run, str(path), repeat)
                    cells.append(f"{seconds * 1000:9.1f}")
                rows.append(f"{command:19} {damage:26} {' '.join(cells)}")
    return rows


def _command(words: list[str], file: str) -> int:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return cli.main([*words, file])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cli", action="store_true", help="also the command line's readers")
    args = parser.parse_args()
    sizes = tuple(int(s) for s in args.sizes.split(","))
    head = " ".join(f"{size:>9,}" for size in sizes)
    print(f"{'reader':19} {'damage':26} {head}  (ms)  answer at the largest size")
    for name, (carrier, field, read) in readers().items():
        for damage in DAMAGES:
            cells, said = [], ""
            for size in sizes:
                seconds, said = timed(read, damaged(carrier, field, damage, size), args.repeat)
                cells.append(f"{seconds * 1000:9.1f}")
            print(f"{name:19} {damage:26} {' '.join(cells)}  {said[:70]}")
    if args.cli:
        print(f"\n{'command':19} {'damage':26} {head}  (ms)")
        for row in cli_times(sizes, args.repeat):
            print(row)


if __name__ == "__main__":
    main()
