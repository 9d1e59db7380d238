"""The table fits a desktop window: the header never scrolls off during a hand."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize

from .table_driver import open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser

# The tallest the document was while the table showed, checked at every frame (so the held
# trick with its caption counts too).
TALLEST_TABLE = """() => {
window.__tallestTable = 0;
const watch = () => {
  if (document.body && document.body.dataset.screen === "table") {
    window.__tallestTable = Math.max(
      window.__tallestTable, document.documentElement.scrollHeight);
  }
  requestAnimationFrame(watch);
};
requestAnimationFrame(watch);
}"""


@pytest.mark.parametrize(
    "size", [{"width": 1280, "height": 800}, {"width": 1366, "height": 768}], ids=str
)
def test_four_players_fit_the_window(page: Page, site_url: str, size: ViewportSize) -> None:
    page.set_viewport_size(size)
    open_fast(page, site_url)
    page.evaluate(TALLEST_TABLE)
    start_game(page, 4)
    play_to_result(page)
    tallest = page.evaluate("window.__tallestTable")
    print(f"\n4 players at {size['width']}x{size['height']}: tallest table {tallest} px")
    assert 0 < tallest <= size["height"]
