"""The command line: ``python -m briscola play|record|replay ...``."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from briscola.cli import arena, play, record, replay
from briscola.cli.errors import Parser


def build_parser() -> Parser:
    """The argument parser with every subcommand registered."""
    parser = Parser(prog="python -m briscola", description="Briscola, the Italian card game.")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in (play, record, replay, arena):
        module.add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    status: int = args.func(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
