"""The network table in the page's logic: pages of one table in one process, their transport
faked (tests/support/net_pages.py), whole hands played by their offers, a message forged on
the way, a link lost mid-hand and a page reloaded."""

from __future__ import annotations

import json

import pytest

from briscola.app.acts import Act
from briscola.app.commands import Click, Peer, Resume
from briscola.app.effects import Wire
from briscola.app.online.invitation import read_invitation
from briscola.app.online.transport import HOST, Closed, Failed, Received
from briscola.app.screens.page import screen_name
from briscola.i18n import card_name
from briscola.network import Refusal
from briscola.setup.settings import Settings
from tests.support.net_pages import Pages, cards_in
from tests.support.stores import NS

GREEDY = ("greedy",) * 5


def verified(pages: Pages) -> None:
    for seat, page in pages.pages.items():
        table = page.state.net.table
        assert table is not None and table.status == "verified", (seat, table)
        assert screen_name(page.state) == "online"
        online = page.page().online
        assert online is not None and online.stage == "over"
    codes = {page.page().online.code for page in pages.pages.values()}  # type: ignore[union-attr]
    assert len(codes) == 1  # every device shows the same table code


def test_two_people_play_a_whole_hand_and_both_pages_verify_it() -> None:
    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    host = pages.pages[HOST]
    assert [seat.who for seat in host.state.net.seats] == ["host", "guest"]
    invitation = read_invitation(host.state.net.seats[1].invite)
    assert invitation.seat == 1 and invitation.players == 2
    guest = pages.join(1, "Bruno")
    assert screen_name(host.state) == screen_name(guest.state) == "table"
    assert host.state.net.seats[1].name == "Bruno"
    pages.play_out()
    verified(pages)
    outcome = host.state.net.table.verdict.outcome  # type: ignore[union-attr]
    assert sum(outcome.seat_points) == 120


def test_four_in_pairs_with_two_computer_seats() -> None:
    pages = Pages(Settings(players=4, levels=GREEDY, people=(2,)))
    pages.invite()
    whos = [seat.who for seat in pages.pages[HOST].state.net.seats]
    assert whos == ["host", "computer", "guest", "computer"]
    pages.join(2, "Carla")
    pages.play_out()
    verified(pages)


def test_a_chiamata_with_two_people() -> None:
    pages = Pages(Settings(players=5, levels=GREEDY, people=(3,)))
    pages.invite()
    pages.join(3, "Dario")
    pages.play_out()
    verified(pages)
    assert pages.pages[3].state.net.rules.is_chiamata  # type: ignore[union-attr]


def test_three_people_the_host_relaying_between_the_friends() -> None:
    pages = Pages(Settings(players=3, levels=GREEDY, people=(1, 2)))
    pages.invite()
    first = pages.join(1, "Bruno")
    assert first.page().online.stage == "lobby"  # type: ignore[union-attr]
    pages.join(2, "Carla")
    names = [seat.name for seat in first.state.net.seats]
    assert names == ["Giocatore 1", "Bruno", "Carla"]
    pages.play_out()
    verified(pages)


def test_a_guest_page_keeps_no_card_of_the_other_hand() -> None:
    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    guest = pages.join(1, "Bruno")
    for _ in range(40):  # a few moves into the hand
        pages.step()
    host_table = pages.pages[HOST].state.net.table
    assert host_table is not None
    view = host_table.view(0)
    assert view is not None
    public = {card for cards in view.known[1:] for card in cards}  # the face-up trump taken
    hidden = {card for card in view.hand if card not in public}
    stored: set[str] = set()
    for text in pages.stores[1].data.values():
        stored |= cards_in(json.loads(text))
    assert hidden and not {card.code for card in hidden} & stored
    shown = repr(guest.page())
    assert not [card for card in hidden if card_name(card, "it") in shown]


def test_a_forged_message_is_refused_and_named() -> None:
    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    pages.join(1, "Bruno")
    host = pages.pages[HOST]
    table = host.state.net.table
    assert table is not None
    honest = json.loads(table.transcript[-1])
    forged = dict(honest, seq=honest["seq"] + 1, body={"action": {"play": "AD"}, "open": None})
    forged["seat"] = 1
    pages.run(HOST, Peer(Received(1, "N" + json.dumps(forged))))
    assert table.refusals[(1, Refusal.BAD_SIGNATURE)] == 1
    assert "Bruno" in host.state.net.problem
    notice = host.page().notice
    assert notice is not None and "Bruno" in notice.message
    pages.play_out()
    verified(pages)  # the hand went on


def test_a_frame_that_is_no_frame_is_refused_and_named() -> None:
    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    pages.join(1, "Bruno")
    pages.run(HOST, Peer(Received(1, "<img src=x onerror=alert(1)>")))
    assert "Bruno" in pages.pages[HOST].state.net.problem


def test_a_link_lost_mid_hand_the_friend_reloads_with_a_new_invitation() -> None:
    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    pages.join(1, "Bruno")
    for _ in range(60):
        pages.step()
    host = pages.pages[HOST]
    moves = len(host.state.net.table.hand.moves)  # type: ignore[union-attr]
    assert 0 < moves < 40
    store = pages.stores[1]
    del pages.pages[1]  # the friend's page closes
    pages.drop(1)
    pages.settle()
    assert screen_name(host.state) == "online"
    paused = host.page().online
    assert paused is not None and paused.stage == "paused" and paused.links
    link = host.state.net.seats[1].invite
    assert read_invitation(link).again
    guest = pages.add_with_link(1, link, store)  # reopened on the same device
    assert guest.state.net.table is not None  # resumed from its saved table
    pages.settle()
    reply = guest.state.net.reply
    assert reply
    pages.run(HOST, Click(Act.NET_REPLY, reply))
    pages.settle()
    assert screen_name(host.state) == screen_name(guest.state) == "table"
    pages.play_out()
    verified(pages)


def test_the_host_reloads_mid_hand_and_the_friend_pastes_its_new_invitation() -> None:
    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    guest = pages.join(1, "Bruno")
    for _ in range(50):
        pages.step()
    store = pages.stores[HOST]
    del pages.pages[HOST]
    pages.open.clear()
    pages.inbox.clear()
    pages.run(1, Peer(Closed(HOST)))
    assert guest.page().online.stage == "paused"  # type: ignore[union-attr]
    host = pages.add(HOST, store=store)
    pages.run(HOST, Resume())
    pages.settle()
    assert host.state.net.role == "host" and host.state.net.table is not None
    link = host.state.net.seats[1].invite
    assert link
    pages.run(1, Click(Act.NET_INVITATION, link))
    pages.settle()
    pages.run(HOST, Click(Act.NET_REPLY, guest.state.net.reply))
    pages.settle()
    pages.play_out()
    verified(pages)


def test_the_host_gives_a_lost_friends_seat_to_the_computer_after_the_wait() -> None:
    pages = Pages(Settings(players=3, levels=GREEDY, people=(1, 2)))
    pages.invite()
    pages.join(1, "Bruno")
    pages.join(2, "Carla")
    for _ in range(30):
        pages.step()
    del pages.pages[2]
    pages.drop(2)
    pages.settle()
    host = pages.pages[HOST]
    line = host.page().online.seats[2]  # type: ignore[union-attr]
    assert line.state == "lost" and not line.give
    pages.clock.now += 31_000
    line = host.page().online.seats[2]  # type: ignore[union-attr]
    assert line.give
    pages.run(HOST, Click(Act.NET_COMPUTER, "2"))
    pages.settle()
    assert host.state.net.seats[2].who == "computer"
    assert pages.pages[1].state.net.seats[2].who == "computer"  # the friend is told
    pages.play_out()
    verified(pages)


def test_a_connection_that_fails_says_why_and_offers_the_table_on_one_device() -> None:
    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    pages.run(HOST, Peer(Failed(1, "timeout", "no channel within 15 s")))
    online = pages.pages[HOST].page().online
    assert online is not None
    line = online.seats[1]
    assert line.state == "failed" and "15" in line.status and line.again
    assert Act.NET_LOCAL in [button.act for button in online.buttons]
    pages.run(HOST, Click(Act.NET_LOCAL))
    host = pages.pages[HOST]
    assert host.state.net.role == "" and screen_name(host.state) == "table"


def test_a_browser_without_webrtc_is_told_and_offered_one_device() -> None:
    pages = Pages(Settings(players=2, levels=GREEDY))
    host = pages.pages[HOST]
    ports = host.state.ports
    object.__setattr__(host.state, "ports", ports._replace(abilities=frozenset()))
    pages.run(HOST, Click(Act.INVITE))
    online = host.page().online
    assert online is not None and online.stage == "unavailable"
    assert not any(isinstance(e, Wire) for e in pages.effects[HOST][-3:])


@pytest.mark.parametrize("pasted", ["", "nonsense", "#risposta=AAAA", "x" * 5000])
def test_a_reply_that_does_not_read_is_said_and_changes_nothing(pasted: str) -> None:
    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    before = pages.pages[HOST].state.net.seats
    pages.run(HOST, Click(Act.NET_REPLY, pasted))
    assert pages.pages[HOST].state.net.seats == before
    assert pasted == "" or pages.pages[HOST].state.net.problem


def test_the_network_tables_secrets_are_never_exported() -> None:
    from briscola.app.saved.data_file import export_all

    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    pages.join(1, "Bruno")
    store = pages.stores[HOST]
    assert store.get(NS.key("network")) and store.get(NS.key("identity"))
    exported = json.loads(export_all(store, NS.site, 0))
    assert not [key for key in exported["keys"] if "network" in key or "identity" in key]


def test_leaving_mid_hand_is_asked_first_then_forgets_the_table() -> None:
    from briscola.app.commands import Confirmed
    from briscola.app.online.transport import HangUp

    pages = Pages(Settings(players=2, levels=GREEDY))
    pages.invite()
    pages.join(1, "Bruno")
    guest = pages.pages[1]
    pages.run(1, Click(Act.LEAVE))  # the bar's "Nuova partita"
    assert guest.state.play.confirming is Act.NET_LEAVE and guest.state.net.table is not None
    effects = pages.run(1, Confirmed("yes"))
    assert guest.state.net.role == "" and screen_name(guest.state) == "start"
    assert pages.stores[1].get(NS.key("network")) is None
    assert any(isinstance(e, Wire) and isinstance(e.request, HangUp) for e in effects)
    pages.settle()
    assert pages.pages[HOST].page().online.stage == "paused"  # type: ignore[union-attr]
