"""A static file server for the built site: right MIME types, revalidate-every-time caching."""

import sys
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".py": "text/x-python; charset=utf-8",
    ".toml": "application/toml; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
}


class SiteHandler(SimpleHTTPRequestHandler):
    """Serve files of one folder; ``quiet`` drops the per-request log lines."""

    def __init__(self, *args: Any, directory: str, quiet: bool = False, **kwargs: Any) -> None:
        self.quiet = quiet
        self.extensions_map = {**self.extensions_map, **MIME_TYPES}
        super().__init__(*args, directory=directory, **kwargs)

    def end_headers(self) -> None:
        # Revalidate on every load (304 when unchanged): a rebuild is always seen, and the
        # browser's HTTP cache never hides the service worker's behaviour from a test.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    """A threading server that does not print a traceback when a browser hangs up mid-file."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # a closed tab or browser: normal in tests and benchmarks
        super().handle_error(request, client_address)


def make_server(
    site: Path,
    host: str = "127.0.0.1",
    port: int = 0,
    *,
    quiet: bool = False,
    handler: type[SiteHandler] = SiteHandler,
) -> SiteServer:
    """Return a threading HTTP server for ``site`` (port 0 picks a free port)."""
    return SiteServer((host, port), partial(handler, directory=str(site), quiet=quiet))


def base_url(server: ThreadingHTTPServer) -> str:
    """Return the http://host:port/ URL the server answers on."""
    host, port = server.server_address[:2]
    return f"http://{host!s}:{port}/"


def serve_in_thread(server: ThreadingHTTPServer) -> threading.Thread:
    """Start ``server.serve_forever`` in a daemon thread and return the thread."""
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    return thread
