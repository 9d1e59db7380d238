"""Playing the page in Firefox or WebKit as a person would, through a small driver interface.

Chromium's tests use Playwright (``table_driver``); Firefox and WebKit are driven through
WebDriver (BiDi for Firefox, classic for WebKit), so their steps are written once against
``Browser``: open a URL, reload, click a CSS selector, run a JS function in the page.
"""

from __future__ import annotations

import os
from typing import Any, Protocol

import pytest

from .table_driver import MY_TURN, PLAYABLE, RESULT, SEED

# Generous: a cold boot takes a few seconds here (WebKit about 6 s), and CI may be slower.
BOOT_TIMEOUT_S = 90.0
STEP_TIMEOUT_S = 30.0


class Browser(Protocol):
    """One page of a browser, driven from the tests."""

    def goto(self, url: str) -> None:
        """Open ``url`` and wait for its load event."""

    def reload(self) -> None:
        """Reload the page and wait for its load event."""

    def click(self, selector: str) -> None:
        """Click the first element matching the CSS ``selector``, as a mouse would."""

    def call(self, fn: str, *args: Any) -> Any:
        """Return the (JSON) value of the JS function source ``fn`` applied to ``args``."""

    def wait(self, fn: str, *args: Any, timeout_s: float = STEP_TIMEOUT_S) -> Any:
        """Poll ``call(fn, *args)`` until its value is truthy; return that value."""

    def logged_errors(self) -> list[str] | None:
        """Page and console errors since launch, or None where the driver cannot see them."""


def require(engine: str, missing: str | None) -> None:
    """Skip the test when ``missing`` names what the engine lacks; under CI=true, fail."""
    if missing is None:
        return
    if os.environ.get("CI", "").lower() in ("true", "1"):
        pytest.fail(f"{engine}: {missing} (CI=true: these tests must run)", pytrace=False)
    pytest.skip(f"{engine}: {missing}")


# Collects what goes wrong in the page from the moment it is installed: uncaught errors,
# unhandled promise rejections and Content-Security-Policy violations.
WATCH = """() => {
    if (window.__problems) return;
    window.__problems = [];
    const note = text => window.__problems.push(text);
    addEventListener('error', e => note(`error: ${e.message}`));
    addEventListener('unhandledrejection', e => note(`unhandled rejection: ${e.reason}`));
    // Report-only copies of the policy (csp_reports.py) report to the server instead.
    document.addEventListener('securitypolicyviolation', e => e.disposition === 'enforce'
        && note(`CSP ${e.effectiveDirective}: ${e.blockedURI}`));
}"""
PROBLEMS = "() => window.__problems ?? ['the watcher was not installed']"
EXISTS = "selector => document.querySelector(selector) !== null"


def wait_ready(browser: Browser) -> None:
    """Wait until the page's Python has marked the body ready, then watch for problems."""
    browser.wait(EXISTS, "body[data-ready]", timeout_s=BOOT_TIMEOUT_S)
    browser.call(WATCH)


def open_fast(browser: Browser, url: str, *, seed: int = SEED) -> None:
    """Open the page with the computer's pacing shortened for tests, and wait until ready."""
    browser.goto(f"{url}?fast=1&seed={seed}")
    wait_ready(browser)


def tick(browser: Browser, name: str, value: str | None = None) -> None:
    """Click the label of a start-screen radio option (or checkbox) and wait until it is set."""
    if browser.call(EXISTS, "#start-form [data-act=more][aria-expanded=false]"):
        browser.click("#start-form [data-act=more]")  # the choices sit behind a disclosure
        browser.wait(EXISTS, "#start-form [data-act=more][aria-expanded=true]")
    field = f"input[name={name}]" + (f"[value='{value}']" if value is not None else "")
    browser.click(f"#start-form label:has({field})")
    browser.wait(EXISTS, f"#start-form {field}:checked")


def start_two_player_game(browser: Browser, *, show_points: bool = False) -> None:
    """Set up a single 2-player hand on the start screen (optionally with the score shown)."""
    browser.wait(EXISTS, "body[data-screen=start]")
    tick(browser, "players", "2")
    if browser.call(EXISTS, "#start-form input[name=best_of]"):
        tick(browser, "best_of", "1")
    if show_points:
        tick(browser, "show_points")
    browser.click("#start-form button[type=submit]")
    browser.wait(EXISTS, "body[data-screen=table]")


TURN_OR_RESULT = """(turn, result) =>
    document.querySelector(result) ? 'result' : document.querySelector(turn) ? 'turn' : ''"""


# The person is to play and no finished trick is still on show (data-hold="1" shows the
# trick just taken, with its two cards, for a moment: a snapshot then would not be the turn's).
TURN = f"{MY_TURN}[data-hold='0']"


def wait_turn_or_result(browser: Browser) -> str:
    """Wait until the person is to play or the hand is over; returns "turn" or "result"."""
    state: str = browser.wait(TURN_OR_RESULT, f"{TURN} {PLAYABLE}", RESULT)
    return state


HAND = "() => [...document.querySelectorAll('#t-hand button.card')].map(b => b.dataset.arg)"
TRICK = "() => [...document.querySelectorAll('#t-trick li')].map(li => li.dataset.card)"
PLAYED = """(code, left) => {
    const hand = [...document.querySelectorAll('#t-hand button.card')];
    return document.body.dataset.screen !== 'table' || hand.length < left
        || !hand.some(b => b.dataset.arg === code) || document.body.dataset.phase !== 'human';
}"""


def play_card(browser: Browser) -> str:
    """Click the first playable card of the hand; returns its code once it has left the hand."""
    hand: list[str] = browser.call(HAND)
    code: str = browser.call("selector => document.querySelector(selector).dataset.arg", PLAYABLE)
    browser.click(PLAYABLE)
    browser.wait(PLAYED, code, len(hand))
    return code


def play_to_result(browser: Browser) -> list[str]:
    """Play until the end-of-hand screen; returns the codes of the cards played, in order."""
    played = []
    while wait_turn_or_result(browser) == "turn":
        played.append(play_card(browser))
    return played


# Everything a person sees of a hand in progress, and the game as saved.
TABLE_STATE = f"""() => {{
    // briscola:v1:session, or briscola:<site>:v1:session with the keys named per site.
    const SAVED_GAME = /^briscola:(.*:)?v1:session$/;
    const texts = selector => [...document.querySelectorAll(selector)].map(e => e.textContent);
    return {{
        hand: ({HAND})(),
        trick: ({TRICK})(),
        score: texts('#t-tools .score'),
        tricks_taken: texts('.pile-count'),
        stock: texts('#t-stock .count'),
        saved: Object.keys(localStorage).filter(key => SAVED_GAME.test(key))
            .map(key => localStorage.getItem(key)),
    }};
}}"""


def table_state(browser: Browser) -> dict[str, Any]:
    """The cards in hand, the trick, the score, the tricks taken, the stock and the save."""
    state: dict[str, Any] = browser.call(TABLE_STATE)
    return state


def problems(browser: Browser) -> list[str]:
    """What went wrong in the page since ``WATCH`` was installed (errors, CSP violations)."""
    found: list[str] = browser.call(PROBLEMS)
    return found
