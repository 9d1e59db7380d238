"""The levels' one table of fixed ratings: the two-player row is the fit of
``measure/level_fit.py``, and the person's rating and the puzzles' difficulty read the same
figures."""

from __future__ import annotations

from briscola.app.statistics.rating import level_rating
from briscola.puzzles.making import difficulty
from briscola.rating.level_ratings import LEVEL_RATINGS, fixed_rating
from briscola.setup.levels import LEVELS
from tests.benchmark_scripts import load_script


def test_the_two_player_row_is_the_fit_of_the_matches() -> None:
    fit = load_script("measure/level_fit.py", "level_fit")
    assert fit.fit(fit.MATCHES) == LEVEL_RATINGS[2]


def test_the_rating_and_the_puzzles_rate_every_level_alike() -> None:
    shared = [name for name in difficulty.SOLVERS if name in LEVELS]
    assert shared == ["easy", "medium", "hard"]
    for name in shared:
        puzzles = difficulty.LEVEL_RATINGS[name]
        assert level_rating(difficulty.PLAYERS, name) == (puzzles.rating, puzzles.deviation)
    for name in difficulty.SOLVERS:
        assert fixed_rating(2, name) is not None


def test_the_ratings_rise_with_the_levels_at_every_measured_table() -> None:
    for row in LEVEL_RATINGS.values():
        ratings = [row[name][0] for name in ("easy", "medium", "hard") if name in row]
        assert ratings == sorted(ratings)
        assert row["medium"] == (1500.0, 0.0)
