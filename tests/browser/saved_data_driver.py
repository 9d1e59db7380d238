"""What the saved-data tests share: the storage's prefix, the statistics and backup values
they plant, the panel reached by keyboard, what the page stored and kept aside, and the
console's errors."""

from __future__ import annotations

import json

from playwright.sync_api import ConsoleMessage, Page, expect

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


def plant(page: Page, values: dict[str, str]) -> None:
    """Write ``values`` (by kind) into the site's keys before the page's own scripts run."""
    keyed = json.dumps({SITE + kind: text for kind, text in values.items()})
    page.add_init_script(
        f"for (const [k, v] of Object.entries({keyed})) localStorage.setItem(k, v);"
    )


def kept_aside(after: dict[str, str], kind: str) -> list[str]:
    """The texts of ``kind``'s backup slots in what the page stored (``after``)."""
    prefix = f"{SITE}{kind}:backup:"
    return [json.loads(value)["text"] for key, value in after.items() if key.startswith(prefix)]


def console_errors(page: Page) -> list[str]:
    """The console's errors and the page's uncaught ones from now on (the list fills as
    they come)."""
    errors: list[str] = []

    def note(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(message.text)

    page.on("console", note)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors
