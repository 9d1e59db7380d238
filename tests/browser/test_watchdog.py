"""The boot watchdog: when Python fails or hangs, a panel explains it and keeps the saved data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, Route, expect

from .axe import axe_violations
from .browser_harness import BOOT_TIMEOUT_MS, READY_SELECTOR, wait_ready

pytestmark = pytest.mark.browser

PANEL = "#boot-failed"
# Saved once per tab (a reload must not write them again): a namespaced value and two of
# the old layout, one of them the settings that choose the panel's language, and the kept
# hands and a hand's aids (kinds the watchdog learns from the storage module at build time).
SAVED = {
    "briscola:/:v1:stats": '{"version": 1, "tables": {}}',
    "briscola:/:v1:hands": '{"format": "briscola-hands", "version": 1, "hands": []}',
    "briscola:/:v1:aids": "a hand's aids",
    "briscola:v1:session": "a game of the old layout",
    "briscola:v1:settings": '{"language": "en"}',
}
SAVE_ONCE = f"""
if (!sessionStorage.getItem("test:saved")) {{
  sessionStorage.setItem("test:saved", "1");
  for (const [key, value] of Object.entries({json.dumps(SAVED)})) localStorage.setItem(key, value);
}}
"""


def local_storage(page: Page) -> dict[str, str]:
    """Every key and value of the page's localStorage."""
    found: dict[str, str] = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    return found


def test_a_python_error_shows_the_panel_which_downloads_and_starts_afresh(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    # The game's archive is broken: Python starts, then fails to import the game.
    context.route("**/briscola.zip", lambda route: route.fulfill(status=200, body=b"not a zip"))
    page.add_init_script(SAVE_ONCE)
    page.goto(site_url + "?fast=1")
    panel = page.locator(PANEL)
    expect(panel).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("#boot-failed-title")).to_have_text("The game did not start")
    expect(page.locator("#boot-failed-title")).to_be_focused()
    expect(panel).to_have_attribute("role", "alert")
    expect(panel).to_contain_text("stopped with an error")
    expect(page.locator(".boot-detail")).to_contain_text("ModuleNotFoundError")
    expect(page.locator("#screen-loading")).to_be_hidden()
    assert page.locator(READY_SELECTOR).count() == 0
    assert axe_violations(page) == []

    page.keyboard.press("Tab")
    download_button = page.get_by_role("button", name="Download my saved data")
    expect(download_button).to_be_focused()
    with page.expect_download() as info:
        page.keyboard.press("Enter")
    exported = json.loads(Path(info.value.path()).read_text(encoding="utf-8"))
    assert exported["format"] == "briscola-saved-data"
    assert exported["version"] == 1
    assert exported["site"] == "/"
    assert isinstance(exported["exported"], int)
    assert exported["keys"] == SAVED

    with page.expect_navigation():
        page.get_by_role("button", name="Start afresh").click()
    expect(panel).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    after = local_storage(page)
    assert not set(SAVED) & set(after), "start afresh must move the values away"
    for key, value in SAVED.items():
        kind = key.rsplit(":", 1)[1]
        backups = [k for k in after if k.startswith(f"briscola:/:v1:{kind}:backup")]
        envelopes = [json.loads(after[k]) for k in backups]
        assert [(e["text"], e["reason"]) for e in envelopes] == [(value, "set-aside")], kind


def test_python_that_never_gets_ready_times_out_and_the_panel_goes_when_it_does(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    held: list[Route] = []
    # The runtime is never answered until the test releases it below.
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.add_init_script("window.briscolaWatchdogMs = 1500")
    page.goto(site_url + "?fast=1", wait_until="commit")
    expect(page.locator(PANEL)).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(page.locator(PANEL)).to_contain_text("non si è avviato in tempo")
    expect(page.get_by_role("button", name="Scarica i miei dati")).to_be_visible()
    assert held, "the runtime was requested"
    for route in held:
        route.continue_()
    context.unroute("**/pyodide.asm.wasm")
    wait_ready(page)
    expect(page.locator(PANEL)).to_have_count(0)
    expect(page.locator("body")).to_have_attribute("data-screen", "start")


def test_a_fatal_error_of_the_runtime_is_not_a_stuck_loader(page: Page, site_url: str) -> None:
    # The runtime itself dies (its stack exhausted by JavaScript, not Python, code).
    page.add_init_script(
        "WebAssembly.instantiateStreaming = WebAssembly.instantiate = "
        "() => Promise.reject(new RangeError('Maximum call stack size exceeded'))"
    )
    page.goto(site_url + "?fast=1")
    expect(page.locator(PANEL)).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(page.locator(".boot-detail")).to_contain_text("Maximum call stack size exceeded")


def test_a_slow_download_is_not_taken_for_a_failure(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    held: list[Route] = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    # Seven seconds for Python once the downloads end, a minute in all; the runtime alone
    # takes ten seconds to arrive.
    page.add_init_script(
        "window.briscolaWatchdogMs = 7000; window.briscolaWatchdogCapMs = 60000;"
        "new MutationObserver(() => { if (document.getElementById('boot-failed'))"
        " window.panelShown = true; }).observe(document, {childList: true, subtree: true});"
    )
    page.goto(site_url + "?fast=1", wait_until="commit")
    page.wait_for_timeout(10_000)
    assert held, "the runtime was requested"
    for route in held:
        route.continue_()
    context.unroute("**/pyodide.asm.wasm")
    wait_ready(page)
    assert page.evaluate("window.panelShown === true") is False
