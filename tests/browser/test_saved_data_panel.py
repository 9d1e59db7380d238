"""The "Dati salvati" panel: reached by keyboard, it downloads, imports, restores and erases."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from briscola.setup.settings import Settings

from .axe import axe_violations
from .saved_data_driver import SITE, envelope, open_panel, saved, stats_text, stored
from .table_driver import open_fast

pytestmark = pytest.mark.browser


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
