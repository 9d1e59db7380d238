"""Friends at one table: two people and two computers play a hand of four, passing the
device; each sees only their own hand, the pass screen hides the other's cards, and a reload
comes back to the right person's turn behind the pass screen."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest
from playwright.sync_api import Page

from briscola.app.game.session import Session

from .axe import axe_violations
from .browser_harness import wait_ready
from .table_driver import (
    MY_TURN,
    PLAYABLE,
    RESULT,
    STEP_TIMEOUT_MS,
    choose,
    open_fast,
    open_settings,
    play_card,
    saved_session,
)

pytestmark = pytest.mark.browser

PASS = "body[data-screen=pass]"
NAMES = {0: "Anna", 2: "Bea"}
SHOTS = Path("/work/data/screens")
"""Where the screenshots of the start screen and the pass screen go, when it exists."""


def set_up_friends(page: Page) -> None:
    """Four players: Anna (seat 0) and Bea (seat 2, her partner) against two computers."""
    open_settings(page)
    choose(page, "players", "4")
    page.select_option("#start-form select[name=level-2]", "person")
    for seat in (1, 3):
        page.select_option(f"#start-form select[name=level-{seat}]", "easy")
    for seat, name in NAMES.items():
        field = page.locator(f"#start-form input[name=name-{seat}]")
        field.fill(name)
        field.press("Tab")  # the change is sent as the field is left
        page.wait_for_selector(f"#start-form input[name=name-{seat}][value={name}]")


def session_now(page: Page) -> Session:
    saved = saved_session(page)
    assert saved is not None
    return Session.from_json(json.loads(saved))


def check_pass_screen(page: Page) -> int:
    """The pass screen names the person to take the device and shows no card; returns
    their seat."""
    seat = session_now(page).viewer
    heading = page.locator("#pass-heading").inner_text()
    to = "ad" if NAMES[seat].startswith("A") else "a"  # "ad Anna", "a Bea"
    assert heading == f"Passa il dispositivo {to} {NAMES[seat]}"
    assert page.locator("#screen-table").is_hidden()
    shown = page.evaluate(
        """() => [...document.querySelectorAll('main img')]
            .filter((img) => img.offsetParent !== null)
            .map((img) => img.getAttribute('src').split('#')[1])"""
    )
    assert set(shown) <= {"back"}
    # Nor in the hidden parts of the page: no hand's button, no card's code or name.
    hidden = page.evaluate(
        """() => ({
            buttons: document.querySelectorAll('main [data-act=play], main .hand .card').length,
            table: document.querySelector('#screen-table').innerHTML,
        })"""
    )
    assert hidden == {"buttons": 0, "table": ""}
    assert page.evaluate("document.activeElement.id") == "pass-go"
    return seat


def check_own_hand(page: Page, seat: int) -> None:
    """The table shows the person at ``seat`` at the bottom, with their cards only."""
    session = session_now(page)
    assert page.locator(f"#seat-{seat}.at-bottom .name").inner_text() == NAMES[seat]
    # The partner named by herself is "con te": the page does not know her gender.
    assert page.locator(f"#seat-{2 - seat} .role").inner_text().split(" ·")[0] == "con te"
    codes = page.evaluate(
        "() => [...document.querySelectorAll('#t-hand .card')].map((b) => b.dataset.arg)"
    )
    assert sorted(codes) == sorted(card.code for card in session.hand.hands[seat])
    other = 2 - seat
    everywhere = page.evaluate(
        "() => [...document.querySelectorAll('#screen-table img')]"
        ".map((img) => img.getAttribute('src').split('#')[1])"
    )
    view = session.hand.view(seat)
    public = {c.code for known in view.known for c in known}
    assert not (set(everywhere) & ({c.code for c in session.hand.hands[other]} - public))


SIZES = {360: 740, 1280: 800}
"""The widths (a phone, a desktop) at which every check is made, with their heights."""


def at_each_size(page: Page, check: Callable[[int], object]) -> None:
    """Make ``check(width)`` at every size of ``SIZES`` (the page lays itself out by CSS
    alone: a page resized is the page a phone or a desktop shows), the desktop's size last."""
    for width in sorted(SIZES):
        page.set_viewport_size({"width": width, "height": SIZES[width]})
        check(width)


def check_start_screen(page: Page, width: int) -> None:
    assert axe_violations(page) == []
    if SHOTS.is_dir():
        page.screenshot(path=str(SHOTS / f"friends-start-{width}.png"), full_page=True)


def check_first_pass_screen(page: Page, width: int) -> None:
    check_pass_screen(page)
    assert axe_violations(page) == []
    if SHOTS.is_dir():
        page.screenshot(path=str(SHOTS / f"friends-pass-{width}.png"))


def check_own_hand_at(page: Page, seat: int, _width: int) -> None:
    check_own_hand(page, seat)


def check_back_to_bea(page: Page) -> None:
    assert check_pass_screen(page) == 2


def test_two_people_pass_the_device_and_see_only_their_own_hands(page: Page, site_url: str) -> None:
    """One hand, played at the desktop's size; each pass screen and each person's table
    checked at the phone's size too."""
    page.set_viewport_size({"width": 1280, "height": SIZES[1280]})
    open_fast(page, site_url)
    set_up_friends(page)
    at_each_size(page, lambda width: check_start_screen(page, width))
    page.locator("#start-form button[type=submit]").click()
    passes, reloaded, keyed = 0, False, False
    while True:
        page.wait_for_selector(f"{PASS}, {MY_TURN} {PLAYABLE}, {RESULT}", timeout=STEP_TIMEOUT_MS)
        if page.locator(RESULT).count():
            break
        if page.locator(PASS).count():
            seat = check_pass_screen(page)
            passes += 1
            if passes == 1:
                at_each_size(page, lambda width: check_first_pass_screen(page, width))
            else:
                at_each_size(page, lambda _width: check_pass_screen(page))
            if seat == 2 and not reloaded:
                # A reload comes back to Bea's turn, behind the pass screen.
                reloaded = True
                page.reload()
                wait_ready(page)
                page.wait_for_selector(PASS, timeout=STEP_TIMEOUT_MS)
                at_each_size(page, lambda _width: check_back_to_bea(page))
            if keyed:
                page.locator("#pass-go").click()
            else:
                page.keyboard.press("Enter")  # the button has the focus
            keyed = not keyed
            page.wait_for_selector(f"{MY_TURN} {PLAYABLE}", timeout=STEP_TIMEOUT_MS)
            at_each_size(page, partial(check_own_hand_at, page, seat))
            continue
        play_card(page)
    assert reloaded and passes >= 8
    stats = page.evaluate("localStorage.getItem('briscola:/:v1:stats')")
    counted = json.loads(stats)["tables"] if stats else {}
    assert not counted  # a hand between two people moves no one's statistics
