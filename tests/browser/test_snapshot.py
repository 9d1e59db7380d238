"""Pyodide from a memory snapshot made in the browser (static/pyodide-boot.mjs).

The first visit starts Pyodide the plain way and, once the game is ready, a worker makes a
snapshot of this build into the Cache Storage (``<body data-snapshot="stored">``). The next
start restores it (``data-snapshot="restored"``). A snapshot of another build is never used,
and one that fails to restore gives way to a plain start with the game as it was.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from .browser_harness import BOOT_TIMEOUT_MS, wait_ready
from .table_driver import (
    PLAYABLE,
    hand_names,
    open_fast,
    play_to_result,
    start_game,
    wait_turn_or_result,
)

pytestmark = [pytest.mark.browser, pytest.mark.makes_snapshot]

CACHE = "briscola-snapshot:/"
# The entry of this build's snapshot, as static/pyodide-boot.mjs names it.
ENTRY = "new URL('pyodide-snapshot-' + window.briscolaPaint.build + '.bin', location.href).href"
ENTRIES = f"async () => (await (await caches.open('{CACHE}')).keys()).map(r => r.url)"


def _snapshot_made(page: Page) -> None:
    page.wait_for_selector("body[data-snapshot]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.get_attribute("body", "data-snapshot") == "stored"
    assert page.evaluate(ENTRIES) == [page.evaluate(ENTRY)]


def _reload(page: Page) -> str | None:
    """Reload and wait until ready; how Pyodide started ("restored", or None: plainly)."""
    page.reload()
    wait_ready(page)
    restored = page.evaluate("performance.getEntriesByName('briscola:snapshot-restored').length")
    state = page.get_attribute("body", "data-snapshot")
    assert (state == "restored") == (restored == 1)
    return state if state == "restored" else None


def test_a_snapshot_made_after_the_first_visit_starts_the_next_and_plays_a_hand(
    page: Page, site_url: str
) -> None:
    open_fast(page, site_url)
    _snapshot_made(page)
    assert _reload(page) == "restored"
    start_game(page, 2)
    assert play_to_result(page) > 0
    expect(page.locator("body")).to_have_attribute("data-screen", "result")


def test_a_snapshot_of_another_build_is_ignored_and_replaced(page: Page, site_url: str) -> None:
    open_fast(page, site_url)
    _snapshot_made(page)
    # The same bytes under another build's name: never restored, dropped by the next one.
    foreign = page.evaluate(
        f"""async () => {{
            const cache = await caches.open('{CACHE}');
            const entry = {ENTRY};
            const other = entry.replace(/snapshot-[0-9a-f]+/, 'snapshot-0123456789abcdef');
            await cache.put(other, await cache.match(entry));
            await cache.delete(entry);
            return other;
        }}"""
    )
    assert _reload(page) is None
    _snapshot_made(page)
    assert foreign not in page.evaluate(ENTRIES)
    assert _reload(page) == "restored"


def test_a_failing_restore_falls_back_to_a_plain_start_with_the_hand_intact(
    page: Page, site_url: str
) -> None:
    open_fast(page, site_url)
    start_game(page, 2)
    assert wait_turn_or_result(page) == "turn"
    _snapshot_made(page)
    hand = hand_names(page)
    saved = page.evaluate("localStorage.getItem('briscola:/:v1:session')")
    page.evaluate(
        f"""async () => {{
            const cache = await caches.open('{CACHE}');
            await cache.put({ENTRY}, new Response(new Uint8Array(4096).fill(7)));
        }}"""
    )
    assert _reload(page) is None
    assert hand_names(page) == hand
    assert page.evaluate("localStorage.getItem('briscola:/:v1:session')") == saved
    page.wait_for_selector(PLAYABLE)
    assert play_to_result(page) > 0
    _snapshot_made(page)  # the broken one was dropped, and a good one made again


# A second py script, run before the page's own: what the restored Python holds at its start.
PROBE = """<script type="py" config="./pyscript.toml">
    import gc, random, sys
    import js
    js.document.body.dataset.probe = repr(
        (random.random(), "briscola.app.controller" in sys.modules, gc.get_freeze_count())
    )
  </script>
  <script type="py" config="""


def _probe(page: Page) -> tuple[float, bool, int]:
    probe = page.get_attribute("body", "data-probe")
    assert probe is not None
    number, imported, frozen = probe.strip("()").split(", ")
    return float(number), imported == "True", int(frozen)


def test_a_restored_python_is_reseeded_holds_the_games_modules_and_their_objects_frozen(
    browser: Browser, site_url: str
) -> None:
    # No service worker: every load of the page goes through the route that adds the probe.
    context = browser.new_context(service_workers="block")
    page = context.new_page()

    def add_probe(route: Route) -> None:
        html = route.fetch().text()
        assert html.count('<script type="py" config=') == 1
        route.fulfill(
            body=html.replace('<script type="py" config=', PROBE), content_type="text/html"
        )

    page.route(lambda url: url.split("?")[0] == site_url, add_probe)
    try:
        open_fast(page, site_url)
        first_visit = _probe(page)
        assert first_visit[1] is False  # a plain start imports the game in the page's script
        assert first_visit[2] == 0
        _snapshot_made(page)
        starts = []
        for _ in range(2):
            assert _reload(page) == "restored"
            starts.append(_probe(page))
        # The game's modules come with the snapshot; the random state does not: it is new at
        # every start (a snapshot's state, not reseeded, would give the same number twice).
        assert all(imported for _, imported, _ in starts)
        assert starts[0][0] != starts[1][0]
        # The snapshot's objects are frozen: the collector does not walk the restored heap.
        assert all(frozen > 10_000 for _, _, frozen in starts)
    finally:
        context.close()
