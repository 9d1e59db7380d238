"""The network table in the other engines: a 2-person hand between Firefox (the host) and
Chromium (the friend) over the loopback, and WebKitGTK, which has no WebRTC: the page says the
network table is not available there and offers the table on one device.

Firefox's clicks are the elements' own ``click()``: the driver's mouse click lands, but its
answer waits past 30 s on a page busy with the protocol's arithmetic."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Page

from briscola.app.online.description import from_sdp
from briscola.app.online.invitation import Invitation, invitation_link
from tests.support.net_pages import sdp

from . import firefox, page_steps, webkit
from .browser_harness import NO_SNAPSHOT, wait_ready
from .net_driver import OVER, TABLE, fast
from .page_steps import EXISTS, WATCH, Browser, open_fast, problems, require
from .table_driver import MY_TURN, PLAYABLE

pytestmark = [
    pytest.mark.browser,
    pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning"),
]

VALUE = "selector => document.querySelector(selector)?.value ?? null"
FILL = "(selector, text) => { document.querySelector(selector).value = text; }"
ONLINE_STAGE = "stage => document.querySelector(`.online[data-stage=${stage}]`) !== null"


@pytest.fixture(scope="session")
def x_display() -> Iterator[str]:
    with webkit.xvfb() as display:
        yield display


@pytest.mark.firefox
def test_firefox_hosts_a_two_person_hand_with_chromium(page: Page, site_url: str) -> None:
    require("Firefox", firefox.missing())
    host = firefox.Firefox(firefox.executable() or "firefox", preload=(WATCH, NO_SNAPSHOT))
    try:
        open_fast(host, site_url)
        host.click("#start-form [data-act=invite]")
        link = host.wait(VALUE, "#net-link-1")
        page.emulate_media(reduced_motion="reduce")
        page.goto(fast(link))
        wait_ready(page)
        page.locator("#net-field-net-join").fill("Bruno")
        page.locator("#net-field-net-join").press("Enter")
        reply = page.locator("#net-link-reply")
        reply.wait_for(timeout=30_000)
        host.call(FILL, "#net-field-net-reply", reply.input_value())
        host.click("#net-field-net-reply-go")
        page.wait_for_selector(TABLE, timeout=60_000)
        host.wait(EXISTS, TABLE)
        play(host, page)
        assert host.call(EXISTS, OVER) and page.locator(OVER).count()
        assert problems(host) == []
    finally:
        host.close()


def play(host: Browser, guest: Page) -> None:
    """Click a playable card on whichever page is to move until both show the hand checked."""
    mine = f"{MY_TURN}[data-hold='0'] {PLAYABLE}"
    for _ in range(2_000):
        if host.call(EXISTS, OVER) and guest.locator(OVER).count():
            return
        if host.call(EXISTS, mine):
            host.call("selector => document.querySelector(selector)?.click()", mine)
        elif guest.locator(mine).count():
            try:
                guest.locator(mine).first.click(timeout=2_000)
            except Exception:  # the page moved on under the pointer: look again
                continue
        else:
            guest.wait_for_timeout(100)
    raise AssertionError("the hand did not end")


def an_invitation(site_url: str) -> str:
    offer = from_sdp("offer", sdp("offer", 50001))
    return invitation_link(site_url, Invitation(1, 2, "classic", "Anna", bytes(192), offer))


@pytest.mark.webkit
def test_webkit_without_webrtc_says_so_and_offers_one_device(
    x_display: str, site_dir: object, site_url: str
) -> None:
    require("WebKit", webkit.missing())
    tab = webkit.WebKit(x_display)
    try:
        open_fast(tab, site_url)
        if tab.call("() => typeof RTCPeerConnection") != "undefined":
            pytest.skip("this WebKit has RTCPeerConnection: the Chromium tests' path applies")
        tab.click("#start-form [data-act=invite]")
        tab.wait(ONLINE_STAGE, "unavailable")
        assert "WebRTC" in tab.call("() => document.querySelector('.online-lead').textContent")
        tab.click(".online-buttons [data-act=net-local]")
        tab.wait(EXISTS, TABLE)  # the same table, on this device
        # A friend opening an invitation in this browser is told the same.
        tab.goto(fast(an_invitation(site_url)))
        page_steps.wait_ready(tab)
        tab.wait(ONLINE_STAGE, "unavailable")
        assert problems(tab) == []
    finally:
        tab.close()
