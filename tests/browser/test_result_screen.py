"""The end-of-hand screen puts the way on first: the score, then the button that goes on,
visible without scrolling on a phone and a desktop, then the details (cards taken, the
fair-deal proof); the keyboard reaches the button first after the headline."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from .table_driver import DESKTOP, PHONE, RESULT, open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    ("sizes", "players", "best_of", "label"),
    [((DESKTOP, PHONE), 2, 3, "Prossima mano"), ((PHONE,), 4, 1, "Rivincita")],
    ids=["series", "phone-four-single"],
)
def test_the_way_on_comes_right_after_the_score(
    page: Page,
    site_url: str,
    sizes: tuple[ViewportSize, ...],
    players: int,
    best_of: int,
    label: str,
) -> None:
    """The hand played at the first size; the result checked at each (one page, resized: it
    lays itself out by CSS alone)."""
    page.set_viewport_size(sizes[0])
    open_fast(page, site_url)
    start_game(page, players, best_of=best_of)
    play_to_result(page)
    page.wait_for_selector(RESULT)
    headline = page.locator("#result-headline")
    expect(headline).to_be_focused()
    for size in sizes:
        page.set_viewport_size(size)
        page.evaluate("window.scrollTo(0, 0)")
        button = page.locator("#screen-result").get_by_role("button", name=label, exact=True)
        box = button.bounding_box()
        assert box is not None
        print(f"\n{label} at {size}: bottom {box['y'] + box['height']:.0f} px")
        assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"]
        # The details come after it: the cards taken and the fair-deal proof.
        for detail in ("#screen-result .taken", "#screen-result .proof-box"):
            if page.locator(detail).count():
                other = page.locator(detail).first.bounding_box()
                assert other is not None and other["y"] > box["y"], detail
        # By keyboard: from the headline, one Tab reaches the way on.
        headline.focus()
        page.keyboard.press("Tab")
        expect(button).to_be_focused()
