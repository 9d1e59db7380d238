"""The table holds still while the hand goes on: the status line, the trick's caption, the
tools and the seats change their words, but the trick and the hand do not move."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize

from .table_driver import open_fast, play_to_result, start_game

pytestmark = pytest.mark.browser

# After every change of the page (a MutationObserver), once the hand is dealt and (Briscola
# chiamata) its auction is over: the boxes of
# the trick's area (#t-trick) and of the person's hand (#t-hand, its top and bottom: its
# width follows its number of cards), the text of the status line and of the trick's caption.
WATCH_BOXES = """() => {
const seen = window.__still = {boxes: {}, texts: []};
const keep = (name, value, why) => {
  const values = seen.boxes[name] || (seen.boxes[name] = {});
  const key = String(Math.round(value * 10) / 10);
  if (!(key in values)) values[key] = why;
};
new MutationObserver(() => {
  if (!document.body || document.body.dataset.screen !== "table") return;
  if (!document.querySelector("#t-hand .card") && !seen.texts.length) return;
  // The Chiamata's auction fills the tools with its bids, before any card is played.
  if (document.querySelector("#t-tools .bids, #t-tools .calls")) return;
  const why = [document.querySelector("#t-status").innerText,
               document.querySelector("#t-trick .trick-caption")?.innerText || ""].join(" | ");
  if (!seen.texts.includes(why)) seen.texts.push(why);
  const trick = document.querySelector("#t-trick").getBoundingClientRect();
  for (const side of ["left", "top", "width", "height"]) keep(`trick ${side}`, trick[side], why);
  const hand = document.querySelector("#t-hand").getBoundingClientRect();
  keep("hand top", hand.top, why);
  keep("hand bottom", hand.bottom, why);
}).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
}"""

PHONE: ViewportSize = {"width": 360, "height": 740}


@pytest.mark.parametrize(("players", "lang"), [(2, "it"), (2, "de"), (3, "en"), (6, "de")], ids=str)
def test_the_trick_and_the_hand_hold_still_on_a_phone(
    page: Page, site_url: str, players: int, lang: str
) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    if lang != "it":
        page.locator(f"nav [data-act=language][data-arg={lang}]").click()
        page.wait_for_selector(f"html[lang={lang}]")
    page.evaluate(WATCH_BOXES)
    start_game(page, players)
    play_to_result(page)
    seen = page.evaluate("window.__still")
    moved = {
        name: values
        for name, values in seen["boxes"].items()
        if max(map(float, values)) - min(map(float, values)) > 1
    }
    print(f"\n{players} players, {lang}: {len(seen['texts'])} texts; moved: {moved}")
    assert len(seen["texts"]) >= 4  # the turn passed and tricks were taken while watched
    assert moved == {}
