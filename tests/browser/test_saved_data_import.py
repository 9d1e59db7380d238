"""Importing saved data as a person would: the page's own export taken back without a word of
refusal, a backup whose time is not a time refused with the import's message, and a backup
of damaged text restored (or refused) at once."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from playwright.sync_api import ConsoleMessage, Page, expect

from .saved_data_driver import SITE, envelope, open_panel, stats_text
from .table_driver import open_fast, play_card, start_game, wait_turn_or_result

pytestmark = pytest.mark.browser


def console_errors(page: Page) -> list[str]:
    """The console's errors from now on (the list fills as they come)."""
    errors: list[str] = []

    def note(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(message.text)

    page.on("console", note)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def test_the_pages_own_export_is_taken_back_without_a_refusal(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_fast(page, site_url)
    start_game(page, 2)
    wait_turn_or_result(page)
    play_card(page)
    wait_turn_or_result(page)
    open_panel(page)
    panel = page.locator("#screen-data")
    with page.expect_download() as info:
        panel.get_by_role("button", name="Scarica tutto").click()
    exported = Path(info.value.path())
    page.locator("#data-file").set_input_files(str(exported))
    result = panel.locator("#data-result")
    expect(result).to_contain_text("File caricato")
    expect(result).not_to_contain_text("rifiutat")


def test_a_backup_whose_time_is_not_a_time_is_refused_with_the_imports_message(
    page: Page, site_url: str, tmp_path: Path
) -> None:
    """Each time in turn, on one page: the panel opened afresh for each file."""
    page.set_viewport_size({"width": 1280, "height": 800})
    errors = console_errors(page)
    open_fast(page, site_url)
    for number, saved in enumerate([2**60, 10**300, -5, 1e300]):
        open_panel(page)
        result = page.locator("#data-result")
        expect(result).to_have_text("")  # no earlier file's answer
        backup = json.dumps({"saved": saved, "reason": "replaced", "detail": "", "text": "{}"})
        data = {
            "format": "briscola-saved-data",
            "version": 1,
            "site": "/",
            "exported": 1_700_000_000_000,
            "keys": {SITE + "stats:backup:1": backup},
        }
        chosen = tmp_path / f"backup-{number}.json"
        chosen.write_text(json.dumps(data), encoding="utf-8")
        page.locator("#data-file").set_input_files(str(chosen))
        expect(result).to_contain_text("File non caricato")
        expect(result).to_contain_text("non è cambiato nulla", ignore_case=True)
        expect(page.locator("#notice")).not_to_contain_text("Errore")
        assert errors == [], saved
        assert page.get_by_role("button", name="Ripristina").count() == 0, saved
        page.locator("#screen-data [data-act=back]").click()
        page.wait_for_selector("body[data-screen=start]")


def test_a_backup_of_a_long_damaged_text_is_refused_at_once(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    damaged = '{"format": "briscola-stats", "version": 1, "x": "' + "a" * 60_001
    key, value = json.dumps(SITE + "stats:backup:1"), json.dumps(envelope(damaged))
    page.add_init_script(f"localStorage.setItem({key}, {value})")
    page.add_init_script(
        f"localStorage.setItem({json.dumps(SITE + 'stats')}, {json.dumps(stats_text(2))})"
    )
    open_fast(page, site_url)
    open_panel(page)
    restore = page.get_by_role("button", name="Ripristina Statistiche del")
    started = time.monotonic()
    restore.click()
    expect(page.locator("#data-result")).to_contain_text("non", timeout=10_000)
    took = time.monotonic() - started
    assert took < 5.0, f"the restore took {took:.1f} s"
    assert page.evaluate(f"localStorage.getItem({json.dumps(SITE + 'stats')})") == stats_text(2)
