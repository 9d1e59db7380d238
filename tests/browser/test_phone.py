"""The page on a 360 px phone: headings and what the narrow table still shows."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .table_driver import (
    PHONE,
    open_fast,
    open_settings,
    play_card,
    play_to_result,
    start_game,
    switch_language,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

# The names whose text is wider than their box (an ellipsis shows, "Mar…"): the text's own
# width against the box's, in fractional pixels (scrollWidth rounds the difference away).
CUT_NAMES = """els => els.filter(e => {
    const text = document.createRange();
    text.selectNodeContents(e);
    const style = getComputedStyle(e);
    const room = e.getBoundingClientRect().width
        - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return text.getBoundingClientRect().width > room + 0.05;
}).map(e => e.textContent)"""


def test_table_and_result_keep_a_level_one_heading(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    start_game(page, 2)
    wait_turn_or_result(page)
    # get_by_role skips what assistive technology cannot reach (display: none).
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    play_to_result(page)
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    bar = page.locator("header.bar").bounding_box()
    assert bar is not None and bar["height"] < 60  # the heading takes no room in the bar


def test_the_last_trick_shows_whole_names(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    start_game(page, 4)
    panel = page.locator("#t-tools .last-trick")
    while wait_turn_or_result(page) == "turn" and not panel.count():
        play_card(page)  # until the person leads after a trick: the last one can be looked at
    assert panel.count(), "the person never led after a trick"
    height = page.evaluate("document.documentElement.scrollHeight")
    panel.locator("summary").click()
    expect(panel.locator(".trick")).to_be_visible()
    # Open, it lies over the empty trick: the page does not grow.
    assert page.evaluate("document.documentElement.scrollHeight") == height
    names = panel.locator(".who")
    expect(names).to_have_text(["Tu", "Marco", "Giulia", "Luca"], ignore_case=False)
    assert not names.evaluate_all(CUT_NAMES)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


# Each option pill of the start screen: its height, and its corners' radius.
PILLS = """els => els.map(e => ({
    text: e.textContent,
    height: e.getBoundingClientRect().height,
    radius: parseFloat(getComputedStyle(e).borderTopLeftRadius),
}))"""


def test_start_pills_that_wrap_are_evenly_rounded_boxes(page: Page, site_url: str) -> None:
    """In each language, switched on one page with the bar's buttons."""
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    open_settings(page)
    for lang in ("it", "en", "de"):
        if lang != "it":
            switch_language(page, lang)
            open_settings(page)
        pills = page.locator("#start-form .pill span:not(.swatch)").evaluate_all(PILLS)  # words
        one_line = min(pill["height"] for pill in pills)
        # Wrapped at 360: a second line of words (22 px) on a one-line pill's 44 px.
        assert any(pill["height"] > one_line * 1.4 for pill in pills), lang
        for pill in pills:
            # Round ends on one line; a wrapped pill keeps the same corners, not a capsule's.
            assert one_line / 2 - 1 <= pill["radius"] <= one_line / 2 + 1, (lang, pill)


# The bar's buttons: whether they lie on one line (their tops within a few pixels) and
# whether any reaches past the window.
BAR_ROWS = """() => {
    const shown = [...document.querySelectorAll('#nav > *')].filter(e => e.checkVisibility());
    const tops = shown.map(e => e.getBoundingClientRect().top);
    const rects = shown.map(e => e.getBoundingClientRect());
    return {rows: Math.max(...tops) - Math.min(...tops) < 8 ? 1 : 2,
            out: rects.some(r => r.left < 0 || r.right > innerWidth)};
}"""


def test_statistics_open_from_the_game_on_a_phone(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    start_game(page, 4)
    wait_turn_or_result(page)
    stats = page.locator("nav [data-act=stats]")
    for lang, name in (("de", "Statistik"), ("en", "Statistics"), ("it", "Statistiche")):
        switch_language(page, lang)
        expect(stats).to_be_visible()  # a small chart in the bar, named for screen readers
        expect(stats).to_have_accessible_name(name)
        assert page.evaluate(BAR_ROWS) == {"rows": 1, "out": False}, lang  # still one line
    stats.click()
    page.wait_for_selector("body[data-screen=stats]")
    page.locator(".stats-page [data-act=back]").click()
    page.wait_for_selector("body[data-screen=table]")


def test_the_language_list_of_a_phones_bar_switches_the_language(page: Page, site_url: str) -> None:
    """On a phone the bar's three language buttons give way to one list, 44 px square at
    least, named for screen readers; choosing in it switches the page, which keeps the list
    and its focus."""
    page.set_viewport_size(PHONE)
    open_fast(page, site_url)
    listed = page.locator("nav #lang-select")
    expect(listed).to_be_visible()
    expect(page.locator("nav [data-act=language]").first).to_be_hidden()
    box = listed.bounding_box()
    assert box is not None and box["width"] >= 44 and box["height"] >= 44
    for lang, name in (("de", "Sprache"), ("en", "Language"), ("it", "Lingua")):
        listed.focus()
        listed.select_option(lang)
        page.wait_for_selector(f"html[lang={lang}]")
        expect(listed).to_have_value(lang)
        expect(listed).to_have_accessible_name(name)
        expect(listed).to_be_focused()
