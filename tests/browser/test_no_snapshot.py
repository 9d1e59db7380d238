"""The harness's snapshot switch: a test's page makes no Pyodide snapshot unless the test is
marked ``makes_snapshot`` (conftest's ``new_context``, ``window.briscolaMakeSnapshot``)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .table_driver import open_fast

pytestmark = pytest.mark.browser

# Every Worker the page starts, by script URL (the snapshot's is static/pyodide-snapshot.mjs).
COUNT_WORKERS = """
window.startedWorkers = [];
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url, options) { super(url, options); window.startedWorkers.push(String(url)); }
};
"""
# pyodide-boot.mjs starts its worker when the page is idle, at most 5 s after ready.
IDLE_MS = 7_000


def started_workers(page: Page, site_url: str) -> list[str]:
    """Open the page, give it time to start its snapshot worker; the workers it started."""
    page.add_init_script(COUNT_WORKERS)
    open_fast(page, site_url)
    page.wait_for_timeout(IDLE_MS)
    found: list[str] = page.evaluate("window.startedWorkers")
    return found


def test_a_tests_page_starts_no_snapshot_worker(page: Page, site_url: str) -> None:
    assert page.evaluate("window.briscolaMakeSnapshot") is False
    assert started_workers(page, site_url) == []
    assert page.get_attribute("body", "data-snapshot") is None


@pytest.mark.makes_snapshot
def test_a_page_marked_makes_snapshot_starts_the_snapshot_worker(page: Page, site_url: str) -> None:
    workers = started_workers(page, site_url)
    assert [url.rsplit("/", 1)[-1] for url in workers] == ["pyodide-snapshot.mjs"]
