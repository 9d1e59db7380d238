"""The puzzle of the day counts once: solved, left, opened again and solved again, it moves
neither the puzzle rating nor its counts, and says so."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from .table_driver import open_fast

pytestmark = pytest.mark.browser

STATS_KEY = "briscola:/:v1:stats"


def puzzle_record(page: Page) -> dict[str, object]:
    text = page.evaluate(f"localStorage.getItem('{STATS_KEY}')")
    assert isinstance(text, str)
    record: dict[str, object] = json.loads(text)["puzzles"]
    return record


def solve_the_daily_puzzle(page: Page, site_dir: Path, way_in: str) -> None:
    """Open the puzzles (from ``way_in``), then the puzzle of the day, and pick its answer."""
    page.locator(f"{way_in} [data-act=puzzles]").click()
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    page.locator("[data-act=puzzle-daily]").click()
    expect(page.locator("#puzzle-heading")).to_have_text("Puzzle of the day")
    about = page.locator(".puzzle-about").inner_text()
    rating = int(re.findall(r"\d+", about)[0])
    puzzles = json.loads((site_dir / "static" / "puzzles.json").read_text())["puzzles"]
    cards = page.locator("#pz-hand .card")
    codes = {cards.nth(i).get_attribute("data-arg") for i in range(cards.count())}
    (puzzle,) = [
        p for p in puzzles if p["rating"] == rating and {v[0] for v in p["values"]} == codes
    ]
    page.locator(f'#pz-hand .card[data-arg="{puzzle["answer"]}"]').click()
    expect(page.locator("#puzzle-verdict")).to_contain_text("Right: the")


def test_the_daily_puzzle_solved_twice_counts_once(
    page: Page, site_url: str, site_dir: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url, lang="en")
    solve_the_daily_puzzle(page, site_dir, "#screen-start")
    expect(page.locator("#puzzle-rating")).to_contain_text("solved 1 of 1")
    first = puzzle_record(page)
    assert first["tried"] == 1 and isinstance(first["rating"], float) and first["rating"] > 1500

    page.locator("nav [data-act=back]").click()
    page.wait_for_selector("body[data-screen=start]")
    solve_the_daily_puzzle(page, site_dir, "nav")  # opened again, solved again
    expect(page.locator("#puzzle-verdict")).to_contain_text(
        f"You answered this puzzle before: it counts once, your rating stays "
        f"{round(first['rating'])}."
    )
    expect(page.locator("#puzzle-rating")).to_contain_text("solved 1 of 1")
    assert puzzle_record(page) == first
