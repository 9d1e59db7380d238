"""The browser tests' browser: one per worker, a new one after a crash, after
``TESTS_PER_BROWSER`` tests, and when a test asks for other flags."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from playwright.sync_api import Browser, BrowserContext

from tests.browser.fresh_browser import TESTS_PER_BROWSER, FreshBrowser


class Launched:
    """A browser stand-in: its flags, and whether it was closed."""

    def __init__(self, flags: tuple[str, ...]) -> None:
        self.flags = flags
        self.closed = False

    def close(self) -> None:
        self.closed = True


class Events:
    """A context or page stand-in that keeps its event handlers."""

    def __init__(self) -> None:
        self.handlers: dict[str, Callable[[Any], None]] = {}

    def on(self, event: str, handler: Callable[[Any], None]) -> None:
        self.handlers[event] = handler


def browsers() -> tuple[FreshBrowser, list[Launched]]:
    launched: list[Launched] = []

    def launch(flags: tuple[str, ...]) -> Browser:
        launched.append(Launched(flags))
        return cast(Browser, launched[-1])

    return FreshBrowser(launch), launched


def test_one_browser_serves_the_tests_until_its_limit() -> None:
    fresh, launched = browsers()
    first = fresh.for_test()
    assert all(fresh.for_test() is first for _ in range(TESTS_PER_BROWSER - 1))
    assert fresh.for_test() is not first and len(launched) == 2 and launched[0].closed


def test_a_crash_of_a_page_brings_a_new_browser() -> None:
    fresh, launched = browsers()
    first = fresh.for_test()
    context, page = Events(), Events()
    fresh.watch(cast(BrowserContext, context))
    context.handlers["page"](page)
    assert fresh.for_test() is first  # no crash yet
    page.handlers["crash"](page)
    assert fresh.for_test() is not first and launched[0].closed


def test_other_flags_bring_a_browser_with_them() -> None:
    fresh, launched = browsers()
    fresh.for_test(("--a",))
    fresh.for_test(("--a",))
    fresh.for_test(())
    assert [b.flags for b in launched] == [("--a",), ()]
    assert launched[0].closed and not launched[1].closed
    fresh.close()
    assert launched[1].closed
