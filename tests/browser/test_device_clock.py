"""A device clock that Python's cannot hold (a phone reset to 1969-12-31, a clock set to
9999-12-31): the page becomes ready and plays, and the daily deal says in each language that it
cannot be dealt. (Python's clock runs from 1970 to 2262: Pyodide used to stop at its start.)"""

from __future__ import annotations

import datetime

import pytest
from playwright.sync_api import Page, expect

from .table_driver import MY_TURN, PLAYABLE, open_fast, play_card, start_game, switch_language

pytestmark = pytest.mark.browser

CLOCKS = {
    "1969-12-31": datetime.datetime(1969, 12, 31, 12, tzinfo=datetime.UTC),
    "9999-12-31": datetime.datetime(9999, 12, 31, 12, tzinfo=datetime.UTC),
}
"""Noon of each day."""
MOVED_TO = {"1969-12-31": "1970-01-01", "9999-12-31": "2261-04-11"}
"""Where the page moves such a clock, inside Python's (static/pyodide-boot.mjs)."""
SAYS = {
    "it": "L’orologio di questo dispositivo non segna la data giusta",
    "en": "This device’s clock does not show the right date",
    "de": "Die Uhr dieses Geräts zeigt nicht das richtige Datum",
}


@pytest.mark.parametrize("day", sorted(CLOCKS))
def test_the_page_plays_with_the_clock_at(page: Page, site_url: str, day: str) -> None:
    page.clock.set_system_time(CLOCKS[day])
    open_fast(page, site_url)  # ready within the harness's boot timeout
    assert page.evaluate("new Date(Date.now()).toISOString().slice(0, 10)") == MOVED_TO[day]
    daily = page.locator("#start-form button[data-act=daily], button[data-act=daily]").first
    for lang, words in SAYS.items():
        if lang != "it":
            switch_language(page, lang)
        expect(page.locator("#daily-note")).to_contain_text(words)
        expect(daily).to_be_disabled()
    switch_language(page, "it")
    start_game(page, 2)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    play_card(page)
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    play_card(page)
