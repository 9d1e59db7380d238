"""V8's compiled code for Pyodide's runtime, taken by a later visit in a new tab (Chromium).

A visit the service worker serves compiles ``pyodide.asm.wasm`` from its Cache Storage entry,
beside which Chromium keeps V8's compiled code once a page has run the runtime for a few
seconds; a later visit's ``WebAssembly.instantiateStreaming(fetch(...))`` takes that code
(a trace's ``v8.wasm.moduleCacheHit``) instead of compiling the runtime's functions on its
main thread. A ``<link rel=preload>`` of the runtime loses it (the fetch that takes the
preload over gets no code), so the page preloads the runtime only on a visit the service
worker does not serve (``static/wasm-preload.js``).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from .browser_harness import BOOT_TIMEOUT_MS
from .table_driver import open_fast

# V8 keeps the code of its optimizing compiler only: the test needs Chromium's default flags.
pytestmark = [pytest.mark.browser, pytest.mark.chromium_defaults, pytest.mark.service_worker]

RUNTIME = "vendor/pyodide/pyodide.asm.wasm"
PRELOADS = f"document.querySelectorAll('link[rel=preload][href$=\"{RUNTIME}\"]').length"
CONTROLLED = "navigator.serviceWorker.controller !== null"
# How long the first visit the service worker serves stays open: V8 offers the runtime's code
# for keeping once ~1 MB of it has been optimised and no more came for 2 s (5-10 s after the
# start on this machine, traced).
KEPT_AFTER_MS = 20_000
# The trace category of Blink's events for a streaming compile's kept code.
TRACE_CATEGORIES = ["disabled-by-default-devtools.timeline"]


def _tab(context: BrowserContext, url: str) -> Page:
    page = context.new_page()
    open_fast(page, url)
    return page


def _cache_hits(trace: bytes) -> list[str]:
    """The URLs whose streaming compile took kept code, as the trace's events name them."""
    events: list[dict[str, Any]] = json.loads(trace)["traceEvents"]
    return [e["args"]["url"] for e in events if e.get("name") == "v8.wasm.moduleCacheHit"]


def test_a_new_tab_takes_the_runtime_code_a_visit_under_the_service_worker_kept(
    browser: Browser, page: Page, site_url: str
) -> None:
    open_fast(page, site_url)  # the first visit: no service worker yet
    assert page.evaluate(PRELOADS) == 1
    page.wait_for_function(CONTROLLED, timeout=BOOT_TIMEOUT_MS)
    context = page.context
    page.close()
    served = _tab(context, site_url)  # compiles the runtime from the Cache Storage
    assert served.evaluate(CONTROLLED)
    assert served.evaluate(PRELOADS) == 0
    served.wait_for_timeout(KEPT_AFTER_MS)
    served.close()
    browser.start_tracing(categories=TRACE_CATEGORIES)
    try:
        later = _tab(context, site_url)
    finally:
        trace = browser.stop_tracing()
    assert later.evaluate(PRELOADS) == 0
    assert [url.removeprefix(site_url.rstrip("/") + "/") for url in _cache_hits(trace)] == [RUNTIME]
