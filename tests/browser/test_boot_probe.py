"""The boot benchmark's probe times the table's first frame after its hand is in the page.

A frame's ``requestAnimationFrame`` timestamp is the vsync the compositor asked for it at:
when the main thread is busy at that moment, the frame runs later, and its timestamp can come
before the hand was even written. The probe takes the time the frame's work is done instead
(a message posted from its callback), and when the callback ran.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route

from tests.benchmark_scripts import load_script

# Timed: a frame's vsync stamp against a busy main thread moves when other work shares the box.
pytestmark = [pytest.mark.browser, pytest.mark.timing]

boot = load_script("benchmarks/boot.py", "boot_benchmark_probe")

PAGE = """<!doctype html><html><body><p>Briscola</p><main id="m"></main><script>
addEventListener("load", () => setTimeout(() => {
  const main = document.getElementById("m");
  main.append("Caricamento");  // a frame is asked for at the next vsync...
  const until = performance.now() + 300;
  while (performance.now() < until) {}  // ...while the main thread is busy
  main.insertAdjacentHTML("beforeend",
    '<div id="t-hand"><button type="button" class="card">1</button></div>');
}, 200));
</script></body></html>"""


def test_the_table_frame_is_timed_after_the_hand_though_its_vsync_came_before(
    page: Page, site_url: str
) -> None:
    def fulfill(route: Route) -> None:
        route.fulfill(body=PAGE, content_type="text/html; charset=utf-8")

    page.route("**/probe.html", fulfill)
    page.add_init_script(boot.READY_PROBE)
    page.goto(site_url + "probe.html")
    page.wait_for_function("window.__tableFrameDoneAt !== undefined")
    hand, stamp, begins, done = page.evaluate(
        "[window.__handAt, window.__tableFrameStamp, window.__tableFrameBeginsAt,"
        " window.__tableFrameDoneAt]"
    )
    # The frame was asked for before the hand: its own timestamp comes before it.
    assert stamp < hand - 100, (stamp, hand)
    assert hand <= begins <= done, (hand, begins, done)
