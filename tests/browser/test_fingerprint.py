"""The fair-deal fingerprint and secret are read whole: on the table (opened) and on the
end-of-hand screen, in every language, on a phone and a desktop, no character of them is
off screen, cut off by a box or hidden under another element (a card of the hand)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize

from .table_driver import (
    RESULT,
    open_fast,
    play_card,
    play_to_result,
    start_game,
    switch_language,
)

pytestmark = pytest.mark.browser

# Each line box of each code element: inside the window and inside every ancestor that clips;
# along it, every few pixels, no other content (a picture, a button, text) drawn over it, nor
# under it unless a box of its own with an opaque background lies between (a panel over the
# cards is read whole; light text over a white card is not).
HIDDEN_PARTS = """selector => {
  const problems = [];
  const opaque = el => {
    const style = getComputedStyle(el);
    const alpha = style.backgroundColor.match(/rgba\\(.*,\\s*([\\d.]+)\\)$/);
    const painted = style.backgroundImage !== "none"
      || (style.backgroundColor !== "transparent" && (!alpha || Number(alpha[1]) === 1));
    return painted && Number(style.opacity) === 1;
  };
  const content = el => ["IMG", "svg", "BUTTON", "INPUT", "SELECT"].includes(el.tagName)
    || [...el.childNodes].some(n => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
  const name = el => `${el.tagName.toLowerCase()}.${el.getAttribute("class") || ""}`;
  for (const code of document.querySelectorAll(selector)) {
    const range = document.createRange();
    range.selectNodeContents(code);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1) continue;
      const label = `${code.textContent.slice(0, 8)}… line at ${Math.round(rect.top)}`;
      if (rect.left < 0 || rect.right > window.innerWidth + 0.5) {
        problems.push(`${label}: off screen (right ${Math.round(rect.right)})`);
      }
      for (let box = code.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const outer = box.getBoundingClientRect();
        if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5) {
          problems.push(`${label}: clipped by ${name(box)}`);
        }
      }
      const y = rect.top + rect.height / 2;
      const seen = new Set();
      for (let x = rect.left + 1; x < rect.right; x += 6) {
        let below = false;
        for (const el of document.elementsFromPoint(x, y)) {
          if (code.contains(el)) { below = true; continue; }
          if (el.contains(code)) {
            if (below && opaque(el)) break;
            below = true;
            continue;
          }
          const what = `${below ? "over" : "under"} ${name(el)}`;
          if (content(el) && !seen.has(what)) {
            seen.add(what);
            problems.push(`${label}: ${what} at x ${Math.round(x)}`);
          }
        }
      }
    }
  }
  return problems;
}"""


SIZES: dict[str, ViewportSize] = {
    "phone": {"width": 360, "height": 740},
    "desktop": {"width": 1280, "height": 800},
    "landscape-phone": {"width": 740, "height": 360},
}
"""The viewports the fingerprint is read at: one page, resized (it lays itself out by CSS)."""


def hidden_parts(page: Page, where: str, selector: str, box: str, details: str = "") -> list[str]:
    """What hides part of ``selector`` at each of :data:`SIZES`, in every language; ``box``
    (scrolled into view at each size) holds it, inside the disclosure ``details`` (opened if
    shut). The page is left in Italian at a phone's width."""
    problems: list[str] = []
    for lang in ("it", "en", "de"):
        switch_language(page, lang)
        if details and page.locator(f"{details}[open]").count() == 0:
            page.locator(f"{details} summary").click()
        for name, size in SIZES.items():
            page.set_viewport_size(size)
            page.locator(box).scroll_into_view_if_needed()
            found = page.evaluate(HIDDEN_PARTS, selector)
            problems += [f"{where} {lang}, {name}: {p}" for p in found]
    switch_language(page, "it")
    page.set_viewport_size(SIZES["phone"])
    return problems


def test_the_fingerprint_is_read_whole(page: Page, site_url: str) -> None:
    page.set_viewport_size(SIZES["phone"])
    open_fast(page, site_url)
    start_game(page, 2)
    play_card(page)
    problems = hidden_parts(page, "table", "#t-proof code", "#t-proof .fp", "#t-proof details")
    play_to_result(page)
    page.wait_for_selector(RESULT)
    problems += hidden_parts(
        page, "result", "#screen-result .proof-box code", "#screen-result .proof-box"
    )
    assert problems == []
