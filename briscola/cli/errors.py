"""Errors on the command line: one short line on stderr, whatever the input held."""

from __future__ import annotations

import argparse
import sys
from typing import Final, NoReturn

from briscola.engine.jsonio import shorten

LINE: Final = 200
"""Longest error line, in characters."""


def one_line(text: str, limit: int = LINE) -> str:
    """``text`` on one line (runs of white space made one space), cut to ``limit``.

    >>> one_line("bad\\n  input " + "x" * 300, 20)
    'bad input xxxxxxxxx…'
    """
    return shorten(" ".join(shorten(text, 2 * limit).split()), limit)


def fail(command: str, message: str) -> int:
    """Print ``command: message`` on stderr as one line; the exit status, 1."""
    print(one_line(f"{command}: {message}"), file=sys.stderr)
    return 1


class Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one short line, like every other error."""

    def error(self, message: str) -> NoReturn:
        """Print ``prog: message (see --help)`` as one line of at most 200 characters; exit 1."""
        hint = f" (see {self.prog} --help)"
        self.exit(1, one_line(f"{self.prog}: {message}", LINE - len(hint)) + hint + "\n")
