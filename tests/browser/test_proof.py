"""The fair-deal proof as a person sees it: a short fingerprint during the hand (the whole
one on demand), the secret at the end with how to check it, and the hand's record to
download, which checks against them."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from briscola.engine.record import replay_record
from briscola.learn.fairness import verify

from .axe import axe_violations
from .browser_harness import SHOTS
from .table_driver import RESULT, open_fast, play_to_result, start_game, wait_turn_or_result

pytestmark = pytest.mark.browser


WIDTHS = (1280, 360)
"""A desktop's width, where the hand is played, and a phone's: the page lays itself out by
CSS alone, so one page resized is checked at both."""


def at_each_width(page: Page, check: Callable[[int], None]) -> None:
    """``check`` at each width; the page is left at the desktop's."""
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        check(width)
    page.set_viewport_size({"width": WIDTHS[0], "height": 800})


def test_the_fingerprint_shows_the_secret_follows_and_the_record_checks(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": WIDTHS[0], "height": 800})
    open_fast(page, site_url)
    start_game(page, 2)
    wait_turn_or_result(page)
    summary = page.locator("#t-proof .proof summary")
    expect(summary).to_have_text(re.compile(r"^Impronta della mano: [0-9a-f]{8}$"))
    short = (summary.inner_text()).rsplit(" ", 1)[1]
    summary.focus()
    page.keyboard.press("Enter")  # the whole fingerprint, on demand
    whole = page.locator("#t-proof .proof .fp")
    fingerprint = whole.inner_text()
    assert re.fullmatch(r"[0-9a-f]{64}", fingerprint) and fingerprint.startswith(short)

    def table(width: int) -> None:
        expect(summary).to_have_text(f"Impronta della mano: {short}")
        expect(whole).to_be_visible()
        assert axe_violations(page) == [], width

    at_each_width(page, table)
    play_to_result(page)
    page.wait_for_selector(RESULT)
    expect(page.locator("#proof-fingerprint")).to_have_text(fingerprint)
    secret = page.locator("#proof-secret").inner_text()
    assert re.fullmatch(r"[0-9a-f]{32}", secret)
    # How to check, in a player's words: the steps, then the command as one way to do it.
    how = page.locator(".proof-box details.proof-how")
    how.locator("summary").click()
    expect(how.locator("li")).to_have_count(3)
    expect(how.locator("li").first).to_contain_text("annota le prime cifre dell’impronta")
    expect(how.locator("code")).to_have_text(
        f"python -m briscola verify {fingerprint} {secret} FILE"
    )
    SHOTS.mkdir(exist_ok=True)

    def result(width: int) -> None:
        assert axe_violations(page) == [], width
        page.screenshot(path=str(SHOTS / f"result-proof-{width}.png"), full_page=True)

    at_each_width(page, result)
    with page.expect_download() as info:
        page.get_by_role("button", name="Scarica la registrazione della mano").click()
    record = Path(info.value.path()).read_text(encoding="utf-8")
    assert verify(fingerprint, secret, replay_record(record))
