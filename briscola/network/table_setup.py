"""What every page of a network table agrees on before the deal: the group, the rules, the
seats (a name, a public key, and for a computer seat its level), the host, the dealer and the
hand's number. The host sends it, signed, as the hand's first message; every later message
names the hand by :attr:`TableSetup.table_id`, a hash of it."""

from __future__ import annotations

import base64
import hashlib
import json
import unicodedata
from collections.abc import Mapping
from typing import Any, Final

from briscola.engine.errors import BriscolaError
from briscola.engine.rules import Rules
from briscola.engine.values import replace, value
from briscola.network.group import GROUPS, Group, decode_number
from briscola.network.identity import PublicKey
from briscola.network.randomness import Randomness
from briscola.setup.levels import PLAYER_NAMES

NAME_LENGTH: Final = 24
"""Longest seat name, in characters."""
NONCE_BYTES: Final = 16


class SetupError(ValueError):
    """A table's setup that is malformed or not a playable table."""


@value
class SeatSetup:
    """One seat: the name shown, the key its messages are signed with, and for a computer
    seat the level that plays it (on the host's page)."""

    name: str
    key: PublicKey
    computer: str | None = None

    def __post_init__(self) -> None:
        if not is_seat_name(self.name):
            raise SetupError(f"a seat's name is 1 to {NAME_LENGTH} printable characters")
        if self.computer is not None and self.computer not in PLAYER_NAMES:
            raise SetupError(f"no computer level {self.computer!r}")


@value
class TableSetup:
    """A hand's table, as every page holds it."""

    rules: Rules
    seats: tuple[SeatSetup, ...]
    host: int
    dealer: int
    hand: int
    nonce: str
    """Random, the same for every hand of the table: with :attr:`hand` it makes the id."""

    def __post_init__(self) -> None:
        n = self.rules.players
        if len(self.seats) != n:
            raise SetupError(f"a table of {n} needs {n} seats, not {len(self.seats)}")
        for name, seat in (("host", self.host), ("dealer", self.dealer)):
            if type(seat) is not int or not 0 <= seat < n:
                raise SetupError(f"the {name} must be a seat from 0 to {n - 1}")
        if self.seats[self.host].computer is not None:
            raise SetupError("the host is a person, not a computer seat")
        if type(self.hand) is not int or not 0 < self.hand < 1000:
            raise SetupError("a hand's number runs from 1 to 999")
        groups = {seat.key.group for seat in self.seats}
        if len(groups) != 1:
            raise SetupError("every seat's key belongs to the same group")
        if len({seat.key.y for seat in self.seats}) != n:
            raise SetupError("two seats have the same key")
        if decode_number(self.nonce, NONCE_BYTES) is None:
            raise SetupError("the table's nonce is 16 bytes of base64")

    @classmethod
    def new(
        cls,
        rules: Rules,
        seats: tuple[SeatSetup, ...],
        *,
        host: int,
        dealer: int,
        randomness: Randomness,
    ) -> TableSetup:
        """The first hand of a new table, with a fresh nonce."""
        nonce = base64.b64encode(randomness.token_bytes(NONCE_BYTES)).decode("ascii")
        return cls(rules, tuple(seats), host, dealer, 1, nonce)

    @property
    def group(self) -> Group:
        """The group every seat's key belongs to, and the table computes in."""
        return self.seats[0].key.group

    @property
    def players(self) -> int:
        """Seats at the table."""
        return self.rules.players

    @property
    def table_id(self) -> bytes:
        """16 bytes naming this hand: a hash of the whole setup."""
        return hashlib.sha256(b"briscola-network table" + canonical(self.to_json())).digest()[:16]

    def plays_for(self, seat: int) -> int:
        """The seat whose page plays ``seat``: itself, or the host for a computer seat."""
        return seat if self.seats[seat].computer is None else self.host

    def next_hand(self, dealer: int) -> TableSetup:
        """The same table's next hand, dealt by ``dealer``."""
        return replace(self, hand=self.hand + 1, dealer=dealer)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data; :meth:`from_json` reads it back."""
        return {
            "group": self.group.name,
            "rules": self.rules.to_json(),
            "seats": [
                {"name": s.name, "key": s.key.to_text(), "computer": s.computer} for s in self.seats
            ],
            "host": self.host,
            "dealer": self.dealer,
            "hand": self.hand,
            "nonce": self.nonce,
        }

    @classmethod
    def from_json(cls, data: Any, groups: Mapping[str, Group] = GROUPS) -> TableSetup:
        """A setup from :meth:`to_json` data, every field checked; raises :class:`SetupError`."""
        if not isinstance(data, dict) or set(data) != _FIELDS:
            raise SetupError(f"a table's setup has exactly the fields {sorted(_FIELDS)}")
        group = groups.get(data["group"]) if isinstance(data["group"], str) else None
        if group is None:
            raise SetupError("the setup names no group this page knows")
        try:
            rules = Rules.from_json(data["rules"])
        except BriscolaError as error:
            raise SetupError(f"the setup's rules: {error}") from None
        seats = data["seats"]
        if not isinstance(seats, list) or not 2 <= len(seats) <= 6:
            raise SetupError("the setup's seats are a list of 2 to 6")
        for name in ("host", "dealer", "hand"):
            if type(data[name]) is not int:
                raise SetupError(f"the setup's {name} is a whole number")
        if not isinstance(data["nonce"], str):
            raise SetupError("the setup's nonce is text")
        return cls(
            rules,
            tuple(_seat_from_json(group, seat) for seat in seats),
            data["host"],
            data["dealer"],
            data["hand"],
            data["nonce"],
        )


_FIELDS: Final = frozenset({"group", "rules", "seats", "host", "dealer", "hand", "nonce"})
_SEAT_FIELDS: Final = frozenset({"name", "key", "computer"})


def _seat_from_json(group: Group, data: Any) -> SeatSetup:
    if not isinstance(data, dict) or set(data) != _SEAT_FIELDS:
        raise SetupError(f"a seat has exactly the fields {sorted(_SEAT_FIELDS)}")
    key = PublicKey.from_text(data["key"], group)
    if key is None:
        raise SetupError("a seat's key is not a key of the group")
    computer = data["computer"]
    if computer is not None and not isinstance(computer, str):
        raise SetupError("a seat's computer level is text or null")
    if not isinstance(data["name"], str):
        raise SetupError("a seat's name is text")
    return SeatSetup(data["name"], key, computer)


def is_seat_name(name: Any) -> bool:
    """True for a name a seat may show: 1 to :data:`NAME_LENGTH` characters, none of them a
    control, format or unassigned character, not blank (shown as text, never markup).

    >>> is_seat_name("Anna 🃏"), is_seat_name(" "), is_seat_name("a\\u202eb"), is_seat_name(7)
    (True, False, False, False)
    """
    return (
        isinstance(name, str)
        and 0 < len(name) <= NAME_LENGTH
        and bool(name.strip())
        and not any(unicodedata.category(c).startswith("C") for c in name)
    )


def canonical(data: Any) -> bytes:
    """The one byte string of JSON data that is signed and hashed: sorted keys, no spaces,
    UTF-8."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
