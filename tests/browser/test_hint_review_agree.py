"""The hint and the review agree, as a new player finds out: on ``?seed=51`` they ask for a
hint at every turn and play the hinted card, then review the hand; none of their moves is
called costly, none gets a better card or a coach's tip."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .table_driver import (
    RESULT,
    STEP_TIMEOUT_MS,
    ask_hint,
    choose,
    open_fast,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

REVIEW_TIMEOUT_MS = 180_000  # a whole hand's searches, on a shared machine
HINTED = "#t-hand button.card.hinted"
# Every trick's move lines, read by stepping from the first trick to the last.
MOVES = """() => [...document.querySelectorAll('#screen-review .move')].map(m => ({
    played: m.querySelector('.move-played')?.innerText ?? '',
    better: m.querySelector('.better')?.innerText ?? '',
    tips: [...m.querySelectorAll('.tip')].map(t => t.innerText),
    marked: m.classList.contains('is-marked')}))"""


def test_following_every_hint_reviews_as_the_best_move_each_time(page: Page, site_url: str) -> None:
    open_fast(page, site_url, seed=51, lang="en")
    choose(page, "counting", "grid")
    choose(page, "pace", "fast")
    start_game(page, 2)
    reasons = []
    while wait_turn_or_result(page) == "turn":
        reasons.append(ask_hint(page))
        if page.locator(HINTED).count():
            page.locator(HINTED).click()
        else:  # the hint is the swap of the 7 of trump: no card to play yet
            assert reasons[-1].startswith("Swap the 7 of trump")
            page.locator("#t-tools [data-act=swap]").click()
        page.wait_for_function(
            "() => !document.querySelector('#t-learn .hint-reason')", timeout=STEP_TIMEOUT_MS
        )
    page.wait_for_selector(RESULT)
    assert reasons[0].startswith("None of your cards takes this trick")
    page.get_by_role("button", name="Review the hand").click()
    page.wait_for_selector("#review-trick", timeout=REVIEW_TIMEOUT_MS)
    while page.locator("[data-act=review-prev]:not([aria-disabled=true])").count():
        page.locator("[data-act=review-prev]").click()
    lines = []
    while True:
        lines += page.evaluate(MOVES)
        after = page.locator("[data-act=review-next]:not([aria-disabled=true])")
        if not after.count():
            break
        shown = page.locator("#review-trick").inner_text()
        after.click()
        page.wait_for_function(
            "t => document.querySelector('#review-trick').innerText !== t", arg=shown
        )
    assert len(lines) == len(reasons)
    criticised = [line for line in lines if line["better"] or line["tips"] or line["marked"]]
    assert criticised == []
    assert page.locator(".review-summary").inner_text() == "No costly move: well played!"
