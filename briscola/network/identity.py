"""A seat's identity: a Schnorr key pair over the table's group, which signs every message the
seat sends, so that no one (not even the host relaying it) can write a message for another
seat.

A signature on ``message`` by the secret ``x`` (public ``y = g^x``) is ``(e, s)`` with
``r = g^k`` for a fresh secret ``k``, ``e = H(r, y, message)`` and ``s = k + e·x mod q``; it
checks when ``H(g^s · y^-e, y, message) = e``.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Mapping
from typing import Any

from briscola.engine.values import value
from briscola.network.group import DEFAULT_GROUP, GROUPS, Group, decode_number
from briscola.network.randomness import Randomness

CHALLENGE_BYTES = 32
"""The challenge ``e`` is a SHA-256 digest."""


@value
class PublicKey:
    """A seat's public key ``y = g^x``, an element of the subgroup."""

    group: Group
    y: int

    def to_text(self) -> str:
        """The key as base64 text (what an invitation or a reply carries)."""
        return self.group.element_text(self.y)

    @classmethod
    def from_text(cls, text: Any, group: Group | None = None) -> PublicKey | None:
        """The key ``text`` holds, or None unless it is a subgroup element of ``group`` (by
        default the group new tables use)."""
        group = GROUPS[DEFAULT_GROUP] if group is None else group
        y = group.element_from_text(text) if isinstance(text, str) else None
        return cls(group, y) if y is not None and group.is_element(y) else None

    def verify(self, message: bytes, signature: str) -> bool:
        """True when ``signature`` (from :meth:`Identity.sign`) signs ``message`` by this key."""
        group = self.group
        numbers = _split_signature(group, signature)
        if numbers is None:
            return False
        e, s = numbers
        r = group.power_of_g(s) * pow(self.y, -e, group.p) % group.p
        return _challenge(group, r, self.y, message) == e


class Identity:
    """A seat's secret key, which signs its messages; keep it with the page's saved data."""

    __slots__ = ("group", "secret", "public")

    group: Group
    secret: int
    public: PublicKey

    def __init__(self, group: Group, secret: int) -> None:
        if type(secret) is not int or not 0 < secret < group.q:
            raise ValueError("a secret key is a number from 1 to q - 1")
        self.group = group
        self.secret = secret
        self.public = PublicKey(group, group.power_of_g(secret))

    @classmethod
    def generate(cls, randomness: Randomness, group: Group | None = None) -> Identity:
        """A new identity with a secret from ``randomness``, in ``group`` (by default the
        group new tables use)."""
        group = GROUPS[DEFAULT_GROUP] if group is None else group
        return cls(group, group.random_exponent(randomness))

    def sign(self, message: bytes, randomness: Randomness) -> str:
        """A signature of ``message``, as base64 text.

        The nonce mixes fresh randomness with the secret and the message, so that even a
        source that repeats itself never gives the same nonce to two messages.
        """
        group = self.group
        mixed = hashlib.sha256(
            b"briscola-network nonce"
            + randomness.token_bytes(32)
            + self.secret.to_bytes(group.size, "big")
            + message
        ).digest()
        k = 1 + int.from_bytes(mixed + randomness.token_bytes(group.size), "big") % (group.q - 1)
        r = group.power_of_g(k)
        e = _challenge(group, r, self.public.y, message)
        s = (k + e * self.secret) % group.q
        data = e.to_bytes(CHALLENGE_BYTES, "big") + s.to_bytes(group.size, "big")
        return base64.b64encode(data).decode("ascii")

    def to_json(self) -> dict[str, str]:
        """The secret, for the page's own storage only."""
        return {"group": self.group.name, "secret": self.group.element_text(self.secret)}

    @classmethod
    def from_json(cls, data: Any, groups: Mapping[str, Group] = GROUPS) -> Identity:
        """An identity saved by :meth:`to_json`; raises ``ValueError`` if it is damaged."""
        name = data.get("group") if isinstance(data, dict) else None
        group = groups.get(name) if isinstance(name, str) else None
        if group is None or set(data) != {"group", "secret"}:
            raise ValueError("not a saved identity")
        secret = group.exponent_from_text(data["secret"])
        if secret is None:
            raise ValueError("a saved identity's secret is damaged")
        return cls(group, secret)


def _challenge(group: Group, r: int, y: int, message: bytes) -> int:
    digest = hashlib.sha256(
        b"briscola-network signature"
        + r.to_bytes(group.size, "big")
        + y.to_bytes(group.size, "big")
        + message
    ).digest()
    return int.from_bytes(digest, "big")


def _split_signature(group: Group, signature: Any) -> tuple[int, int] | None:
    """``(e, s)`` of a signature's text, or None if it is not one."""
    number = decode_number(signature, CHALLENGE_BYTES + group.size)
    if number is None:
        return None
    e, s = divmod(number, 1 << (8 * group.size))
    return (e, s) if s < group.q else None
