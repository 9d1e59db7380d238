"""Firefox and WebKit play the page too: a whole hand, an exact resume (its saved table painted
before Python runs), an offline reload.

Firefox is Debian's firefox-esr driven by puppeteer-core (firefox_driver.mjs); WebKit is
Debian's MiniBrowser driven by WebKitWebDriver through Selenium, on an Xvfb display. Each test
runs once per engine (markers ``firefox`` and ``webkit``) in a browser of its own, so nothing
saved by one test is seen by another. Without an engine the tests skip, except under CI=true.
"""

from __future__ import annotations

import contextlib
import re
import time
import urllib.error
import urllib.request
import warnings
from collections.abc import Iterator
from typing import Any

import pytest
from selenium.common.exceptions import WebDriverException

from . import firefox, webkit
from .browser_harness import NO_SNAPSHOT
from .conftest import ReportingSite, StoppableSite
from .page_steps import (
    BOOT_TIMEOUT_S,
    EXISTS,
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
    wait_ready,
    wait_turn_or_result,
)

pytestmark = [
    pytest.mark.browser,
    # Selenium's own WebKitGTK driver class still uses a deprecated argument internally.
    pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning"),
]

ENGINES = [
    pytest.param("firefox", marks=pytest.mark.firefox),
    pytest.param("webkit", marks=pytest.mark.webkit),
]


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


def test_a_two_player_hand_played_by_clicks_to_the_end(
    tab: Browser, csp_reporting_site: ReportingSite
) -> None:
    open_fast(tab, csp_reporting_site.url)
    start_two_player_game(tab)
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
# unexpected error", an error of the old page, not of the game).
PICTURES_LOADED = "() => [...document.images].every((image) => image.complete)"


@pytest.mark.makes_snapshot  # the reload starts from the snapshot, where the engine makes one
def test_a_reload_mid_hand_resumes_exactly(tab: Browser, site_url: str) -> None:
    open_fast(tab, site_url)
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


def test_offline_reload_is_served_by_the_service_worker(
    tab: Browser, stoppable_site: StoppableSite
) -> None:
    open_fast(tab, stoppable_site.url)
    start_two_player_game(tab)
    tab.wait("() => navigator.serviceWorker.controller !== null")
    assert wait_turn_or_result(tab) == "turn"
    before = table_state(tab)
    assert len(before["saved"]) == 1
    stoppable_site.stop()
    with pytest.raises(urllib.error.URLError):  # the port is closed: offline for real
        urllib.request.urlopen(stoppable_site.url, timeout=5)
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
