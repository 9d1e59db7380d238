"""``review``: each of one seat's moves in a hand record against the hard level's best."""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

from briscola.cli.errors import fail
from briscola.engine.errors import BriscolaError
from briscola.engine.jsonio import MAX_CHARS, loads_bounded
from briscola.learn.figures import Choice
from briscola.learn.review import HandReview, review_record, run_review
from briscola.learn.words import LANGUAGES, tip_text


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "review",
        help="review one seat's moves in a hand record",
        description="Check a hand record, then value each of SEAT's moves against the best "
        "the hard level finds from that seat's view (chance of winning, points); the three "
        "costliest moves are marked with '!', with the coach's tips.",
    )
    parser.add_argument("file", metavar="FILE|-", help="the record file, or - for standard input")
    parser.add_argument("--seat", type=int, default=0, help="the seat to review (default 0)")
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="seed of the searches (default: each position's own, as the page's hint and review)",
    )
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the tips")
    parser.set_defaults(func=run)


def figures(choice: Choice) -> str:
    """A card's figures: ``AD (win 64 %, 71 points)``."""
    return f"{choice.action} (win {choice.win:.0%}, {choice.points:.0f} points)"


def lines(review: HandReview, lang: str) -> list[str]:
    """The review as text, one move a line, tips indented below."""
    out = []
    for move in review.moves:
        played, best = move.played, move.best
        if played is None or best is None:
            out.append(f"  move {move.number:2}: {move.action} (no choice)")
            continue
        mark = "!" if move.marked else " "
        line = f"{mark} move {move.number:2}: {figures(played)}"
        if move.loss > 0:
            line += f"; best {figures(best)}; loss {move.loss:.3f}"
        out.append(line + (" exact" if move.exact else ""))
        out += [f"      {tip_text(tip, lang)}" for tip in move.tips]
    return out


def run(args: argparse.Namespace) -> int:
    """Print the review; 1, with one line on stderr, if the record is unreadable or wrong."""
    name = "standard input" if args.file == "-" else args.file
    try:
        if args.file == "-":
            text = sys.stdin.buffer.read(MAX_CHARS + 1)
        else:
            with open(args.file, "rb") as handle:
                text = handle.read(MAX_CHARS + 1)
    except OSError as error:
        return fail("review", f"cannot read {name}: {error.strerror or error}")
    try:
        rng = None if args.seed is None else random.Random(args.seed)
        review = review_record(loads_bounded(text, name), args.seat, rng)
    except BriscolaError as error:
        return fail("review", f"{name} is not a valid record: {error}")
    except ValueError as error:
        return fail("review", str(error))
    for line in lines(run_review(review, 500), args.lang):
        print(line)
    return 0
