"""The hint as a person uses it: ask on their turn (button or H key), see the card it plays
highlighted with a one-line reason, play it with Enter, and find the hints counted at the end."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .browser_harness import SHOTS
from .table_driver import (
    DESKTOP,
    HINT_REASON,
    PHONE,
    RESULT,
    STEP_TIMEOUT_MS,
    ask_hint,
    open_fast,
    play_card,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

HINTED = "#t-hand button.card.hinted"


def test_a_hint_highlights_a_card_with_its_reason_and_is_counted(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    start_game(page, 2)
    assert wait_turn_or_result(page) == "turn"
    button = page.locator("#t-learn [data-act=hint]")
    expect(button).to_have_text("Suggerimento")
    reason = ask_hint(page)
    assert reason.strip()
    hinted = page.locator(HINTED)
    # On a desktop and on a phone (one page, resized: it lays itself out by CSS alone).
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        expect(hinted).to_have_count(1)
        # The hinted card has the keyboard, and names the reason for screen readers.
        expect(hinted).to_be_focused()
        expect(hinted).to_have_attribute("aria-describedby", "hint-reason")
        assert page.locator("#live").inner_text().find(reason.split(".")[0]) >= 0
        assert axe_violations(page) == []
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / f"hint-{size['width']}.png"))
    name = hinted.get_attribute("aria-label")
    page.keyboard.press("Enter")  # plays the hinted card
    page.wait_for_function(
        """name => document.body.dataset.phase !== 'human' || ![...document.querySelectorAll(
            '#t-hand button.card')].some(b => b.getAttribute('aria-label') === name)""",
        arg=name,
        timeout=STEP_TIMEOUT_MS,
    )
    expect(page.locator(HINT_REASON)).to_have_count(0)  # a hint belongs to its position only
    # A second hint, by its key, at a later turn.
    assert wait_turn_or_result(page) == "turn"
    ask_hint(page, key=True)
    while wait_turn_or_result(page) == "turn":
        play_card(page)
    page.wait_for_selector(RESULT)
    expect(page.locator("#screen-result .hints-used")).to_have_text(
        "Hai usato 2 suggerimenti in questa mano."
    )


def test_the_hint_speaks_the_pages_language(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    page.locator("nav [data-act=language][data-arg=de]").click()
    start_game(page, 2)
    assert wait_turn_or_result(page) == "turn"
    expect(page.locator("#t-learn [data-act=hint]")).to_have_text("Tipp")
    page.locator("nav [data-act=language][data-arg=en]").click()
    expect(page.locator("#t-learn [data-act=hint]")).to_have_text("Hint")
    assert ask_hint(page).strip()
