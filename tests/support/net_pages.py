"""Pages of one network table in one process: each a controller on its own store, their
transport faked (an offer or an answer is a browser's real SDP, a channel opens when the
host takes the answer, frames go straight to the other page), and the small group of the
protocol's tests, so that a whole hand costs a moment."""

from __future__ import annotations

import json
import random
from collections import deque
from collections.abc import Callable
from typing import Any

from briscola.app.acts import Act
from briscola.app.commands import Click, Command, ComputerMoved, HoldOver, Peer
from briscola.app.controller import Controller
from briscola.app.effects import Effect, Wire
from briscola.app.handlers.playing import ComputerTurn, HoldTrick
from briscola.app.online.transport import (
    HOST,
    AnswerMade,
    Closed,
    HangUp,
    MakeAnswer,
    MakeOffer,
    OfferMade,
    Opened,
    Received,
    Send,
    TakeAnswer,
)
from briscola.app.saved.storage import MemoryStore, save_settings
from briscola.app.screens.page import screen_name
from briscola.network import Group
from briscola.setup.settings import Settings
from tests.support.controller import FakeClock, FakeLock
from tests.support.stores import NS

TEST_GROUP = Group("test128", 0x945C105052DA17C6D2DB7177E104A0CF)
"""A 128-bit safe prime (2 generates its residues): fast, and insecure."""
URL = "https://example.org/briscola/"

FINGERPRINT = ":".join(["9E"] * 32)


def sdp(kind: str, port: int) -> str:
    """A data channel's SDP as a browser gathers it (one mDNS host candidate)."""
    setup = "actpass" if kind == "offer" else "active"
    return (
        "v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
        "a=candidate:1 1 udp 2113937151 1b35fb79-7231-40e3-a2f3-53b2ed7b787c.local"
        f" {port} typ host\r\n"
        "a=ice-ufrag:dgqD\r\na=ice-pwd:RHUc8Fa5+o5h+qaKqyx2gblv\r\n"
        f"a=fingerprint:sha-256 {FINGERPRINT}\r\na=setup:{setup}\r\n"
    )


class Clock(FakeClock):
    """A clock the test moves on."""

    def __init__(self) -> None:
        self.now = 1_797_000_000_000.0

    def now_ms(self) -> float:
        return self.now


class Pages:
    """The host's page (0) and the friends' pages, by their seat; their frames in flight."""

    def __init__(self, settings: Settings, seed: int = 1) -> None:
        self.pages: dict[int, Controller] = {}
        self.stores: dict[int, MemoryStore] = {}
        self.inbox: deque[tuple[int, Command]] = deque()
        """Commands for pages, in the order the transport would deliver them."""
        self.offers: dict[int, str] = {}
        """The last SDP offered per guest seat (an answer opens the channel)."""
        self.open: set[int] = set()
        """The guest seats whose channel is open."""
        self.effects: dict[int, list[Effect]] = {}
        self.seed = seed
        self.clock = Clock()
        self.add(HOST, settings)

    def add(
        self, seat: int, settings: Settings | None = None, store: MemoryStore | None = None
    ) -> Controller:
        """A page for ``seat`` (a fresh one, or one reloaded on ``store``)."""
        if store is None:
            store = MemoryStore()
            if settings is not None:
                save_settings(store, NS, settings)
        page = Controller(
            store,
            NS,
            FakeLock(),
            self.clock,
            random.Random(self.seed + seat),
            page_url=URL,
            abilities=("webrtc",),
            net_group=TEST_GROUP,
        )
        self.pages[seat], self.stores[seat] = page, store
        self.carry(seat, page.render())
        self.carry(seat, page.handle(Click("dismiss")))
        return page

    def run(self, seat: int, command: Command) -> list[Effect]:
        """``command`` on ``seat``'s page, its effects carried out."""
        effects = self.pages[seat].handle(command)
        self.carry(seat, effects)
        return effects

    def carry(self, seat: int, effects: list[Effect]) -> None:
        """What the fake transport does with ``seat``'s page's requests."""
        self.effects.setdefault(seat, []).extend(effects)
        for effect in effects:
            if not isinstance(effect, Wire):
                continue
            match effect.request:
                case MakeOffer(guest, _):
                    self.offers[guest] = sdp("offer", 50000 + guest)
                    self.inbox.append((seat, Peer(OfferMade(guest, self.offers[guest]))))
                case MakeAnswer(_, _):
                    self.inbox.append((seat, Peer(AnswerMade(sdp("answer", 40000 + seat)))))
                case TakeAnswer(guest, _):
                    self.open.add(guest)
                    self.inbox.append((HOST, Peer(Opened(guest))))
                    self.inbox.append((guest, Peer(Opened(HOST))))
                case Send(to, text):
                    if seat == HOST and to in self.open and to in self.pages:
                        self.inbox.append((to, Peer(Received(HOST, text))))
                    elif seat != HOST and seat in self.open:
                        self.inbox.append((HOST, Peer(Received(seat, text))))
                case HangUp(to):
                    for guest in list(self.open) if to is None else [to]:
                        self.drop(guest)

    def drop(self, guest: int) -> None:
        """``guest``'s channel closes: both ends hear of it."""
        if guest in self.open:
            self.open.discard(guest)
            self.inbox.append((HOST, Peer(Closed(guest))))
            if guest in self.pages:
                self.inbox.append((guest, Peer(Closed(HOST))))

    def deliver(self) -> bool:
        """The oldest command in flight reaches its page; False if none was in flight."""
        if not self.inbox:
            return False
        seat, command = self.inbox.popleft()
        if seat in self.pages:
            self.run(seat, command)
        return True

    def settle(self) -> None:
        """Deliver until nothing is in flight."""
        while self.deliver():
            pass

    def invite(self) -> None:
        """The host clicks "Invita un amico"."""
        self.run(HOST, Click(Act.INVITE))
        self.settle()

    def join(self, seat: int, name: str) -> Controller:
        """A friend opens the invitation for ``seat``, replies, and the host takes the reply."""
        link = self.pages[HOST].state.net.seats[seat].invite
        assert link, f"no invitation for seat {seat}"
        page = self.add_with_link(seat, link)
        self.run(seat, Click(Act.NET_JOIN, name))
        self.settle()
        reply = page.state.net.reply
        assert reply
        self.run(HOST, Click(Act.NET_REPLY, reply))
        self.settle()
        return page

    def add_with_link(self, seat: int, link: str, store: MemoryStore | None = None) -> Controller:
        """``seat``'s page opened with ``link`` (on ``store``, if it is a reload)."""
        store = store if store is not None else MemoryStore()
        page = Controller(
            store,
            NS,
            FakeLock(),
            self.clock,
            random.Random(self.seed + seat),
            page_url=URL,
            abilities=("webrtc",),
            net_link=link.partition("#")[2],
            net_group=TEST_GROUP,
        )
        self.pages[seat], self.stores[seat] = page, store
        self.carry(seat, page.render())
        return page

    def step(
        self, choose: Callable[[list[tuple[str, str]]], tuple[str, str]] | None = None
    ) -> bool:
        """One thing happens: a frame delivered, a held trick over, a computer's move, or a
        person's move (the first offer, or ``choose``'s); False when nothing is left."""
        if self.deliver():
            return True
        for seat, page in self.pages.items():
            wait = page.waiting()
            if isinstance(wait, HoldTrick):
                self.run(seat, HoldOver(wait.token))
                return True
            if isinstance(wait, ComputerTurn):
                action = wait.player.choose(wait.view, wait.rng)
                self.run(seat, ComputerMoved(wait.generation, wait.seat, action))
                return True
        for seat, page in self.pages.items():
            if screen_name(page.state) != "table":
                continue
            table = page.page().table
            if table is None or not table.my_turn:
                continue
            offers = [("play", c.action) for c in table.hand if c.playable]
            offers += [("bid", o.action) for o in table.bid_offers]
            offers += [("call", o.action) for o in table.call_offers]
            if offers:
                self.run(seat, Click(*(choose(offers) if choose else offers[0])))
                return True
        return False

    def play_out(self, limit: int = 5_000) -> int:
        """Step until nothing is left; the steps taken."""
        for count in range(limit):
            if not self.step():
                return count
        raise AssertionError("the table did not settle")


def cards_in(value: Any) -> set[str]:
    """Every card code a stored value spells as a JSON string of its own (a move's, a
    hand's), looking into JSON text nested in strings (the snapshot's messages)."""
    found: set[str] = set()
    if isinstance(value, dict):
        for item in value.values():
            found |= cards_in(item)
    elif isinstance(value, list):
        for item in value:
            found |= cards_in(item)
    elif isinstance(value, str):
        if value[:1] in "{[":
            try:
                return cards_in(json.loads(value))
            except ValueError:
                return found
        if len(value) == 2 and value[0] in "A234567FCR" and value[1] in "DCSB":
            found.add(value)
    return found
