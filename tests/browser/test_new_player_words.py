"""Words a new player tripped over, as the page shows them: the last card's hint (not "keys
1–1") and the rules of four players, which leave room for the signals they offer."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .table_driver import MY_TURN, PLAYABLE, open_fast, play_card, start_game, wait_turn_or_result

pytestmark = pytest.mark.browser


def test_the_last_card_is_played_with_key_1(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_fast(page, site_url, lang="en")
    start_game(page, 2)
    hints = set()
    while wait_turn_or_result(page) == "turn":
        cards = page.locator("#t-hand button.card").count()
        hint = page.locator(f"{MY_TURN} #t-status .hint").inner_text()
        hints.add(hint)
        if cards == 1:
            assert hint == "Play your last card: click or key 1"
            page.keyboard.press("1")
            page.wait_for_selector(f"{MY_TURN} {PLAYABLE}", state="detached")
            break
        assert hint == f"Play a card: click or keys 1–{cards}"
        play_card(page)
    assert "Play your last card: click or key 1" in hints
    assert not any("1–1" in hint for hint in hints)


@pytest.mark.parametrize(
    ("lang", "four", "option"),
    [
        ("it", "In quattro si gioca a coppie", "«Segnali al compagno»"),
        ("en", "With four, two pairs play", "‘Partner signals’"),
        ("de", "Zu viert spielen zwei Paare", "„Zeichen an den Partner“"),
    ],
)
def test_the_rules_of_four_name_the_signals_option(
    page: Page, site_url: str, lang: str, four: str, option: str
) -> None:
    open_fast(page, site_url, lang=lang)
    page.locator("nav [data-act=rules]").click()
    page.wait_for_selector("body[data-screen=rules]")
    paragraph = page.locator("#screen-rules p", has_text=four)
    expect(paragraph).to_have_count(1)
    expect(paragraph).to_contain_text(option)
