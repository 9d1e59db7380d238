"""Every control a finger presses in the header's menu and on the start screen is large
enough on a 360 px phone (and at 390 px): at least 44×44 CSS px, the size WCAG 2.2 asks for
at level AAA (2.5.5), where the line it sits on has the room; the language buttons, three
in a bar that must stay one line beside the menu's words, at least 24×24 with no other
target within the 24 px circle of each (2.5.8, level AA).

The cases (``target_cases.py``) are the page's own markup in Italian, English and German,
written into the built page without its scripts; each control's box is measured as the
browser lays it out.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, ViewportSize

from .layout_page import open_without_scripts
from .target_cases import TargetCase, target_cases

pytestmark = pytest.mark.browser

LARGE = 44
"""WCAG 2.2's enhanced target size (2.5.5), CSS px."""
MINIMUM = 24
"""WCAG 2.2's minimum target size (2.5.8): a smaller target needs a 24 px circle of room."""

SMALL_ALLOWED = ".lang, #nav .sound, #nav [data-act=stats]"
"""The targets held to WCAG 2.5.8 (at least 24 px, no other target within the 24 px circle
on each centre), and 44 px high: the bar's language buttons and its two icons (the sound,
and at the table and the result the statistics). At 360 px they share what is left of the
bar's one line beside the game's name and "Regole" on the start screen, "Regole" and "Nuova
partita" at the table: about 30 px each; 44 px each would need 70 px more."""

# Writes one case (the menu, the screen) and measures every shown control a finger presses:
# buttons, disclosures, drop-down lists, text fields, and the labels of the pills and of the
# check boxes (a radio or check box is pressed through its label). For each: its box, whether
# it may be small, and whether a 24 px circle on its centre reaches another target's box or a
# small target's circle (WCAG 2.5.8's spacing).
MEASURE_TARGETS = (
    """(c) => {
const byId = id => document.getElementById(id);
byId('nav').innerHTML = c.nav;
byId('notice').hidden = true;
byId('screen-loading').hidden = true;
for (const s of document.querySelectorAll('main > .screen')) s.hidden = true;
const screen = byId(`screen-${c.screen}`);
screen.innerHTML = c.html;
screen.hidden = false;
for (const [id, html] of Object.entries(c.regions)) byId(id).innerHTML = html;
document.body.dataset.screen = c.screen;
window.scrollTo(0, 0);
const shown = e => e.checkVisibility({visibilityProperty: true});
const selector = '#nav button, .screen:not([hidden]) :is(button, summary, select, '
  + 'input[type=text], label.pill, label.check)';
const scope = c.screen === 'table' ? '#nav button' : selector;
const targets = [...document.querySelectorAll(scope)].filter(shown).map(e => {
  const r = e.getBoundingClientRect();
  const name = (e.getAttribute('aria-label') || e.textContent || e.getAttribute('name')
    || e.className).trim().slice(0, 20);
  return {e: e, name: name, r: r, small: e.matches('"""
    + SMALL_ALLOWED
    + """'),
          x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2};
});
const near = (t, box) => {  // the distance from t's centre to a box
  const dx = Math.max(box.left - t.x, 0, t.x - box.right);
  const dy = Math.max(box.top - t.y, 0, t.y - box.bottom);
  return Math.hypot(dx, dy);
};
return targets.map(t => {
  const crowded = targets.filter(o => o !== t && !o.e.contains(t.e) && !t.e.contains(o.e))
    .filter(o => near(t, o.r) < 12 || Math.hypot(t.x - o.x, t.y - o.y) < 24)
    .map(o => o.name);
  return {name: t.name, width: t.r.width, height: t.r.height, small: t.small,
          crowded: crowded};
});
}"""
)


def too_small(found: dict[str, object]) -> str:
    """Why a target measured by MEASURE_TARGETS is too small ("" if it is not)."""
    width, height = float(str(found["width"])), float(str(found["height"]))
    size = f"{found['name']!r} {width:.1f}x{height:.1f}"
    if width >= LARGE - 0.01 and height >= LARGE - 0.01:
        return ""
    if not found["small"]:
        return f"{size} (under {LARGE}x{LARGE})"
    if width < MINIMUM or height < LARGE - 0.01:
        return f"{size} (under {MINIMUM}x{LARGE})"
    crowded = found["crowded"]
    return f"{size} crowded by {crowded}" if crowded else ""


@pytest.fixture(scope="module")
def cases() -> list[TargetCase]:
    """The start screen, the table's and the result's menu in every language (made once)."""
    return target_cases()


@pytest.mark.parametrize(
    "size",
    [{"width": 360, "height": 740}, {"width": 390, "height": 844}],
    ids=["360x740", "390x844"],
)
def test_every_control_of_the_header_and_the_start_screen_is_large_enough(
    page: Page, site_url: str, site_dir: Path, cases: list[TargetCase], size: ViewportSize
) -> None:
    page.set_viewport_size(size)
    open_without_scripts(page, site_url, site_dir)
    wrong: dict[str, list[str]] = {}
    seen = 0
    for case in cases:
        measured: list[dict[str, object]] = page.evaluate(MEASURE_TARGETS, case.writes)
        seen += len(measured)
        found = [why for why in map(too_small, measured) if why]
        if found:
            wrong[case.name] = found
        one_line = page.evaluate("() => document.querySelector('.bar').offsetHeight")
        if one_line > 56:
            wrong.setdefault(case.name, []).append(f"the bar is {one_line} px high")
        if page.evaluate("() => document.documentElement.scrollWidth") > size["width"]:
            wrong.setdefault(case.name, []).append("the page is wider than the window")
    assert seen > 10 * len(cases)
    report = "\n".join(f"{name}: {'; '.join(found)}" for name, found in wrong.items())
    assert not wrong, f"at {size['width']}x{size['height']}:\n{report}"
