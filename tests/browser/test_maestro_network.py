"""Maestro's network in the page: its weights file fetched once, only for a game with maestro,
and a failed fetch leaves maestro playing without a word on the screen."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Route

from .browser_harness import BOOT_TIMEOUT_MS, wait_ready
from .page_steps import PROBLEMS, WATCH
from .table_driver import (
    RESULT,
    open_fast,
    play_card,
    play_to_result,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

WEIGHTS = "net-weights.bin"
# The page's own requests of the weights file, and the spans of its reading (ui/weights.py).
FETCHES = f"""() => performance.getEntriesByType('resource')
    .filter(e => e.name.endsWith('/{WEIGHTS}')).length"""
SPANS = """() => Object.fromEntries(['fetch', 'read', 'layers'].map(name =>
    [name, performance.getEntriesByName('briscola:weights-' + name).map(e => e.duration)]))"""
WITHOUT = "maestro plays without its network"


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """No service worker: every request is the page's own, and goes through the routes."""
    return {**browser_context_args, "service_workers": "block"}


def console_of(page: Page) -> list[str]:
    said: list[str] = []

    def note(message: ConsoleMessage) -> None:
        said.append(message.text)

    page.on("console", note)
    return said


def test_a_game_with_maestro_fetches_the_network_once_and_plays_a_hand(
    page: Page, site_url: str
) -> None:
    said = console_of(page)
    open_fast(page, site_url)
    page.evaluate(WATCH)
    assert page.evaluate(FETCHES) == 0  # not at boot
    start_game(page, 2, level="maestro")
    assert play_to_result(page, keys_every=0) > 0
    assert page.locator(RESULT).count() == 1
    assert page.evaluate(FETCHES) == 1
    spans = page.evaluate(SPANS)
    assert len(spans["fetch"]) == len(spans["layers"]) == 1 and len(spans["read"]) > 1, spans
    assert not [text for text in said if WITHOUT in text]
    assert page.evaluate(PROBLEMS) == []


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_other_levels_never_fetch_the_network(page: Page, site_url: str, level: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2, level=level)
    for _ in range(2):
        assert wait_turn_or_result(page) == "turn"
        play_card(page)
    wait_turn_or_result(page)
    assert page.evaluate(FETCHES) == 0
    assert page.evaluate(SPANS) == {"fetch": [], "read": [], "layers": []}


def test_without_the_file_maestro_plays_on_and_says_nothing_on_screen(
    page: Page, site_url: str
) -> None:
    said = console_of(page)
    failed: list[str] = []

    def refuse(route: Route) -> None:
        failed.append(route.request.url)
        route.abort("internetdisconnected")

    page.route(f"**/{WEIGHTS}", refuse)
    open_fast(page, site_url)
    page.evaluate(WATCH)
    start_game(page, 2, level="maestro")
    for _ in range(3):
        assert wait_turn_or_result(page) == "turn"
        play_card(page)
    assert wait_turn_or_result(page) == "turn"
    assert len(failed) == 1
    assert len([text for text in said if WITHOUT in text]) == 1
    assert page.locator("#notice").is_hidden()
    assert page.evaluate(SPANS)["layers"] == []
    assert page.evaluate(PROBLEMS) == []


def test_a_resumed_game_with_maestro_fetches_the_network_again(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    start_game(page, 2, level="maestro")
    assert wait_turn_or_result(page) == "turn"
    play_card(page)
    assert wait_turn_or_result(page) == "turn"
    page.reload()
    wait_ready(page)
    page.evaluate(WATCH)
    page.wait_for_selector("body[data-screen=table]")
    page.wait_for_function("performance.getEntriesByName('briscola:weights-layers').length")
    assert page.evaluate(FETCHES) == 1
    assert wait_turn_or_result(page) == "turn"
    play_card(page)
    assert wait_turn_or_result(page) == "turn"
    assert page.evaluate(PROBLEMS) == []


@pytest.mark.browser_context_args(service_workers="allow")
def test_offline_maestro_has_its_network_from_the_service_worker(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    said = console_of(page)
    open_fast(page, site_url)
    # The worker claims the page only once it has precached the whole site.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    start_game(page, 2, level="maestro")
    page.wait_for_function("performance.getEntriesByName('briscola:weights-layers').length")
    assert page.evaluate(FETCHES) == 1
    assert wait_turn_or_result(page) == "turn"
    play_card(page)
    assert wait_turn_or_result(page) == "turn"
    assert not [text for text in said if WITHOUT in text]
