"""The "Dati salvati" panel: reached by keyboard, it downloads, imports, restores and erases."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from briscola.settings import Settings

from .axe import axe_violations
from .table_driver import open_fast

pytestmark = pytest.mark.browser

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


def test_download_restore_and_import(page: Page, site_url: str, tmp_path: Path) -> None:
    backup = stats_text(9)
    key, value = json.dumps(SITE + "stats:backup:1"), json.dumps(envelope(backup))
    page.add_init_script(f"localStorage.setItem({key}, {value})")
    open_fast(page, site_url)
    open_panel(page)
    panel = page.locator("#screen-data")
    expect(panel.locator("#data-heading")).to_have_text("Dati salvati")
    restore = panel.get_by_role("button", name="Ripristina Statistiche del")
    expect(restore).to_have_count(1)
    assert axe_violations(page) == []

    with page.expect_download() as info:
        panel.get_by_role("button", name="Scarica tutto").click()
    exported = json.loads(Path(info.value.path()).read_text(encoding="utf-8"))
    assert (exported["format"], exported["version"], exported["site"]) == (
        "briscola-saved-data",
        1,
        "/",
    )
    assert exported["keys"][SITE + "stats:backup:1"] == envelope(backup)

    restore.click()
    expect(panel.locator("#data-result")).to_have_text("Copia ripristinata: Statistiche.")
    assert stored(page)[SITE + "stats"] == backup
    panel.get_by_role("button", name="Torna indietro").click()
    expect(page.locator("#start-form .stats")).to_contain_text("vinte 9")

    # A file that is not saved data changes nothing, and says why.
    open_panel(page)
    before = saved(page)
    bad = tmp_path / "bad.json"
    bad.write_text("[" * 50, encoding="utf-8")
    page.locator("#data-file").set_input_files(str(bad))
    expect(panel.locator("#data-result")).to_contain_text("File non caricato")
    assert saved(page) == before

    # An exported file with other settings (English) is taken in: the page speaks English.
    english = Settings(language="en").to_json()
    exported["keys"] = {SITE + "stats": stats_text(4), SITE + "settings": json.dumps(english)}
    good = tmp_path / "good.json"
    good.write_text(json.dumps(exported), encoding="utf-8")
    page.locator("#data-file").set_input_files(str(good))
    expect(page.locator("#data-result")).to_have_text("File imported: 2 values taken from it.")
    expect(page.locator("#data-heading")).to_have_text("Saved data")
    assert stored(page)[SITE + "stats"] == stats_text(4)
    replaced = [json.loads(v) for k, v in stored(page).items() if k.startswith(SITE + "stats:b")]
    assert backup in [slot["text"] for slot in replaced], "the value replaced is kept"


def test_erase_asks_first_offers_the_download_and_keeps_the_lock(page: Page, site_url: str) -> None:
    page.add_init_script(
        f"localStorage.setItem({json.dumps(SITE + 'stats')}, {json.dumps(stats_text(3))})"
    )
    open_fast(page, site_url)
    open_panel(page)
    page.get_by_role("button", name="Cancella tutto").click()
    dialog = page.locator("#confirm")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Cancellare tutti i dati salvati?")
    with page.expect_download() as first:
        dialog.get_by_role("button", name="Scarica tutto").click()
    assert SITE + "stats" in json.loads(Path(first.value.path()).read_text("utf-8"))["keys"]
    expect(dialog).to_be_visible()  # the download does not answer the question

    dialog.get_by_role("button", name="Annulla").click()
    assert SITE + "stats" in stored(page)

    page.get_by_role("button", name="Cancella tutto").click()
    dialog.get_by_role("button", name="Sì, cancella").click()
    expect(page.locator("#data-result")).to_have_text("Dati cancellati.")
    left = [key for key in stored(page) if key.startswith(SITE)]
    assert left == [SITE + "lock"]
    with page.expect_download() as last:
        page.get_by_role("button", name="Scarica i dati cancellati").click()
    erased = json.loads(Path(last.value.path()).read_text("utf-8"))["keys"]
    assert erased[SITE + "stats"] == stats_text(3)
