"""Firefox and WebKit play the page too: a whole hand and the rating's plot it draws, an exact
resume (its saved table painted before Python runs), an offline reload; a puzzle solved, the
pass screen between two people at one table.

Firefox is Debian's firefox-esr driven by puppeteer-core (firefox_driver.mjs); WebKit is
Debian's MiniBrowser driven by WebKitWebDriver through Selenium, on an Xvfb display. Each test
runs in each engine (markers ``firefox`` and ``webkit``; WebKit makes both reloads on one page)
in a browser of its own, so nothing saved by one test is seen by another. Without an engine the
tests skip, except under CI=true.
"""

from __future__ import annotations

import contextlib
import json
import re
import time
import urllib.error
import urllib.request
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium.common.exceptions import WebDriverException

from . import firefox, webkit
from .browser_harness import NO_SNAPSHOT
from .conftest import ReportingSite, StoppableSite
from .page_steps import (
    BOOT_TIMEOUT_S,
    EXISTS,
    HAND,
    STEP_TIMEOUT_S,
    TURN,
    WATCH,
    Browser,
    open_fast,
    play_card,
    play_to_result,
    problems,
    require,
    start_two_player_game,
    table_state,
    tick,
    wait_ready,
    wait_turn_or_result,
)
from .table_driver import PLAYABLE

pytestmark = [
    pytest.mark.browser,
    # Selenium's own WebKitGTK driver class still uses a deprecated argument internally.
    pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning"),
]

FIREFOX = pytest.param("firefox", marks=pytest.mark.firefox)
WEBKIT = pytest.param("webkit", marks=pytest.mark.webkit)
ENGINES = [FIREFOX, WEBKIT]


@pytest.fixture(autouse=True)
def csp_violations() -> list[str]:
    """Stand in for the harness's Chromium-only CSP watch (it would open a Chromium context).

    These tests check CSP violations in Firefox and WebKit themselves: ``page_steps.WATCH``.
    """
    return []


@pytest.fixture(scope="session")
def x_display() -> Iterator[str]:
    """A virtual X display for WebKit's MiniBrowser, shared by the session."""
    with webkit.xvfb() as display:
        yield display


@pytest.fixture(params=ENGINES)
def tab(request: pytest.FixtureRequest, site_dir: object) -> Iterator[Browser]:
    """A fresh Firefox or WebKit with one page (after the site build, which runs npm ci).

    Firefox's pages make no Pyodide snapshot unless the test is marked ``makes_snapshot``;
    WebKit's WebDriver has no preload scripts to say so, so they make one as for a person.
    """
    opened: firefox.Firefox | webkit.WebKit
    if request.param == "firefox":
        require("Firefox", firefox.missing())
        # Firefox can watch for problems from the first script on; WebKit from ready on.
        makes_snapshot = request.node.get_closest_marker("makes_snapshot") is not None
        preload = (WATCH,) if makes_snapshot else (WATCH, NO_SNAPSHOT)
        opened = firefox.Firefox(firefox.executable() or "firefox", preload=preload)
    else:
        require("WebKit", webkit.missing())
        opened = webkit.WebKit(request.getfixturevalue("x_display"))
    try:
        yield opened
    finally:
        opened.close()


def assert_nothing_went_wrong(tab: Browser) -> None:
    """No error or CSP violation in the page; in Firefox, none in its log since launch."""
    assert problems(tab) == []
    assert tab.logged_errors() in ([], None)


OTHER_ORIGIN = "https://example.invalid"


def reports_arrived(site: ReportingSite) -> list[dict[str, Any]]:
    """The CSP reports the site received, once there is at least one (or after a timeout)."""
    deadline = time.monotonic() + STEP_TIMEOUT_S
    while not site.reports and time.monotonic() < deadline:
        time.sleep(0.05)
    return site.reports


def test_a_two_player_hand_played_by_clicks_to_the_end_draws_the_rating_plot(
    tab: Browser, csp_reporting_site: ReportingSite
) -> None:
    open_fast(tab, csp_reporting_site.url)
    start_two_player_game(tab)  # against medium, a rated level
    assert len(table_state(tab)["hand"]) == 3
    played = play_to_result(tab)
    assert len(played) == 20 and len(set(played)) == 20  # every card of the person's 20
    headline = tab.call("() => document.querySelector('#result-headline').textContent")
    assert re.fullmatch(r"Hai vinto!|Hai perso\.|Patta!", headline)
    points = tab.call(
        "() => [...document.querySelectorAll('.side-points')].map(e => parseInt(e.textContent))"
    )
    assert sum(points) == 120
    assert tab.call("() => document.querySelectorAll('.taken img').length") == 40
    assert_nothing_went_wrong(tab)
    # The rated hand is on the statistics page's rating plot.
    tab.click("#screen-result [data-act=settings]")
    tab.wait(EXISTS, "body[data-screen=start]")
    tab.click("nav [data-act=stats]")
    tab.wait(EXISTS, "body[data-screen=stats] svg.rating-chart circle.dot")
    width, height = tab.call(BOX, "svg.rating-chart")
    assert width > 200 and height > 80
    band_width, band_height = tab.call(BOX, "svg.rating-chart polygon.band")
    assert band_width > 100 and band_height > 5  # one hand: the deviation's band, drawn
    assert tab.call("() => document.querySelectorAll('svg.rating-chart text.level-name').length")
    saved = tab.call(SAVED, "briscola:/:v1:rating")["tables"]["2"]
    assert saved["hands"] == 1
    assert tab.call(TEXT, ".stats-rating .stats-figures dd") == f"{saved['rating']:.0f}"
    assert_nothing_went_wrong(tab)
    assert csp_reporting_site.reports == []  # no violation from the page's first byte on
    # The page's policy is in force in this engine, and both the watch in the page and the
    # reports see what it blocks: so "no violation" above means something.
    tab.call(f"() => {{ new Image().src = '{OTHER_ORIGIN}/probe.png'; }}")
    seen = tab.wait("() => window.__problems.length > 0 && window.__problems")
    assert len(seen) == 1 and seen[0].startswith(f"CSP img-src: {OTHER_ORIGIN}")
    reports = reports_arrived(csp_reporting_site)
    assert len(reports) == 1 and reports[0]["effective-directive"] == "img-src"
    assert reports[0]["blocked-uri"].startswith(OTHER_ORIGIN)


PAINTED_AT_LOAD = """() => window.briscolaPaint.shown !== null
    && performance.getEntriesByName('briscola:painted').length === 1
    && !document.body.dataset.painted && !document.getElementById('paint-note')"""


SNAPSHOT = "() => document.body.dataset.snapshot"
# Every card picture of the page loaded: a reload then cuts no request of the page it leaves
# (Firefox logs a cut one as "A ServiceWorker intercepted the request and encountered an
# unexpected error", an error of the old page, not of the game). A lazy picture on a screen
# not shown (the start screen's card backs) is never asked for, so it has no request to cut.
PICTURES_LOADED = """() => [...document.images].every((image) => image.complete
    || (image.loading === 'lazy' && image.offsetParent === null))"""


def resume_mid_hand(tab: Browser, url: str) -> None:
    """Play a few tricks at ``url``, reload where the person is to follow, and check that the
    page resumes exactly (from a Pyodide snapshot where the engine made one) and plays on."""
    open_fast(tab, url)
    start_two_player_game(tab, show_points=True)
    # Play a few tricks, then stop where the computer has led and the person is to follow.
    played = 0
    while True:
        assert wait_turn_or_result(tab) == "turn"
        before = table_state(tab)
        if played >= 4 and before["trick"]:
            break
        play_card(tab)
        played += 1
    assert len(before["saved"]) == len(before["trick"]) == len(before["score"]) == 1
    # After the first ready page a worker makes a Pyodide snapshot, where the engine can.
    made = tab.wait(SNAPSHOT, timeout_s=BOOT_TIMEOUT_S)
    tab.wait(PICTURES_LOADED)
    tab.reload()
    wait_ready(tab)
    tab.wait(EXISTS, TURN)
    assert table_state(tab) == before  # hand, trick, score, tricks taken, stock, save
    # static/paint.js painted the saved table before Python ran, and Python took it over.
    assert tab.call(PAINTED_AT_LOAD), "the saved table was not painted before Python"
    started = tab.call(SNAPSHOT)
    if made == "stored":
        assert started == "restored", "the snapshot was made but not used"
    else:
        engine = type(tab).__name__
        warnings.warn(f"{engine}: no Pyodide snapshot ({made}): the plain start ran", stacklevel=1)
    play_card(tab)  # and the game goes on: the trick ends, the computer plays on
    assert table_state(tab)["saved"] != before["saved"]
    assert wait_turn_or_result(tab) == "turn"
    after = table_state(tab)
    assert after["hand"] != before["hand"] and after["saved"] != before["saved"]
    play_card(tab)
    assert wait_turn_or_result(tab) == "turn"
    assert_nothing_went_wrong(tab)


UNREGISTER = """async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister();
    }
    return (await navigator.serviceWorker.getRegistrations()).length;
}"""
SITE_PAGE = "() => document.querySelector('link[rel=manifest]') !== null"
# Firefox shows about:neterror?e=connectionFailure…, WebKit "Could not connect to …".
CONNECTION_FAILED = """() =>
    /connect/i.test(document.documentURI + ' ' + (document.body?.innerText ?? ''))"""


def reload_offline(tab: Browser, site: StoppableSite) -> None:
    """With a hand under way on ``site``'s page, close the site's port, reload, and check
    that the service worker served the page and the game goes on; then that without the
    worker the same reload fails."""
    tab.wait("() => navigator.serviceWorker.controller !== null")
    assert wait_turn_or_result(tab) == "turn"
    before = table_state(tab)
    assert len(before["saved"]) == 1
    site.stop()
    with pytest.raises(urllib.error.URLError):  # the port is closed: offline for real
        urllib.request.urlopen(site.url, timeout=5)
    tab.reload()
    wait_ready(tab)
    tab.wait(EXISTS, TURN)
    assert table_state(tab) == before
    play_card(tab)
    assert table_state(tab)["saved"] != before["saved"]
    assert_nothing_went_wrong(tab)
    # Without the service worker the same reload fails: the page above came from its cache.
    assert tab.call(UNREGISTER) == 0
    with contextlib.suppress(firefox.DriverError, WebDriverException):
        tab.reload()
    assert not tab.call(SITE_PAGE) and tab.call(CONNECTION_FAILED)


# Firefox makes no Pyodide snapshot unless the test is marked ``makes_snapshot``: its offline
# reload checks the plain start offline, so it has a page of its own.
@pytest.mark.makes_snapshot  # the reload starts from the snapshot, where the engine makes one
@pytest.mark.parametrize("tab", [FIREFOX], indirect=True)
def test_a_reload_mid_hand_resumes_exactly(tab: Browser, site_url: str) -> None:
    resume_mid_hand(tab, site_url)


@pytest.mark.parametrize("tab", [FIREFOX], indirect=True)
def test_offline_reload_is_served_by_the_service_worker(
    tab: Browser, stoppable_site: StoppableSite
) -> None:
    open_fast(tab, stoppable_site.url)
    start_two_player_game(tab)
    reload_offline(tab, stoppable_site)


# WebKit's pages make a snapshot whatever the test (its driver has no preload script to say
# not to), so its offline reload starts from one either way: both reloads on one page.
@pytest.mark.makes_snapshot
@pytest.mark.parametrize("tab", [WEBKIT], indirect=True)
def test_a_reload_mid_hand_resumes_exactly_then_offline_from_the_service_worker(
    tab: Browser, stoppable_site: StoppableSite
) -> None:
    resume_mid_hand(tab, stoppable_site.url)
    reload_offline(tab, stoppable_site)


SAVED = "key => JSON.parse(localStorage.getItem(key))"
TEXT = "selector => document.querySelector(selector).textContent"
BOX = """selector => {
    const box = document.querySelector(selector).getBoundingClientRect();
    return [box.width, box.height];
}"""


def test_a_puzzle_solved_shows_both_lines_and_moves_the_puzzle_rating(
    tab: Browser, site_url: str, site_dir: Path
) -> None:
    open_fast(tab, site_url)
    tab.click("#screen-start [data-act=puzzles]")
    tab.wait(EXISTS, "body[data-screen=puzzle] #pz-hand .card")
    number = int(re.findall(r"\d+", tab.call(TEXT, "#puzzle-heading"))[0])
    shipped = json.loads((site_dir / "static" / "puzzles.json").read_text())["puzzles"]
    answer = next(p for p in shipped if p["number"] == number)["answer"]
    width, height = tab.call(BOX, f'#pz-hand .card[data-arg="{answer}"]')
    assert width > 30 and height > 50  # the position drawn, its cards full size
    tab.click(f'#pz-hand .card[data-arg="{answer}"]')
    tab.wait(EXISTS, ".puzzle-line.best .line-tricks li")
    assert tab.call(TEXT, "#puzzle-verdict").startswith("Giusto:")
    assert tab.call("() => document.querySelectorAll('.puzzle-line').length") == 2
    rating = tab.call(SAVED, "briscola:/:v1:stats")["puzzles"]
    assert rating["solved"] == rating["tried"] == 1 and rating["rating"] > 1500
    assert_nothing_went_wrong(tab)


CHOOSE = """(selector, value) => {
    const field = document.querySelector(selector);
    field.value = value;
    field.dispatchEvent(new Event('change', {bubbles: true}));
}"""
PASS_OR_TURN = """(pass, turn) =>
    document.querySelector(pass) ? 'pass' : document.querySelector(turn) ? 'turn' : ''"""
CARDS_IN_SIGHT = """() => [...document.querySelectorAll('main img')]
    .filter((img) => img.offsetParent !== null)
    .map((img) => img.getAttribute('src').split('#')[1])"""


def test_the_pass_screen_hides_the_cards_between_two_people(tab: Browser, site_url: str) -> None:
    open_fast(tab, site_url)
    tab.wait(EXISTS, "body[data-screen=start]")
    tick(tab, "players", "4")
    tab.call(CHOOSE, "#start-form select[name=level-2]", "person")  # the partner's seat
    tab.wait(EXISTS, "#start-form input[name=name-2]")
    tab.click("#start-form button[type=submit]")
    passes = 0
    while passes < 2:
        if tab.wait(PASS_OR_TURN, "body[data-screen=pass]", f"{TURN} {PLAYABLE}") == "pass":
            assert tab.call(TEXT, "#pass-heading").startswith("Passa il dispositivo a")
            assert set(tab.call(CARDS_IN_SIGHT)) <= {"back"}
            tab.click("#pass-go")
            tab.wait(EXISTS, f"{TURN} {PLAYABLE}")
            passes += 1
        assert len(tab.call(HAND)) == 3
        play_card(tab)
    assert_nothing_went_wrong(tab)
