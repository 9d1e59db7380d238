"""A chosen deck keeps working offline: chosen at the first visit, before the service worker
runs, it is kept by the worker and drawn after an offline reload; a new version of the site
precaches it again, so it is still drawn offline after the update."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .browser_harness import BOOT_TIMEOUT_MS, wait_ready
from .card_pictures import CardPictures
from .table_driver import (
    MY_TURN,
    PLAYABLE,
    hand_names,
    open_fast,
    open_settings,
    start_game,
    wait_turn_or_result,
)
from .updating_site import Versions
from .updating_site import updating_site as serving

pytestmark = [pytest.mark.browser, pytest.mark.service_worker]

DECK = "./static/decks/siciliane.svg"
HAND = "#t-hand img"
LOADED = """selector => [...document.querySelectorAll(selector)]
    .every(i => i.complete && i.naturalWidth > 0)"""
# The caches of the site served at the root that hold ``url``, by name.
HOLDING = """async url => {
    const found = [];
    for (const name of await caches.keys()) {
        if (name.startsWith("briscola:/:") && await (await caches.open(name)).match(url)) {
            found.push(name);
        }
    }
    return found.sort();
}"""


NO_MESSAGES = "ServiceWorker.prototype.postMessage = function () {};"
"""Run in the page before its scripts: no message of the page reaches a service worker."""


@pytest.fixture
def updating_site(site_dir: Path) -> Iterator[str]:
    with serving(site_dir) as url:
        yield url


def holding(page: Page, url: str) -> list[str]:
    found: list[str] = page.evaluate(HOLDING, url)
    return found


def wait_held(page: Page, url: str, version: str = "") -> None:
    """Wait until a cache of the site (``version``: the one of that name) holds ``url``."""
    page.wait_for_function(
        f"async ([url, end]) => ({HOLDING})(url).then(names => names.some(n => n.endsWith(end)))",
        arg=[url, version],
        timeout=BOOT_TIMEOUT_MS,
    )


def reload_offline(page: Page, context: BrowserContext, pictures: CardPictures) -> None:
    """Reload with the network off: the table comes back with the deck's own pictures."""
    hand = hand_names(page)
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
        assert hand_names(page) == hand
        page.wait_for_function(LOADED, arg=HAND)
        for picture in page.locator(HAND).all():
            src = picture.get_attribute("src") or ""
            assert src.startswith(DECK + "#")
            assert pictures.shown(picture) == src.partition("#")[2]
    finally:
        context.set_offline(False)


def test_a_deck_chosen_at_the_first_visit_is_drawn_offline_and_after_an_update(
    page: Page, context: BrowserContext, updating_site: str
) -> None:
    open_fast(page, updating_site)
    open_settings(page)
    page.get_by_role("radio", name="Siciliane", exact=True).check()
    page.wait_for_function(LOADED, arg=".looks-preview img")
    start_game(page, 2)
    assert wait_turn_or_result(page) == "turn"
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    wait_held(page, DECK)  # the page asked the worker to keep it
    first = holding(page, DECK)
    assert len(first) == 1
    # Only the chosen deck: the others stay on the server until chosen.
    assert holding(page, "./static/decks/napoletane.svg") == []
    pictures = CardPictures(page.context.new_page(), "siciliane")
    reload_offline(page, context, pictures)

    # From now on the page's messages to the worker are lost: the new version's worker keeps
    # the deck by itself, from the older cache.
    context.add_init_script(NO_MESSAGES)
    Versions.new = True  # a new deployment: a new worker, a new cache
    page.reload()
    wait_ready(page)
    page.wait_for_selector("body[data-update='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    wait_held(page, DECK, first[0] + "-new")  # precached again in the new version's cache
    expect(page.locator("body")).to_have_attribute("data-felt", "verde")
    reload_offline(page, context, pictures)
