"""A control whose ``data-act`` the game does not know (a tampered page) is reported: in the
notice, in the page's language, and in the browser's console; nothing else changes."""

from __future__ import annotations

import pytest
from playwright.sync_api import ConsoleMessage, Page, expect

from .table_driver import MY_TURN, open_fast, saved_session, start_game, switch_language

pytestmark = pytest.mark.browser

WORDS = {"it": "comando sconosciuto", "en": "unknown command", "de": "unbekannten Befehl"}


def test_a_tampered_act_is_reported_and_changes_nothing(page: Page, site_url: str) -> None:
    """In Italian, then in German (switched with the bar's button), on one page."""
    errors: list[str] = []

    def keep(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(message.text)

    page.on("console", keep)
    open_fast(page, site_url)
    start_game(page, 2)
    page.wait_for_selector(MY_TURN)
    for lang in ("it", "de"):
        if lang != "it":
            switch_language(page, lang)
            page.wait_for_selector(MY_TURN)
        errors.clear()
        saved = saved_session(page)
        # A person (or an extension) rewrites a card's act, then clicks the card.
        card = page.locator("#t-hand .card").first
        card.evaluate("node => node.setAttribute('data-act', 'steal-a-card')")
        card.click()
        notice = page.locator("#notice")
        expect(notice).to_contain_text(WORDS[lang])
        expect(notice).to_contain_text("steal-a-card")
        assert any(WORDS[lang] in text and "steal-a-card" in text for text in errors), errors
        assert saved_session(page) == saved
        expect(page.locator("#t-hand .card")).to_have_count(3)
        notice.locator("[data-act=dismiss]").click()
        expect(notice).to_be_hidden()
