"""The network table's transport: WebRTC data channels between the pages, no server.

The host's page holds one ``RTCPeerConnection`` per guest (a star), by the guest's seat; a
guest's page one, to the host. An offer and an answer are made with every candidate gathered
first (no trickle: each travels once, in a link), with no ICE server unless the person named
a STUN server. What happens comes back as news (:mod:`briscola.app.online.transport`) through
``report``; every text received goes to the handlers as it came.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, Final

from briscola.app.online.lobby import OPEN_MS
from briscola.app.online.transport import (
    HOST,
    AnswerMade,
    Closed,
    Failed,
    HangUp,
    MakeAnswer,
    MakeOffer,
    News,
    OfferMade,
    Opened,
    Received,
    Request,
    Send,
    TakeAnswer,
)
from briscola.ui import browser
from briscola.ui.browser import JsObject

GATHER_S: Final = 10.0
"""The longest wait for the candidates to be gathered (a STUN server that does not answer)."""
CHANNEL: Final = "briscola"


class Link:
    """One peer connection and its data channel."""

    __slots__ = ("connection", "channel", "opened", "closed", "timer")

    def __init__(self, connection: JsObject) -> None:
        self.connection = connection
        self.channel: JsObject = None
        self.opened = False
        self.closed = False
        self.timer: asyncio.TimerHandle | None = None

    def close(self) -> None:
        """Close the channel and the connection (no news follows)."""
        self.closed = True
        if self.timer is not None:
            self.timer.cancel()
        try:
            if self.channel is not None:
                self.channel.close()
            self.connection.close()
        except Exception as error:  # already closed by the browser
            browser.console_info(f"briscola: close: {error}"[:200])


class Peers:
    """The page's connections, by seat."""

    def __init__(self, report: Callable[[News], None]) -> None:
        self.report = report
        self.links: dict[int, Link] = {}
        self._tasks: set[asyncio.Future[None]] = set()

    def carry_out(self, request: Request) -> None:
        """Do what the network table asked."""
        match request:
            case MakeOffer(seat, stun):
                self._run(self._offer(seat, stun))
            case TakeAnswer(seat, sdp):
                self._run(self._take_answer(seat, sdp))
            case MakeAnswer(sdp, stun):
                self._run(self._answer(sdp, stun))
            case Send(seat, text):
                self._send(seat, text)
            case HangUp(seat):
                for number in list(self.links) if seat is None else [seat]:
                    link = self.links.pop(number, None)
                    if link is not None:
                        link.close()

    def _run(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _new(self, seat: int, stun: str) -> Link:
        old = self.links.pop(seat, None)
        if old is not None:
            old.close()
        servers = [{"urls": stun}] if stun else []
        make = browser.peer_connection_class()
        link = Link(make.new(browser.js_object({"iceServers": servers})))
        self.links[seat] = link
        browser.listen(link.connection, "connectionstatechange", lambda _: self._state(seat, link))
        return link

    def _wire(self, seat: int, link: Link, channel: JsObject) -> None:
        link.channel = channel

        def opened(_: object = None) -> None:
            if link.closed or link.opened:
                return
            link.opened = True
            if link.timer is not None:
                link.timer.cancel()
            self.report(Opened(seat))

        def closed(_: object) -> None:
            if link.closed:
                return
            link.closed = True
            self.report(Closed(seat) if link.opened else Failed(seat, "ice", "channel closed"))

        def message(event: JsObject) -> None:
            if not link.closed:
                data = event.data
                self.report(Received(seat, data if isinstance(data, str) else ""))

        browser.listen(channel, "open", opened)
        browser.listen(channel, "close", closed)
        browser.listen(channel, "message", message)
        if str(channel.readyState) == "open":
            opened()

    def _state(self, seat: int, link: Link) -> None:
        state = str(link.connection.connectionState)
        if link.closed or state not in ("failed", "closed"):
            return
        link.closed = True
        if link.timer is not None:
            link.timer.cancel()
        self.report(Closed(seat) if link.opened else Failed(seat, "ice", state))

    async def _gathered(self, link: Link) -> str:
        """The local description once its candidates are gathered (or the wait is over)."""
        connection = link.connection
        loop = asyncio.get_event_loop()
        done: asyncio.Future[None] = loop.create_future()

        def check(_: object = None) -> None:
            if str(connection.iceGatheringState) == "complete" and not done.done():
                done.set_result(None)

        browser.listen(connection, "icegatheringstatechange", check)
        check()
        try:
            await asyncio.wait_for(done, GATHER_S)
        except TimeoutError:
            browser.console_info("briscola: candidates still gathering: sent as they are")
        return str(connection.localDescription.sdp)

    async def _offer(self, seat: int, stun: str) -> None:
        try:
            link = self._new(seat, stun)
            options = browser.js_object({"ordered": True})
            self._wire(seat, link, link.connection.createDataChannel(CHANNEL, options))
            await link.connection.setLocalDescription(await link.connection.createOffer())
            sdp = await self._gathered(link)
        except Exception as error:
            self.report(Failed(seat, "error", str(error)[:200]))
            return
        if not link.closed:
            self.report(OfferMade(seat, sdp))

    async def _take_answer(self, seat: int, sdp: str) -> None:
        link = self.links.get(seat)
        if link is None or link.closed:
            self.report(Failed(seat, "error", "no offer waits for this answer"))
            return
        try:
            answer = browser.js_object({"type": "answer", "sdp": sdp})
            await link.connection.setRemoteDescription(answer)
        except Exception as error:
            link.closed = True
            self.report(Failed(seat, "error", str(error)[:200]))
            return
        loop = asyncio.get_event_loop()
        link.timer = loop.call_later(OPEN_MS / 1000, self._too_late, seat, link)

    def _too_late(self, seat: int, link: Link) -> None:
        if link.opened or link.closed:
            return
        link.close()
        self.report(Failed(seat, "timeout", f"no channel within {OPEN_MS // 1000} s"))

    async def _answer(self, sdp: str, stun: str) -> None:
        try:
            link = self._new(HOST, stun)
            browser.listen(
                link.connection, "datachannel", lambda event: self._wire(HOST, link, event.channel)
            )
            offer = browser.js_object({"type": "offer", "sdp": sdp})
            await link.connection.setRemoteDescription(offer)
            await link.connection.setLocalDescription(await link.connection.createAnswer())
            answer = await self._gathered(link)
        except Exception as error:
            self.report(Failed(HOST, "error", str(error)[:200]))
            return
        if not link.closed:
            self.report(AnswerMade(answer))

    def _send(self, seat: int, text: str) -> None:
        link = self.links.get(seat)
        if link is None or not link.opened or link.closed or link.channel is None:
            return  # a lost link: the page asks for what it missed once it is back
        try:
            link.channel.send(text)
        except Exception as error:
            browser.console_error(f"briscola: send to seat {seat}: {error}"[:200])
