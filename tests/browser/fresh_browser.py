"""The browser of a pytest worker: launched again after a page of it crashed, and after a few
dozen tests.

A browser that served hundreds of pages was seen to crash one renderer in two from some
point on (every failure of a two-worker run fell on one worker's browser, while the other's
passed): a new browser after ``TESTS_PER_BROWSER`` tests keeps a browser's pages far from
that count, and a new one after a crash keeps the crash from reaching the next test
(pytest-rerunfailures then runs a crashed test once more, in the new browser). Each test
still has a browser context of its own (storage, service workers, caches).

A test asks for the browser with its extra flags (``for_test``); a browser launched with
other ones is closed and one with these launched.
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, BrowserContext

TESTS_PER_BROWSER = 30
"""How many tests one browser serves before a new one is launched."""


class FreshBrowser:
    """The browser of the tests now running, launched again once it has served
    ``limit`` tests or one of its pages crashed."""

    def __init__(
        self, launch: Callable[[tuple[str, ...]], Browser], limit: int = TESTS_PER_BROWSER
    ) -> None:
        self._launch = launch
        self._limit = limit
        self._browser: Browser | None = None
        self._flags: tuple[str, ...] = ()
        self._served = 0
        self._crashed = False

    def for_test(self, flags: tuple[str, ...] = ()) -> Browser:
        """The browser for the next test, launched with the extra ``flags``."""
        stale = self._crashed or self._served >= self._limit or flags != self._flags
        if self._browser is None or stale:
            self.close()
            self._browser = self._launch(flags)
            self._flags = flags
            self._served = 0
            self._crashed = False
        self._served += 1
        return self._browser

    def watch(self, context: BrowserContext) -> None:
        """Remember a crash of any page of ``context``."""
        context.on("page", lambda page: page.on("crash", lambda _page: self._crash()))

    def _crash(self) -> None:
        self._crashed = True

    def close(self) -> None:
        """Close the browser, if one runs."""
        if self._browser is not None:
            self._browser.close()
            self._browser = None
