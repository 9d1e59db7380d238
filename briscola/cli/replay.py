"""``replay``: check a hand record against the rules and print it trick by trick."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from briscola.errors import BriscolaError
from briscola.record import describe, replay_record


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
    """Check and print the record; 1 if it is unreadable or breaks a rule."""
    name = "standard input" if args.file == "-" else args.file
    try:
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        print(f"replay: cannot read {name}: {error}", file=sys.stderr)
        return 1
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        print(f"replay: {name} is not valid JSON: {error}", file=sys.stderr)
        return 1
    try:
        state = replay_record(data)
    except BriscolaError as error:
        print(f"replay: {name} is not a valid record: {error}", file=sys.stderr)
        return 1
    for line in describe(state):
        print(line)
    print("record OK")
    return 0
