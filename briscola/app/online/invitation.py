"""The two links of a network table: the host's invitation and the guest's reply.

An invitation carries what a friend's page needs to join one seat: the seat, the table (its
size and variant, for the page to say what it is), the host's name and public key, and the
host's WebRTC offer (:mod:`briscola.app.online.description`). A reply carries the guest's
seat, name and public key and the guest's answer. Each is a few hundred bytes, written as
base64url in the URL's fragment (``#invito=…``, ``#risposta=…``), which no server receives.

Everything :func:`read_invitation` and :func:`read_reply` read comes from another device:
bounded, checked whole, and any fault is a :class:`BadLink`.

>>> from briscola.app.online.description import Candidate, Description
>>> offer = Description("offer", "dgqD", "RHUc8Fa5+o5h+qaKqyx2gblv", "sha-256", bytes(32),
...     "actpass", (Candidate("udp", "host", "192.168.1.2", 50160),))
>>> invite = Invitation(1, 2, "classic", "Anna", bytes(range(192)), offer)
>>> link = invitation_link("https://example.org/briscola/", invite)
>>> link.startswith("https://example.org/briscola/#invito="), len(link) < 450
(True, True)
>>> read_invitation(link) == invite
True
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Final

from briscola.app.online.description import BadDescription, Description, pack, unpack
from briscola.engine.tuples import NamedTuple
from briscola.engine.variants import TABLES, VARIANTS

FORMAT: Final = 1
"""The links' version, in the top four bits of their first byte."""
INVITE_KEY: Final = "invito"
REPLY_KEY: Final = "risposta"
"""The fragment's names: ``#invito=<code>`` and ``#risposta=<code>``."""
MAX_CODE: Final = 1_500
"""Longest code read, in characters (a real one is 400–500)."""
MAX_NAME_BYTES: Final = 96
MAX_KEY_BYTES: Final = 512
_INVITE, _REPLY = 0, 1
_AGAIN: Final = 0b1000
"""An invitation's flag: the seat's page was at this table already (after a lost link)."""
_CODE: Final = re.compile(r"[A-Za-z0-9_-]+")


class BadLink(ValueError):
    """A link or code that is not an invitation (or a reply) of this page, in English."""


class Invitation(NamedTuple):
    """The host's invitation to one seat."""

    seat: int
    players: int
    variant: str
    host_name: str
    host_key: bytes
    """The host's public key, as the protocol's key text decoded from base64."""
    offer: Description
    again: bool = False
    """Sent after a lost link: the guest's page goes on with the table it saved."""


class Reply(NamedTuple):
    """The guest's reply to an invitation."""

    seat: int
    name: str
    key: bytes
    answer: Description


def _code(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _bytes_of(text: str) -> bytes:
    if not 1 <= len(text) <= MAX_CODE or not _CODE.fullmatch(text):
        raise BadLink("not a code of this page")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise BadLink("not base64url") from None


def code_in(text: str, key: str) -> str:
    """The code in ``text``: a whole link (its fragment's ``key=``), a fragment, or the bare
    code, spaces around it ignored.

    >>> code_in(" https://x.org/#risposta=AbC_- ", "risposta"), code_in("AbC", "risposta")
    ('AbC_-', 'AbC')
    """
    text = text.strip()[: MAX_CODE + 1_000]
    _, hash_sign, fragment = text.partition("#")
    if hash_sign:
        text = fragment
    name, equals, value = text.partition("=")
    if equals:
        if name != key:
            raise BadLink(f"a link of another kind ({name[:20]!r})")
        text = value
    return text


def _text(reader: _Reader, what: str) -> str:
    raw = reader.take(reader.byte())
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadLink(f"{what} is not UTF-8") from None


def _name_bytes(name: str) -> bytes:
    raw = name.encode("utf-8")
    if not 1 <= len(raw) <= MAX_NAME_BYTES:
        raise BadLink("a name of 1 to 96 bytes")
    return bytes([len(raw)]) + raw


def _key_bytes(key: bytes) -> bytes:
    if not 1 <= len(key) <= MAX_KEY_BYTES:
        raise BadLink("a key of 1 to 512 bytes")
    return len(key).to_bytes(2, "big") + key


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, count: int) -> bytes:
        if self.at + count > len(self.data):
            raise BadLink("the code is cut short")
        part = self.data[self.at : self.at + count]
        self.at += count
        return part

    def byte(self) -> int:
        return self.take(1)[0]

    def key(self) -> bytes:
        size = int.from_bytes(self.take(2), "big")
        if not 1 <= size <= MAX_KEY_BYTES:
            raise BadLink("a key of 1 to 512 bytes")
        return self.take(size)

    def description(self, kind: str) -> Description:
        try:
            description = unpack(self.data[self.at :])
        except BadDescription as error:
            raise BadLink(f"the connection's description: {error}") from None
        if description.kind != kind:
            raise BadLink(f"an {description.kind} where an {kind} goes")
        self.at = len(self.data)
        return description


def _head(reader: _Reader, kind: int) -> int:
    head = reader.byte()
    if head >> 4 != FORMAT or head & 0b111 != kind:
        raise BadLink("not a link of this version")
    return head


def invitation_code(invite: Invitation) -> str:
    """The invitation as base64url text."""
    variant = invite.variant.encode("ascii")
    data = (
        bytes([FORMAT << 4 | (_AGAIN if invite.again else 0) | _INVITE, invite.seat])
        + bytes([invite.players, len(variant)])
        + variant
        + _name_bytes(invite.host_name)
        + _key_bytes(invite.host_key)
        + pack(invite.offer)
    )
    return _code(data)


def read_invitation(text: str) -> Invitation:
    """The invitation in ``text`` (a link, its fragment or the code); :class:`BadLink`."""
    reader = _Reader(_bytes_of(code_in(text, INVITE_KEY)))
    head = _head(reader, _INVITE)
    seat, players = reader.byte(), reader.byte()
    variant = _text(reader, "the variant")
    if players not in TABLES or not 1 <= seat < players:
        raise BadLink("no such seat at a table of this page")
    found = VARIANTS.get(variant)
    if found is None or not found.plays(players):
        raise BadLink("a variant this table does not play")
    host_name = _text(reader, "the host's name")
    host_key = reader.key()
    offer = reader.description("offer")
    return Invitation(seat, players, variant, host_name, host_key, offer, bool(head & _AGAIN))


def reply_code(reply: Reply) -> str:
    """The reply as base64url text."""
    data = (
        bytes([FORMAT << 4 | _REPLY, reply.seat])
        + _name_bytes(reply.name)
        + _key_bytes(reply.key)
        + pack(reply.answer)
    )
    return _code(data)


def read_reply(text: str) -> Reply:
    """The reply in ``text`` (a link, its fragment or the code); :class:`BadLink`."""
    reader = _Reader(_bytes_of(code_in(text, REPLY_KEY)))
    _head(reader, _REPLY)
    seat = reader.byte()
    if not 1 <= seat < max(TABLES):
        raise BadLink("no such seat")
    name = _text(reader, "the name")
    key = reader.key()
    return Reply(seat, name, key, reader.description("answer"))


def invitation_link(page_url: str, invite: Invitation) -> str:
    """The link that opens the page on the invitation."""
    return f"{page_url}#{INVITE_KEY}={invitation_code(invite)}"


def reply_link(page_url: str, reply: Reply) -> str:
    """The link that brings the reply to the host's page."""
    return f"{page_url}#{REPLY_KEY}={reply_code(reply)}"


def key_bytes(key_text: str) -> bytes:
    """A public key's text (base64, as the protocol writes it) as bytes for a link."""
    return base64.b64decode(key_text)


def key_text(data: bytes) -> str:
    """The public key's text of a link's key bytes (the protocol checks it)."""
    return base64.b64encode(data).decode("ascii")
