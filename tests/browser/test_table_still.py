"""The table holds still while the hand goes on: the status line, the trick's caption, the
tools and the seats change their words, but the trick and the hand do not move."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .still_watch import WATCH_BOXES
from .table_driver import PHONE, open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("players", "lang"), [(2, "it"), (2, "de"), (3, "en"), (6, "de")], ids=str)
def test_the_trick_and_the_hand_hold_still_on_a_phone(
    page: Page, site_url: str, players: int, lang: str
) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url, lang=lang)
    page.evaluate(WATCH_BOXES)
    start_game(page, players)
    play_to_result(page)
    seen = page.evaluate("window.__still")
    moved = {
        name: values
        for name, values in seen["boxes"].items()
        if max(map(float, values)) - min(map(float, values)) > 1
    }
    print(f"\n{players} players, {lang}: {len(seen['texts'])} texts; moved: {moved}")
    assert len(seen["texts"]) >= 4  # the turn passed and tricks were taken while watched
    assert moved == {}


def test_the_trick_holds_still_on_a_phone_held_sideways(page: Page, site_url: str) -> None:
    """Six seats sideways: the person's column keeps its width whoever's turn it is (the
    status line's words change it no longer), so the trick beside it does not move."""
    page.set_viewport_size({"width": 740, "height": 360})
    open_fast(page, site_url, lang="de")
    page.evaluate(WATCH_BOXES)
    start_game(page, 6)
    play_to_result(page)
    seen = page.evaluate("window.__still")
    moved = {
        name: values
        for name, values in seen["boxes"].items()
        if name.startswith("trick ") and max(map(float, values)) - min(map(float, values)) > 1
    }
    assert len(seen["texts"]) >= 4
    assert moved == {}
