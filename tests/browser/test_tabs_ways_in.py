"""Ways into the page while a game is open in another tab, as a person meets them: a shared
hand's link, the hand of the day, a record file. Both tabs say which game they show, the
choice offered says what will happen, nothing saved and no shared hand is lost, and the
computer plays in the tab that plays. One browser context, two pages: two tabs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from .browser_harness import boot
from .table_driver import (
    PLAYABLE,
    hand_names,
    open_fast,
    play_card,
    saved_session,
    start_game,
    two_player_game_under_way,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

LINK = "v=1&p=2&d=40&var=classic&sw=1&fs=0&sg=0&lv=greedy&seed=1234&n=1&pts=72&res=w"
REVIEW_TIMEOUT_MS = 180_000  # a whole hand's searches, on a shared machine


def open_tab(context: BrowserContext, url: str) -> Page:
    """A second tab of the same browser on ``url``, ready."""
    tab = context.new_page()
    tab.set_viewport_size({"width": 1280, "height": 800})
    tab.emulate_media(reduced_motion="reduce")
    boot(tab, url)
    return tab


def test_a_shared_link_opened_beside_a_game_is_offered_played_set_aside_and_kept(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    two_player_game_under_way(page, site_url, 61)
    game = saved_session(page)
    mine = hand_names(page)

    second = open_tab(context, f"{site_url}?{LINK}&fast=1")
    body, notice = second.locator("body"), second.locator("#notice")
    # The second tab shows the first tab's game, read only, and offers the shared hand.
    expect(body).to_have_attribute("data-following", "1")
    expect(notice).to_contain_text("La mano condivisa del link ti aspetta")
    expect(notice).to_contain_text("resta salvata")
    assert hand_names(second) == mine
    assert second.locator(PLAYABLE).count() == 0

    notice.get_by_role("button", name="Gioca qui la mano condivisa").click()
    expect(body).to_have_attribute("data-following", "0")
    expect(notice).to_contain_text("Mano condivisa: ricaricando si chiude. La tua partita torna")
    # The computer plays in this tab: the shared hand goes on, card after card.
    wait_turn_or_result(second)
    play_card(second)
    wait_turn_or_result(second)
    play_card(second)
    wait_turn_or_result(second)
    shared = hand_names(second)
    assert shared != mine

    # The first tab now says that its game waits, saved, and offers it back.
    first = page.locator("#notice")
    expect(page.locator("body")).to_have_attribute("data-following", "1")
    expect(first).to_contain_text("Un’altra scheda gioca una mano condivisa")
    assert saved_session(page) == game, "the saved game is left as it was"

    first.get_by_role("button", name="Riprendi qui la partita").click()
    expect(page.locator("body")).to_have_attribute("data-following", "0")
    assert hand_names(page) == mine
    # The second tab sets its shared hand aside, follows, and offers it again.
    expect(body).to_have_attribute("data-following", "1")
    expect(notice).to_contain_text("La mano condivisa del link ti aspetta")
    expect(second.locator("#t-hand button.card")).to_have_count(len(mine))
    assert hand_names(second) == mine

    notice.get_by_role("button", name="Gioca qui la mano condivisa").click()
    expect(body).to_have_attribute("data-following", "0")
    wait_turn_or_result(second)
    assert hand_names(second) == shared, "the shared hand comes back where it was"
    play_card(second)
    assert saved_session(second) == game


def test_a_shared_link_beside_an_idle_tab_waits_offered_while_a_game_is_started_here(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url, seed=61)
    second = open_tab(context, f"{site_url}?{LINK}&fast=1")
    body, notice = second.locator("body"), second.locator("#notice")
    expect(body).to_have_attribute("data-following", "1")
    expect(notice).to_contain_text("non ha partite in corso")
    expect(notice).to_contain_text("la mano condivisa del link ti aspetta")
    start_game(second, 2)  # a game of this tab's own instead
    expect(body).to_have_attribute("data-following", "0")
    wait_turn_or_result(second)
    game, mine = saved_session(second), hand_names(second)
    expect(notice).to_contain_text("La mano condivisa del link ti aspetta")
    expect(page.locator("body")).to_have_attribute("data-following", "1")

    notice.get_by_role("button", name="Gioca qui la mano condivisa").click()
    expect(notice).to_contain_text("Mano condivisa: ricaricando si chiude. La tua partita torna")
    wait_turn_or_result(second)
    assert hand_names(second) != mine
    expect(page.locator("#notice")).to_contain_text("Un’altra scheda gioca una mano condivisa")
    assert saved_session(second) == game, "the game started here stays saved"


def test_a_record_opened_in_a_following_tab_is_reviewed(
    page: Page, context: BrowserContext, site_url: str, tmp_path: Path
) -> None:
    record = tmp_path / "hand.json"
    made = subprocess.run(
        [sys.executable, "-m", "briscola", "record", "--players", "2", "--seed", "5"],
        check=True,
        capture_output=True,
        text=True,
    )
    record.write_text(made.stdout, encoding="utf-8")
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url)
    start_game(page, 2)
    wait_turn_or_result(page)

    second = open_tab(context, f"{site_url}?fast=1")
    expect(second.locator("body")).to_have_attribute("data-following", "1")
    second.locator("nav [data-act=stats]").click()
    second.locator("#record-file").set_input_files(str(record))
    expect(second.locator("#review-trick")).to_be_visible(timeout=REVIEW_TIMEOUT_MS)


def test_the_hand_of_the_day_beside_an_idle_tab_is_dealt_here_and_followed_there(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url)
    second = open_tab(context, f"{site_url}?fast=1")
    body = second.locator("body")
    expect(body).to_have_attribute("data-following", "1")
    expect(second.locator("#notice")).to_contain_text("non ha partite in corso")
    second.locator("#start-form [data-act=daily]").click()
    expect(body).to_have_attribute("data-following", "0")
    wait_turn_or_result(second)
    # The first tab follows the hand of the day, and says so.
    expect(page.locator("body")).to_have_attribute("data-following", "1")
    expect(page.locator("#notice")).to_contain_text("qui la puoi solo seguire")
    expect(page.locator("#t-hand button.card")).to_have_count(3)
    assert hand_names(page) == hand_names(second)


def test_a_seed_link_beside_an_idle_tab_plays_here_from_its_seed(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url, seed=61)
    second = open_tab(context, f"{site_url}?fast=1&seed=62")
    body, notice = second.locator("body"), second.locator("#notice")
    expect(body).to_have_attribute("data-following", "1")
    expect(notice).to_contain_text("non ha partite in corso")
    expect(notice).to_contain_text("seed=62")
    start_game(second, 2)
    expect(body).to_have_attribute("data-following", "0")
    wait_turn_or_result(second)
    game = saved_session(second)
    assert game is not None
    expect(page.locator("body")).to_have_attribute("data-following", "1")
    expect(page.locator("#notice")).to_contain_text("qui la puoi solo seguire")
    expect(page.locator("#t-hand button.card")).to_have_count(3)
    assert hand_names(page) == hand_names(second)
    second.close()  # the tab that plays goes away: this one plays the game on
    expect(page.locator("body")).to_have_attribute("data-following", "0")
    assert saved_session(page) == game, "the game started in the other tab stays as it was"


def test_a_seed_link_beside_a_game_says_where_its_hands_go_and_loses_nothing(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    two_player_game_under_way(page, site_url, 61)
    game = saved_session(page)
    mine = hand_names(page)

    second = open_tab(context, f"{site_url}?fast=1&seed=62")
    body, notice = second.locator("body"), second.locator("#notice")
    expect(body).to_have_attribute("data-following", "1")
    expect(notice).to_contain_text("qui la puoi solo seguire")
    expect(notice).to_contain_text("Le nuove mani date qui vengono da seed=62")
    expect(second.locator("#t-status")).to_contain_text("Tocca a te, nell’altra scheda")
    assert hand_names(second) == mine
    notice.get_by_role("button", name="Gioca qui").click()
    expect(body).to_have_attribute("data-following", "0")
    wait_turn_or_result(second)
    assert hand_names(second) == mine and saved_session(second) == game
    expect(page.locator("body")).to_have_attribute("data-following", "1")
    expect(page.locator("#notice")).to_contain_text("qui la puoi solo seguire")
