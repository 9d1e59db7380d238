"""The built site served so that a test can deploy a new version of it: once
:attr:`Versions.new` is set, its ``sw.js`` carries another version (as a new deployment's
does), so the browser installs a new service worker and cache."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sitebuild.server import SiteHandler, base_url, make_server, serve_in_thread

_VERSION = re.compile(rb'const VERSION = "([0-9a-f]+)";')


class Versions:
    """Which build the server hands out: ``new`` serves sw.js with another version."""

    new = False


class UpdatingHandler(SiteHandler):
    """The built site, its service worker changed once ``Versions.new`` is set."""

    def do_GET(self) -> None:
        if not (Versions.new and self.path.split("?")[0] == "/sw.js"):
            super().do_GET()
            return
        body = _VERSION.sub(
            rb'const VERSION = "\1-new";', Path(self.directory, "sw.js").read_bytes()
        )
        self.send_response(200)
        self.send_header("Content-Type", "text/javascript")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@contextmanager
def updating_site(site_dir: Path) -> Iterator[str]:
    """The built site on a port of its own, whose next deployment the test switches on."""
    Versions.new = False
    server = make_server(site_dir, "127.0.0.1", 0, quiet=True, handler=UpdatingHandler)
    thread = serve_in_thread(server)
    try:
        yield base_url(server)
    finally:
        Versions.new = False
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
