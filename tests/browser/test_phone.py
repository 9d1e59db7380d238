"""The page on a 360 px phone: headings and what the narrow table still shows."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from .table_driver import open_fast, play_to_result, start_game, wait_turn_or_result

pytestmark = pytest.mark.browser

PHONE: ViewportSize = {"width": 360, "height": 740}


def test_table_and_result_keep_a_level_one_heading(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    start_game(page, 2)
    wait_turn_or_result(page)
    # get_by_role skips what assistive technology cannot reach (display: none).
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    play_to_result(page)
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    bar = page.locator("header.bar").bounding_box()
    assert bar is not None and bar["height"] < 60  # the heading takes no room in the bar
