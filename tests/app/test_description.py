"""The squeezed session description: browsers' real offers and answers survive it, and
anything else another device may send is refused with :class:`BadDescription`."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.app.online.description import (
    HASHES,
    KINDS,
    MAX_CANDIDATES,
    SETUPS,
    BadDescription,
    Candidate,
    Description,
    Kind,
    from_sdp,
    pack,
    to_sdp,
    unpack,
)

from ..support.properties import PROPERTY

# Gathered with no STUN server: Chromium's headless shell 153 and Firefox ESR 140's offers.
CHROMIUM_OFFER = """v=0
o=- 2738486495146252913 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:3099828719 1 udp 2113937151 1b35fb79-7231-40e3-a2f3-53b2ed7b787c.local 50160 typ host generation 0 network-cost 999
a=candidate:1940217871 1 udp 2113942271 7340815d-231a-4c71-9309-89e7be56909f.local 34816 typ host generation 0 network-cost 999
a=ice-ufrag:dgqD
a=ice-pwd:RHUc8Fa5+o5h+qaKqyx2gblv
a=ice-options:trickle
a=fingerprint:sha-256 97:13:06:4E:F7:D8:14:42:91:73:F0:69:06:16:A4:B7:03:91:E1:BF:67:1F:28:27:A9:27:5F:71:53:04:63:6D
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
"""  # noqa: E501
FIREFOX_OFFER = """v=0
o=mozilla...THIS_IS_SDPARTA-99.0 3453179009920432628 0 IN IP4 0.0.0.0
s=-
t=0 0
a=sendrecv
a=fingerprint:sha-256 DE:02:60:A8:84:AF:45:3C:9F:D7:19:A5:B4:8F:AE:C5:34:80:FE:2D:23:A7:F2:BE:B9:2E:30:5D:9B:A3:DF:4D
a=group:BUNDLE 0
a=ice-options:trickle
a=msid-semantic:WMS *
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:0 1 UDP 2122187007 5105b88d-2c1f-4a58-a72b-0ab8e4e55b63.local 36625 typ host
a=candidate:1 1 UDP 2122252543 89bf577c-a0a1-460b-96cd-f55f789b8adc.local 37076 typ host
a=candidate:2 1 TCP 2105458943 5105b88d-2c1f-4a58-a72b-0ab8e4e55b63.local 9 typ host tcptype active
a=candidate:3 1 TCP 2105524479 89bf577c-a0a1-460b-96cd-f55f789b8adc.local 9 typ host tcptype active
a=sendrecv
a=end-of-candidates
a=ice-pwd:34ff6f79a46dc235e9bf73c73eecab51
a=ice-ufrag:07c27b6c
a=mid:0
a=setup:actpass
a=sctp-port:5000
a=max-message-size:1073741823
"""  # noqa: E501


@pytest.mark.parametrize("sdp", [CHROMIUM_OFFER, FIREFOX_OFFER], ids=["chromium", "firefox"])
def test_a_browsers_offer_keeps_what_its_peer_needs(sdp: str) -> None:
    offer = from_sdp("offer", sdp)
    assert offer.setup == "actpass" and offer.hash == "sha-256"
    assert len(pack(offer)) < len(sdp) / 5
    assert unpack(pack(offer)) == offer
    rebuilt = to_sdp(offer)
    assert from_sdp("offer", rebuilt) == offer
    for line in sdp.splitlines():
        if line.startswith(("a=ice-", "a=fingerprint", "a=setup")) and "options" not in line:
            assert line in rebuilt.splitlines()


def test_the_firefox_offers_tcp_candidates_keep_their_tcptype() -> None:
    offer = from_sdp("offer", FIREFOX_OFFER)
    assert [c.transport for c in offer.candidates] == ["udp", "udp", "tcp-active", "tcp-active"]
    assert "tcptype active" in to_sdp(offer)


ICE_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/"
ADDRESSES = st.one_of(
    st.uuids().map(lambda u: f"{u}.local"),
    st.ip_addresses().map(str),
)
CANDIDATES = st.builds(
    Candidate,
    st.sampled_from(["udp", "tcp-active", "tcp-passive", "tcp-so"]),
    st.sampled_from(["host", "srflx", "prflx", "relay"]),
    ADDRESSES,
    st.integers(0, 0xFFFF),
)


@st.composite
def descriptions(draw: st.DrawFn) -> Description:
    kind: Kind = draw(st.sampled_from(KINDS))
    setups = [s for s in SETUPS if kind == "offer" or s != "actpass"]
    hash_name = draw(st.sampled_from(sorted(HASHES)))
    return Description(
        kind=kind,
        ufrag=draw(st.text(ICE_CHARS, min_size=4, max_size=256)),
        pwd=draw(st.text(ICE_CHARS, min_size=22, max_size=256)),
        hash=hash_name,
        fingerprint=draw(st.binary(min_size=HASHES[hash_name], max_size=HASHES[hash_name])),
        setup=draw(st.sampled_from(setups)),
        candidates=tuple(
            draw(st.lists(CANDIDATES, min_size=1, max_size=MAX_CANDIDATES, unique=True))
        ),
    )


@settings(PROPERTY, max_examples=60)
@given(descriptions())
def test_every_description_survives_packing_and_sdp(description: Description) -> None:
    assert unpack(pack(description)) == description
    assert from_sdp(description.kind, to_sdp(description)) == description


@settings(PROPERTY, max_examples=60)
@given(descriptions(), st.data())
def test_a_cut_or_changed_packet_is_refused_or_still_a_description(
    description: Description, data: st.DataObject
) -> None:
    packed = pack(description)
    cut = data.draw(st.integers(0, len(packed) - 1))
    with pytest.raises(BadDescription):
        unpack(packed[:cut])
    with pytest.raises(BadDescription):
        unpack(packed + b"\0")
    at = data.draw(st.integers(0, len(packed) - 1))
    changed = bytearray(packed)
    changed[at] ^= data.draw(st.integers(1, 255))
    # Never another error: anything a peer sends is refused or taken as a description.
    with contextlib.suppress(BadDescription):
        unpack(bytes(changed))


TOO_MANY = MAX_CANDIDATES + 1


@pytest.mark.parametrize(
    "change",
    [
        {"ufrag": "abc"},
        {"ufrag": "abcd<"},
        {"pwd": "short"},
        {"fingerprint": bytes(31)},
        {"hash": "md5"},
        {"candidates": ()},
        {"candidates": (Candidate("udp", "host", "evil.example", 1),)},
        {"candidates": (Candidate("udp", "host", "10.0.0.1", 70000),)},
        {"candidates": (Candidate("udp", "host", "010.0.0.1", 1),)},
        {"candidates": tuple(Candidate("udp", "host", "::1", n) for n in range(TOO_MANY))},
        {"candidates": (Candidate("udp", "host", "10.0.0.1", 1),) * 2},
        {"kind": "answer"},  # an answer may not leave the DTLS role open (actpass)
    ],
)
def test_a_malformed_description_is_refused(change: dict[str, Any]) -> None:
    good = from_sdp("offer", CHROMIUM_OFFER)
    with pytest.raises(BadDescription):
        pack(good._replace(**change))


@pytest.mark.parametrize("sdp", ["", "v=0\n", CHROMIUM_OFFER.replace("a=ice-pwd", "a=x")])
def test_an_sdp_without_what_a_peer_needs_is_refused(sdp: str) -> None:
    with pytest.raises(BadDescription):
        from_sdp("offer", sdp)
