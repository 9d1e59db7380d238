"""The review's "hand before the move" reads on a phone: each card at least 40 px wide, the
row inside the window, no horizontal scroll; at two players, in Briscolone and in the
Chiamata (eight cards), on a 360 px phone and a desktop.

The review screens are the page's own: a hand played and reviewed in CPython by the page's
controller (the fast computer players), its markup written into the built page without its
scripts, as the layout check does with the table.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, ViewportSize

from briscola.app.aids.reviewing import ReviewTurn
from briscola.app.commands import Click, ReviewDone
from briscola.app.screens.page import screen_name
from briscola.learn.review import run_review
from briscola.setup.settings import Settings
from briscola.ui.markup import chrome
from briscola.ui.markup.review import review
from tests.support.controller import controller, step

from .layout_page import open_without_scripts
from .table_driver import DESKTOP, PHONE

pytestmark = pytest.mark.browser

READABLE = 40
"""The narrowest a card of the review's hand may be (px): its rank and suit read at once."""

TABLES = {"2p": (2, "classic"), "briscolone": (2, "briscolone"), "chiamata": (5, "classic")}

WRITE_REVIEW = """(c) => {
document.getElementById('nav').innerHTML = c.nav;
document.getElementById('screen-loading').hidden = true;
const screen = document.getElementById('screen-review');
screen.innerHTML = c.review;
screen.hidden = false;
document.body.dataset.screen = 'review';
const cards = [...screen.querySelectorAll('.review-hand img')].map(e => {
  const r = e.getBoundingClientRect();
  return [r.width, r.left, r.right];
});
return {cards: cards, scroll: document.documentElement.scrollWidth, width: innerWidth};
}"""


def reviewed(players: int, variant: str) -> dict[str, str]:
    """A hand played by the controller and reviewed, shown at its first trick: the menu and
    the review screen's markup."""
    settings = Settings(levels=("greedy",) * 5, players=players, variant=variant, best_of=1)
    game, _ = controller(settings, seed=1)
    game.handle(Click("start"))
    while screen_name(game.state) != "result":
        step(game)
    game.handle(Click("review"))
    turn = game.waiting()
    assert isinstance(turn, ReviewTurn)
    run_review(turn.review, 200)
    game.handle(ReviewDone(turn.token))
    game.handle(Click("review-go", "0"))
    page = game.page()
    assert page.review is not None
    return {
        "nav": chrome.nav("it", page.screen, page.in_game, page.sound),
        "review": review(page.review, "it"),
    }


@pytest.fixture(scope="module")
def screens() -> dict[str, dict[str, str]]:
    """The review screen of each table (made once per module)."""
    return {name: reviewed(*table) for name, table in TABLES.items()}


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["360x740", "1280x800"])
def test_the_hand_before_the_move_reads_without_horizontal_scroll(
    page: Page,
    site_url: str,
    site_dir: Path,
    screens: dict[str, dict[str, str]],
    size: ViewportSize,
) -> None:
    page.set_viewport_size(size)
    open_without_scripts(page, site_url, site_dir)
    wrong = {}
    for name, writes in screens.items():
        shown = page.evaluate(WRITE_REVIEW, writes)
        cards = shown["cards"]
        expected = {"2p": 3, "briscolone": 5, "chiamata": 8}[name]
        assert len(cards) == expected, name
        narrow = [round(w, 1) for w, _, _ in cards if w < READABLE]
        outside = [round(right) for _, left, right in cards if left < 0 or right > shown["width"]]
        if narrow or outside or shown["scroll"] > shown["width"]:
            wrong[name] = {"narrow": narrow, "outside": outside, "page": shown["scroll"]}
    assert not wrong, f"at {size['width']}x{size['height']}: {wrong}"
