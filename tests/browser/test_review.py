"""The review of a hand as a person uses it: from the result, a named progress bar (which
can be cancelled), then trick by trick with buttons and arrow keys, the costliest moves
marked with the better card. The test prints how long the review took in the page and the
longest main-thread task while it ran."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .browser_harness import SHOTS
from .table_driver import (
    ANALYSING,
    RESULT,
    open_fast,
    play_to_result,
    start_and_cancel_review,
    start_game,
    was_shown,
    watch_shown,
)

pytestmark = pytest.mark.browser

REVIEW_TIMEOUT_MS = 180_000  # a whole hand's searches, on a shared machine

# Every main-thread task over 50 ms from now on (Chromium's Long Tasks API): start, duration.
WATCH_LONG_TASKS = """() => {
    window.__long = [];
    new PerformanceObserver(list => {
        for (const entry of list.getEntries())
            window.__long.push([entry.startTime, entry.duration]);
    }).observe({type: 'longtask'});
}"""
# The longest task before the review's slices start (the click: the search's modules load),
# while they run, and after them (the review's first screen).
LONGEST = """() => {
    const start = performance.getEntriesByName('briscola:review-start').pop().startTime;
    const end = performance.getEntriesByName('briscola:review-end').pop().startTime;
    const longest = f => Math.max(0, ...window.__long.filter(f).map(([, d]) => d));
    return [longest(([t]) => t < start), longest(([t]) => t >= start && t < end),
            longest(([t]) => t >= end)];
}"""
CAPTION_INSIDE = """() => {
    const box = document.querySelector('.review-trick').getBoundingClientRect();
    const cap = document.querySelector('.review-trick .trick-caption').getBoundingClientRect();
    return cap.top >= box.top && cap.bottom <= box.bottom
        && cap.left >= box.left && cap.right <= box.right;
}"""
REVIEW_MS = """() => performance.getEntriesByName('briscola:review', 'measure')
    .map(m => m.duration).pop() ?? null"""


def finish_a_hand(page: Page, site_url: str, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 800})
    open_fast(page, site_url)
    start_game(page, 2)
    play_to_result(page)
    page.wait_for_selector(RESULT)


WIDTHS = (1280, 360)
"""A desktop's width, where the hand is played and reviewed, and a phone's: the page lays
itself out by CSS alone, so one page resized is checked at both."""


def at_each_width(page: Page, name: str, *, axe: bool = False) -> None:
    """A full-page screenshot at each width (with ``axe``, no axe finding first); the page is
    left at the desktop's width."""
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        if axe:
            assert axe_violations(page) == []
        page.screenshot(path=str(SHOTS / f"{name}-{width}.png"), full_page=True)
    page.set_viewport_size({"width": WIDTHS[0], "height": 800})


def test_review_a_hand_step_through_it_and_see_the_costly_moves(page: Page, site_url: str) -> None:
    finish_a_hand(page, site_url, WIDTHS[0])
    SHOTS.mkdir(exist_ok=True)
    at_each_width(page, "result")
    page.evaluate(WATCH_LONG_TASKS)
    watch_shown(page, ANALYSING)
    page.get_by_role("button", name="Rivedi la mano").click()
    expect(page.locator("#review-heading")).to_be_focused()
    for width in WIDTHS:  # while it runs, or just done on a fast machine
        page.set_viewport_size({"width": width, "height": 800})
        page.screenshot(path=str(SHOTS / f"review-running-{width}.png"))
    page.set_viewport_size({"width": WIDTHS[0], "height": 800})
    page.wait_for_selector("#review-trick", timeout=REVIEW_TIMEOUT_MS)
    assert was_shown(page, ANALYSING), "no progress bar while the hand was analysed"
    page.wait_for_timeout(500)  # the observer reports a task after it ends
    took = page.evaluate(REVIEW_MS)
    before, during, after = page.evaluate(LONGEST)
    line = (
        f"review of a 2-player hand at {WIDTHS[0]} px: {took:.0f} ms; longest main-thread task"
        f" (ms) before the slices {before:.0f}, during them {during:.0f}, after {after:.0f}"
    )
    print(line)
    with (SHOTS / "review-figures.txt").open("a", encoding="utf-8") as out:
        out.write(line + "\n")
    expect(page.locator(".review-summary")).to_have_text(
        ["Le mosse più costose:"]
        if page.locator(".jumps").count()
        else ["Nessuna mossa costosa: ben giocato!"]
    )
    at_each_width(page, "review", axe=True)
    # Step to the first trick and through the next ones with the keyboard.
    while page.locator("[data-act=review-prev]:not([aria-disabled=true])").count():
        page.locator("[data-act=review-prev]").click()
    expect(page.locator("#review-trick")).to_have_text("Presa 1 di 20")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#review-trick")).to_have_text("Presa 2 di 20")
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#review-trick")).to_have_text("Presa 1 di 20")
    expect(page.locator(".review-trick .played")).to_have_count(2)
    # The winner's caption lies under the trick's cards, in the trick's own box (the table
    # places its caption over kept room; the review's flows with the page): at each width.
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        assert page.evaluate(CAPTION_INSIDE), f"the caption lies outside the trick at {width}"
    page.set_viewport_size({"width": WIDTHS[0], "height": 800})
    expect(page.locator(".move .move-played")).to_have_count(1)
    jumps = page.locator("[data-act=review-go]")
    if jumps.count():  # a marked move: the better card is shown
        jumps.first.click()
        expect(page.locator(".move.is-marked")).to_have_count(1)
        expect(page.locator(".move.is-marked .better")).to_contain_text("Meglio")
        at_each_width(page, "review-marked")
    page.get_by_role("button", name="Torna al risultato").click()
    page.wait_for_selector(RESULT)


def test_a_running_review_can_be_cancelled(page: Page, site_url: str) -> None:
    finish_a_hand(page, site_url, 1280)
    start_and_cancel_review(page, page.get_by_role("button", name="Rivedi la mano"), RESULT)
    expect(page.locator("#result-headline")).to_be_focused()
