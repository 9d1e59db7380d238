"""The exact phase's solves run in bounded slices: a world's solve goes on across ``step``
calls, and the figures are those of the search in one piece."""

from __future__ import annotations

import random

import pytest

from briscola.ai.levels.hard import HardPlayer
from briscola.engine.view import SeatView
from briscola.learn.analysis import Analysis
from briscola.learn.figures import TalliedSearch
from briscola.learn.hint import Hint
from tests.learn.hands import positions


def exact_views() -> list[SeatView]:
    """Views of the exact phase (4 cards or fewer left to draw) with a choice to make."""
    found = []
    for seed in (2, 5, 9):
        for state in positions(seed):
            seat = state.current_player
            if seat is None or not 2 <= state.stock_left <= 4:
                continue
            view = state.view(seat)
            if len(view.legal_actions()) > 1:
                found.append(view)
    return found


def test_an_exact_world_is_solved_across_steps_with_the_same_figures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Slices of 100 positions, so that many worlds need several.
    monkeypatch.setattr("briscola.learn.figures.SLICE_NODES", 1)
    monkeypatch.setattr("briscola.learn.figures.NODES_PER_UNIT", 100)
    monkeypatch.setattr("briscola.ai.kernel.endgame.LEAST_SLICE", 100)
    views = exact_views()
    assert len(views) >= 4
    parted = 0
    for number, view in enumerate(views):
        whole = Analysis(view, random.Random(number))
        assert whole.step(1 << 30)
        sliced = Analysis(view, random.Random(number))
        search = sliced.search
        assert isinstance(search, TalliedSearch) and search.exact
        for _ in range(100_000):
            before = search.worlds_done
            done = sliced.step(1)
            parted += 0 < before == search.worlds_done and not done  # reading is over
            if done:
                break
        else:
            pytest.fail("the sliced search never finished")
        assert sliced.choices() == whole.choices()
        assert sliced.best() == whole.best()
    assert parted > 0  # some world's solve did not fit in one step(1): it went on later


def test_the_hint_in_single_steps_is_the_hard_levels_choice() -> None:
    for number, view in enumerate(exact_views()[:3]):
        hint = Hint(view, random.Random(number))
        while not hint.step(1):
            pass
        assert hint.result().action == HardPlayer().choose(view, random.Random(number))
