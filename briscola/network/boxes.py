"""Sealed boxes: the card keys one seat sends another, hidden from everyone else (the host
relays every message, so it would read them otherwise).

Each seat publishes a fresh Diffie–Hellman key per hand (``g^t``); the two seats of a box share
``g^(t1·t2)``, and the box is its bytes XORed with a SHA-256 stream of that secret, the table,
both seats and the box's place in the transcript (never used twice). The box needs no
authentication of its own: the whole message is signed by its sender. When the hand ends each
seat reveals ``t``, and every page opens every box to check what was in it.
"""

from __future__ import annotations

import hashlib

from briscola.network.group import Group


def shared_secret(group: Group, their_public: int, my_secret: int) -> int:
    """The Diffie–Hellman secret of two seats (either side computes the same)."""
    return pow(their_public, group.even(my_secret), group.p)


def box_stream(group: Group, secret: int, context: bytes, length: int) -> bytes:
    """``length`` bytes of the stream for the box named by ``context``."""
    key = hashlib.sha256(b"briscola-network box" + secret.to_bytes(group.size, "big")).digest()
    blocks = (length + 31) // 32
    return b"".join(
        hashlib.sha256(key + context + block.to_bytes(4, "big")).digest() for block in range(blocks)
    )[:length]


def seal(group: Group, secret: int, context: bytes, plain: bytes) -> bytes:
    """``plain`` sealed for the seat sharing ``secret``; :func:`seal` again opens it.

    >>> from briscola.network.group import GROUPS
    >>> group = GROUPS["modp1536"]
    >>> box = seal(group, 12345, b"ctx", b"card keys")
    >>> box != b"card keys", seal(group, 12345, b"ctx", box)
    (True, b'card keys')
    """
    stream = box_stream(group, secret, context, len(plain))
    mixed = int.from_bytes(plain, "big") ^ int.from_bytes(stream, "big")
    return mixed.to_bytes(len(plain), "big")


def box_context(table: bytes, sender: int, recipient: int, seq: int, entry: int) -> bytes:
    """What makes a box's stream its own: the table, its two seats, the sender's message number
    and the box's place in it."""
    return table + bytes([sender, recipient]) + seq.to_bytes(4, "big") + entry.to_bytes(2, "big")
