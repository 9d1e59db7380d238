"""The first hand that teaches, as a newcomer meets it: offered on a first visit, played by
clicks to its end, left at any moment, played by the keyboard alone, its words read out;
screenshots of its moments at a phone's width and a desktop's."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from .axe import axe_violations
from .browser_harness import SHOTS
from .table_driver import MY_TURN, PLAYABLE, RESULT, open_fast, play_card, wait_turn_or_result

pytestmark = pytest.mark.browser

OFFER = "#start-form .lesson-offer.first [data-act=lesson]"
PANEL = "#t-learn .lesson"
SIZES: tuple[ViewportSize, ...] = (
    {"width": 360, "height": 740},
    {"width": 1280, "height": 800},
)


def shoot(page: Page, name: str) -> None:
    """Screenshots of this moment at a phone's size and a desktop's (no axe finding at
    either); the page is left at the desktop's."""
    SHOTS.mkdir(exist_ok=True)
    for size in SIZES:
        page.set_viewport_size(size)
        assert axe_violations(page) == []
        page.screenshot(path=str(SHOTS / f"lesson-{name}-{size['width']}.png"))
    page.set_viewport_size(SIZES[1])


def learner_card(page: Page) -> str:
    """Play the card the tip names, else the first one; returns its name."""
    hinted = page.locator(f"{PLAYABLE}.hinted")
    if hinted.count():
        name = hinted.get_attribute("aria-label") or ""
        expect(hinted).to_have_attribute("aria-describedby", "lesson-tip")
        hinted.click()
        page.wait_for_function(
            "name => ![...document.querySelectorAll('#t-hand button.card')]"
            ".some(b => b.getAttribute('aria-label') === name)"
            " || document.body.dataset.phase !== 'human'",
            arg=name,
        )
        return name
    return play_card(page)


def test_a_first_visitor_learns_the_game_by_clicks_to_the_end(page: Page, site_url: str) -> None:
    page.set_viewport_size(SIZES[1])
    open_fast(page, site_url)
    offer = page.locator(OFFER)
    expect(offer).to_have_text("Impara a giocare")
    expect(page.locator("#lesson-note")).to_contain_text("3 minuti")
    shoot(page, "offer")
    offer.click()
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    panel = page.locator(PANEL)
    expect(panel).to_contain_text("Mano di prova contro Marco")
    expect(panel).to_contain_text("la briscola è Denari")
    expect(page.locator("#lesson-tip")).to_contain_text("Consiglio: apri con")
    expect(page.locator("#live")).to_contain_text("la briscola è Denari")
    shoot(page, "first-turn")
    moments = {  # the learner's turns with a tip (the same in every run), and what by then
        2: ("answer", "Prende Marco: stesso seme, e il Tre di Coppe batte il Sei di Coppe."),
        3: ("trump", "Prendi tu: il Due di Denari è una briscola e batte il Fante di Coppe."),
    }
    turn, last_draw = 0, 0
    while wait_turn_or_result(page) == "turn":
        turn += 1
        if turn in moments:
            name, words = moments[turn]
            expect(panel).to_contain_text(words)
            shoot(page, name)
        if not last_draw and "Ultima pescata" in panel.inner_text():
            last_draw = turn
            shoot(page, "last-draw")
        learner_card(page)
    assert last_draw == 18  # the 17th trick emptied the stock: the 18th's first card
    page.wait_for_selector(RESULT)
    end = page.locator("#screen-result .lesson-end")
    expect(end).to_contain_text(re.compile(r"Fine: tu \d+ punti, Marco \d+\."))
    expect(page.locator("#live")).to_contain_text("Ora conosci le regole")
    assert page.locator("#screen-result [data-act=share]").count() == 0
    shoot(page, "end")
    # Counted nowhere, and no game saved: the next visit is a first visit still.
    stored = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    assert not [k for k in stored if k.endswith((":session", ":hands", ":rating"))], stored
    stats = [json.loads(v) for k, v in stored.items() if k.endswith(":stats")]
    assert all(not s["tables"] for s in stats), stats
    page.locator("#screen-result [data-act=lesson-skip]").click()
    page.wait_for_selector("body[data-screen=start]")
    expect(page.locator(OFFER)).to_be_visible()


def test_the_lesson_can_be_skipped_at_any_moment(page: Page, site_url: str) -> None:
    open_fast(page, site_url, lang="en")
    page.locator(OFFER).click()
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    learner_card(page)
    wait_turn_or_result(page)
    page.locator(f"{PANEL} [data-act=lesson-skip]").click()
    page.wait_for_selector("body[data-screen=start]")
    expect(page.locator("#start-heading")).to_be_focused()
    assert (
        page.locator("#t-hand button.card").count() == 0
        or not page.locator("#screen-table").is_visible()
    )


def test_the_lesson_by_the_keyboard_alone(page: Page, site_url: str) -> None:
    open_fast(page, site_url, lang="en")
    offer = page.locator(OFFER)
    expect(offer).to_have_text("Learn to play")
    offer.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{MY_TURN} {PLAYABLE}")
    expect(page.locator("#t-hand [data-focus=card-1]")).to_be_focused()
    expect(page.locator(PANEL)).to_contain_text("Coins are trumps")
    # The way out comes just before the hand, after the lesson's words.
    for _ in range(3):
        page.keyboard.press("Shift+Tab")
        if page.evaluate("document.activeElement.dataset.act") == "lesson-skip":
            break
    assert page.evaluate("document.activeElement.dataset.act") == "lesson-skip"
    page.keyboard.press("Tab")  # back to the hand
    while wait_turn_or_result(page) == "turn":
        hinted = page.locator("#t-hand button.card.hinted")
        card = hinted if hinted.count() else page.locator("#t-hand button.card").first
        name = card.get_attribute("aria-label")
        page.keyboard.press(card.get_attribute("aria-keyshortcuts") or "1")
        page.wait_for_function(  # the card played leaves the hand for good
            "name => ![...document.querySelectorAll('#t-hand button.card')]"
            ".some(b => b.getAttribute('aria-label') === name)",
            arg=name,
        )
    expect(page.locator("#result-headline")).to_be_focused()
    expect(page.locator("#screen-result .lesson-end")).to_contain_text("you win!")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.act") == "lesson-play"
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-screen=table]")
    assert page.locator(PANEL).count() == 0  # a real game: no lesson
