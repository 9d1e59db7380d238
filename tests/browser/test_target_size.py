"""Every control a finger presses in the header's menu and on the start screen is large
enough on a 360 px phone (and at 390 px): at least 44×44 CSS px, the size WCAG 2.2 asks for
at level AAA (2.5.5), the bar's icons and its language list among them (the three language
buttons give way to one list on a phone).

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

# Writes one case (the menu, the screen) and measures every shown control a finger presses:
# buttons, disclosures, drop-down lists, text fields, and the labels of the pills and of the
# check boxes (a radio or check box is pressed through its label): its name and its box.
MEASURE_TARGETS = """(c) => {
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
const selector = '#nav :is(button, select), .screen:not([hidden]) :is(button, summary, select, '
  + 'input[type=text], label.pill, label.check)';
const scope = c.screen === 'table' ? '#nav :is(button, select)' : selector;
return [...document.querySelectorAll(scope)].filter(shown).map(e => {
  const r = e.getBoundingClientRect();
  const name = (e.getAttribute('aria-label') || e.textContent || e.getAttribute('name')
    || e.className).trim().slice(0, 20);
  return {name: name, width: r.width, height: r.height};
});
}"""


def too_small(found: dict[str, object]) -> str:
    """Why a target measured by MEASURE_TARGETS is too small ("" if it is not)."""
    width, height = float(str(found["width"])), float(str(found["height"]))
    if width >= LARGE - 0.01 and height >= LARGE - 0.01:
        return ""
    return f"{found['name']!r} {width:.1f}x{height:.1f} (under {LARGE}x{LARGE})"


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
