"""CSP violations reported to the test server, from the very first byte of the page on.

WebKit's WebDriver cannot run a script before the page's own, so a listener in the page misses
what happens during boot. A server can ask any browser to report instead: it sends the page's
own policy (its ``<meta>`` tag) again as a ``Content-Security-Policy-Report-Only`` header with
a ``report-uri``, and every violation of it arrives as a POST.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from sitebuild.server import SiteHandler  # conftest puts scripts/ on sys.path

from briscola.engine.jsonio import loads_bounded

REPORT_PATH = "/__csp-report"
MAX_REPORT_BYTES = 64_000
_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"', re.I)


def page_policy(site: Path) -> str | None:
    """The policy of the built site's index.html meta tag, or None when it has none."""
    found = _META.search((site / "index.html").read_text(encoding="utf-8"))
    return found.group(1) if found else None


def reporting_handler(policy: str, reports: list[dict[str, Any]]) -> type[SiteHandler]:
    """A site handler that asks for reports of ``policy`` on each page and keeps them."""
    header = f"{policy}; report-uri {REPORT_PATH}"

    class Reporting(SiteHandler):
        def end_headers(self) -> None:
            if self.path.split("?")[0].endswith(("/", ".html")):
                self.send_header("Content-Security-Policy-Report-Only", header)
            super().end_headers()

        def do_POST(self) -> None:
            if self.path != REPORT_PATH:
                self.send_error(404)
                return
            size = min(int(self.headers.get("Content-Length") or 0), MAX_REPORT_BYTES)
            body = loads_bounded(self.rfile.read(size), "a CSP report")
            reports.append(body.get("csp-report", body) if isinstance(body, dict) else body)
            self.send_response(204)
            self.end_headers()

    return Reporting
