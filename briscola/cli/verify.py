"""``verify``: check a deal's fingerprint against the secret revealed after the hand."""

from __future__ import annotations

import argparse
from typing import Any

from briscola.cli.errors import fail
from briscola.engine.errors import BriscolaError
from briscola.engine.hand_json import deal_from_json
from briscola.engine.jsonio import MAX_CHARS, loads_bounded
from briscola.engine.state import GameState
from briscola.learn.fairness import verify


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "verify",
        help="check a deal's fingerprint with the secret shown after the hand",
        description="Check that FINGERPRINT is the SHA-256 of the deal in FILE (a hand "
        "record or a saved hand) with SECRET (docs/learning.md gives the exact text). "
        "A mismatch or a bad file gets a message and exit status 1.",
    )
    parser.add_argument("fingerprint", help="the 64 hex digits shown at the hand's start")
    parser.add_argument("secret", help="the 32 hex digits shown at the hand's end")
    parser.add_argument("file", help="the hand's record (or saved hand) as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """0 when the fingerprint matches; 1, with one line on stderr, otherwise."""
    try:
        with open(args.file, "rb") as handle:
            text = handle.read(MAX_CHARS + 1)
    except OSError as error:
        return fail("verify", f"cannot read {args.file}: {error.strerror or error}")
    try:
        hand = deal_from_json(loads_bounded(text, args.file), GameState.from_deal)
        matches = verify(args.fingerprint, args.secret, hand)
    except BriscolaError as error:
        return fail("verify", str(error))
    if not matches:
        return fail("verify", "the fingerprint does NOT match this deal and secret")
    print("fingerprint OK: this deal was fixed before the first card")
    return 0
