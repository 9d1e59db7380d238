"""The page stays responsive while the computer thinks: no main-thread task over 200 ms."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from .table_driver import open_fast, play_to_result, start_game

pytestmark = [pytest.mark.browser, pytest.mark.timing]

LIMIT_MS = 200
# Installed before the page's scripts: every long task (> 50 ms) with its start and length.
LONGTASK_PROBE = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});
"""


def tasks_while_thinking(page: Page) -> tuple[list[float], int]:
    """Lengths of the long tasks that overlap a computer's move, and how many moves there were.

    The page marks each move with a ``briscola:think`` measure (from the start of the search
    to its answer); the task that applies and draws the move starts inside that window.
    """
    data: dict[str, Any] = page.evaluate(
        """() => ({
            tasks: window.__longTasks,
            thinks: performance.getEntriesByName('briscola:think')
                .map(m => [m.startTime, m.startTime + m.duration]),
        })"""
    )
    thinks = data["thinks"]
    overlapping = [
        duration
        for start, duration in data["tasks"]
        if any(start < end and start + duration > begin for begin, end in thinks)
    ]
    return overlapping, len(thinks)


def test_no_long_task_while_the_hard_computer_thinks(page: Page, site_url: str) -> None:
    page.add_init_script(LONGTASK_PROBE)
    open_fast(page, site_url)
    start_game(page, 2, level="hard")
    play_to_result(page, keys_every=0)
    overlapping, moves = tasks_while_thinking(page)
    longest = max(overlapping, default=0.0)
    print(
        f"\nhard level, 2 players: {moves} computer moves, longest task while thinking "
        f"{longest:.0f} ms ({len(overlapping)} tasks over 50 ms)"
    )
    assert moves >= 20
    assert longest <= LIMIT_MS
