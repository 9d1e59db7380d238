"""The floor of Python's start (``benchmarks/python_floor.py``): its Pyodide pages start
Python from the built site's own files, a restored page takes its snapshot from the Cache
Storage, and a repeat visit's stamps come in order."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser

from tests.benchmark_scripts import load_script

pytestmark = pytest.mark.browser

floor = load_script("benchmarks/python_floor.py", "python_floor_benchmark")


@pytest.fixture(scope="module")
def floor_url(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The built site with the floor's pages, served as the benchmark serves them."""
    site = floor.floor_site(site_dir, tmp_path_factory.mktemp("floor"))
    with floor.serving(site, floor.CachedHandler) as url:
        yield url


def visit_twice(browser: Browser, floor_url: str, name: str) -> tuple[Any, Any]:
    """The page's first visit (what it stored) and its repeat visit in a new tab, at 1x."""
    url = floor_url + floor.FILES[name]
    context = floor.open_context(browser, name)
    try:
        stored = floor.first_visit(context, name, url)
        # a restoring page's flag is checked inside: a plain start there would raise
        return stored, floor.repeat_visit(browser, context, name, url, 1.0, trace=False)
    finally:
        context.close()


def test_a_bare_pyodide_snapshot_is_made_once_then_restored_in_a_new_tab(
    browser: Browser, floor_url: str
) -> None:
    stored, visit = visit_twice(browser, floor_url, floor.RESTORED_SW)
    assert stored is not None and stored > 10_000_000  # the wasm memory, tens of MB
    assert 0 < visit.start < visit.read < visit.ready, visit
    assert visit.playable is None
    # every file came from the service worker's cache (the worker's update check aside)
    assert [r for r in visit.requests if not r.endswith(" /floor-sw.js")] == []


def test_the_plain_start_runs_python_from_the_http_cache_but_the_runtime(
    browser: Browser, floor_url: str
) -> None:
    stored, visit = visit_twice(browser, floor_url, floor.PLAIN_HTTP)
    assert stored is None
    assert visit.read is None and 0 < visit.start < visit.ready, visit
    # An off-the-record context's memory cache keeps no 9.6 MB entry: the runtime is the one
    # file fetched again (the docstring's caching note).
    assert visit.requests == ("200 /vendor/pyodide/pyodide.asm.wasm",)


def _visit(ready: float, read: float | None = None, requests: tuple[str, ...] = ()) -> object:
    return floor.Visit(0.1, read, ready, None, requests, None)


def test_the_table_gives_medians_ranges_dashes_and_the_requests_seen() -> None:
    visits = {
        floor.RESTORED_SW: [
            _visit(0.9, 0.4),
            _visit(0.7, 0.3, ("304 /floor-sw.js",)),
            _visit(0.8, 0.5),
        ],
        floor.PLAIN_HTTP: [_visit(2.0)],
    }
    lines = floor.table(4.0, visits).splitlines()
    restored = next(line for line in lines if line.startswith("| 4x | Pyodide, restored"))
    assert "| 0.40 (0.30–0.50) | 0.80 (0.70–0.90) | — | 0 |" in restored
    plain = next(line for line in lines if line.startswith("| 4x | Pyodide, plain"))
    assert "| — | 2.00 (2.00–2.00) | — |" in plain
    assert "- Pyodide, restored (service worker): 304 /floor-sw.js" in lines
    assert "- Pyodide, plain start (HTTP cache): none" in lines
    assert not any("kept code" in line for line in lines)
