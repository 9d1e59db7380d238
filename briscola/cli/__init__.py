"""The command line: ``python -m briscola play|record|replay|review|arena|verify|puzzles ...``."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from briscola.cli import arena, play, puzzles, record, replay, review, verify
from briscola.cli.errors import Parser, fail


def build_parser() -> Parser:
    """The argument parser with every subcommand registered."""
    parser = Parser(prog="python -m briscola", description="Briscola, the Italian card game.")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in (play, record, replay, review, arena, verify, puzzles):
        module.add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    try:
        status: int = args.func(args)
    except BrokenPipeError:
        # Whoever read the output went away (``| head``): stop quietly, as other tools do,
        # and let nothing more be written to the closed pipe at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        fail(args.command, "interrupted")
        return 130
    return status


if __name__ == "__main__":
    sys.exit(main())
