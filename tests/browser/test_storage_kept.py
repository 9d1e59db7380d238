"""Storage kept, as a person meets it: the saved-data panel says whether the browser keeps
the game's data (and where it may not, to download a copy); after the first finished hand
the page asks the browser to keep it, once. Headless Chromium answers that it does not; a
browser that grants it, and one that cannot say, are played by a script that stands in
for ``navigator.storage`` before the page's own."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .browser_harness import SHOTS
from .table_driver import RESULT, open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser

SPY = """() => {
    // Count the page's calls; the browser's own answers (or ``granted``'s) come back.
    const storage = navigator.storage;
    window.storageCalls = {persist: 0, persisted: 0};
    if (!storage) return;
    const persist = storage.persist.bind(storage);
    const persisted = storage.persisted.bind(storage);
    let kept = sessionStorage.getItem('storageKept') === '1';
    storage.persist = () => {
        window.storageCalls.persist += 1;
        if (window.storageGrants) {
            kept = true;
            sessionStorage.setItem('storageKept', '1');
            return Promise.resolve(true);
        }
        return persist();
    };
    storage.persisted = () => {
        window.storageCalls.persisted += 1;
        return window.storageGrants ? Promise.resolve(kept) : persisted();
    };
}"""
GRANTS = "() => { window.storageGrants = true; }"
NO_MANAGER = """() => {
    Object.defineProperty(Navigator.prototype, 'storage', {get: () => undefined});
}"""
KEPT_NOT = "Il browser può cancellare questi dati da solo"
KEPT = "Il browser conserva questi dati"
CANNOT_SAY = (
    "Questo browser non dice se conserva questi dati: scarica ogni tanto una copia"
    " («Scarica tutto»)"
)


def panel_says(page: Page, words: str, shot: str = "") -> None:
    """Open the saved-data panel from the bar, check what it says of keeping the data, and
    go back."""
    page.locator("nav [data-act=data]").click()
    page.wait_for_selector("body[data-screen=data]")
    expect(page.locator("#data-kept")).to_contain_text(words)
    if shot:
        assert axe_violations(page) == []
        for width, height in ((360, 740), (1280, 800)):
            page.set_viewport_size({"width": width, "height": height})
            SHOTS.mkdir(exist_ok=True)
            page.screenshot(path=str(SHOTS / f"{shot}-{width}.png"), full_page=True)
    page.locator("#screen-data [data-act=back]").click()
    page.wait_for_selector("body[data-screen=data]", state="detached")


def calls(page: Page) -> dict[str, int]:
    found: dict[str, int] = page.evaluate("window.storageCalls")
    return found


def play_a_hand(page: Page, again: bool = False) -> None:
    if again:
        page.locator("#screen-result [data-act=again]").click()
        page.wait_for_selector("body[data-screen=table]")
    else:
        start_game(page, 2)
    play_to_result(page)
    page.wait_for_selector(RESULT)


def test_the_page_asks_to_keep_the_data_once_after_the_first_hand(
    page: Page, site_url: str
) -> None:
    page.add_init_script(f"({SPY})()")
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url)
    panel_says(page, KEPT_NOT, shot="data-not-kept")
    assert calls(page) == {"persist": 0, "persisted": 1}  # nothing asked before a hand
    play_a_hand(page)
    page.wait_for_function("window.storageCalls.persist === 1")
    play_a_hand(page, again=True)
    assert calls(page)["persist"] == 1  # once a page
    panel_says(page, KEPT_NOT)  # headless Chromium keeps nothing


def test_a_browser_that_grants_it_keeps_the_data(page: Page, site_url: str) -> None:
    page.add_init_script(f"({GRANTS})()")
    page.add_init_script(f"({SPY})()")
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url)
    panel_says(page, KEPT_NOT)
    play_a_hand(page)
    page.wait_for_function("window.storageCalls.persist === 1")
    panel_says(page, KEPT, shot="data-kept")
    page.reload()  # the next visit finds it kept
    page.wait_for_selector("body[data-ready]")
    panel_says(page, KEPT)


def test_a_browser_that_cannot_say_is_told_to_download_a_copy(page: Page, site_url: str) -> None:
    page.add_init_script(f"({NO_MANAGER})()")
    open_fast(page, site_url)
    panel_says(page, CANNOT_SAY)
