"""What the network table asks of the page's WebRTC transport (``briscola/ui/peers.py``), and
what the transport tells it back: plain data, so that the handlers are tested without a
browser.

The host's page holds one peer connection per guest, by the guest's seat; a guest's page one,
to the host (seat 0).
"""

from __future__ import annotations

from typing import Final

from briscola.engine.tuples import NamedTuple

HOST: Final = 0
"""The host's seat: a guest's page has its one connection to it."""


# -- requests: carried out by the transport -------------------------------------------------


class MakeOffer(NamedTuple):
    """Host: a new connection for the guest at ``seat`` (any old one closed), its offer
    gathered in full (``stun``: the STUN server's URL, or "" for none)."""

    seat: int
    stun: str


class TakeAnswer(NamedTuple):
    """Host: the guest's answer (SDP) for ``seat``'s connection; the channel should open
    within :data:`briscola.app.online.lobby.OPEN_MS`, or the transport says it failed."""

    seat: int
    sdp: str


class MakeAnswer(NamedTuple):
    """Guest: a new connection to the host that answers its offer (SDP)."""

    sdp: str
    stun: str


class Send(NamedTuple):
    """Send the frame ``text`` on ``seat``'s channel (a guest's page: the host's)."""

    seat: int
    text: str


class HangUp(NamedTuple):
    """Close the connections: ``seat``'s, or every one (None)."""

    seat: int | None = None


Request = MakeOffer | TakeAnswer | MakeAnswer | Send | HangUp


# -- news: what the transport reports --------------------------------------------------------


class OfferMade(NamedTuple):
    """The offer (SDP, its candidates gathered) for ``seat``'s connection."""

    seat: int
    sdp: str


class AnswerMade(NamedTuple):
    """The answer (SDP, its candidates gathered) to the host's offer."""

    sdp: str


class Opened(NamedTuple):
    """``seat``'s channel is open."""

    seat: int


class Closed(NamedTuple):
    """``seat``'s channel closed or its connection failed after it was open."""

    seat: int


class Failed(NamedTuple):
    """``seat``'s connection could not be made: ``why`` is a short code (``no-candidate``:
    the browser found no address to offer; ``timeout``: no channel within the wait;
    ``ice``: the devices could not reach each other; ``error``: the browser refused)."""

    seat: int
    why: str
    detail: str = ""


class Received(NamedTuple):
    """A frame from ``seat``'s channel (any text at all: it is read by the handlers)."""

    seat: int
    text: str


News = OfferMade | AnswerMade | Opened | Closed | Failed | Received
