"""What the person's hand shows besides the cards: the trump mark."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .table_driver import open_fast, play_card, start_game, wait_turn_or_result

pytestmark = pytest.mark.browser

# Whether each card of the hand draws a mark (a ::before with content) and is a trump.
MARKS = """() => [...document.querySelectorAll('#t-hand button.card')].map(b => [
    b.classList.contains('trump'), getComputedStyle(b, '::before').content !== 'none',
])"""


def test_trumps_in_the_hand_carry_a_visible_mark(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2)
    seen_trump = False
    while wait_turn_or_result(page) == "turn":
        marks = page.evaluate(MARKS)
        assert all(trump == marked for trump, marked in marks), marks
        seen_trump = seen_trump or any(trump for trump, _ in marks)
        play_card(page)
    assert seen_trump
