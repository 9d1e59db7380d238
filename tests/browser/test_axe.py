"""axe-core finds nothing, at any impact, on every screen a player sees, at 360 and 1280 px.

One page walks through the screens; at each, axe runs at both widths (the page lays itself out
by CSS alone, so a resized page is the page a phone or a desktop would show). One walk instead
of one per width saves a boot and a best-of-three series per run.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .axe import axe_violations
from .table_driver import (
    DESKTOP,
    MY_TURN,
    PHONE,
    RESULT,
    open_fast,
    open_settings,
    play_to_result,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

REVIEW_TIMEOUT_MS = 120_000


def look(page: Page, found: dict[str, list[str]], screen: str) -> None:
    """Run axe on the page as it is now at a desktop's width, then at a phone's, and keep
    what it found under ``screen`` and the width; the page is left at the phone's width."""
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        violations = axe_violations(page)
        if violations:
            found[f"{screen} at {size['width']}"] = violations


def test_axe_finds_nothing_on_any_screen(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    found: dict[str, list[str]] = {}
    open_fast(page, site_url)
    look(page, found, "start")
    open_settings(page)
    look(page, found, "start, settings open")
    page.locator("[data-act=data]:visible").first.click()  # on a phone: the start screen's link
    page.wait_for_selector("body[data-screen=data]")
    look(page, found, "saved data")
    page.locator("nav [data-act=back]").click()
    page.wait_for_selector("body[data-screen=start]")

    start_game(page, 4)
    wait_turn_or_result(page)
    look(page, found, "table, 4 players")
    page.locator("nav [data-act=leave]").click()
    page.wait_for_selector("body[data-screen=start], #confirm[open]")
    if page.locator("#confirm[open]").count():
        page.locator("#confirm button[value=yes]").click()
    page.wait_for_selector("body[data-screen=start]")

    start_game(page, 2, best_of=3, level="easy")
    wait_turn_or_result(page)
    look(page, found, "table, 2 players")
    play_to_result(page)
    look(page, found, "hand result")
    while page.locator(f"{RESULT} [data-act=next]").count():
        page.locator(f"{RESULT} [data-act=next]").click()
        page.wait_for_selector(f"{MY_TURN}, body[data-screen=table][data-phase=computer]")
        play_to_result(page)
    page.get_by_role("button", name="Rivedi la mano").click()
    page.wait_for_selector("#review-trick", timeout=REVIEW_TIMEOUT_MS)
    look(page, found, "review")
    page.locator("[data-act=review-back]").click()
    page.locator(f"{RESULT} [data-act=series-end]").click()
    page.wait_for_selector("body[data-screen=series]")
    look(page, found, "series end")
    page.locator(".series-end [data-act=stats]").click()
    page.wait_for_selector("body[data-screen=stats]")
    look(page, found, "statistics")
    page.locator("nav [data-act=back]").click()
    page.wait_for_selector("body[data-screen=series]")
    page.locator("nav [data-act=rules]").click()
    page.wait_for_selector("body[data-screen=rules]")
    look(page, found, "rules")
    assert found == {}
