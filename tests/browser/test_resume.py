"""Never lose a game: reloads resume exactly, offline too; bad saves are explained and reset."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from briscola.app.game.session import Session
from briscola.setup.settings import Settings

from .browser_harness import BOOT_TIMEOUT_MS, boot, wait_ready
from .table_driver import (
    MY_TURN,
    hand_names,
    open_fast,
    play_card,
    saved_session,
    start_game,
    trick_cards,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser


def computers_until_the_person(saved: str) -> Session:
    """What the saved game becomes once the computers have played up to the person's turn."""
    session = Session.from_json(json.loads(saved))
    while session.phase == "computer":
        session.play_computer()
    return session


def test_reload_mid_trick_resumes_the_same_trick(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 3)
    # Play until a computer has led and the person is to follow: a trick half played.
    while True:
        assert wait_turn_or_result(page) == "turn"
        # A finished trick still on show (data-hold="1") is not saved: wait until it is swept.
        page.wait_for_selector(f"{MY_TURN}[data-hold='0']")
        if trick_cards(page):
            break
        play_card(page)
    before = (saved_session(page), hand_names(page), trick_cards(page))
    assert before[0] is not None
    page.reload()
    wait_ready(page)
    page.wait_for_selector(MY_TURN)
    assert (saved_session(page), hand_names(page), trick_cards(page)) == before
    play_card(page)  # and the game goes on


def test_reload_during_the_computers_turn_resumes_exactly(page: Page, site_url: str) -> None:
    # The human pace (no ?fast): the computer waits a moment before each move.
    page.emulate_media(reduced_motion="reduce")
    boot(page, site_url)
    start_game(page, 3)
    saved = None
    for _ in range(3):
        # A card that ends a trick the person wins leaves the person to lead; the lead after
        # it is always followed by a computer's turn.
        page.wait_for_selector(MY_TURN, timeout=30_000)
        play_card(page)
        saved = saved_session(page)
        assert saved is not None
        if Session.from_json(json.loads(saved)).phase == "computer":
            break
    page.reload()  # the computer is still "thinking" about its move
    assert saved is not None
    assert Session.from_json(json.loads(saved)).phase == "computer"
    wait_ready(page)
    page.wait_for_selector(MY_TURN, timeout=30_000)
    expected = computers_until_the_person(saved)
    after = saved_session(page)
    assert after is not None
    assert Session.from_json(json.loads(after)).to_json() == expected.to_json()
    codes = [card.code for card in expected.view().hand]
    assert [c.get_attribute("data-arg") for c in page.locator("#t-hand button").all()] == codes


@pytest.mark.service_worker
def test_offline_reload_after_a_first_visit_boots_and_plays(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    open_fast(page, site_url)
    start_game(page, 2)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    wait_turn_or_result(page)
    before = hand_names(page)
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    page.wait_for_selector(MY_TURN)
    assert hand_names(page) == before
    saved = saved_session(page)
    play_card(page)
    page.wait_for_function(
        "saved => localStorage.getItem('briscola:/:v1:session') !== saved", arg=saved
    )


SETTINGS_KEY = "briscola:/:v1:settings"
SESSION_KEY = "briscola:/:v1:session"


def _old_version_save() -> str:
    data = Session.new(Settings(), seed=3).to_json()
    data["version"] = 0
    return json.dumps(data)


@pytest.mark.parametrize(
    ("key", "value", "backup"),
    [
        (SESSION_KEY, '{"format": "briscola-session", "version": 1, "seed": ', SESSION_KEY),
        (SESSION_KEY, _old_version_save(), SESSION_KEY),
        (SETTINGS_KEY, '{"players": 7}', SETTINGS_KEY),
        ("briscola:v0:session", '{"old": true}', "briscola:v0:session"),
    ],
    ids=["corrupt-session", "old-version-session", "edited-settings", "old-version-key"],
)
def test_bad_saved_data_is_explained_kept_and_reset(
    page: Page, site_url: str, key: str, value: str, backup: str
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    # Written before the page's scripts run, on the first load only.
    page.add_init_script(
        f"if (!sessionStorage.getItem('seeded')) {{"
        f" sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem({json.dumps(key)}, {json.dumps(value)}); }}"
    )
    open_fast(page, site_url)
    notice = page.locator("#notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("una copia è conservata a parte e si riparte da capo")
    assert notice.locator(".notice-text").inner_text().count(".") == 1  # one sentence
    if key.startswith("briscola:/"):  # the site's keys: a timed backup slot
        slot = page.evaluate(f"localStorage.getItem({json.dumps(backup + ':backup:1')})")
        assert json.loads(slot)["text"] == value
    else:  # a key of another version: moved to <key>:backup
        stored = page.evaluate(f"localStorage.getItem({json.dumps(backup + ':backup')})")
        assert stored == value
    assert page.evaluate(f"localStorage.getItem({json.dumps(key)})") is None
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    page.locator("#notice [data-act=dismiss]").click()
    expect(notice).to_be_hidden()
    start_game(page, 2)  # a fresh start works
    assert errors == []
