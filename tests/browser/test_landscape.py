"""A phone held sideways (740x360) plays without scrolling: the hand and the trick in view."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize

from .axe import axe_violations
from .table_driver import (
    open_fast,
    play_card,
    settle_auction,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

LANDSCAPE: ViewportSize = {"width": 740, "height": 360}
OUT_OF_VIEW = """() => {
    const boxes = [...document.querySelectorAll('#t-hand button.card, #t-trick, #t-status')];
    return boxes.filter(e => {
        const r = e.getBoundingClientRect();
        return r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth;
    }).map(e => e.id || e.getAttribute('aria-label'));
}"""


def assert_fits(page: Page) -> None:
    """Nothing to scroll, and every card of the hand, the trick and the turn in view."""
    assert page.evaluate("window.scrollY") == 0
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height <= LANDSCAPE["height"], f"the page is {height} px tall"
    assert page.evaluate("document.documentElement.scrollWidth") <= LANDSCAPE["width"]
    assert page.evaluate(OUT_OF_VIEW) == []


def test_a_whole_hand_plays_without_scrolling(page: Page, site_url: str) -> None:
    page.set_viewport_size(LANDSCAPE)
    open_fast(page, site_url)
    start_game(page, 2)
    turns = 0
    while wait_turn_or_result(page) == "turn":
        assert_fits(page)
        play_card(page)
        turns += 1
    assert turns == 20
    assert axe_violations(page) == []


@pytest.mark.parametrize(
    ("players", "variant"),
    [(3, ""), (4, ""), (5, ""), (6, ""), (2, "briscolone"), (2, "scoperta")],
)
def test_every_table_fits_sideways(page: Page, site_url: str, players: int, variant: str) -> None:
    page.set_viewport_size(LANDSCAPE)
    open_fast(page, site_url)
    start_game(page, players, variant=variant)
    settle_auction(page)
    for _ in range(3):
        if wait_turn_or_result(page) != "turn":
            break
        assert_fits(page)
        play_card(page)
