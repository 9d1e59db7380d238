"""The table's details as a player sees them: the order of play around the table, the
tricks one may look at, Scoperta's stock."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
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


def test_the_last_trick_can_be_looked_at_while_another_is_on_the_table(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_fast(page, site_url)
    start_game(page, 2)
    panel = page.locator("#t-tools .last-trick")
    while wait_turn_or_result(page) == "turn":
        if page.locator("#t-trick .played").count() and panel.count():
            break  # the computer led a new trick: the last one is still there to see
        play_card(page)
    else:
        raise AssertionError("the computer never led after a trick")
    height = page.evaluate("document.documentElement.scrollHeight")
    panel.locator("summary").click()
    expect(panel.locator(".trick .played")).to_have_count(2)
    expect(panel.locator(".played.wins")).to_have_count(1)
    assert page.evaluate("document.documentElement.scrollHeight") == height
    expect(page.locator("#t-tools .all-tricks")).to_have_count(0)  # an aid, off by default


def test_every_trick_of_the_hand_is_an_aid_option(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url)
    start_game(page, 2, checks=("show_tricks",))
    for _ in range(4):
        if wait_turn_or_result(page) != "turn":
            break
        play_card(page)
    wait_turn_or_result(page)
    aid = page.locator("#t-tools .all-tricks")
    taken = page.evaluate(
        "[...document.querySelectorAll('.seat .pile-count')].map(e => parseInt(e.textContent))"
    )
    expect(aid.locator("summary")).to_contain_text(f"({sum(taken)})")
    aid.locator("summary").click()
    rows = aid.locator(".trick-list > li")
    expect(rows).to_have_count(sum(taken))
    expect(rows.first.locator(".played")).to_have_count(2)
    assert (rows.first.locator("ul").get_attribute("aria-label") or "").startswith("Presa 1: ")
    assert axe_violations(page) == []


def test_scoperta_shows_the_next_cards_large_and_the_rest_on_demand(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_fast(page, site_url)
    start_game(page, 2, variant="scoperta")
    upcoming = page.locator("#t-stock .stock-next img")
    expect(upcoming).to_have_count(3)
    for card in upcoming.all():
        box = card.bounding_box()
        assert box is not None and box["width"] >= 30  # was 14-20 px for 33 cards
    later = page.locator("#t-stock .stock-later")
    expect(later.locator("summary")).to_have_text("ancora 30 carte")
    expect(later.locator(".later-list")).to_be_hidden()
    later.locator("summary").focus()
    page.keyboard.press("Enter")
    listed = later.locator(".later-list img")
    expect(listed).to_have_count(30)
    expect(listed.first).to_be_visible()
    assert all(img.get_attribute("alt") for img in listed.all())  # each card named
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert axe_violations(page) == []
