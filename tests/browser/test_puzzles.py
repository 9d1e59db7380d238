"""The puzzle screen in the page: opened from the start screen and the menu, a puzzle played
right (by key) and wrong (by click), the rating moving and saved, the explanation shown, at a
phone's and a desktop's width, axe clean."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from .axe import axe_violations
from .table_driver import DESKTOP, PHONE, open_fast

pytestmark = pytest.mark.browser

STATS_KEY = "briscola:/:v1:stats"
SCREENS = os.environ.get("BRISCOLA_SCREENS")
"""A folder to save the screen's pictures in (none by default)."""


def puzzle_rating(page: Page) -> dict[str, float]:
    text = page.evaluate(f"localStorage.getItem('{STATS_KEY}')")
    assert isinstance(text, str)
    data: dict[str, float] = json.loads(text)["puzzles"]
    return data


def answer_of(page: Page, site_dir: Path) -> tuple[str, str]:
    """The answer and the likeliest wrong card of the puzzle shown (from the shipped set)."""
    heading = page.locator("#puzzle-heading").inner_text()
    number = int(re.findall(r"\d+", heading)[0])
    puzzles = json.loads((site_dir / "static" / "puzzles.json").read_text())["puzzles"]
    puzzle = next(p for p in puzzles if p["number"] == number)
    return puzzle["answer"], puzzle["wrong"]


def shoot(page: Page, name: str) -> None:
    if SCREENS:
        page.screenshot(path=str(Path(SCREENS) / name), full_page=True)


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_puzzle_played_right_then_one_played_wrong(
    page: Page, site_url: str, site_dir: Path, size: dict[str, int]
) -> None:
    page.set_viewport_size(size)  # type: ignore[arg-type]
    open_fast(page, site_url, lang="en")
    page.locator("#screen-start [data-act=puzzles]").click()
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    expect(page.locator("#puzzle-heading")).to_contain_text("Puzzle")
    expect(page.locator("#pz-hand .card").first).to_be_focused()
    assert axe_violations(page) == []
    shoot(page, f"puzzle-{size['width']}x{size['height']}.png")

    answer, wrong = answer_of(page, site_dir)
    cards = page.locator("#pz-hand .card")
    codes = [cards.nth(i).get_attribute("data-arg") for i in range(cards.count())]
    page.keyboard.press(str(codes.index(answer) + 1))  # the right card, by its key
    expect(page.locator("#puzzle-verdict")).to_contain_text("Right: the")
    expect(page.locator("#puzzle-verdict")).to_be_focused()
    expect(page.locator(".puzzle-line")).to_have_count(2)
    expect(page.locator(".puzzle-line.best .line-tricks li").first).to_be_visible()
    expect(page.locator("#puzzle-rating")).to_contain_text("solved 1 of 1")
    first = puzzle_rating(page)
    assert first["rating"] > 1500 and first["tried"] == 1
    assert axe_violations(page) == []
    shoot(page, f"puzzle-right-{size['width']}x{size['height']}.png")

    page.locator("[data-act=puzzle-next]").click()
    expect(page.locator("#pz-hand .card").first).to_be_focused()
    answer, wrong = answer_of(page, site_dir)
    page.locator(f'#pz-hand .card[data-arg="{wrong}"]').click()
    expect(page.locator("#puzzle-verdict")).to_contain_text("Not the best")
    expect(page.locator(".puzzle-answer")).to_contain_text("With ")
    second = puzzle_rating(page)
    assert second["rating"] < first["rating"] and (second["solved"], second["tried"]) == (1, 2)
    shoot(page, f"puzzle-wrong-{size['width']}x{size['height']}.png")

    page.locator("nav [data-act=back]").click()
    page.wait_for_selector("body[data-screen=start]")
    # The menu's way in (on a phone the bar leaves it to the start screen); the set already read.
    way_in = "nav" if size["width"] > 560 else "#screen-start"
    page.locator(f"{way_in} [data-act=puzzles]").click()
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    expect(page.locator("#puzzle-rating")).to_contain_text("solved 1 of 2")


def midhand_only(site_dir: Path) -> str:
    """The shipped set with only its mid-hand puzzles (judged by the search)."""
    data = json.loads((site_dir / "static" / "puzzles.json").read_text())
    data["puzzles"] = [p for p in data["puzzles"] if p.get("worlds")]
    assert len(data["puzzles"]) >= 2
    return json.dumps(data)


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_mid_hand_puzzle_played_right_then_one_played_wrong(
    browser: Browser, site_url: str, site_dir: Path, size: dict[str, int]
) -> None:
    # No service worker, so the set comes through the route: the mid-hand puzzles alone.
    context = browser.new_context(service_workers="block", viewport=size)  # type: ignore[arg-type]
    page = context.new_page()
    served = midhand_only(site_dir)
    page.route(
        "**/static/puzzles.json",
        lambda route: route.fulfill(body=served, content_type="application/json"),
    )
    try:
        open_fast(page, site_url, lang="en")
        page.locator("#screen-start [data-act=puzzles]").click()
        page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
        stock = int(page.locator(".puzzle-table .deck .count").inner_text())
        assert stock >= 4
        expect(page.locator(".puzzle-known")).to_contain_text(
            f"{stock} cards are left in the stock"
        )
        answer, wrong = answer_of(page, site_dir)
        page.locator(f'#pz-hand .card[data-arg="{answer}"]').click()
        expect(page.locator("#puzzle-verdict")).to_contain_text("Right: the")
        words = page.locator(".puzzle-answer")
        expect(words).to_contain_text("Not proven like the end-of-hand puzzles")
        expect(words).to_contain_text("Expected points at the end of the hand")
        expect(page.locator(".puzzle-line")).to_have_count(2)
        expect(page.locator(".puzzle-line.best .line-end")).to_contain_text("points")
        assert axe_violations(page) == []
        shoot(page, f"puzzle-midhand-right-{size['width']}x{size['height']}.png")

        page.locator("[data-act=puzzle-next]").click()
        expect(page.locator("#pz-hand .card").first).to_be_focused()
        answer, wrong = answer_of(page, site_dir)
        cards = page.locator("#pz-hand .card")
        codes = [cards.nth(i).get_attribute("data-arg") for i in range(cards.count())]
        page.keyboard.press(str(codes.index(wrong) + 1))  # the runner-up, by its key
        expect(page.locator("#puzzle-verdict")).to_contain_text("Not the best")
        expect(page.locator(".puzzle-answer")).to_contain_text("computer plays for both")
        expect(page.locator("#puzzle-rating")).to_contain_text("solved 1 of 2")
        shoot(page, f"puzzle-midhand-wrong-{size['width']}x{size['height']}.png")
    finally:
        context.close()


# Where the puzzle's cards and their number keys lie, and the lines of its task, with the
# page at its top: the largest bottom edge of a card or key, and the task's height in lines.
PUZZLE_FIT = """() => {
    window.scrollTo(0, 0);
    const bottoms = [...document.querySelectorAll('#pz-hand .card')].map(card => {
        const r = card.getBoundingClientRect();
        const key = getComputedStyle(card, '::after');
        return Math.max(r.bottom, r.bottom - parseFloat(key.bottom));
    });
    const task = document.querySelector('#puzzle-task');
    const style = getComputedStyle(task);
    return {bottom: Math.max(...bottoms), height: innerHeight,
            taskLines: Math.round(task.getBoundingClientRect().height
                                  / parseFloat(style.lineHeight || style.fontSize))};
}"""


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_on_a_phone_the_whole_puzzle_lies_in_the_window(
    page: Page, site_url: str, lang: str
) -> None:
    """The position, the task and the cards with their keys at 360x740 without scrolling:
    the task takes the felt's width (in half of it, it took five lines)."""
    page.set_viewport_size(PHONE)
    open_fast(page, site_url, lang=lang)
    page.locator("#screen-start [data-act=puzzles]").click()
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    found = page.evaluate(PUZZLE_FIT)
    assert found["bottom"] <= found["height"], found
    assert found["taskLines"] <= 3, found
