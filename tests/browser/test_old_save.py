"""A hand saved by the version before goes on in this one: the fixture is localStorage as
commit 348440d left it, mid-hand at a table of four drawn counter-clockwise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .browser_harness import wait_ready
from .table_driver import open_fast, play_to_result

pytestmark = pytest.mark.browser

FIXTURE = Path(__file__).parents[1] / "fixtures" / "save_348440d_four_mid_hand.json"


def test_a_hand_saved_by_the_version_before_goes_on(page: Page, site_url: str) -> None:
    fixture = json.loads(FIXTURE.read_text(encoding="utf-8"))
    open_fast(page, site_url)
    page.evaluate(
        "items => { localStorage.clear(); for (const [k, v] of Object.entries(items)) "
        "localStorage.setItem(k, v); }",
        fixture["storage"],
    )
    page.reload()
    wait_ready(page)
    page.wait_for_selector("body[data-screen=table][data-phase=human]")
    cards = page.locator("#t-hand button.card")
    expect(cards).to_have_count(3)
    assert [c.get_attribute("data-arg") for c in cards.all()] == fixture["hand"]
    expect(page.locator("#t-stock .count")).to_have_text(str(fixture["stock_left"]))
    expect(page.locator("#seat-1")).to_have_class("seat at-right opponent")  # kept its drawing
    expect(page.locator("#notice")).to_be_hidden()  # nothing was set aside as unreadable
    assert play_to_result(page) > 0
    expect(page.locator("#result-headline")).not_to_be_empty()
