"""A new version of the site is announced between hands and loads with the game intact; the
browser's offer to install the site shows as an "Installa" button on the start screen, and the
bar stays one line on a phone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .axe import axe_violations
from .browser_harness import BOOT_TIMEOUT_MS, SHOTS, wait_ready
from .table_driver import (
    MY_TURN,
    RESULT,
    open_fast,
    play_card,
    play_to_result,
    saved_session,
    start_game,
    switch_language,
    wait_turn_or_result,
)
from .updating_site import Versions
from .updating_site import updating_site as serving

pytestmark = [pytest.mark.browser, pytest.mark.service_worker]


@pytest.fixture
def updating_site(site_dir: Path) -> Iterator[str]:
    """The built site on a port of its own, whose next deployment the test switches on."""
    with serving(site_dir) as url:
        yield url


def cache_names(page: Page) -> list[str]:
    names: list[Any] = page.evaluate("caches.keys()")
    return [str(name) for name in names]


def test_a_new_version_waits_for_the_hand_then_loads_with_the_game_intact(
    page: Page, updating_site: str
) -> None:
    open_fast(page, updating_site)
    start_game(page, 2)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    assert wait_turn_or_result(page) == "turn"
    play_card(page)
    page.wait_for_selector(f"{MY_TURN}[data-hold='0']")
    before = saved_session(page)
    assert before is not None and not any(n.endswith("-new") for n in cache_names(page))

    Versions.new = True  # a new deployment
    page.reload()
    wait_ready(page)
    page.wait_for_selector("body[data-update='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_selector(MY_TURN)
    assert saved_session(page) == before  # the hand resumed as it was
    notice = page.locator("#notice")
    expect(page.get_by_role("button", name="Aggiorna")).to_have_count(0)  # not during a hand

    play_to_result(page)
    page.wait_for_selector(RESULT)
    expect(notice).to_contain_text("Nuova versione disponibile")
    button = page.get_by_role("button", name="Aggiorna")
    expect(button).to_be_visible()
    SHOTS.mkdir(exist_ok=True)
    for width, height in ((360, 740), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        assert axe_violations(page) == [], width
        page.screenshot(path=str(SHOTS / f"update-notice-{width}.png"))
    finished = saved_session(page)
    assert finished is not None

    button.focus()
    page.keyboard.press("Enter")  # keyboard reachable; the page reloads
    page.wait_for_function("!document.body.dataset.update", timeout=BOOT_TIMEOUT_MS)
    wait_ready(page)
    page.wait_for_selector(RESULT)
    assert saved_session(page) == finished
    expect(page.get_by_role("button", name="Aggiorna")).to_have_count(0)
    versions = [n for n in cache_names(page) if n.startswith("briscola:/:")]
    assert len(versions) == 1 and versions[0].endswith("-new"), versions  # the old one dropped


OFFER = """() => {
    const offer = new Event("beforeinstallprompt", { cancelable: true });
    offer.prompt = () => {
        window.prompted = (window.prompted || 0) + 1;
        return Promise.resolve();
    };
    window.offerCancelled = () => offer.defaultPrevented;
    window.dispatchEvent(offer);
}"""
"""The browser's offer to install the site, as Chromium makes it."""
NAV_ROWS = """() => {
    const tops = [...document.querySelectorAll('nav > *')].filter(e => e.offsetParent)
        .map(e => e.getBoundingClientRect().top);
    return Math.max(...tops) - Math.min(...tops) < 10 ? 1 : 2;
}"""
"""How many lines the bar's buttons take (1 or more)."""


def test_install_shows_when_the_browser_offers_it_and_asks_once(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    install = page.get_by_role("button", name="Installa")
    expect(install).to_have_count(0)
    page.evaluate(OFFER)
    expect(install).to_be_visible()
    expect(page.locator("#screen-start [data-act=install]")).to_be_visible()
    assert page.evaluate("window.offerCancelled()")  # the browser's own bar is held back
    SHOTS.mkdir(exist_ok=True)
    for width in (360, 1280):
        page.set_viewport_size({"width": width, "height": 800})
        assert axe_violations(page) == [], width
        page.screenshot(path=str(SHOTS / f"install-{width}.png"))
    page.locator("body").focus()
    install.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("window.prompted === 1")
    expect(install).to_have_count(0)
    page.evaluate("window.dispatchEvent(new Event('appinstalled'))")
    expect(install).to_have_count(0)
    page.get_by_role("button", name="EN").click()
    page.evaluate(OFFER)
    expect(page.get_by_role("button", name="Install")).to_be_visible()


def test_the_bar_stays_one_line_on_a_phone_with_the_install_offer(
    page: Page, site_url: str
) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_fast(page, site_url)
    page.evaluate(OFFER)
    expect(page.locator("[data-act=install]")).to_be_visible()
    lines = {}
    for lang in ("it", "de"):  # German's words are the longest
        switch_language(page, lang)
        lines[lang, "start"] = page.evaluate(NAV_ROWS)
        page.locator("[data-act=data]:visible").click()  # the start screen's link on a phone
        page.wait_for_selector("body[data-screen=data]")
        lines[lang, "data"] = page.evaluate(NAV_ROWS)
        page.locator("nav [data-act=back]").click()
        start_game(page, 2)
        wait_turn_or_result(page)
        lines[lang, "table"] = page.evaluate(NAV_ROWS)
        play_to_result(page)
        lines[lang, "result"] = page.evaluate(NAV_ROWS)
        page.locator("nav [data-act=rules]").click()
        page.wait_for_selector("body[data-screen=rules]")
        lines[lang, "rules"] = page.evaluate(NAV_ROWS)
        page.locator("nav [data-act=back]").click()
        page.locator(f"{RESULT} [data-act=settings]").click()
        page.wait_for_selector("body[data-screen=start]")
    assert {k: v for k, v in lines.items() if v != 1} == {}
