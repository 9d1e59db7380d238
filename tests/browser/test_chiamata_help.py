"""The Chiamata's auction explained where the bid is made: one line on what a bid promises
and what the called card does, in the page's language."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .browser_harness import SHOTS
from .table_driver import MY_TURN, open_fast, start_game, switch_language

pytestmark = pytest.mark.browser

WORDS = {
    "it": ("61 punti", "compagno", "briscola"),
    "en": ("61 points", "partner", "trump"),
    "de": ("61 Punkte", "Partner", "Trumpf"),
}


def test_the_auction_says_what_a_bid_means_where_the_bid_is_made(page: Page, site_url: str) -> None:
    """In each language, switched on one page with the bar's buttons during the auction."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url)
    start_game(page, 5)
    page.wait_for_selector(f"{MY_TURN} #t-tools [data-act=bid]")
    bids = page.locator("#t-tools .bids")
    help_line = page.locator("#t-tools #bid-help")
    for lang in ("it", "en", "de"):
        if lang != "it":
            switch_language(page, lang)
            page.wait_for_selector(f"{MY_TURN} #t-tools [data-act=bid]")
        expect(help_line).to_be_visible()
        for word in WORDS[lang]:
            expect(help_line).to_contain_text(word)
        # The line names a bid offered on a button, and the group is described by it.
        offered = [b.inner_text() for b in bids.locator("[data-act=bid]").all()]
        assert any(
            f"«{bid}»" in help_line.inner_text()
            or f"“{bid}”" in help_line.inner_text()
            or f"„{bid}“" in help_line.inner_text()
            for bid in offered
        ), lang
        expect(bids).to_have_attribute("aria-describedby", "bid-help")
        if lang == "it":
            SHOTS.mkdir(exist_ok=True)
            page.screenshot(path=str(SHOTS / "chiamata-help-1280.png"))


def test_on_a_phone_the_line_sits_behind_its_question(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_fast(page, site_url)
    start_game(page, 5)
    page.wait_for_selector(f"{MY_TURN} #t-tools [data-act=bid]")
    expect(page.locator("#bid-help")).to_be_hidden()
    ask = page.locator("#t-tools details.offer-help summary")
    expect(ask).to_be_visible()
    expect(ask).to_contain_text("Cosa vuol dire «")
    ask.click()
    said = page.locator("#t-tools details.offer-help p")
    expect(said).to_be_visible()
    expect(said).to_contain_text("61 punti")
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "chiamata-help-360.png"))
