"""A message on the wire: a JSON object of exactly eight fields, at most :data:`MAX_CHARS`
long and :data:`MAX_DEPTH` deep, signed by the seat it comes from.

``{"net": 1, "table": id, "seat": s, "seq": n, "seen": [...], "kind": k, "body": {...},
"sig": signature}``: ``table`` names the hand (:attr:`TableSetup.table_id`, base64), ``seq``
counts the seat's messages of the hand from 0, ``seen`` how many messages of each seat the
sender had taken in when it wrote this one (what the message follows: a page takes it in only
after those, and judges it by them), ``kind`` says what the body is (``bodies.py`` reads
it), and ``sig`` signs the canonical JSON of the other seven fields (sorted keys, no spaces,
UTF-8).
"""

from __future__ import annotations

import base64
from typing import Any, Final

from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import loads_bounded
from briscola.engine.tuples import NamedTuple
from briscola.network.identity import Identity
from briscola.network.randomness import Randomness
from briscola.network.reasons import Refusal
from briscola.network.table_setup import canonical

VERSION: Final = 1
MAX_CHARS: Final = 65_536
"""Longest message: a locked deck of 40 cards in the largest group is about 15,000."""
MAX_DEPTH: Final = 5
"""Deepest nesting: an envelope, its body, a list of boxes, a box, its positions."""
KINDS: Final = frozenset(
    {"setup", "shuffle", "unlock", "keys", "show", "move", "stop", "reveal", "sync"}
)
FIELDS: Final = frozenset({"net", "table", "seat", "seq", "seen", "kind", "body", "sig"})


class WireError(Exception):
    """A message refused, with the reason, the seat it claims to be from (None if it names
    none that can be read) and a short detail."""

    def __init__(self, reason: Refusal, seat: int | None, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.seat = seat
        self.detail = detail


class Envelope(NamedTuple):
    """A message read from the wire, its signature not yet checked."""

    table: str
    seat: int
    seq: int
    seen: tuple[int, ...]
    kind: str
    body: dict[str, Any]
    signature: str

    def signed_bytes(self) -> bytes:
        """The bytes the signature covers."""
        return signed_bytes(self.table, self.seat, self.seq, self.seen, self.kind, self.body)


def signed_bytes(
    table: str, seat: int, seq: int, seen: tuple[int, ...], kind: str, body: dict[str, Any]
) -> bytes:
    """The canonical JSON of a message without its signature."""
    message = {"net": VERSION, "table": table, "seat": seat, "seq": seq, "seen": list(seen)}
    return canonical(message | {"kind": kind, "body": body})


def read_envelope(text: Any) -> Envelope:
    """The envelope of ``text`` (str or bytes); raises :class:`WireError` for anything that
    is not one: too long, too deep, not JSON, a missing or unknown field, a wrong type."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise WireError(Refusal.NOT_JSON, None, f"a message is text, not {type(text).__name__}")
    if len(text) > MAX_CHARS:
        raise WireError(Refusal.TOO_LONG, None, f"{len(text):,} characters (at most {MAX_CHARS:,})")
    try:
        data = loads_bounded(text, "a message", max_chars=MAX_CHARS, max_depth=MAX_DEPTH)
    except InvalidStateError as error:
        reason = Refusal.TOO_DEEP if "levels deep" in str(error) else Refusal.NOT_JSON
        raise WireError(reason, None, str(error)) from None
    if not isinstance(data, dict):
        raise WireError(Refusal.NOT_AN_OBJECT, None, f"a message is an object, not {_kind(data)}")
    seat = data.get("seat")
    named = seat if type(seat) is int and 0 <= seat < 6 else None
    unknown = sorted(set(data) - FIELDS)
    if unknown:
        raise WireError(Refusal.UNKNOWN_FIELD, named, f"unknown field {unknown[0][:40]!r}")
    missing = sorted(FIELDS - set(data))
    if missing:
        raise WireError(Refusal.MISSING_FIELD, named, f"missing field {missing[0]!r}")
    types: tuple[tuple[str, type], ...] = (
        ("net", int),
        ("table", str),
        ("seat", int),
        ("seq", int),
        ("seen", list),
        ("kind", str),
        ("body", dict),
        ("sig", str),
    )
    for name, kind in types:
        if type(data[name]) is not kind:
            raise WireError(Refusal.WRONG_TYPE, named, f"{name} must be {kind.__name__}")
    if data["net"] != VERSION:
        raise WireError(Refusal.BAD_VALUE, named, f"protocol version {data['net']} (this is 1)")
    if data["kind"] not in KINDS:
        raise WireError(Refusal.BAD_VALUE, named, f"no message kind {data['kind'][:20]!r}")
    if not 0 <= data["seq"] < 100_000:
        raise WireError(Refusal.BAD_VALUE, named, "seq out of range")
    seen = data["seen"]
    if len(seen) > 6 or any(type(n) is not int or not 0 <= n < 100_000 for n in seen):
        raise WireError(Refusal.BAD_VALUE, named, "seen is a count of messages per seat")
    return Envelope(
        data["table"],
        data["seat"],
        data["seq"],
        tuple(seen),
        data["kind"],
        data["body"],
        data["sig"],
    )


def write_message(
    identity: Identity,
    randomness: Randomness,
    table: bytes,
    seat: int,
    seq: int,
    seen: tuple[int, ...],
    kind: str,
    body: dict[str, Any],
) -> str:
    """The wire text of a message, signed by ``identity``."""
    table_text = base64.b64encode(table).decode("ascii")
    signature = identity.sign(signed_bytes(table_text, seat, seq, seen, kind, body), randomness)
    message = {
        "net": VERSION,
        "table": table_text,
        "seat": seat,
        "seq": seq,
        "seen": list(seen),
        "kind": kind,
        "body": body,
        "sig": signature,
    }
    return canonical(message).decode("utf-8")


def _kind(data: Any) -> str:
    return {list: "an array", str: "a string", bool: "true or false", type(None): "null"}.get(
        type(data), "a number"
    )
