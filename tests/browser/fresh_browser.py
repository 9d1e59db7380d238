"""One Chromium for each test file, and a new one after a page of it crashed.

A browser that served hundreds of pages was seen to crash one renderer in two from some
point on (every failure of a two-worker run fell on one worker's browser, while the other's
passed): a browser per file keeps what one file does to it from reaching the next, and a
crash from reaching the next test (pytest-rerunfailures then runs a crashed test once more,
in the new browser).
"""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Browser, BrowserContext


class FreshBrowser:
    """The browser of the test file now running, launched again when it changes file or
    one of its pages crashed."""

    def __init__(self, launch: Callable[[], Browser]) -> None:
        self._launch = launch
        self._browser: Browser | None = None
        self._file = ""
        self._crashed = False

    def for_file(self, file: str) -> Browser:
        """The browser for a test of ``file``."""
        if self._browser is None or file != self._file or self._crashed:
            self.close()
            self._browser = self._launch()
            self._file = file
            self._crashed = False
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
