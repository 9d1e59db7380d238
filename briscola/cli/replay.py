"""``replay``: check a hand record against the rules and print it trick by trick."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from briscola.cli.errors import fail
from briscola.engine.errors import BriscolaError
from briscola.engine.jsonio import MAX_CHARS, loads_bounded
from briscola.engine.record import describe, replay_record


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "replay",
        help="check a hand record and print it trick by trick",
        description="Check a hand record (JSON) against the rules and print it trick by "
        "trick. A wrong record gets a message and exit status 1.",
    )
    parser.add_argument("file", metavar="FILE|-", help="the record file, or - for standard input")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Check and print the record; 1, with one line on stderr, if it is unreadable or breaks
    a rule."""
    name = "standard input" if args.file == "-" else args.file
    try:
        if args.file == "-":
            text = sys.stdin.buffer.read(MAX_CHARS + 1)
        else:
            with open(args.file, "rb") as handle:
                text = handle.read(MAX_CHARS + 1)  # enough to know it is too long
    except OSError as error:
        return fail("replay", f"cannot read {name}: {error.strerror or error}")
    try:
        data = loads_bounded(text, name)
    except BriscolaError as error:
        return fail("replay", str(error))
    try:
        state = replay_record(data)
    except BriscolaError as error:
        return fail("replay", f"{name} is not a valid record: {error}")
    for line in describe(state):
        print(line)
    print("record OK")
    return 0
