"""The counting aid as a person uses it: chosen on the start screen (off by default), then
the cards still out open beside the tools, over the table, trumps first, and shrink as
cards are played."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .browser_harness import SHOTS
from .table_driver import (
    DESKTOP,
    PHONE,
    choose,
    open_fast,
    play_card,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

SHOWN = "() => document.querySelectorAll('#t-tools .counting .count-cards img').length"


def test_the_counting_aid_shows_the_cards_still_out(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    page.wait_for_selector("body[data-screen=start]")
    expect(page.locator("#start-form input[name=counting][value=off]")).to_be_checked()
    choose(page, "counting", "grid")
    start_game(page, 2)
    wait_turn_or_result(page)
    # A disclosure beside the tools: open, its panel lies over the table (the page keeps
    # its height).
    height = page.evaluate("document.documentElement.scrollHeight")
    page.locator("#t-tools .counting summary").click()
    aid = page.get_by_role("region", name="Ancora fuori")
    assert page.evaluate("document.documentElement.scrollHeight") == height
    before = page.evaluate(SHOWN)
    # Every card but the person's three and any already played (the face-up trump is out).
    assert before in (36, 37)
    # On a desktop and on a phone (one page, resized: it lays itself out by CSS alone).
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        expect(aid).to_be_visible()
        expect(aid.locator(".count-label").first).to_contain_text("(briscola)")
        assert axe_violations(page) == []
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / f"counting-{size['width']}.png"))
    play_card(page)
    wait_turn_or_result(page)
    assert page.evaluate(SHOWN) < before


FACE_UP = "() => document.querySelector('#t-stock img.face-up')?.src.split('#').pop() ?? null"
CODES = "sel => [...document.querySelectorAll(sel)].map(i => i.src.split('#').pop())"
OUT = "#t-tools .counting .count-cards img"
SEEN = "#t-tools .counting .count-seen img"


@pytest.mark.parametrize("mode", ["grid", "key"])
def test_the_face_up_trump_is_shown_as_seen_not_as_still_out(
    page: Page, site_url: str, mode: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url)
    choose(page, "counting", mode)
    start_game(page, 2)
    wait_turn_or_result(page)
    face_up = page.evaluate(FACE_UP)
    assert face_up, "the face-up trump lies under the stock"
    assert face_up not in page.evaluate(CODES, OUT)
    assert page.evaluate(CODES, SEEN) == [face_up]
    page.locator("#t-tools .counting summary").click()  # the disclosure opened
    trump = page.locator("#t-tools .counting .count-suit").first
    expect(trump.locator(".count-seen")).to_contain_text("in vista")
    expect(trump.locator(".count-seen")).to_be_visible()
    if mode == "grid":
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / "counting-seen-1280.png"))
