"""On a 360 px phone the cards can be read: the Chiamata's eight cards in the hand are as
wide as a thumb (each lying over part of the next, its corner in view), and the counting
aid, opened, shows every card still out large enough to read, inside the window.

The cases are the layout check's (the page's own markup, written into the built page
without its scripts).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from .layout_cases import Case, cases
from .layout_page import WRITE_AND_MEASURE, open_without_scripts
from .table_driver import PHONE

pytestmark = pytest.mark.browser

HAND_CARD = 44
"""The narrowest a card of the hand may be on a phone (px): its rank and suit read at once
(the three cards are this small only with every aid on and a notice over the table)."""

COUNTED_CARD = 28
"""The narrowest a card of the counting aid may be (px)."""

HAND_WIDTHS = """() => [...document.querySelectorAll('#t-hand button.card')]
    .map(e => e.getBoundingClientRect().width)"""

# Opens the counting aid of the case written in the page: its cards' widths, and whether its
# panel lies inside the window.
OPEN_COUNTING = """() => {
const box = document.querySelector('#t-tools .counting');
if (!box) return null;
box.open = true;
const panel = box.querySelector('.count-panel').getBoundingClientRect();
const inside = panel.left >= 0 && panel.top >= 0 && panel.right <= innerWidth
  && panel.bottom <= innerHeight;
const widths = [...box.querySelectorAll('.mini')].map(e => e.getBoundingClientRect().width);
return {inside: inside, narrowest: Math.min(...widths), cards: widths.length};
}"""


@pytest.fixture(scope="module")
def phone_cases() -> list[Case]:
    """The layout check's cases (made once per module)."""
    return cases()


def test_the_chiamata_hand_and_the_counting_aid_read_on_a_phone(
    page: Page, site_url: str, site_dir: Path, phone_cases: list[Case]
) -> None:
    page.set_viewport_size(PHONE)
    open_without_scripts(page, site_url, site_dir)
    narrow: dict[str, float] = {}
    counted: dict[str, dict[str, object]] = {}
    full_hands = panels = 0
    for case in phone_cases:
        page.evaluate(WRITE_AND_MEASURE, case.writes)
        widths = page.evaluate(HAND_WIDTHS)
        full_hands += len(widths) == 8
        if widths and min(widths) < HAND_CARD:
            narrow[case.name] = min(widths)
        opened = page.evaluate(OPEN_COUNTING)
        if opened is not None:
            panels += 1
            if not opened["inside"] or opened["narrowest"] < COUNTED_CARD:
                counted[case.name] = opened
    assert full_hands and panels  # the Chiamata's eight cards and the counting aid were seen
    assert not narrow, f"hand cards narrower than {HAND_CARD} px: {narrow}"
    assert not counted, f"counting aid unreadable or outside the window: {counted}"
