"""Damaged saved ratings in the real page: a puzzle rating outside Glicko-2's bounds (the
numbers that once left a puzzle without a verdict, an arithmetic error in the console, or
the puzzle screen never ready), a rating against the levels damaged at each table size, both
in an imported file, and a puzzle set with a forged rating. Each is refused like any damaged
value (the notice, the value kept aside, the rest kept), play goes on from a fresh rating,
and no error reaches the console."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.support.damaged import (
    BIG,
    BROKE_THE_LEVELS_RATING,
    PUZZLE_TABLES,
    rating_with,
    stats_with_puzzles,
)

from .saved_data_driver import SITE, console_errors, kept_aside, open_panel, plant, saved
from .table_driver import open_fast, play_card, play_to_result, start_game, wait_turn_or_result

pytestmark = pytest.mark.browser

PUZZLE_CASES = {
    "rating-1e308": ("rating", "1e308"),
    "rating--1e308": ("rating", "-1e308"),
    "rating-1e16": ("rating", "1e16"),
    "rating-10^400": ("rating", BIG),
    "volatility-1e308": ("volatility", "1e308"),
    "volatility-1e-200": ("volatility", "1e-200"),
}
"""The damaged puzzle ratings that once broke the page (10^400 kept the screen from being
ready; the others left a puzzle without a verdict, with an arithmetic error)."""


def puzzles_open(page: Page) -> None:
    page.locator("#screen-start [data-act=puzzles]").click()
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")


def answer_right(page: Page, site_dir: Path) -> None:
    """Play the shipped answer of the puzzle shown, and wait for the verdict."""
    number = int(re.findall(r"\d+", page.locator("#puzzle-heading").inner_text())[0])
    rows = json.loads((site_dir / "static" / "puzzles.json").read_text())["puzzles"]
    answer = next(p for p in rows if p["number"] == number)["answer"]
    page.locator(f'#pz-hand .card[data-arg="{answer}"]').click()
    expect(page.locator("#puzzle-verdict")).to_contain_text("Right: the")


def puzzle_record(page: Page) -> dict[str, float]:
    record: dict[str, float] = json.loads(saved(page)[SITE + "stats"])["puzzles"]
    return record


@pytest.mark.parametrize(("field", "text"), PUZZLE_CASES.values(), ids=PUZZLE_CASES)
def test_a_damaged_puzzle_rating_is_set_aside_and_the_next_puzzle_gets_its_verdict(
    page: Page, site_url: str, site_dir: Path, field: str, text: str
) -> None:
    errors = console_errors(page)
    damaged = stats_with_puzzles(field, text)
    plant(page, {"stats": damaged})
    open_fast(page, site_url, lang="en")
    expect(page.locator("#notice")).to_contain_text("Could not read the statistics")
    after = saved(page)
    assert damaged in kept_aside(after, "stats"), "the damaged statistics were lost"
    assert json.loads(after[SITE + "stats"])["tables"] == PUZZLE_TABLES  # the rest kept
    puzzles_open(page)
    answer_right(page, site_dir)
    record = puzzle_record(page)
    assert (record["solved"], record["tried"]) == (1, 1) and record["rating"] > 1500
    assert errors == []


@pytest.mark.parametrize("players", sorted(BROKE_THE_LEVELS_RATING))
def test_a_damaged_rating_at_each_table_size_is_set_aside_and_play_goes_on_afresh(
    page: Page, site_url: str, players: int
) -> None:
    field, _, text = BROKE_THE_LEVELS_RATING[players]
    errors = console_errors(page)
    damaged = rating_with(players, field, text)
    plant(page, {"rating": damaged})
    open_fast(page, site_url, lang="en")
    page.locator("nav [data-act=stats]").click()  # the rating is read when first needed
    page.wait_for_selector("body[data-screen=stats]")
    expect(page.locator("#notice")).to_contain_text("Could not read the rating")
    after = saved(page)
    assert damaged in kept_aside(after, "rating") and SITE + "rating" not in after
    page.locator("nav [data-act=back]").click()
    start_game(page, players, level="easy")
    play_to_result(page)
    rating = json.loads(saved(page)[SITE + "rating"])
    assert list(rating["tables"]) == [str(players)]  # afresh: only the hand just played
    assert rating["tables"][str(players)]["hands"] == 1
    assert errors == []


def test_an_imported_file_with_damaged_ratings_keeps_the_rest_and_plays_on(
    page: Page, site_url: str, site_dir: Path, tmp_path: Path
) -> None:
    errors = console_errors(page)
    stats = stats_with_puzzles("rating", BIG)
    rating = rating_with(4, "volatility", "1e-200")
    file = tmp_path / "saved.json"
    keys = {SITE + "stats": stats, SITE + "rating": rating}
    header = {"format": "briscola-saved-data", "version": 1, "site": "/", "exported": 0}
    file.write_text(json.dumps({**header, "keys": keys}))
    open_fast(page, site_url, lang="en")
    open_panel(page)
    page.locator("#data-file").set_input_files(str(file))
    result = page.locator("#data-result")
    expect(result).to_contain_text("File imported: 1 value taken from it.")
    expect(result).to_contain_text("1 value refused.")
    expect(page.locator("#notice")).to_contain_text("Could not read the statistics")
    after = saved(page)
    assert SITE + "rating" not in after  # refused at the door
    assert stats in kept_aside(after, "stats")  # read, its puzzle record set aside
    assert json.loads(after[SITE + "stats"])["tables"] == PUZZLE_TABLES
    page.locator("#screen-data").get_by_role("button", name="Go back").click()
    puzzles_open(page)
    answer_right(page, site_dir)
    assert puzzle_record(page)["tried"] == 1
    page.locator("nav [data-act=back]").click()
    start_game(page, 2)
    wait_turn_or_result(page)
    play_card(page)
    assert errors == []


def test_a_puzzle_set_with_a_forged_rating_is_refused_on_the_screen(
    browser: Browser, site_url: str, site_dir: Path
) -> None:
    # No service worker, so the set comes through the route: one puzzle's rating 10^400.
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    errors = console_errors(page)
    text = (site_dir / "static" / "puzzles.json").read_text()
    forged = re.sub(r'"rating":\d+', f'"rating":{BIG}', text, count=1)
    page.route(
        "**/static/puzzles.json",
        lambda route: route.fulfill(body=forged, content_type="application/json"),
    )
    try:
        open_fast(page, site_url, lang="en")
        page.locator("#screen-start [data-act=puzzles]").click()
        expect(page.locator(".puzzle-status")).to_contain_text(
            "The puzzles cannot be loaded: puzzle 1: 'rating' must be from 0 to 4000"
        )
        assert errors == []
    finally:
        context.close()
