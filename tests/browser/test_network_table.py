"""The network table in Chromium: pages in contexts of one browser (each its own storage, as
another device), joined by their links and connected by WebRTC over the loopback with no
STUN server, playing whole hands by clicks."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, Page

from briscola.engine.cards import FULL_DECK
from briscola.i18n import card_name
from tests.support.net_pages import cards_in

from .browser_harness import wait_ready
from .net_driver import (
    CHANNELS,
    ONLINE,
    OVER,
    TABLE,
    fast,
    hand_names,
    invitation,
    invite,
    join,
    new_page,
    play_hand,
    storage_values,
)
from .table_driver import choose, open_settings

pytestmark = pytest.mark.browser

Contexts = Callable[..., BrowserContext]


def at_table(*pages: Page) -> None:
    for page in pages:
        page.wait_for_selector(TABLE, timeout=60_000)


def test_two_people_play_a_whole_hand(new_context: Contexts, site_url: str) -> None:
    host, guest = new_page(new_context()), new_page(new_context())
    invite(host, site_url)
    join(host, guest, 1, "Bruno")
    at_table(host, guest)
    assert play_hand([host, guest]) >= 40  # a click the page ignored (a trick held) counts too
    for page in (host, guest):
        assert page.locator(OVER).count()
        assert sum(points(page)) == 120
    codes = {page.locator(".table-code").inner_text() for page in (host, guest)}
    assert len(codes) == 1  # both devices show the same table code


def points(page: Page) -> list[int]:
    """The points of each side the result lists."""
    lines = page.locator(".online-result li").all_inner_texts()
    return [int(found[1]) for line in lines if (found := re.search(r": (\d+) punti$", line))]


def set_seats(page: Page, players: str, people: tuple[int, ...], level: str = "easy") -> None:
    open_settings(page)
    choose(page, "players", players)
    for seat in range(1, int(players)):
        page.select_option(
            f"#start-form select[name=level-{seat}]", "person" if seat in people else level
        )


def test_four_in_pairs_with_two_computer_seats(new_context: Contexts, site_url: str) -> None:
    host, guest = new_page(new_context()), new_page(new_context())
    invite(host, site_url, prepare=lambda page: set_seats(page, "4", (2,)))
    join(host, guest, 2, "Carla")
    at_table(host, guest)
    play_hand([host, guest])
    assert guest.locator(OVER).count() and sum(points(guest)) == 120


def test_a_chiamata_with_two_people(new_context: Contexts, site_url: str) -> None:
    host, guest = new_page(new_context()), new_page(new_context())
    invite(host, site_url, prepare=lambda page: set_seats(page, "5", (2,)))
    join(host, guest, 2, "Dario")
    at_table(host, guest)
    play_hand([host, guest])
    assert host.locator(OVER).count() and guest.locator(OVER).count()


def test_each_page_shows_and_keeps_only_its_own_hand(new_context: Contexts, site_url: str) -> None:
    host, guest = new_page(new_context()), new_page(new_context())
    invite(host, site_url)
    join(host, guest, 1, "Bruno")
    at_table(host, guest)
    for page in (host, guest):
        page.wait_for_function(
            "document.querySelectorAll('#t-hand button.card').length === 3", timeout=30_000
        )
    mine = {name: set(hand_names(page)) for name, page in (("host", host), ("guest", guest))}
    assert len(mine["host"]) == len(mine["guest"]) == 3 and not mine["host"] & mine["guest"]
    codes = {card_name(card, "it"): card.code for card in FULL_DECK}
    for page, other in ((host, mine["guest"]), (guest, mine["host"])):
        document = page.content()
        spoken = page.locator("body").aria_snapshot()
        assert not [name for name in other if name in document or name in spoken]
        stored: set[str] = set()
        for value in storage_values(page):
            try:
                stored |= cards_in(json.loads(value))
            except ValueError:
                continue
        assert not {codes[name] for name in other} & stored


def test_a_forged_message_is_refused_and_named(new_context: Contexts, site_url: str) -> None:
    host = new_page(new_context())
    guest_context = new_context()
    guest_context.add_init_script(CHANNELS)
    guest = new_page(guest_context)
    invite(host, site_url)
    join(host, guest, 1, "Bruno")
    at_table(host, guest)
    # The guest's page sends, in seat 1's name, a move it did not sign.
    forged = guest.evaluate(
        """() => {
            const key = Object.keys(localStorage).find(k => k.endsWith(':network'));
            const table = JSON.parse(localStorage.getItem(key));
            const mine = table.transcript.map(t => JSON.parse(t)).filter(m => m.seat === 1);
            const last = mine[mine.length - 1];
            const forged = {...last, seq: last.seq + 1, kind: 'move',
                            body: {action: {play: 'AD'}, open: null}};
            window.__channels[0].send('N' + JSON.stringify(forged));
            return forged.seq;
        }"""
    )
    assert forged > 0
    notice = host.locator("#notice .notice-text")
    notice.wait_for(timeout=30_000)
    assert "Bruno" in notice.inner_text()
    play_hand([host, guest])  # the hand goes on
    assert host.locator(OVER).count()


def test_a_page_closed_mid_hand_comes_back_and_the_hand_goes_on(
    new_context: Contexts, site_url: str
) -> None:
    host = new_page(new_context())
    guest_context = new_context()
    guest = new_page(guest_context)
    invite(host, site_url)
    join(host, guest, 1, "Bruno")
    at_table(host, guest)
    moves = 0

    def stop_after_some(page: Page) -> None:
        nonlocal moves
        moves += 1
        if moves == 9:
            raise _Enough

    with pytest.raises(_Enough):
        play_hand([host, guest], stop_after_some)
    guest.close()  # the friend's tab goes away mid-hand
    host.wait_for_selector(f"{ONLINE} .online[data-stage=paused]", timeout=30_000)
    link = invitation(host, 1)
    back = new_page(guest_context)  # the same device opens the new invitation
    back.goto(fast(link))
    wait_ready(back)
    reply = back.locator("#net-link-reply")
    reply.wait_for(timeout=60_000)
    host.locator("#net-field-net-reply").fill(reply.input_value())
    host.locator("#net-field-net-reply-go").click()
    at_table(host, back)
    play_hand([host, back])
    assert host.locator(OVER).count() and back.locator(OVER).count()


class _Enough(Exception):
    """Stops the play part-way."""
