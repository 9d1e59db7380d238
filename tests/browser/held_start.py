"""A reload with Python's start held back: the request for Pyodide's runtime
(``pyodide.asm.wasm``) waits in the test's route until the test lets it through, so the page
can be looked at as ``static/paint.js`` painted it, with nothing depending on timing. The
context's service worker must be blocked, so the request reaches the route."""

from __future__ import annotations

from playwright.sync_api import Page, Route, expect

from .browser_harness import BOOT_TIMEOUT_MS, wait_ready

RUNTIME = "**/vendor/pyodide/pyodide.asm.wasm"


class HeldStart:
    """Reloads ``page`` with Pyodide's runtime held back until :meth:`release`."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.held: list[Route] = []

    def _hold(self, route: Route) -> None:
        self.held.append(route)

    def reload(self) -> None:
        """Reload; return once the page's own scripts ran (Python has not started)."""
        self.page.route(RUNTIME, self._hold)
        self.page.reload(wait_until="domcontentloaded")
        self.page.wait_for_function("window.briscolaPaint !== undefined")
        # Python is really paused: its runtime was asked for, and is held here.
        for _ in range(BOOT_TIMEOUT_MS // 50):
            if self.held:
                break
            self.page.wait_for_timeout(50)
        assert self.held, "the runtime was never requested"
        expect(self.page.locator("body")).not_to_have_attribute("data-ready", "1")

    def release(self) -> None:
        """Let the runtime through and wait until the game is ready."""
        for route in self.held:
            route.continue_()
        self.held.clear()
        self.page.unroute(RUNTIME, self._hold)
        wait_ready(self.page)
