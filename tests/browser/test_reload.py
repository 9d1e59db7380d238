"""What a reload keeps: the rules page stays open, in and out of a game."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .browser_harness import wait_ready
from .table_driver import open_fast, play_card, start_game, wait_turn_or_result

pytestmark = pytest.mark.browser


def reload(page: Page) -> None:
    page.reload()
    wait_ready(page)


def test_a_reload_on_the_rules_page_comes_back_to_it(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    body = page.locator("body")
    page.locator("nav [data-act=rules]").click()
    expect(body).to_have_attribute("data-screen", "rules")
    expect(page).to_have_url(re.compile(r"\?fast=1&seed=7#rules$"))
    reload(page)
    expect(body).to_have_attribute("data-screen", "rules")
    expect(page.locator("#rules-heading")).to_be_focused()
    page.locator("nav [data-act=back]").click()
    expect(body).to_have_attribute("data-screen", "start")
    expect(page).to_have_url(re.compile(r"\?fast=1&seed=7$"))
    reload(page)
    expect(body).to_have_attribute("data-screen", "start")

    start_game(page, 2)
    wait_turn_or_result(page)
    play_card(page)
    wait_turn_or_result(page)
    page.locator("nav [data-act=rules]").click()
    reload(page)
    expect(body).to_have_attribute("data-screen", "rules")
    page.locator("nav [data-act=back]").click()
    expect(body).to_have_attribute("data-screen", "table")
