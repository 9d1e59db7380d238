"""The puzzle screen as a solver reads it: the points taken so far, the cards played and
those not seen yet, named for screen readers; a reload comes back to the same puzzle (and
to the puzzle of the day)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from briscola.puzzles.puzzle import read_set

from .axe import axe_violations
from .browser_harness import SHOTS, wait_ready
from .table_driver import open_fast

pytestmark = pytest.mark.browser


def shown_number(page: Page) -> int:
    heading = page.locator("#puzzle-heading").inner_text()
    return int(re.findall(r"\d+", heading)[0])


@pytest.mark.parametrize("width", [360, 1280])
def test_the_points_and_the_cards_so_far_and_a_reload(
    page: Page, site_url: str, site_dir: Path, width: int
) -> None:
    page.set_viewport_size({"width": width, "height": 740 if width == 360 else 800})
    open_fast(page, site_url)
    page.locator("#screen-start [data-act=puzzles]").click()
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    number = shown_number(page)
    assert page.evaluate("location.hash") == f"#puzzle-{number}"
    puzzles = read_set((site_dir / "static" / "puzzles.json").read_text())
    puzzle = next(p for p in puzzles.puzzles if p.number == number)
    state = puzzle.state()
    taken = [0, 0]
    for trick in state.tricks:
        taken[trick.winner] += trick.points
    so_far = page.locator(".puzzle-so-far")
    score = rf"Punti finora: Tu {taken[0]}\s*Marco {taken[1]}"
    expect(so_far.locator(".score")).to_have_text(re.compile(score))
    played = state.view(0).played_cards()
    expect(so_far).to_contain_text(f"Già giocate: {len(played)} carte")
    labels = page.evaluate(
        "() => [...document.querySelectorAll('.puzzle-so-far .count-cards')]"
        ".map((e) => e.getAttribute('aria-label'))"
    )
    assert labels and all(re.match(r"^\w+( \(briscola\))?: \w", label) for label in labels)
    shown = page.evaluate(
        "() => [...document.querySelectorAll('.puzzle-so-far img')]"
        ".map((img) => img.getAttribute('src').split('#')[1])"
    )
    assert sorted(shown[: len(played)]) == sorted(c.code for c in played)
    assert axe_violations(page) == []
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"puzzle-so-far-{width}.png"), full_page=True)

    page.reload()  # the same puzzle comes back
    wait_ready(page)
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    assert shown_number(page) == number
    expect(page.locator("#pz-hand .card").first).to_be_focused()

    page.locator("[data-act=puzzle-daily]").click()
    expect(page.locator("#puzzle-heading")).to_have_text("Problema del giorno")
    assert page.evaluate("location.hash") == "#puzzle-daily"
    daily = page.locator(".puzzle-about").inner_text()
    page.reload()
    wait_ready(page)
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    expect(page.locator("#puzzle-heading")).to_have_text("Problema del giorno")
    expect(page.locator(".puzzle-about")).to_have_text(daily)

    page.locator("nav [data-act=back]").click()
    page.wait_for_selector("body[data-screen=start]")
    assert page.evaluate("location.hash") == ""


def test_a_puzzle_with_cards_in_the_stock_lists_those_not_seen(
    page: Page, site_url: str, site_dir: Path
) -> None:
    """Opened by its address, as a reload or a link would: the unseen cards are the other's
    hand and the stock's, and with the face-up trump, the hand and the cards played they
    make the whole deck."""
    data = json.loads((site_dir / "static" / "puzzles.json").read_text())
    number = next(p["number"] for p in data["puzzles"] if p.get("worlds"))
    page.set_viewport_size({"width": 1280, "height": 800})
    page.emulate_media(reduced_motion="reduce")
    page.goto(f"{site_url}?fast=1#puzzle-{number}")
    wait_ready(page)
    page.wait_for_selector("body[data-screen=puzzle] #pz-hand .card")
    assert shown_number(page) == number
    so_far = page.locator(".puzzle-so-far")
    expect(so_far).to_contain_text("Non ancora viste:")
    everything = page.evaluate(
        """() => [...document.querySelectorAll(
                '.puzzle-so-far img, #pz-hand .card img, .puzzle-table .face-up')]
            .map((img) => img.getAttribute('src').split('#')[1])"""
    )
    assert len(everything) == 40 and len(set(everything)) == 40
