"""The review's keys as a person uses them: the arrow keys change the trick and leave the
keyboard focus where it was (the heading or a button); on a touch screen the review says what
its buttons do instead of naming keys a phone does not have."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .browser_harness import SHOTS
from .table_driver import RESULT, open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser

REVIEW_TIMEOUT_MS = 180_000  # a whole hand's searches, on a shared machine
FOCUSED = "() => document.activeElement?.id || document.activeElement?.dataset.focus || ''"


def open_review(page: Page, site_url: str) -> None:
    """Play a 2-player hand to its end, then open its review and wait for its first trick."""
    open_fast(page, site_url)
    start_game(page, 2)
    play_to_result(page)
    page.wait_for_selector(RESULT)
    page.get_by_role("button", name="Rivedi la mano").click()
    page.wait_for_selector("#review-trick", timeout=REVIEW_TIMEOUT_MS)


def test_the_arrow_keys_keep_the_focus_where_it_was(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_review(page, site_url)
    trick = page.locator("#review-trick")
    expect(page.locator("#review-heading")).to_be_focused()
    before = trick.inner_text()
    page.keyboard.press("ArrowRight" if "Presa 1 " in before else "ArrowLeft")
    expect(trick).not_to_have_text(before)
    assert page.evaluate(FOCUSED) == "review-heading"

    trick.focus()
    for key in ("ArrowLeft", "ArrowRight", "ArrowRight"):
        before = trick.inner_text()
        page.keyboard.press(key)
        expect(trick).not_to_have_text(before)
        assert page.evaluate(FOCUSED) == "review-trick", key

    following = page.locator("[data-act=review-next]")
    following.focus()
    before = trick.inner_text()
    page.keyboard.press("ArrowRight")
    expect(trick).not_to_have_text(before)
    expect(following).to_be_focused()
    keys = page.locator(".review-keys")
    assert "Frecce ← →" in keys.inner_text() and "Presa successiva" not in keys.inner_text()


def test_on_a_touch_screen_the_review_says_what_its_buttons_do(
    new_context: Callable[..., BrowserContext], site_url: str
) -> None:
    context = new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        open_review(page, site_url)
        keys = page.locator(".review-keys")
        expect(keys).to_be_visible()
        expect(keys.locator(".keys-hint")).to_be_hidden()
        expect(keys.locator(".touch-hint")).to_be_visible()
        assert "Frecce" not in keys.inner_text() and "Presa successiva" in keys.inner_text()
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / "review-touch-360.png"))
    finally:
        context.close()
