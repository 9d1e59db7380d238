"""``puzzles``: make the puzzle set from a seed, or check a set against the solver."""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from briscola.cli.errors import fail
from briscola.engine.errors import BriscolaError
from briscola.puzzles.making.check_set import check_set
from briscola.puzzles.making.difficulty import LEVEL_RATINGS
from briscola.puzzles.making.generate import generate
from briscola.puzzles.making.midhand import generate_midhand, mixed
from briscola.puzzles.making.stats import spread_lines
from briscola.puzzles.puzzle import MAX_SET_CHARS, SEEDS, dumps, read_set

DEFAULT_SEED = 1
DEFAULT_COUNT = 660
DEFAULT_MIDHAND = 60


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "puzzles",
        help="make the puzzle set from a seed, or check one",
        description="Play seeded hands between the computer levels and keep the positions "
        "where one card is clearly best (docs/puzzles.md); the same seed writes the same "
        "bytes. With --check, make every puzzle of FILE again from its hand and report any "
        "difference (exit status 1).",
    )
    parser.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help="the set's seed (0 to 2^63 - 1)"
    )
    parser.add_argument(
        "--count", type=int, default=DEFAULT_COUNT, help=f"puzzles (default {DEFAULT_COUNT})"
    )
    parser.add_argument(
        "--midhand",
        type=int,
        default=DEFAULT_MIDHAND,
        help=f"of them, mid-hand puzzles judged by the search (default {DEFAULT_MIDHAND})",
    )
    parser.add_argument("--out", metavar="FILE", help="write the set here (default: stdout)")
    parser.add_argument("--check", metavar="FILE", help="check the set in FILE instead")
    parser.add_argument(
        "--sample", type=int, metavar="N", help="with --check: only every N-th puzzle"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Make or check the set."""
    if args.check:
        return check(args.check, args.sample or 1, args.quiet)
    if args.count < 1 or not 0 <= args.midhand <= args.count:
        return fail("puzzles", "--count must be at least 1, --midhand from 0 to --count")
    if not 0 <= args.seed < SEEDS:
        return fail("puzzles", "--seed must be from 0 to 2^63 - 1")
    started, cpu_started = time.monotonic(), time.process_time()

    shown = [-1]

    def progress(found: int, hands: int) -> None:
        if not args.quiet and found % 10 == 0 and found != shown[0]:
            shown[0] = found
            print(f"{found} puzzles from {hands} hands", file=sys.stderr, end="\r")

    end = generate(args.seed, args.count - args.midhand, LEVEL_RATINGS, progress)
    mid, hands = generate_midhand(args.seed, args.midhand, LEVEL_RATINGS, progress)
    puzzles = mixed(end, mid, hands)
    text = dumps(puzzles)
    if args.out:
        with open(args.out, "w", encoding="ascii", newline="\n") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)
    if not args.quiet:
        took = time.monotonic() - started
        cpu = time.process_time() - cpu_started
        print(
            f"\n{len(puzzles.puzzles)} puzzles from {puzzles.hands} hands in {took:.0f} s "
            f"({cpu:.0f} s of processor time)",
            file=sys.stderr,
        )
        for line in spread_lines(puzzles):
            print(line, file=sys.stderr)
    return 0


def check(path: str, every: int, quiet: bool) -> int:
    """Check the set in ``path``: 0 when making every puzzle checked again agrees with it."""
    try:
        with open(path, "rb") as handle:
            puzzles = read_set(handle.read(MAX_SET_CHARS + 1))
    except OSError as error:
        return fail("puzzles", f"cannot read {path}: {error.strerror or error}")
    except BriscolaError as error:
        return fail("puzzles", str(error))
    if every < 1:
        return fail("puzzles", "--sample must be at least 1")
    checked = len(puzzles.puzzles[::every])

    def progress(done: int) -> None:
        if not quiet:
            print(f"{done} of {checked} puzzles checked", file=sys.stderr, end="\r")

    problems = check_set(puzzles, every, progress)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        said = f"{len(problems)} difference{'' if len(problems) == 1 else 's'}"
        return fail("puzzles", f"{said} in the set of {len(puzzles.puzzles)}")
    if not quiet:
        print(
            f"{checked} puzzles checked: making them again (the solver's answer, the search's "
            "mid-hand) agrees with every field"
        )
    return 0
