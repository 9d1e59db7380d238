"""A first visit opens in the browser's language when the page speaks it (Italian otherwise),
the loader painted before Python included; the language a person chooses then stays,
whatever the browser asks."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .browser_harness import wait_ready
from .table_driver import switch_language

pytestmark = pytest.mark.browser

HEADINGS = {"it": "Nuova partita", "en": "New game", "de": "Neues Spiel"}
LOADING = {"it": "Caricamento…", "en": "Loading…", "de": "Wird geladen…"}


def loader_then_ready(page: Page, url: str) -> tuple[str, str]:
    """Open ``url``: the loader's language and words as the page is parsed (the boot
    watchdog's, before Python runs), then wait until the game is ready."""
    page.goto(url, wait_until="domcontentloaded")
    found = page.evaluate(
        "() => [document.documentElement.lang, document.getElementById('loading-text').textContent]"
    )
    wait_ready(page)
    return found[0], found[1]


def asking(locale: str, spoken: str) -> object:
    """A case of a browser asking for ``locale``, where the page speaks ``spoken``."""
    return pytest.param(
        spoken, marks=pytest.mark.browser_context_args(locale=locale), id=f"{locale}-{spoken}"
    )


@pytest.mark.parametrize(
    "spoken",
    [asking("en-US", "en"), asking("de-AT", "de"), asking("fr-FR", "it"), asking("it-IT", "it")],
)
def test_a_first_visit_speaks_the_browsers_language(page: Page, site_url: str, spoken: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    assert loader_then_ready(page, site_url + "?fast=1") == (spoken, LOADING[spoken])
    expect(page.locator("#start-heading")).to_have_text(HEADINGS[spoken])
    assert page.evaluate("document.documentElement.lang") == spoken


@pytest.mark.browser_context_args(locale="en-GB")
def test_the_language_chosen_stays_in_an_english_browser(page: Page, site_url: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    loader_then_ready(page, site_url + "?fast=1")
    expect(page.locator("#start-heading")).to_have_text(HEADINGS["en"])
    switch_language(page, "it")
    expect(page.locator("#start-heading")).to_have_text(HEADINGS["it"])
    assert loader_then_ready(page, site_url + "?fast=1") == ("it", LOADING["it"])
    expect(page.locator("#start-heading")).to_have_text(HEADINGS["it"])
