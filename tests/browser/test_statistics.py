"""The statistics page after hands at every table size, its reset, and the series-end screen."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .table_driver import DESKTOP, MY_TURN, PHONE, RESULT, open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser

STATS_KEY = "briscola:/:v1:stats"
GREEN, RED = "rgb(11, 107, 51)", "rgb(163, 38, 44)"
COLUMN = {"won": 1, "lost": 2, "tie": 3}
"""The column of the hands' row where each result of the person's is counted."""


def saved_stats(page: Page) -> dict[str, object]:
    text = page.evaluate(f"localStorage.getItem('{STATS_KEY}')")
    assert isinstance(text, str)
    data: dict[str, object] = json.loads(text)
    return data


def mine(page: Page) -> tuple[str, int]:
    """The person's result ("won", "lost", "tie") and their side's points, from the result."""
    outcome = re.search(r"is-(won|lost|tie)", page.locator(".result").get_attribute("class") or "")
    assert outcome is not None
    points = page.locator(".side.mine .side-points").inner_text()
    return outcome[1], int(points.split()[0])


def open_stats_by_keyboard(page: Page) -> None:
    page.locator("nav [data-act=stats]").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-screen=stats]")
    expect(page.locator("#stats-heading")).to_be_focused()


def test_hands_at_every_table_size_are_counted_on_the_statistics_page(
    page: Page, site_url: str
) -> None:
    open_fast(page, site_url)
    played: dict[int, tuple[str, int]] = {}
    for players in (2, 3, 4, 5, 6):
        start_game(page, players, level="easy")
        play_to_result(page)
        played[players] = mine(page)
        page.locator("#screen-result [data-act=settings]").click()
    open_stats_by_keyboard(page)

    sections = page.locator(".stats-size")
    expect(sections).to_have_count(5)
    for index, (players, (outcome, points)) in enumerate(played.items()):
        section = sections.nth(index)
        expect(section.locator("h3")).to_contain_text(f"{players} · ")
        table = section.locator(".stats-table")
        expect(table).to_have_count(1)
        expect(table.locator("h4")).to_have_text("Classica · livello Facile")
        counts = table.locator("tbody tr").first.locator("td")
        expected = ["0", "0", "0"]
        expected[COLUMN[outcome] - 1] = "1"
        expect(counts).to_have_text(expected)
        figures = table.locator(".stats-figures dd")
        rate = "100%" if outcome == "won" else "0%"
        streak = "1" if outcome == "won" else "0"
        # The last figure: the hints used at that table (none asked here).
        expect(figures).to_have_text([rate, streak, streak, f"{points},0", "0"])
        expect(table.locator("svg.chart rect")).to_have_count(1)
        title = table.locator("svg.chart title")
        expect(title).to_contain_text("L’ultima mano, con i tuoi punti: ")
        expect(title).to_contain_text(f" con {points}.")
    tables = saved_stats(page)["tables"]
    assert isinstance(tables, dict)
    assert sorted(tables) == [f"{n}:classic:easy" for n in (2, 3, 4, 5, 6)]

    page.set_viewport_size(DESKTOP)
    assert axe_violations(page) == []
    page.set_viewport_size(PHONE)
    assert axe_violations(page) == []
    # A phone's bar has no room for the statistics: the start screen's line leads there.
    page.locator(".stats-page [data-act=back]").click()
    page.wait_for_selector("body[data-screen=start]")
    expect(page.locator("nav [data-act=stats]")).to_be_hidden()
    page.locator("#start-form [data-act=stats]").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-screen=stats]")
    expect(sections).to_have_count(5)
    page.set_viewport_size(DESKTOP)

    # A reset asks first; "no" keeps everything, "yes" keeps a backup and starts afresh.
    page.locator(".stats-page [data-act=reset-stats]").click()
    dialog = page.locator("#confirm")
    expect(dialog).to_contain_text("Azzerare le statistiche?")
    dialog.locator("button[value=no]").click()
    expect(sections).to_have_count(5)
    before = page.evaluate(f"localStorage.getItem('{STATS_KEY}')")
    page.locator(".stats-page [data-act=reset-stats]").click()
    dialog.locator("button[value=yes]").click()
    expect(page.locator("#stats-result")).to_have_text(
        "Statistiche azzerate: la copia è tra i dati salvati."
    )
    expect(sections).to_have_count(0)
    expect(page.locator("#stats-heading")).to_be_focused()
    expect(page.locator(".stats-empty")).to_be_visible()
    assert page.evaluate(f"localStorage.getItem('{STATS_KEY}')") is None
    backup = json.loads(page.evaluate(f"localStorage.getItem('{STATS_KEY}:backup:1')"))
    assert backup["reason"] == "reset" and backup["text"] == before
    page.locator(".stats-page [data-act=back]").click()
    page.wait_for_selector("body[data-screen=start]")


def test_a_best_of_three_ends_on_the_series_end_screen(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2, best_of=3, level="easy")
    hands: list[tuple[str, int]] = []
    while True:
        play_to_result(page)
        hands.append(mine(page))
        if page.locator("[data-act=next]").count() == 0:
            break
        page.locator("[data-act=next]").click()
        page.wait_for_selector(f"{MY_TURN}, body[data-screen=table][data-phase=computer]")
    wins = [int(t) for t in page.locator(".series-box .tally b").all_inner_texts()]
    outcome = "won" if wins[0] == 2 else "lost"
    headline = page.locator(".series-headline")
    expect(headline).to_have_class(f"series-headline is-{outcome}")
    expect(headline).to_have_css("color", GREEN if outcome == "won" else RED)

    page.locator(f"{RESULT} [data-act=series-end]").click()
    page.wait_for_selector("body[data-screen=series]")
    big = page.locator("#series-headline")
    expect(big).to_be_focused()
    expect(big).to_have_text("Hai vinto la serie!" if outcome == "won" else "Marco vince la serie.")
    expect(big).to_have_css("color", GREEN if outcome == "won" else RED)
    rows = page.locator(".series-hands tbody tr")
    expect(rows).to_have_count(len(hands))
    for row, (result, points) in zip(rows.all(), hands, strict=True):
        expect(row).to_have_class(f"is-{result}")
        expect(row.locator("td.mine")).to_have_text(str(points))
        expect(row.locator("td").nth(1)).to_have_text(str(120 - points))
    expect(page.locator(".series-end .tally b")).to_have_text([str(w) for w in wins])

    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        assert axe_violations(page) == []
    page.set_viewport_size(DESKTOP)

    page.locator(".series-end [data-act=stats]").click()
    page.wait_for_selector("body[data-screen=stats]")
    counts = page.locator(".stats-table tbody tr")
    expect(counts.first.locator("td")).to_have_text(
        [str(sum(r == k for r, _ in hands)) for k in ("won", "lost", "tie")]
    )
    series = ["1", "0", "—"] if outcome == "won" else ["0", "1", "—"]
    expect(counts.nth(1).locator("td")).to_have_text(series)
    page.locator(".stats-page [data-act=back]").click()
    page.wait_for_selector("body[data-screen=series]")
    page.locator(".series-end [data-act=again]").click()
    page.wait_for_selector(f"{MY_TURN}, body[data-screen=table][data-phase=computer]")
