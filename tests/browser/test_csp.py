"""The page's Content-Security-Policy: strict, enforced, and never violated during play."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Page

from .table_driver import open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser


def policy(page: Page) -> dict[str, list[str]]:
    """The directives of the page's CSP meta tag."""
    content: str = page.evaluate(
        "document.querySelector('meta[http-equiv=Content-Security-Policy]').content"
    )
    return {part.split()[0]: part.split()[1:] for part in content.split(";") if part.strip()}


def wait_for(found: list[str], timeout: float = 5.0) -> None:
    """Wait until the harness has collected a violation report (they arrive as events)."""
    end = time.monotonic() + timeout
    while not found and time.monotonic() < end:
        time.sleep(0.05)


def test_the_page_plays_a_hand_under_a_strict_policy_that_is_enforced(
    page: Page, site_url: str, csp_violations: list[str]
) -> None:
    open_fast(page, site_url)
    rules = policy(page)
    assert rules["default-src"] == ["'self'"]
    assert rules["object-src"] == ["'none'"]
    assert rules["base-uri"] == ["'none'"]
    assert "'wasm-unsafe-eval'" in rules["script-src"]
    assert not any("unsafe-inline" in source for sources in rules.values() for source in sources)
    start_game(page, 2)
    play_to_result(page)
    page.wait_for_selector("body[data-screen=result]")
    assert csp_violations == []

    # The policy is really enforced, and the harness really sees a violation: an injected
    # inline script does not run and is reported (then forgiven, it is this test's own).
    ran = page.evaluate(
        """() => {
            const script = document.createElement("script");
            script.textContent = "window.injected = true";
            document.body.append(script);
            return window.injected === true;
        }"""
    )
    assert ran is False
    wait_for(csp_violations)
    assert len(csp_violations) == 1 and "script-src" in csp_violations[0]
    csp_violations.clear()
