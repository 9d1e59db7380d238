"""The table's details as a player sees them: the order of play around the table, the
tricks one may look at, Scoperta's stock."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .table_driver import STEP_TIMEOUT_MS, open_fast, play_card, start_game, wait_turn_or_result

pytestmark = pytest.mark.browser

AFTER_MINE = "t => t.slice(0, -1).some(c => c.includes('at-bottom'))"
"""A state of the trick where a card follows the person's."""
WATCH_TRICK = """() => {
    window.tricksSeen = [];
    const area = document.querySelector('#t-trick');
    const look = () => window.tricksSeen.push(
        [...area.querySelectorAll('.played')].map(e => e.className));
    new MutationObserver(look).observe(area, {childList: true, subtree: true});
}"""


@pytest.mark.parametrize(("clockwise", "after_me"), [(False, "at-right"), (True, "at-left")])
def test_play_passes_to_the_right_by_default_or_to_the_left(
    page: Page, site_url: str, clockwise: bool, after_me: str
) -> None:
    open_fast(page, site_url)
    start_game(page, 4, checks=("clockwise",) if clockwise else ())
    expect(page.locator("#seat-1")).to_have_class(f"seat {after_me} opponent")
    while wait_turn_or_result(page) == "turn":
        if page.locator("#t-trick .played").count() < 3:  # someone plays after me
            # Every state of the trick, as it is written (a fast computer and a short hold
            # could pass between two polls).
            page.evaluate(WATCH_TRICK)
            play_card(page)
            page.wait_for_function(
                f"() => window.tricksSeen.some({AFTER_MINE})",
                timeout=STEP_TIMEOUT_MS,
            )
            seen: list[list[str]] = page.evaluate("window.tricksSeen")
            trick = next(t for t in seen if any("at-bottom" in c for c in t[:-1]))
            mine = next(i for i, c in enumerate(trick) if "at-bottom" in c.split())
            assert after_me in trick[mine + 1].split()
            return
        play_card(page)
    raise AssertionError("the person never played before another seat")
