"""On a phone held upright a long notice stays a short band: its button goes under the words
when beside them it would squeeze them into a narrow column, and the hand stays in view."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .browser_harness import boot
from .table_driver import PHONE, switch_language, two_player_game_under_way

pytestmark = pytest.mark.browser

LINK = "v=1&p=2&d=40&var=classic&sw=1&fs=0&sg=0&lv=greedy&seed=1234&n=1&pts=72&res=w"
LINES = {"it": 4, "en": 4, "de": 3}
"""The most lines the shared hand's notice takes at 360 px, in each language."""
MEASURE = """() => {
    const text = document.querySelector('#notice .notice-text');
    const style = getComputedStyle(text);
    const cards = [...document.querySelectorAll('#t-hand button.card')];
    return {
        lines: Math.round(text.getBoundingClientRect().height / parseFloat(style.lineHeight)),
        textWidth: text.getBoundingClientRect().width,
        notice: document.querySelector('#notice').getBoundingClientRect().height,
        cards: cards.length,
        handBottom: Math.max(0, ...cards.map(c => c.getBoundingClientRect().bottom)),
        scrollY: window.scrollY,
    };
}"""


def test_the_shared_hand_notice_stays_a_short_band_on_a_phone(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    two_player_game_under_way(page, site_url, 61)

    tab = context.new_page()
    tab.set_viewport_size(PHONE)
    tab.emulate_media(reduced_motion="reduce")
    boot(tab, f"{site_url}?{LINK}&fast=1")
    expect(tab.locator("body")).to_have_attribute("data-following", "1")
    for lang in ("de", "it", "en"):
        switch_language(tab, lang)
        notice = tab.locator("#notice")
        expect(notice.get_by_role("button")).to_have_count(1)
        found = tab.evaluate(MEASURE)
        # The words take the band's width (the button under them): a few short lines, not a
        # narrow column beside the button.
        assert found["textWidth"] >= 0.8 * PHONE["width"], (lang, found)
        assert found["lines"] <= LINES[lang], (lang, found)
        assert found["notice"] <= 150, (lang, found)
        assert found["cards"] == 3, (lang, found)
        assert found["scrollY"] == 0, (lang, found)
        assert found["handBottom"] <= PHONE["height"], (lang, found)
    tab.close()
