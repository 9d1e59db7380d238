"""The page around the game: languages, rules, accessibility, leaving, two tabs."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .axe import axe_violations
from .browser_harness import wait_ready
from .table_driver import (
    MY_TURN,
    PLAYABLE,
    open_fast,
    play_card,
    saved_session,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser


def test_language_switch_changes_the_text_and_is_remembered(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    heading = page.locator("#start-heading")
    expect(heading).to_have_text("Nuova partita")
    page.locator("nav [data-act=language][data-arg=en]").click()
    expect(heading).to_have_text("New game")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("nav [data-arg=en]")).to_have_attribute("aria-pressed", "true")
    start_game(page, 2)
    wait_turn_or_result(page)
    page.locator("nav [data-act=language][data-arg=de]").click()
    expect(page.locator("#seat-0 .name")).to_have_text("Du")
    assert all("-" in (b.get_attribute("aria-label") or "") for b in page.locator(PLAYABLE).all())
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("nav [data-act=rules]")).to_have_text("Regeln")


def test_the_rules_page_opens_and_closes(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    page.locator("nav [data-act=rules]").click()
    expect(page.locator("#rules-heading")).to_have_text("Le regole della Briscola")
    expect(page.locator("#rules-heading")).to_be_focused()
    assert page.locator(".rules section").count() >= 8
    expect(page.locator(".rules")).to_contain_text("36 carte")
    page.locator("nav [data-act=language][data-arg=en]").click()
    expect(page.locator("#rules-heading")).to_have_text("The rules of Briscola")
    page.locator(".rules [data-act=back]").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")


def test_no_serious_accessibility_violations(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    assert axe_violations(page) == []
    start_game(page, 4)
    page.wait_for_selector(MY_TURN)
    assert axe_violations(page) == []
    page.locator("nav [data-act=rules]").click()
    assert axe_violations(page) == []


def test_keyboard_reaches_the_cards_and_plays_them(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2)
    page.wait_for_selector(MY_TURN)
    card = page.locator("#t-hand button.card").first
    expect(card).to_be_focused()  # the table takes the focus to the hand
    label = card.get_attribute("aria-label")
    assert label is not None
    page.keyboard.press("Enter")
    expect(page.locator("#live")).to_contain_text("Hai giocato")
    expect(page.locator("#live")).to_contain_text(label)


def test_leaving_a_series_asks_first(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2, best_of=3)
    wait_turn_or_result(page)
    play_card(page)
    leave = page.locator("nav [data-act=leave]")
    leave.click()
    dialog = page.locator("#confirm")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Abbandonare la partita?")
    dialog.locator("button[value=no]").click()
    expect(dialog).to_be_hidden()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    assert saved_session(page) is not None
    leave.click()
    dialog.locator("button[value=yes]").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    assert saved_session(page) is None


def test_a_second_tab_follows_and_can_take_over(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    open_fast(page, site_url)
    start_game(page, 2)
    wait_turn_or_result(page)
    second = context.new_page()
    open_fast(second, site_url)
    expect(second.locator("#notice")).to_contain_text("aperta in un’altra scheda")
    expect(second.locator("body")).to_have_attribute("data-following", "1")
    assert second.locator(PLAYABLE).count() == 0
    # The first tab plays on; the second one follows what it saves.
    saved = saved_session(page)
    play_card(page)
    second.wait_for_function(
        "saved => localStorage.getItem('briscola:/:v1:session') !== saved", arg=saved
    )
    wait_turn_or_result(page)
    expect(second.locator("#t-hand button.card")).to_have_count(
        page.locator("#t-hand button.card").count()
    )
    # Taking over: the second tab plays, the first one now follows.
    second.locator("#notice [data-act=take]").click()
    expect(second.locator("body")).to_have_attribute("data-following", "0")
    expect(page.locator("body")).to_have_attribute("data-following", "1")
    expect(page.locator("#notice")).to_contain_text("aperta in un’altra scheda")
    wait_turn_or_result(second)
    play_card(second)


def test_no_serious_accessibility_violations_at_the_variant_tables(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_fast(page, site_url)
    start_game(page, 5)  # Briscola chiamata: the auction's buttons
    page.wait_for_selector(f"{MY_TURN} #t-tools [data-act=bid]")
    assert axe_violations(page) == []
    page.locator("#t-tools [data-act=bid]").last.click()  # bid high: the call may follow
    page.wait_for_selector(
        f"{MY_TURN} {PLAYABLE}, {MY_TURN} #t-tools [data-act=call], "
        f"{MY_TURN} #t-tools [data-act=bid]"
    )
    assert axe_violations(page) == []
