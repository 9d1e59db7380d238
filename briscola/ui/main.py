"""The page's entry point, run by index.html once Python is ready."""

from __future__ import annotations

import asyncio

from briscola.app.saved import storage
from briscola.i18n import DEFAULT, text
from briscola.ui import browser, net_code
from briscola.ui.game import make_game, net_fragment
from briscola.ui.input import wire
from briscola.ui.local_store import LocalStore
from briscola.ui.paint import make_painter, shown_render

_FALLBACK = (
    '<p class="notice-text">{message}</p><div class="notice-actions">'
    '<button type="button" class="btn primary" id="boot-reload">{label}</button></div>'
)


_later: list[asyncio.Future[None]] = []


def start() -> None:
    """Load the saved game (or the start screen), wire the page and mark it ready. A page
    opened on a network table's link, or with one saved, fetches that table's code first."""
    browser.mark("briscola:imported")  # the page's modules are loaded (marks for the benchmark)
    if net_table_waits() and not net_code.ready():
        _later.append(asyncio.ensure_future(_start_with_net_code()))
        return
    _start()


def net_table_waits() -> bool:
    """Whether the page opens on a network table: its link, or one this device saved."""
    if net_fragment(browser.page_fragment()):
        return True
    raw = browser.local_storage()
    if not raw:
        return False
    ns = storage.Namespace(storage.site_of(browser.page_path()))
    return browser.text_or_none(raw.getItem(ns.key("network"))) is not None


async def _start_with_net_code() -> None:
    try:
        await net_code.load()
    except Exception as error:  # offline before the archive was cached: the page goes on
        browser.console_error(f"briscola: the network table's code: {error!r}"[:300])
    _start()


def _start() -> None:
    try:
        game = make_game(browser.query_param("fast"), browser.query_param("seed"))
        painter = make_painter(game.controller.state.ports.store, game.controller.state.ports.ns)
        if painter is not None:  # the saved render painted before Python is taken over
            painter.adopt(game.screen, shown_render())
            game.painted = painter.save
        wire(game)
        game.render()
        browser.mark("briscola:rendered")
        game.resume()
    except Exception as error:  # the page must say something, never hang on the loader
        _boot_failed(error)
    browser.document.body.dataset.ready = "1"


def _boot_failed(error: Exception) -> None:
    from html import escape

    browser.console_error(f"briscola: boot failed: {error!r}")
    raw = browser.local_storage()
    if raw:  # whatever broke the boot, the next load starts afresh; the game is kept aside
        site = storage.Namespace(storage.site_of(browser.page_path()))
        storage.set_aside(LocalStore(raw), site, "session", browser.now_ms())
    notice = browser.by_id("notice")
    message = escape(f"{type(error).__name__}: {error}"[:200])
    notice.innerHTML = _FALLBACK.format(message=message, label=escape(text(DEFAULT, "boot.retry")))
    notice.hidden = False
    # A listener, not an onclick attribute: the page's CSP refuses inline handlers.
    browser.listen(browser.by_id("boot-reload"), "click", lambda _event: browser.reload_page())
