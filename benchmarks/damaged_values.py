"""Damaged values through every reader of JSON: the time each takes to refuse one.

Usage: python benchmarks/damaged_values.py [--sizes 10000,100000,1000000] [--repeat R] [--cli]

Each reader of ``tests/support/damaged.py`` gets a good value of its kind with one field
replaced by each damage of about the given size. Prints, per reader and damage, the best of R
runs in milliseconds at each size and how the reader answered.

With ``--cli`` it also times the command line's ``replay``, ``verify`` and ``review`` on a
record file damaged each way (in this process: the interpreter's start left out).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' damaged values

from briscola import cli
from briscola.engine.record import record_of
from tests.support.damaged import DAMAGES, answer, damaged, hand, readers

SIZES = (10_000, 100_000, 1_000_000)


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
    record = record_of(hand())
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
