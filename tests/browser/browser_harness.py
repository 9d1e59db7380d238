"""Helpers for the browser tests: readiness, timeouts and a request recorder."""

from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import ConsoleMessage, Page, Request

# Screenshots the tests leave for a person to look at (not tracked by git).
SHOTS = Path(__file__).resolve().parents[2] / "shots"
# Generous: a cold boot takes a few seconds here, and CI machines may be slower.
BOOT_TIMEOUT_MS = 60_000
# Set by the page's Python when the game is ready; every page of the site must set it.
READY_SELECTOR = "body[data-ready]"
# Run in every page of a test's context before the page's own scripts (not subject to the CSP):
# each violation the page's policy reports becomes a console error the harness collects.
CSP_PROBE = """
document.addEventListener("securitypolicyviolation", (event) => console.error(
  `csp-violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`
  + ` at ${event.sourceFile}:${event.lineNumber} ${event.sample || ""}`), true);
"""

# Run in every page of a Chromium test's context (conftest's ``new_context``) and in Firefox
# (preload), unless the test is marked ``makes_snapshot``: the page makes no Pyodide memory
# snapshot (static/pyodide-boot.mjs), so a test's page runs one Pyodide, not two.
NO_SNAPSHOT = "() => { window.briscolaMakeSnapshot = false; }"


def csp_report(message: ConsoleMessage, found: list[str]) -> None:
    """Keep ``message`` in ``found`` if it reports a CSP violation (ours or the browser's)."""
    words = message.text
    if message.type == "error" and ("csp-violation:" in words or "Security Policy" in words):
        found.append(words[:300])


def wait_ready(page: Page) -> None:
    """Wait until the page's Python has marked the body ready."""
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=BOOT_TIMEOUT_MS)


def boot(page: Page, url: str) -> None:
    """Open ``url`` and wait until the page is ready."""
    page.goto(url)
    wait_ready(page)


def _origin(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    return parts.scheme, parts.netloc


@dataclass
class RequestLog:
    """Every network request a browser context made, and the ones that failed."""

    urls: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    def record(self, request: Request) -> None:
        """Remember a request (inline data: and blob: URLs are not network requests)."""
        if not request.url.startswith(("data:", "blob:")):
            self.urls.append(request.url)

    def other_origin(self, origin_url: str) -> list[str]:
        """Return the recorded URLs whose origin differs from that of ``origin_url``."""
        return [url for url in self.urls if _origin(url) != _origin(origin_url)]

    def assert_same_origin(self, origin_url: str) -> None:
        """Fail if nothing was recorded or if any request left the origin of ``origin_url``."""
        assert self.urls, "no request was recorded"
        leaks = self.other_origin(origin_url)
        assert not leaks, f"requests to other origins: {leaks}"
