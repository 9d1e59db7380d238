"""The statistics page of a player who has played many variants and levels at one table size:
on a wide screen its rating and its tables lie side by side in columns (the page grows by
rows of them, not by one card after another), on a phone one under another with nothing
wider than the window; and the
person's rating line, as the browser draws it, runs through no level's name.

The page is the page's own markup (the presenter and the markup functions, in CPython),
written into the built page without its scripts, as the layout check does with the table.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, ViewportSize

from briscola.app.screens.stats import present_stats
from briscola.app.statistics.counts import Stats, TableKey
from briscola.app.statistics.rating import Ratings, level_rating
from briscola.ui.markup import chrome
from briscola.ui.markup.stats import stats_page

from .layout_page import open_without_scripts

pytestmark = pytest.mark.browser

VARIANTS = {"classic": ("easy", "medium", "hard", "maestro"), "briscolone": ("easy", "medium")}
VARIANTS |= {"scoperta": ("easy", "medium"), "a-31": ("easy", "medium")}


def played() -> tuple[Stats, Ratings]:
    """Ten variants and levels at two players, six hands each, and 25 rated hands rising
    from a new player's 1500 through the levels."""
    rng = random.Random(3)
    stats, ratings = Stats(), Ratings()
    for variant, levels in VARIANTS.items():
        for level in levels:
            for _ in range(6):
                result = rng.choice(["won", "lost", "won", "tied"])
                stats.add_hand(TableKey(2, variant, level), result, rng.randint(30, 90))  # type: ignore[arg-type]
    medium = level_rating(2, "medium")
    assert medium is not None
    for _ in range(25):
        ratings.rate(2, [(medium[0], 30.0, rng.choice([0.0, 1.0, 1.0]))])
    return stats, ratings


@pytest.fixture(scope="module")
def writes() -> dict[str, str]:
    """The menu and the statistics page, in Italian."""
    stats, ratings = played()
    model = present_stats(stats, "it", ratings=ratings)
    return {"nav": chrome.nav("it", "stats", False), "html": stats_page(model, "it")}


# Writes the page, then measures: the page's size, the distinct left edges of the size's
# cards (its columns), each card's width; and, in the rating's plot as drawn, every level
# name's box that the person's line (sampled along its length) or its dot runs through.
WRITE_STATS = """(c) => {
document.getElementById('nav').innerHTML = c.nav;
document.getElementById('screen-loading').hidden = true;
const screen = document.getElementById('screen-stats');
screen.innerHTML = c.html;
screen.hidden = false;
document.body.dataset.screen = 'stats';
window.scrollTo(0, 0);
const cards = [...document.querySelectorAll('#stats-size-2 ~ .stats-tables > section')];
const columns = new Set(cards.map(e => Math.round(e.getBoundingClientRect().left)));
const crossed = [];
for (const svg of document.querySelectorAll('svg.rating-chart')) {
  const line = svg.querySelector('polyline.line'), dot = svg.querySelector('circle.dot');
  const points = [];
  const length = line ? line.getTotalLength() : 0;
  for (let at = 0; line && at <= length; at += 0.25) points.push(line.getPointAtLength(at));
  const r = dot.r.baseVal.value, x = dot.cx.baseVal.value, y = dot.cy.baseVal.value;
  for (let a = 0; a < 2 * Math.PI; a += 0.5) {
    points.push({x: x + r * Math.cos(a), y: y + r * Math.sin(a)});
  }
  for (const name of svg.querySelectorAll('text.level-name')) {
    const b = name.getBBox();  // the glyphs' box, in the plot's units
    const inside = p => p.x > b.x && p.x < b.x + b.width && p.y > b.y + b.height * .15
      && p.y < b.y + b.height * .85;
    if (points.some(inside)) crossed.push(name.textContent);
  }
}
return {height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth,
        columns: columns.size, cards: cards.length,
        narrowest: Math.min(...cards.map(e => e.getBoundingClientRect().width)), crossed: crossed};
}"""

SIZES: dict[str, tuple[ViewportSize, int]] = {
    "1280x800": ({"width": 1280, "height": 800}, 3),
    "740x360": ({"width": 740, "height": 360}, 2),
    "360x740": ({"width": 360, "height": 740}, 1),
}
"""Each window and the columns the size's cards take there."""


@pytest.mark.parametrize("name", SIZES)
def test_the_tables_of_a_size_lie_in_columns_and_the_rating_line_crosses_no_name(
    page: Page, site_url: str, site_dir: Path, writes: dict[str, str], name: str
) -> None:
    size, columns = SIZES[name]
    page.set_viewport_size(size)
    open_without_scripts(page, site_url, site_dir)
    found: dict[str, Any] = page.evaluate(WRITE_STATS, writes)
    assert found["cards"] == 11  # the rating and the ten variants and levels
    assert found["columns"] == columns, found
    assert found["width"] <= size["width"] and found["narrowest"] >= 250, found
    assert not found["crossed"], found
