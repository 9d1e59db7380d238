"""Playing a network table as people would: the host's "Invita un amico", each friend's page
opened on its invitation link, a name typed, the reply pasted back, then the cards clicked
on whichever page is to move. The pages are contexts of one browser: their data channels
run over the loopback with no STUN server."""

from __future__ import annotations

import time
from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page

from .browser_harness import wait_ready
from .table_driver import MY_TURN, PLAYABLE, open_fast

ONLINE = "body[data-screen=online]"
OVER = "body[data-screen=online] .online[data-stage=over]"
TABLE = "body[data-screen=table]"
STEP_S = 60.0
"""The longest a hand may stand still (a deal, the keys revealed) before the test fails."""


def fast(link: str) -> str:
    """An invitation link with the tests' pace (``?fast=1``) before its fragment."""
    page, _, fragment = link.partition("#")
    return f"{page}?fast=1#{fragment}"


def invite(host: Page, site_url: str, prepare: Callable[[Page], None] | None = None) -> None:
    """The host opens the page, sets its table up (``prepare``), and presses "Invita un
    amico"."""
    open_fast(host, site_url)
    if prepare is not None:
        prepare(host)
    host.locator("#start-form [data-act=invite]").click()
    host.wait_for_selector(ONLINE)


def invitation(host: Page, seat: int) -> str:
    """The invitation link the host's page shows for ``seat``."""
    field = host.locator(f"#net-link-{seat}")
    field.wait_for(timeout=30_000)
    return field.input_value()


def join(host: Page, guest: Page, seat: int, name: str) -> None:
    """A friend opens the invitation for ``seat``, gives a name, sends the reply back, and
    the host pastes it."""
    guest.emulate_media(reduced_motion="reduce")
    guest.goto(fast(invitation(host, seat)))
    wait_ready(guest)
    field = guest.locator("#net-field-net-join")
    field.fill(name)
    field.press("Enter")
    reply = guest.locator("#net-link-reply")
    reply.wait_for(timeout=30_000)
    paste = host.locator("#net-field-net-reply")
    paste.fill(reply.input_value())
    host.locator("#net-field-net-reply-go").click()
    host.wait_for_function(
        f"""() => [...document.querySelectorAll('.seat-line')].some(line =>
            line.classList.contains('is-open') && line.textContent.includes({name!r}))
            || document.body.dataset.screen === 'table'""",
        timeout=30_000,
    )


def new_page(context: BrowserContext) -> Page:
    """A page of its own context: its own storage, as another device."""
    page = context.new_page()
    page.emulate_media(reduced_motion="reduce")
    return page


def play_hand(pages: list[Page], on_move: Callable[[Page], None] | None = None) -> int:
    """Click a playable card (or the first bid or call) on whichever page is to move until
    every page shows the hand verified; the moves made."""
    moves, still = 0, time.monotonic()
    while not all(page.locator(OVER).count() for page in pages):
        moved = False
        for page in pages:
            offer = page.locator(
                f"{MY_TURN} {PLAYABLE}, {MY_TURN} #t-tools [data-act=bid],"
                f" {MY_TURN} #t-tools [data-act=call]"
            )
            if page.locator("body[data-hold='1']").count() or not offer.count():
                continue
            try:
                offer.first.click(timeout=2_000)
            except Exception:  # the page moved on under the pointer: look again
                continue
            moves, moved, still = moves + 1, True, time.monotonic()
            if on_move is not None:
                on_move(page)
        if not moved:
            if time.monotonic() - still > STEP_S:
                states = [page.evaluate("document.body.dataset.screen") for page in pages]
                raise AssertionError(f"the hand stood still: {states}")
            pages[0].wait_for_timeout(50)
    return moves


CHANNELS = """(() => {
  // Keeps every data channel the page makes or receives, for a test to send on.
  const Made = window.RTCPeerConnection;
  if (!Made) return;
  window.__channels = [];
  window.RTCPeerConnection = function (...args) {
    const connection = new Made(...args);
    connection.addEventListener("datachannel", (event) => window.__channels.push(event.channel));
    const make = connection.createDataChannel.bind(connection);
    connection.createDataChannel = (...more) => {
      const channel = make(...more);
      window.__channels.push(channel);
      return channel;
    };
    return connection;
  };
  window.RTCPeerConnection.prototype = Made.prototype;
})();"""
"""An init script: the page's data channels kept in ``window.__channels``."""


def hand_names(page: Page) -> list[str]:
    """The accessible names of the cards of the hand a page shows."""
    return [
        name
        for name in page.locator("#t-hand button.card").evaluate_all(
            "cards => cards.map(card => card.getAttribute('aria-label') || '')"
        )
        if name
    ]


def storage_values(page: Page) -> list[str]:
    """Every value of the page's localStorage."""
    values: list[str] = page.evaluate(
        "() => Object.keys(localStorage).map(key => localStorage.getItem(key))"
    )
    return values
