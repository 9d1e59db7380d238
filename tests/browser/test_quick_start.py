"""The first screen plays at once, on a phone and on a desktop; "Rivincita" replays the table."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .table_driver import DESKTOP, PHONE, RESULT, open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser

PLAY = "#start-form button[type=submit]"
MORE = "#start-form [data-act=more]"


def in_view(page: Page, selector: str) -> bool:
    """The whole element lies inside the viewport as the page opens (no scrolling)."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None
    return box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


def test_play_and_the_summary_show_without_scrolling(page: Page, site_url: str) -> None:
    """On a phone and on a desktop (one page, resized: it lays itself out by CSS alone)."""
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    page.wait_for_selector("body[data-screen=start]")
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        assert page.evaluate("window.scrollY") == 0
        assert in_view(page, PLAY) and in_view(page, "#start-summary") and in_view(page, MORE)
        expect(page.locator("#start-summary")).to_have_text(
            "2 giocatori · Classica · Medio · Mano singola"
        )
        expect(page.locator(MORE)).to_have_attribute("aria-expanded", "false")
        expect(page.locator("#start-settings")).to_be_hidden()
        assert axe_violations(page) == [], size
    page.locator(MORE).click()
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        expect(page.locator("#start-settings")).to_be_visible()
        assert axe_violations(page) == [], size


def test_the_disclosure_works_by_keyboard_and_the_summary_follows_the_choices(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    page.wait_for_selector("body[data-screen=start]")
    page.locator(MORE).focus()
    page.keyboard.press("Enter")
    expect(page.locator(MORE)).to_have_attribute("aria-expanded", "true")
    expect(page.locator(MORE)).to_be_focused()  # the form is written again; focus stays
    page.locator("#start-form label:has(input[name=players][value='4'])").click()
    expect(page.locator("#start-summary")).to_contain_text("4 giocatori")
    page.reload()
    page.wait_for_selector("body[data-ready][data-screen=start]")
    # The choices are remembered, and shown closed again: one click plays them.
    expect(page.locator("#start-summary")).to_contain_text("4 giocatori")
    expect(page.locator("#start-settings")).to_be_hidden()
    page.locator(PLAY).click()
    page.wait_for_selector("body[data-screen=table] .table.players-4")


def test_the_start_screen_speaks_english_and_german(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    page.wait_for_selector("body[data-screen=start]")
    page.locator("[data-act=language][data-arg=en]").click()
    expect(page.locator(MORE)).to_have_text("Settings")
    expect(page.locator("#start-summary")).to_have_text(
        "2 players · Classic · Medium · Single hand"
    )
    page.locator("[data-act=language][data-arg=de]").click()
    expect(page.locator(MORE)).to_have_text("Einstellungen")
    expect(page.locator("#start-summary")).to_contain_text("2 Spieler · Klassisch")


def test_rematch_starts_the_same_table_in_one_click(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    start_game(page, 3, variant="briscolone")
    play_to_result(page)
    page.wait_for_selector(RESULT)
    rematch = page.locator("[data-act=again]")
    expect(rematch).to_have_text("Rivincita")
    rematch.click()
    page.wait_for_selector("body[data-screen=table] .table.players-3")
    expect(page.locator("#t-series")).to_contain_text("Briscolone")
    expect(page.locator("#t-hand button.card")).to_have_count(5)
