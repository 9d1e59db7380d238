"""Teams on a phone held either way, at four and six players: every other seat shows its
team's mark in its name's line, in view and uncovered (a filled dot for a partner, a ring for
an opponent: not colour alone), and keeps its word ("compagna", "avversario") for screen
readers; on a wider window the team's word and the level read as one line ("○ avversario ·
Medio").

The cases are the layout check's (the page's own markup, written into the built page
without its scripts), with the aids off and on, with and without a notice.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, ViewportSize

from .layout_cases import Case, cases
from .layout_page import WRITE_AND_MEASURE, open_without_scripts

pytestmark = pytest.mark.browser

SIZES: tuple[ViewportSize, ...] = ({"width": 360, "height": 740}, {"width": 740, "height": 360})

WORDS = {"partner": "compagna", "opponent": "avversario"}

# Each other seat's team (its word's class), its word, and its mark in the name: its class,
# whether it is a filled dot (a background, no border) or a ring (a border, no background),
# whether its box is in the window, at least 10 px square, and the topmost element at its
# centre.
TEAMS = """() => [...document.querySelectorAll('#screen-table .felt > .seat')].map(seat => {
const role = seat.querySelector('.role.partner, .role.opponent');
if (!role) return {seat: seat.id, team: null};
const mark = seat.querySelector('.name > .team-mark');
const team = role.classList.contains('partner') ? 'partner' : 'opponent';
if (!mark) return {seat: seat.id, team: team, mark: null};
const r = mark.getBoundingClientRect(), style = getComputedStyle(mark);
const x = r.left + r.width / 2, y = r.top + r.height / 2;
const inside = r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
const top = inside ? document.elementFromPoint(x, y) : null;
const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
const ring = parseFloat(style.borderTopWidth) > 0;
const drawn = filled && !ring ? 'dot' : ring && !filled ? 'ring' : '?';
return {seat: seat.id, team: team, mark: mark.classList.contains(team) ? drawn : 'other',
        word: role.textContent.trim(), hidden: role.closest('[aria-hidden=true]') !== null,
        shown: mark.checkVisibility({visibilityProperty: true}) && r.width >= 10 && r.height >= 10,
        inside: inside, uncovered: top !== null && mark.contains(top)};
})"""
MARKS = {"partner": "dot", "opponent": "ring"}


@pytest.fixture(scope="module")
def team_cases() -> list[Case]:
    """The layout check's cases at four and six players (made once per module)."""
    return [case for case in cases() if case.name.split()[0] in ("4p", "6p")]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_every_seat_shows_its_team_on_a_phone(
    page: Page, site_url: str, site_dir: Path, team_cases: list[Case], size: ViewportSize
) -> None:
    page.set_viewport_size(size)
    open_without_scripts(page, site_url, site_dir)
    assert len(team_cases) > 40
    wrong: dict[str, list[object]] = {}
    for case in team_cases:
        page.evaluate(WRITE_AND_MEASURE, case.writes)
        seats = page.evaluate(TEAMS)
        players = int(case.name[0])
        teams = [seat["team"] for seat in seats]
        assert len(seats) == players - 1, case.name
        if players == 6:  # both teams at a glance: two partners, three opponents
            assert sorted(teams, key=str) == ["opponent"] * 3 + ["partner"] * 2, case.name
        bad = [
            seat
            for seat in seats
            if seat["team"] is None
            or seat["mark"] != MARKS[str(seat["team"])]
            or not str(seat["word"]).startswith(WORDS[str(seat["team"])])
            or seat["hidden"]
            or not (seat["shown"] and seat["inside"] and seat["uncovered"])
        ]
        if bad:
            wrong[case.name] = bad
    assert not wrong, f"{len(wrong)} of {len(team_cases)} cases: {wrong}"


WIDE: tuple[ViewportSize, ...] = ({"width": 768, "height": 1024}, {"width": 1280, "height": 800})

# The lines each other seat's team word and level take ("○ avversario · Medio"): the
# distinct tops of its words' boxes.
ROLE_LINES = """() => [...document.querySelectorAll('.felt > .seat .role')].map(role => {
const words = document.createRange();
words.selectNodeContents(role);
const tops = new Set([...words.getClientRects()].filter(r => r.width > 0)
  .map(r => Math.round(r.top)));
return {seat: role.closest('.seat').id, text: role.textContent, lines: tops.size};
})"""


@pytest.mark.parametrize("size", WIDE, ids=lambda s: f"{s['width']}x{s['height']}")
def test_a_seats_team_and_level_read_as_one_line_on_a_wide_window(
    page: Page, site_url: str, site_dir: Path, team_cases: list[Case], size: ViewportSize
) -> None:
    page.set_viewport_size(size)
    open_without_scripts(page, site_url, site_dir)
    wrong: dict[str, list[object]] = {}
    for case in team_cases:
        page.evaluate(WRITE_AND_MEASURE, case.writes)
        roles = page.evaluate(ROLE_LINES)
        assert roles and all("·" in role["text"] for role in roles), case.name
        if any(role["lines"] != 1 for role in roles):
            wrong[case.name] = roles
    assert not wrong, f"{len(wrong)} of {len(team_cases)} cases: {wrong}"
