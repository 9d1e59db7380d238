"""The last trick, opened: its panel lies against the tools that hold its button, inside the
window, and covers no label of the table (the game's logo and name, the series, a seat's
name or its count, the trump's name, whose turn, a name under a card of the trick, the
points) and no other control. On a phone (held either way) it lies just under the tools,
over the learning aids' row (the hint's button, the deal's fingerprint) and the top of the
hand's cards while it is open.

At every table, with the aids on and off, at a phone's two ways of holding it and at a
desktop's window; the cases are the layout check's (the page's own markup, written into
the built page without its scripts).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, ViewportSize

from .layout_cases import Case, cases
from .layout_page import WRITE_AND_MEASURE, open_without_scripts

pytestmark = pytest.mark.browser

SIZES: tuple[ViewportSize, ...] = (
    {"width": 360, "height": 740},
    {"width": 740, "height": 360},
    {"width": 1280, "height": 800},
)

NEXT_TO = 12
"""How far (px) the open panel may lie from the tools that hold its button."""

# Opens the last trick of the case written in the page and lists what is wrong with its
# panel: too far from its button, outside the window, or over a label's text.
OPEN_AND_MEASURE = """() => {
const box = document.querySelector('#t-tools .last-trick');
if (!box) return null;
box.open = true;
const W = innerWidth, H = innerHeight, found = [];
const round = r => [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
const pop = box.querySelector('.trick').getBoundingClientRect();
const tools = document.getElementById('t-tools').getBoundingClientRect();
const gap = Math.max(tools.left - pop.right, pop.left - tools.right,
                     tools.top - pop.bottom, pop.top - tools.bottom, 0);
if (gap > NEXT_TO) found.push(`${Math.round(gap)} px from its tools at ${round(tools)}`);
if (pop.left < 0 || pop.top < 0 || pop.right > W || pop.bottom > H) {
  found.push(`outside the window at ${round(pop)}`);
}
const over = (r, e) => {
  const x = Math.min(r.right, pop.right) - Math.max(r.left, pop.left);
  const y = Math.min(r.bottom, pop.bottom) - Math.max(r.top, pop.top);
  if (x > 1 && y > 1) found.push(`over "${e.textContent.trim().slice(0, 24)}" at ${round(r)}`);
  return x > 1 && y > 1;
};
const phone = innerWidth <= 560 || innerHeight <= 500;
const under = phone ? ':not(#t-hand *, #t-learn *, #t-proof *)' : ':not(#t-hand *)';
const controls = `#nav button, #notice button, #screen-table button${under}, `
  + `#screen-table summary${under}`;
for (const e of document.querySelectorAll(controls)) {
  if (!box.contains(e) && e.checkVisibility({visibilityProperty: true})) {
    over(e.getBoundingClientRect(), e);
  }
}
const labels = '.brand, #t-series, #screen-table .name, #screen-table .trump-label, '
  + '#t-status, #screen-table .pile-count, #screen-table .points, #screen-table .contract, '
  + '#t-stock .count, #t-trick .who, #t-trick .trick-caption, #screen-table .dealer, '
  + '#screen-table .captain, #t-tools .score';
for (const e of document.querySelectorAll(labels)) {
  if (box.contains(e) || !e.checkVisibility({visibilityProperty: true})) continue;
  const text = document.createRange();
  text.selectNodeContents(e);
  const rects = [...text.getClientRects()];
  if (e.matches('.brand')) rects.push(e.getBoundingClientRect());  // the logo too
  rects.some(r => over(r, e));
}
return found.length ? [`panel at ${round(pop)}: ` + found.join('; ')] : [];
}""".replace("NEXT_TO", str(NEXT_TO))


@pytest.fixture(scope="module")
def with_last_trick() -> list[Case]:
    """The layout check's cases where the last trick can be opened (no notice: it moves
    nothing sideways), made once per module."""
    return [
        case
        for case in cases()
        if "notice" not in case.name and "last-trick" in case.writes["regions"]["t-tools"]
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_the_last_trick_opens_next_to_its_button_over_no_label(
    page: Page, site_url: str, site_dir: Path, with_last_trick: list[Case], size: ViewportSize
) -> None:
    page.set_viewport_size(size)
    open_without_scripts(page, site_url, site_dir)
    assert len(with_last_trick) > 20  # every table has a moment with a last trick
    wrong = {}
    for case in with_last_trick:
        page.evaluate(WRITE_AND_MEASURE, case.writes)
        found = page.evaluate(OPEN_AND_MEASURE)
        if found:
            wrong[case.name] = found
    report = "\n".join(f"{name}: {found[0]}" for name, found in wrong.items())
    assert not wrong, f"{len(wrong)} of {len(with_last_trick)} cases:\n{report}"
