"""Mutated saved sessions through the page's loader (``tests/support/save_fuzz.py``): prints
the counts refused with a backup, loaded and played to the end, and crashes (with the first
few mutations that crashed).

Usage: python measure/fuzz_saves.py [--cases N] [--seed S] [--show K]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' fuzzer

from tests.support.save_fuzz import run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=10, help="crashes to print")
    args = parser.parse_args()
    started = time.monotonic()
    by_change: Counter[tuple[str, str]] = Counter()
    counts, crashes = run(args.cases, args.seed, by_change)
    print(
        f"{args.cases} mutated saves (seed {args.seed}):"
        f" {counts['refused']} refused with a backup,"
        f" {counts['played']} loaded and played to the end of the series,"
        f" {counts['crash']} crashes ({time.monotonic() - started:.0f} s)"
    )
    print("change     refused  played  crash  (a case with several changes counts in each)")
    for change in sorted({change for change, _ in by_change}):
        row = [by_change[change, outcome] for outcome in ("refused", "played", "crash")]
        print(f"{change:<10} {row[0]:>7} {row[1]:>7} {row[2]:>6}")
    for number, case, result in crashes[: args.show]:
        print(f"  case {number}: {'; '.join(case.changes)} -> {result}")


if __name__ == "__main__":
    main()
