"""Where the protocol's secrets come from: anything that gives random bytes (``secrets`` in
CPython, ``crypto.getRandomValues`` in the page), never ``random``."""

from __future__ import annotations

import secrets
from collections.abc import MutableSequence
from typing import Protocol, TypeVar

T = TypeVar("T")


class Randomness(Protocol):
    """A source of unpredictable bytes."""

    def token_bytes(self, count: int) -> bytes:
        """``count`` random bytes."""
        ...


class SystemRandomness:
    """The operating system's randomness, through :mod:`secrets`."""

    def token_bytes(self, count: int) -> bytes:
        """``count`` bytes from ``secrets.token_bytes``."""
        return secrets.token_bytes(count)


def below(randomness: Randomness, bound: int) -> int:
    """A uniform number from 0 to ``bound - 1`` (by rejection: no bias).

    >>> class Fixed:
    ...     def token_bytes(self, count):
    ...         return bytes([0x70] * count)
    >>> below(Fixed(), 10)  # the top four bits of 0x70
    7
    """
    if bound < 1:
        raise ValueError(f"no number below {bound}")
    bits = (bound - 1).bit_length()
    size = (bits + 7) // 8
    while True:
        number = int.from_bytes(randomness.token_bytes(size), "big") >> (8 * size - bits)
        if number < bound:
            return number


def shuffle(randomness: Randomness, items: MutableSequence[T]) -> None:
    """Shuffle ``items`` in place, every order equally likely (Fisher–Yates)."""
    for last in range(len(items) - 1, 0, -1):
        other = below(randomness, last + 1)
        items[last], items[other] = items[other], items[last]
