"""The rating played through the page: each hand against a level moves it by Glicko-2's
formula, the statistics page shows it with its plot (at 360 and 1280 px, axe clean), and a
reload keeps it."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from briscola.app.statistics.rating import MAX_DEVIATION, START, level_rating
from briscola.rating.glicko2 import Rating, update

from .axe import axe_violations
from .table_driver import DESKTOP, PHONE, open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser

RATING_KEY = "briscola:/:v1:rating"
SCORE = {"won": 1.0, "tie": 0.5, "lost": 0.0}
SHOTS = os.environ.get("BRISCOLA_SCREENS", "")
"""A folder for the statistics page's screenshots (none taken when unset)."""


def my_result(page: Page) -> str:
    """The person's result on the end-of-hand screen: "won", "lost" or "tie"."""
    found = re.search(r"is-(won|lost|tie)", page.locator(".result").get_attribute("class") or "")
    assert found is not None
    return found[1]


def test_a_rated_hand_moves_the_rating_by_glicko2(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    easy = level_rating(2, "easy")
    assert easy is not None
    expected: Rating = START
    for hand in range(2):
        if hand == 0:
            start_game(page, 2, level="easy")
        else:
            page.locator("#screen-result [data-act=again]").click()
            page.wait_for_selector("body[data-screen=table]")
        play_to_result(page)
        expected = update(expected, [(*easy, SCORE[my_result(page)])])
    saved = json.loads(page.evaluate(f"localStorage.getItem('{RATING_KEY}')"))
    table = saved["tables"]["2"]
    assert table["hands"] == 2
    assert table["rating"] == pytest.approx(expected.rating, abs=1e-6)
    assert table["deviation"] == pytest.approx(min(MAX_DEVIATION, expected.deviation), abs=1e-6)

    page.locator("#screen-result [data-act=settings]").click()
    page.locator("nav [data-act=stats]").click()
    page.wait_for_selector("body[data-screen=stats]")
    rating = page.locator("#stats-size-2").locator("..").locator(".stats-rating")
    figures = rating.locator(".stats-figures dd")
    shown = f"{expected.rating:.0f}"
    expect(figures).to_have_text([shown, f"± {expected.deviation:.0f}", "2"])
    # Two hands: the deviation is still wide.
    expect(rating.locator(".stats-rating-note")).to_have_text(
        "Provvisoria: la deviazione è ancora ampia (oltre 110)."
    )
    expect(rating.locator("h4")).to_have_text("Valutazione")
    plot = rating.locator("svg.rating-chart")
    expect(plot.locator("polyline")).to_have_count(1)
    expect(plot.locator("title")).to_contain_text("La tua valutazione nelle ultime 2 mani")
    expect(plot.locator("title")).to_contain_text(f"a {expected.rating:.0f}")
    for size, name in ((PHONE, "360x740"), (DESKTOP, "1280x800")):
        page.set_viewport_size(size)
        assert axe_violations(page) == []
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=f"{SHOTS}/rating-stats-{name}.png", full_page=True)

    page.reload()
    page.wait_for_selector("body[data-screen=stats], body[data-screen=start]")
    if page.locator("body[data-screen=start]").count():
        page.locator("nav [data-act=stats]").click()
        page.wait_for_selector("body[data-screen=stats]")
    expect(page.locator(".stats-rating .stats-figures dd").first).to_have_text(shown)
