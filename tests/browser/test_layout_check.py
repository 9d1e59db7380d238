"""The layout check: at every window size, every table and variant, with the aids on and off,
with and without a notice, the person's whole hand is in the window without scrolling, no
control lies over a card, another control, a seat's name or the trump's or the trick's
caption, no control reaches outside the window, the felt's words stay inside its border, no
name is cut short, and the page is neither wider nor higher than the window (``TALL``: where
it may still be a little higher). The longest tables are checked in English and German too,
and the two-player table with the longest notice (a shared hand) in every language.

The cases (``layout_cases.py``) are the page's own markup for each moment, made in CPython
by the page's controller; each window size loads the built page once, without its scripts
(no Python to start: the stylesheets and the page's frame are what lay the table out), and
writes and measures every case in turn, all in one ``page.evaluate``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, ViewportSize

from .layout_cases import Case, cases, language_cases
from .layout_page import WRITE_AND_MEASURE, open_without_scripts

pytestmark = pytest.mark.browser

SIZES: tuple[ViewportSize, ...] = (
    {"width": 360, "height": 740},
    {"width": 740, "height": 360},
    {"width": 390, "height": 844},
    {"width": 768, "height": 1024},
    {"width": 1280, "height": 800},
    {"width": 667, "height": 375},
    {"width": 640, "height": 360},
    {"width": 1024, "height": 768},
    {"width": 1366, "height": 768},
    {"width": 1440, "height": 900},
)


WRITE_AND_MEASURE_ALL = f"(all) => all.map({WRITE_AND_MEASURE})"
"""Each case written and measured in turn, in one call: what is wrong with each."""


@pytest.fixture(scope="module")
def layout_cases() -> list[Case]:
    """Every case, and the longest tables in English and German, made once per module
    (about a second of CPython per hundred, more with the hint's search)."""
    return cases() + language_cases()


OPEN: dict[str, tuple[str, ...]] = {}
"""Where the hand does not yet fit at every moment (``{"360x740": ("de 6p",)}``): a hand out
of the window at these sizes and tables is reported, not failed. Anything else that is wrong
fails, and so does a listed table whose hand now fits at every moment (take it off the
list)."""


TALL: tuple[str, ...] = ("360x740", "740x360", "768x1024", "640x360", "667x375")
"""The window sizes where the page may still be a few pixels higher than the window with
every aid on and a notice (the hand inside it): a page too high there is reported, not
failed. Everywhere else it fails, and so does a listed size where no page is too high any
more (take it off the list)."""


def open_group(size: str, case: str) -> str | None:
    """The open group ``case`` belongs to at ``size`` (None if its hand must fit): its table's
    size, after its language for a case in English or German (``6p``, ``de 6p``)."""
    words = case.split()
    lang = f"{words.pop(0)} " if words[0] in ("it", "en", "de") else ""
    table = lang + words[0].split("/")[0]
    return f"{size} {table}" if table in OPEN.get(size, ()) else None


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_every_table_fits_every_window(
    page: Page, site_url: str, site_dir: Path, layout_cases: list[Case], size: ViewportSize
) -> None:
    page.set_viewport_size(size)
    open_without_scripts(page, site_url, site_dir)
    name = f"{size['width']}x{size['height']}"
    wrong: dict[str, list[str]] = {}
    reported: dict[str, int] = {}
    tall = 0
    measured: list[list[str]] = page.evaluate(
        WRITE_AND_MEASURE_ALL, [case.writes for case in layout_cases]
    )
    for case, found in zip(layout_cases, measured, strict=True):
        group = open_group(name, case.name)
        if group is not None:
            reported.setdefault(group, 0)
            out = [f for f in found if f.startswith("hand: ")]
            reported[group] += bool(out)
            found = [f for f in found if not f.startswith("hand: ")]
        if name in TALL:
            kept = [f for f in found if not re.fullmatch(r"page \d+ px high", f)]
            tall += len(kept) < len(found)
            found = kept
        if found:
            wrong[case.name] = found
    report = "\n".join(f"{case}: {'; '.join(found[:4])}" for case, found in wrong.items())
    print(
        f"\n{len(layout_cases)} cases at {name}, {len(wrong)} wrong; open: {reported};"
        f" higher than the window: {tall}"
    )
    assert not wrong, f"{len(wrong)} of {len(layout_cases)} cases:\n{report}"
    closed = [group for group, out in reported.items() if out == 0]
    assert not closed, f"the hand now fits in {closed}: take them off OPEN"
    assert name not in TALL or tall, f"no page is higher than the window at {name}: off TALL"
