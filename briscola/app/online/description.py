"""A WebRTC session description for a data channel, squeezed to what the other side needs.

A browser's offer or answer is some 800 characters of SDP; a link or a QR code carries
about a hundred bytes instead. What a data channel's peer needs is the ICE user name and
password, the DTLS certificate's fingerprint, the DTLS role, and the candidates (transport,
kind, address, port); everything else in a data channel's SDP is the same in every browser
and is written back by :func:`to_sdp`.

Everything :func:`unpack` reads comes from another device: it is checked whole (lengths,
characters, ports, the number of candidates) and any fault is a :class:`BadDescription`.

>>> fingerprint = ":".join(["9E"] * 32)
>>> text = f'''v=0
... m=application 9 UDP/DTLS/SCTP webrtc-datachannel
... a=candidate:1 1 udp 2113937151 1b35fb79-7231-40e3-a2f3-53b2ed7b787c.local 50160 typ host
... a=ice-ufrag:dgqD
... a=ice-pwd:RHUc8Fa5+o5h+qaKqyx2gblv
... a=fingerprint:sha-256 {fingerprint}
... a=setup:actpass
... '''
>>> offer = from_sdp("offer", text)
>>> len(pack(offer))
84
>>> unpack(pack(offer)) == offer
True
>>> print(to_sdp(offer).splitlines()[9])
a=candidate:0 1 udp 2130706431 1b35fb79-7231-40e3-a2f3-53b2ed7b787c.local 50160 typ host
"""

from __future__ import annotations

import ipaddress
import re
import uuid
from typing import Final, Literal, NamedTuple

Kind = Literal["offer", "answer"]
Setup = Literal["actpass", "active", "passive"]
Transport = Literal["udp", "tcp-active", "tcp-passive", "tcp-so"]
CandidateType = Literal["host", "srflx", "prflx", "relay"]

FORMAT: Final = 1
"""The packed form's version, in its first byte's top four bits."""
MAX_CANDIDATES: Final = 16
KINDS: Final[tuple[Kind, ...]] = ("offer", "answer")
SETUPS: Final[tuple[Setup, ...]] = ("actpass", "active", "passive")
TRANSPORTS: Final[tuple[Transport, ...]] = ("udp", "tcp-active", "tcp-passive", "tcp-so")
TYPES: Final[tuple[CandidateType, ...]] = ("host", "srflx", "prflx", "relay")
HASHES: Final = {"sha-256": 32, "sha-1": 20, "sha-384": 48, "sha-512": 64}
"""The certificate fingerprints' hash functions (RFC 8122) and their digests' lengths."""
TYPE_PREFERENCE: Final = {"host": 126, "prflx": 110, "srflx": 100, "relay": 0}
"""RFC 8445's recommended type preferences, for the priorities :func:`to_sdp` writes."""
_ICE_CHARS: Final = re.compile(r"[A-Za-z0-9+/]+")
_MDNS: Final = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local")
_FAMILIES: Final = ("mdns", "ipv4", "ipv6")


class BadDescription(ValueError):
    """A description that is not one: what is wrong with it, in English, for the log."""


class Candidate(NamedTuple):
    """One ICE candidate: where the other side may reach this device."""

    transport: Transport
    type: CandidateType
    address: str
    """An mDNS name (``<uuid>.local``), an IPv4 or an IPv6 address."""
    port: int


class Description(NamedTuple):
    """What a data channel's peer needs of this side's offer or answer."""

    kind: Kind
    ufrag: str
    pwd: str
    hash: str
    fingerprint: bytes
    setup: Setup
    candidates: tuple[Candidate, ...]


def check(description: Description) -> Description:
    """``description`` itself if it is well formed, else :class:`BadDescription`."""
    d = description
    if d.kind not in KINDS or d.setup not in SETUPS:
        raise BadDescription("unknown kind or setup")
    if d.kind == "answer" and d.setup == "actpass":
        raise BadDescription("an answer takes a DTLS role")
    if not 4 <= len(d.ufrag) <= 256 or not _ICE_CHARS.fullmatch(d.ufrag):
        raise BadDescription("bad ICE user name")
    if not 22 <= len(d.pwd) <= 256 or not _ICE_CHARS.fullmatch(d.pwd):
        raise BadDescription("bad ICE password")
    if HASHES.get(d.hash) != len(d.fingerprint):
        raise BadDescription("bad fingerprint")
    if not 1 <= len(d.candidates) <= MAX_CANDIDATES:
        raise BadDescription(f"1 to {MAX_CANDIDATES} candidates, not {len(d.candidates)}")
    if len(set(d.candidates)) != len(d.candidates):
        raise BadDescription("a candidate twice")
    for candidate in d.candidates:
        if candidate.transport not in TRANSPORTS or candidate.type not in TYPES:
            raise BadDescription("unknown candidate transport or type")
        if not 0 <= candidate.port <= 0xFFFF:
            raise BadDescription("bad port")
        _family(candidate.address)
    return description


def _family(address: str) -> int:
    if _MDNS.fullmatch(address):
        return 0
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        raise BadDescription("a candidate's address is neither an mDNS name nor an IP") from None
    if str(parsed) != address:
        raise BadDescription("a candidate's address is not written as its standard form")
    return 1 if parsed.version == 4 else 2


def from_sdp(kind: Kind, sdp: str) -> Description:
    """The parts of a browser's ``sdp`` (after its candidates were gathered) a peer needs."""
    values: dict[str, str] = {}
    candidates: list[Candidate] = []
    for line in sdp.splitlines():
        if not line.startswith("a="):
            continue
        name, _, value = line[2:].partition(":")
        if name == "candidate":
            found = _candidate(value)
            if found is not None and found not in candidates:
                candidates.append(found)
        elif name in ("ice-ufrag", "ice-pwd", "fingerprint", "setup"):
            values.setdefault(name, value.strip())
    try:
        hash_name, _, hex_digest = values["fingerprint"].partition(" ")
        fingerprint = bytes.fromhex(hex_digest.replace(":", ""))
        setup = values["setup"]
        description = Description(
            kind=kind,
            ufrag=values["ice-ufrag"],
            pwd=values["ice-pwd"],
            hash=hash_name.lower(),
            fingerprint=fingerprint,
            setup=setup,  # type: ignore[arg-type]  # checked below
            candidates=tuple(candidates[:MAX_CANDIDATES]),
        )
    except (KeyError, ValueError) as error:
        raise BadDescription(f"not a data channel's description: {error}") from None
    return check(description)


def _candidate(value: str) -> Candidate | None:
    """A candidate line's transport, type, address and port; None for one this codec leaves
    out (a second component, an unknown transport)."""
    fields = value.split()
    if len(fields) < 8 or fields[1] != "1" or fields[6] != "typ":
        return None
    protocol, address, port, kind = fields[2].lower(), fields[4], fields[5], fields[7]
    if address.lower().endswith(".local"):
        address = address.lower()  # mDNS names are not case-sensitive
    transport: str = protocol
    if protocol == "tcp":
        extra = dict(zip(fields[8::2], fields[9::2], strict=False))
        transport = {"active": "tcp-active", "passive": "tcp-passive", "so": "tcp-so"}.get(
            extra.get("tcptype", ""), ""
        )
    if transport not in TRANSPORTS or kind not in TYPES or not port.isdigit():
        return None
    try:
        _family(address)
    except BadDescription:
        return None
    return Candidate(transport, kind, address, int(port))


def pack(description: Description) -> bytes:
    """The description in a few bytes (see :func:`unpack`)."""
    d = check(description)
    out = bytearray([FORMAT << 4 | KINDS.index(d.kind) << 2 | SETUPS.index(d.setup)])
    for text in (d.ufrag, d.pwd):
        out += bytes([len(text)]) + text.encode("ascii")
    out += bytes([list(HASHES).index(d.hash)]) + d.fingerprint
    out.append(len(d.candidates))
    for c in d.candidates:
        family = _family(c.address)
        out.append(TRANSPORTS.index(c.transport) << 4 | TYPES.index(c.type) << 2 | family)
        if family == 0:
            out += uuid.UUID(c.address.removesuffix(".local")).bytes
        else:
            out += ipaddress.ip_address(c.address).packed
        out += c.port.to_bytes(2, "big")
    return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def take(self, count: int) -> bytes:
        if count < 0 or self.at + count > len(self.data):
            raise BadDescription("the description is cut short")
        part = self.data[self.at : self.at + count]
        self.at += count
        return part

    def byte(self) -> int:
        return self.take(1)[0]

    def text(self) -> str:
        raw = self.take(self.byte())
        if not raw.isascii():
            raise BadDescription("a name that is not ASCII")
        return raw.decode("ascii")


def unpack(data: bytes) -> Description:
    """The description :func:`pack` made of ``data``; :class:`BadDescription` for anything else."""
    reader = _Reader(data)
    head = reader.byte()
    if head >> 4 != FORMAT or head >> 2 & 3 >= len(KINDS) or head & 3 >= len(SETUPS):
        raise BadDescription("not a description of this format")
    kind, setup = KINDS[head >> 2 & 3], SETUPS[head & 3]
    ufrag, pwd = reader.text(), reader.text()
    hash_index = reader.byte()
    if hash_index >= len(HASHES):
        raise BadDescription("unknown fingerprint hash")
    hash_name = list(HASHES)[hash_index]
    fingerprint = reader.take(HASHES[hash_name])
    candidates = []
    for _ in range(reader.byte()):
        flags = reader.byte()
        transport, kind_index, family = flags >> 4, flags >> 2 & 3, flags & 3
        if transport >= len(TRANSPORTS) or family >= len(_FAMILIES):
            raise BadDescription("unknown candidate transport or address family")
        raw = reader.take(4 if family == 1 else 16)
        address = f"{uuid.UUID(bytes=raw)}.local" if family == 0 else str(ipaddress.ip_address(raw))
        port = int.from_bytes(reader.take(2), "big")
        candidates.append(Candidate(TRANSPORTS[transport], TYPES[kind_index], address, port))
    if reader.at != len(data):
        raise BadDescription("bytes after the description")
    return check(Description(kind, ufrag, pwd, hash_name, fingerprint, setup, tuple(candidates)))


def to_sdp(description: Description) -> str:
    """The SDP a browser takes as the other side's description of a data channel."""
    d = check(description)
    fingerprint = ":".join(f"{byte:02X}" for byte in d.fingerprint)
    lines = [
        "v=0",
        "o=- 1 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "a=msid-semantic: WMS",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        "a=mid:0",
    ]
    for index, c in enumerate(d.candidates):
        protocol, _, tcptype = c.transport.partition("-")
        priority = (TYPE_PREFERENCE[c.type] << 24) + ((0xFFFF - index) << 8) + 255
        line = f"a=candidate:{index} 1 {protocol} {priority} {c.address} {c.port} typ {c.type}"
        if c.type != "host":
            line += " raddr 0.0.0.0 rport 0"
        if tcptype:
            line += f" tcptype {tcptype}"
        lines.append(line)
    lines += [
        "a=end-of-candidates",
        f"a=ice-ufrag:{d.ufrag}",
        f"a=ice-pwd:{d.pwd}",
        f"a=fingerprint:{d.hash} {fingerprint}",
        f"a=setup:{d.setup}",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
    ]
    return "\r\n".join(lines) + "\r\n"
