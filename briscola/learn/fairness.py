"""The fair-deal proof: a fingerprint of the deal shown before the first card, the secret
revealed after the last, so that anyone can check that the deal was fixed at the start.

The fingerprint is the SHA-256 (lower-case hex) of the UTF-8 text :func:`deal_text` writes:
the deal's canonical text followed by a line ``secret <secret>``. The secret (32 lower-case
hex digits, 128 bits) keeps the deal unguessable from the fingerprint while the hand is
played. ``docs/learning.md`` spells the text out for checking with any SHA-256 tool.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from typing import Final

from briscola.engine.cards import codes
from briscola.engine.errors import InvalidStateError
from briscola.engine.state import GameState

HEADER: Final = "briscola-deal 1"
SECRET_BITS: Final = 128
_SECRET: Final = re.compile(r"[0-9a-f]{32}")
_FINGERPRINT: Final = re.compile(r"[0-9a-f]{64}")


def new_secret(rng: random.Random) -> str:
    """A fresh secret from the page's random source: 32 lower-case hex digits."""
    return f"{rng.getrandbits(SECRET_BITS):032x}"


def deal_text(hand: GameState, secret: str) -> str:
    """The text whose SHA-256 is the fingerprint: the deal as it was dealt, then the secret.

    >>> from briscola.engine.rules import Rules
    >>> hand = GameState.new(Rules(), random.Random(1))
    >>> print(deal_text(hand, "0" * 32), end="")  # doctest: +ELLIPSIS
    briscola-deal 1
    rules {"best_of":1,"cappotto_double":false,"deck":40,"hand_size":3,"players":2,...}
    dealer ...
    hand 0 ...
    hand 1 ...
    stock ...
    secret 00000000000000000000000000000000
    """
    check_secret(secret)
    rules = json.dumps(hand.rules.to_json(), sort_keys=True, separators=(",", ":"))
    lines = [HEADER, f"rules {rules}", f"dealer {hand.dealer}"]
    lines += [f"hand {seat} {' '.join(codes(cards))}" for seat, cards in enumerate(hand.dealt)]
    lines += [" ".join(["stock", *codes(hand.initial_stock)]), f"secret {secret}"]
    return "\n".join(lines) + "\n"


def fingerprint(hand: GameState, secret: str) -> str:
    """The deal's fingerprint: SHA-256 of :func:`deal_text`, 64 lower-case hex digits."""
    return hashlib.sha256(deal_text(hand, secret).encode("utf-8")).hexdigest()


def check_secret(secret: str) -> None:
    """Refuse anything but 32 lower-case hex digits."""
    if not isinstance(secret, str) or not _SECRET.fullmatch(secret):
        raise InvalidStateError("the secret must be 32 lower-case hex digits")


def verify(expected: str, secret: str, hand: GameState) -> bool:
    """True when ``expected`` is the fingerprint of ``hand``'s deal with ``secret``;
    :class:`InvalidStateError` when either is not written as a fingerprint or a secret is.

    >>> from briscola.engine.rules import Rules
    >>> hand = GameState.new(Rules(), random.Random(1))
    >>> secret = new_secret(random.Random(2))
    >>> verify(fingerprint(hand, secret), secret, hand)
    True
    >>> verify(fingerprint(hand, secret), "f" * 32, hand)
    False
    """
    if not isinstance(expected, str) or not _FINGERPRINT.fullmatch(expected):
        raise InvalidStateError("the fingerprint must be 64 lower-case hex digits")
    check_secret(secret)
    return fingerprint(hand, secret) == expected
