"""The shareable deal as people use it: one finishes a hand and shares its link, another
opens the link and is dealt the same cards; a link that does not parse is refused with a
notice and leaves the saved data as it was."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .axe import axe_violations
from .browser_harness import SHOTS, boot
from .table_driver import (
    RESULT,
    hand_names,
    open_fast,
    play_card,
    play_to_result,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

SAVED_KINDS = ("settings", "session", "stats")
"""The saved data a bad link must leave as it was (``briscola:/:v1:<kind>``)."""


def first_hand(page: Page) -> list[str]:
    """The person's cards at their first turn."""
    assert wait_turn_or_result(page) == "turn"
    return hand_names(page)


def saved(page: Page) -> dict[str, str | None]:
    """The saved settings, game and statistics, as localStorage holds them."""
    return {k: page.evaluate(f"localStorage.getItem('briscola:/:v1:{k}')") for k in SAVED_KINDS}


WIDTHS = (1280, 360)
"""A desktop's width, where the hands are played, and a phone's: the page lays itself out by
CSS alone, so one page resized is checked at both."""


def at_each_width(page: Page, name: str, *, full_page: bool = True) -> None:
    """No axe finding and a screenshot at each width; the page is left at the desktop's."""
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        assert axe_violations(page) == []
        if not full_page:
            page.locator(".share-box").scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"{name}-{width}.png"), full_page=full_page)
    page.set_viewport_size({"width": WIDTHS[0], "height": 800})


def test_a_shared_hand_deals_the_same_cards_to_whoever_opens_it(
    page: Page, new_context: Callable[..., BrowserContext], site_url: str
) -> None:
    page.set_viewport_size({"width": WIDTHS[0], "height": 800})
    open_fast(page, site_url)
    start_game(page, 2)
    mine = first_hand(page)
    play_to_result(page)
    page.wait_for_selector(RESULT)
    share = page.get_by_role("button", name="Condividi questa mano")
    share.click()
    field = page.get_by_label("Link a questa mano")
    expect(field).to_be_focused()
    expect(field).to_have_attribute("readonly", "readonly")
    link = field.input_value()
    assert link.startswith(site_url) and "?v=1&p=2&" in link and "&res=" in link
    page.get_by_role("button", name="Copia").click()  # where the clipboard is refused too
    expect(page.locator("#live")).to_contain_text("Link copiato.")
    SHOTS.mkdir(exist_ok=True)
    at_each_width(page, "share-box", full_page=False)

    # Someone else, in a browser of their own (nothing saved), opens the link and plays the
    # whole hand: the result says how they did against it.
    other = new_context(viewport={"width": WIDTHS[0], "height": 800})
    try:
        friend = other.new_page()
        friend.emulate_media(reduced_motion="reduce")
        boot(friend, link + "&fast=1")
        assert first_hand(friend) == mine
        play_to_result(friend)
        friend.wait_for_selector(RESULT)
        expect(friend.locator("#share-compare")).to_contain_text("Chi ha condiviso la mano")
        at_each_width(friend, "share-compare")
    finally:
        other.close()


def test_a_bad_link_is_refused_and_the_saved_game_is_untouched(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2)
    wait_turn_or_result(page)
    play_card(page)
    wait_turn_or_result(page)
    before = saved(page)
    assert before["session"] is not None and before["settings"] is not None
    boot(page, site_url + "?v=1&p=2&d=40&var=classic&sw=1&fs=0&sg=0&lv=hard&seed=x&n=1&fast=1")
    expect(page.locator("#notice")).to_contain_text("Il link della mano condivisa non è valido")
    assert saved(page) == before  # settings, game, statistics: byte for byte
    page.wait_for_selector("body[data-screen=table]")
    assert axe_violations(page) == []
