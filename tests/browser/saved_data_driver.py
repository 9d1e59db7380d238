"""What the saved-data tests share: the storage's prefix, the statistics and backup values
they plant, the panel reached by keyboard, and what the page stored."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

SITE = "briscola:/:v1:"
COUNTERS = ("hands_won", "hands_lost", "hands_tied", "series_won", "series_lost")


def stats_text(won: int) -> str:
    table = dict(zip(COUNTERS, (won, 1, 0, 0, 0), strict=True))
    return json.dumps({"format": "briscola-stats", "version": 1, "tables": {"2": table}})


def envelope(text: str, saved: int = 1_700_000_000_000) -> str:
    return json.dumps({"saved": saved, "reason": "unreadable", "detail": "", "text": text})


def stored(page: Page) -> dict[str, str]:
    found: dict[str, str] = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    return found


def saved(page: Page) -> dict[str, str]:
    """What the page keeps for the player: all it stored but the tab lock, whose heartbeat
    the page renews every few seconds whatever else happens."""
    return {key: value for key, value in stored(page).items() if key != SITE + "lock"}


def open_panel(page: Page) -> None:
    """Reach the panel from the menu with the keyboard only."""
    page.locator("nav [data-act=data]").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#data-heading")).to_be_focused()
