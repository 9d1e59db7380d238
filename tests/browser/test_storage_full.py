"""A full localStorage: the page says so plainly, plays on in memory, claims nothing saved,
and never says the game is open in another tab."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from briscola.app.saved.tablock import RENEW_MS

from .table_driver import MY_TURN, PLAYABLE, open_fast, play_card, start_game

pytestmark = pytest.mark.browser

SESSION = "briscola:/:v1:session"
FULL = "La memoria del browser è piena"
OTHER_TAB = "aperto in un’altra scheda"
# Fill the origin's storage with values of halving size until not one more character fits.
FILL = """() => {
    let chunk = "x".repeat(1 << 20), i = 0;
    while (chunk.length) {
        try { localStorage.setItem("filler:" + i, chunk); i += 1; }
        catch (error) { chunk = chunk.slice(0, chunk.length >> 1); }
    }
    return i;
}"""


def saved_session(page: Page) -> str | None:
    value = page.evaluate(f"localStorage.getItem({json.dumps(SESSION)})")
    return value if isinstance(value, str) else None


def assert_plays_here(page: Page) -> None:
    expect(page.locator("#notice")).not_to_contain_text(OTHER_TAB)
    expect(page.locator("body")).to_have_attribute("data-following", "0")


def test_full_before_the_page_loads(page: Page, site_url: str) -> None:
    page.add_init_script(
        'if (!sessionStorage.getItem("test:filled")) {'
        f' sessionStorage.setItem("test:filled", "1"); ({FILL})(); }}'
    )
    open_fast(page, site_url)
    start_game(page, 2)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    notice = page.locator("#notice")
    expect(notice).to_contain_text(FULL)
    assert_plays_here(page)
    play_card(page)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    assert saved_session(page) is None, "nothing could be saved, and nothing is"
    expect(notice).to_contain_text(FULL)
    assert_plays_here(page)
    with page.expect_download() as info:
        notice.get_by_role("button", name="Scarica i dati").click()
    exported = json.loads(Path(info.value.path()).read_text(encoding="utf-8"))
    assert exported["format"] == "briscola-saved-data"


def test_full_in_the_middle_of_a_game(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    play_card(page)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    before = saved_session(page)
    assert before is not None
    assert page.evaluate(FILL) > 0
    expect(page.locator("#notice")).to_be_hidden()  # nothing failed yet
    hand = page.locator("#t-hand button.card").count()
    played = [play_card(page)]
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    expect(page.locator("#notice")).to_contain_text(FULL)
    # The lock is renewed every two seconds: let it try with the storage full.
    page.wait_for_timeout(RENEW_MS + 500)
    assert_plays_here(page)
    played.append(play_card(page))
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    assert page.locator("#t-hand button.card").count() == hand  # the hand refills: play goes on
    assert saved_session(page) == before, "the save did not change, and the page says so"
    expect(page.locator("#notice")).to_contain_text(FULL)
    assert_plays_here(page)
