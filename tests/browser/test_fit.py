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


# At every frame of the table: the cards of the trick and of the person's hand that reach
# outside the window, the most one trick card covers of another (as a share of a card), and
# the most trick cards seen at once.
WATCH_CARDS = """() => {
window.__cards = {outside: [], overlap: 0, most: 0, tallest: 0};
const inside = r => r.top >= 0 && r.left >= 0
    && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
const watch = () => {
  const seen = window.__cards;
  if (document.body && document.body.dataset.screen === "table") {
    seen.tallest = Math.max(seen.tallest, document.documentElement.scrollHeight);
    const trick = [...document.querySelectorAll("#t-trick li .card-img")]
        .map(e => e.getBoundingClientRect());
    seen.most = Math.max(seen.most, trick.length);
    const hand = [...document.querySelectorAll("#t-hand button.card")]
        .map(e => e.getBoundingClientRect());
    [...trick, ...hand].forEach((r, i) => {
      if (!inside(r) && seen.outside.length < 5) {
        seen.outside.push(`${i < trick.length ? "trick" : "hand"} ${Math.round(r.left)},`
            + `${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`);
      }
    });
    trick.forEach((a, i) => trick.slice(i + 1).forEach(b => {
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 0 && h > 0) {
        seen.overlap = Math.max(seen.overlap, w * h / (a.width * a.height));
      }
    }));
  }
  requestAnimationFrame(watch);
};
requestAnimationFrame(watch);
}"""


@pytest.mark.parametrize(
    ("players", "size"),
    [
        (6, {"width": 360, "height": 740}),
        (5, {"width": 360, "height": 740}),
        (6, {"width": 1280, "height": 800}),
    ],
    ids=str,
)
def test_every_trick_card_and_the_whole_hand_stay_in_the_window(
    page: Page, site_url: str, players: int, size: ViewportSize
) -> None:
    page.set_viewport_size(size)
    open_fast(page, site_url)
    page.evaluate(WATCH_CARDS)
    start_game(page, players)
    play_to_result(page)
    seen = page.evaluate("window.__cards")
    print(f"\n{players} players at {size['width']}x{size['height']}: {seen}")
    assert seen["most"] == players  # a whole trick was on the table
    assert seen["outside"] == []
    assert seen["overlap"] < 0.1  # side by side, each card readable
    assert seen["tallest"] <= size["height"]
