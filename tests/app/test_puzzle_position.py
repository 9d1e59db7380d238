"""The puzzle's position as a solver reads it: the points taken so far, the cards played and
those not seen yet; and its place in the page's address, so a reload comes back to it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from briscola.app.aids.puzzles import Solving
from briscola.app.commands import Click, PuzzlesLoaded, Resume
from briscola.app.controller import Controller
from briscola.app.effects import LoadPuzzles
from briscola.app.saved.storage import MemoryStore
from briscola.app.screens.learn import CountSuit
from briscola.app.screens.page import screen_name
from briscola.app.screens.puzzle import present_puzzle, puzzle_session
from briscola.app.statistics.puzzle_rating import PuzzleRecord
from briscola.puzzles.daily import daily_index
from briscola.puzzles.puzzle import read_set
from briscola.rating.glicko2 import Rating
from tests.support.controller import FakeClock, FakeLock
from tests.support.stores import NS

SET = (Path(__file__).parents[2] / "static" / "puzzles.json").read_text()
PUZZLES = read_set(SET)
NEW = PuzzleRecord(Rating(), 0, 0)


def codes(suits: tuple[CountSuit, ...]) -> list[str]:
    return [face.code for suit in suits for face in suit.cards]


@pytest.mark.parametrize("at", [0, 1, 200, 450, 599, 600, 659])
def test_the_score_the_cards_played_and_those_not_seen(at: int) -> None:
    """End-of-hand puzzles with the stock empty or two cards in it, and mid-hand ones: every
    card of the deck is in the solver's hand, played, the face-up trump, known in the
    other's hand (stock empty) or listed as not seen; the score adds up the tricks taken."""
    puzzle = PUZZLES.puzzles[at]
    model = present_puzzle(Solving(PUZZLES, at), NEW, "en")
    state = puzzle.state()
    view = state.view(0)
    taken = [0, 0]
    for trick in state.tricks:
        taken[trick.winner] += trick.points
    assert [tally.value for tally in model.score] == taken
    assert [tally.name for tally in model.score] == ["You", "Marco"]
    played = codes(model.played)
    assert sorted(played) == sorted(c.code for c in view.played_cards())
    assert model.played_label == f"Played so far: {len(played)} cards"
    unseen = codes(model.unseen)
    mine = [c.code for c in view.hand]
    known = [face.code for face in model.known]
    face_up = [view.face_up.code] if view.face_up is not None else []
    everything = sorted(mine + played + unseen + known + face_up)
    assert everything == sorted(c.code for c in state.rules.cards)
    if view.stock_left:
        assert not known and model.unseen_label.startswith(f"Not seen yet: {len(unseen)} cards")
    else:
        assert not unseen and not model.unseen_label


def test_a_mid_hand_puzzle_lists_its_unseen_cards_by_suit_trump_first() -> None:
    at = next(i for i, p in enumerate(PUZZLES.puzzles) if p.searched)
    model = present_puzzle(Solving(PUZZLES, at), NEW, "it")
    view = PUZZLES.puzzles[at].state().view(0)
    assert model.unseen and model.unseen[0].label.endswith("(briscola)")
    trump = [f.code for f in model.unseen[0].cards]
    assert view.trump_suit is not None and all(code.endswith(view.trump_suit) for code in trump)
    by_code = {c.code: c for c in view.unseen_cards()}
    strengths = [view.strength(by_code[code]) for code in trump]
    assert strengths == sorted(strengths, reverse=True) and len(strengths) > 1
    assert "in mano a Marco o nel mazzo" in model.unseen_label
    assert puzzle_session(PUZZLES.puzzles[at], "it").settings.show_points


def opened(fragment: str) -> Controller:
    return Controller(
        MemoryStore(), NS, FakeLock(True), FakeClock(), random.Random(1), fragment=fragment
    )


def test_the_address_names_the_puzzle_shown() -> None:
    game = opened("")
    game.handle(Click("puzzles"))
    assert game.page().fragment == ""  # loading: no puzzle yet
    game.handle(PuzzlesLoaded(SET))
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.puzzles is not None
    assert game.page().fragment == f"puzzle-{solving.puzzles.puzzles[solving.at].number}"
    game.handle(Click("puzzle-daily"))
    assert game.page().fragment == "puzzle-daily"
    game.handle(Click("back"))
    assert game.page().fragment == ""


@pytest.mark.parametrize("number", [57, 1, 660])
def test_a_reload_on_a_puzzle_comes_back_to_it(number: int) -> None:
    game = opened(f"puzzle-{number}")
    assert screen_name(game.state) == "puzzle"
    page = game.page()
    assert page.puzzle is not None and page.puzzle.loading and page.fragment == f"puzzle-{number}"
    assert any(isinstance(e, LoadPuzzles) for e in game.handle(Resume()))
    game.handle(PuzzlesLoaded(SET))
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.puzzles is not None
    assert solving.puzzles.puzzles[solving.at].number == number and not solving.daily
    page = game.page()
    assert page.puzzle is not None and page.puzzle.heading == f"Problema {number}"


def test_a_reload_on_the_puzzle_of_the_day_comes_back_to_it() -> None:
    game = opened("puzzle-daily")
    game.handle(Resume())
    game.handle(PuzzlesLoaded(SET))
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.daily
    assert solving.at == daily_index("2026-12-11", len(PUZZLES.puzzles))
    assert game.page().fragment == "puzzle-daily"


@pytest.mark.parametrize("fragment", ["puzzle-", "puzzle-x", "puzzle-9999999", "puzzles", "rule"])
def test_an_address_naming_no_puzzle_opens_the_start_screen(fragment: str) -> None:
    game = opened(fragment)
    assert screen_name(game.state) == "start"
    assert not any(isinstance(e, LoadPuzzles) for e in game.handle(Resume()))


def test_a_number_the_set_does_not_hold_shows_another_puzzle() -> None:
    game = opened("puzzle-999999")
    game.handle(Resume())
    game.handle(PuzzlesLoaded(SET))
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.puzzles is not None and not solving.daily
    assert game.page().fragment.startswith("puzzle-")
