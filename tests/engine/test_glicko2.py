"""Glicko-2: the example of Glickman's paper, its intermediate figures, and properties."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.rating.glicko2 import SCALE, Rating, expected_score, update

PAPER_GAMES = [(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)]


def test_the_papers_example_gives_its_published_figures() -> None:
    new = update(Rating(1500, 200, 0.06), PAPER_GAMES)
    # The paper rounds every step to four places: mu' = -0.2069, phi' = 0.8722, which it
    # gives as 1464.06 and 151.52; the volatility it gives as 0.05999.
    mu = round((new.rating - 1500) / SCALE, 4)
    phi = round(new.deviation / SCALE, 4)
    assert (mu, phi) == (-0.2069, 0.8722)
    assert round(mu * SCALE + 1500, 2) == 1464.06
    assert round(phi * SCALE, 2) == 151.52
    assert new.rating == pytest.approx(1464.06, abs=0.01)
    assert new.deviation == pytest.approx(151.52, abs=0.005)
    assert new.volatility == pytest.approx(0.05999, abs=0.00001)


def test_an_empty_period_widens_the_deviation_only() -> None:
    old = Rating(1600, 80, 0.06)
    new = update(old, [])
    assert new.rating == old.rating and new.volatility == old.volatility
    assert new.deviation == pytest.approx(math.hypot(80 / SCALE, 0.06) * SCALE)


@pytest.mark.parametrize(
    "bad",
    [
        (1500, 350, -0.1),
        (1500, 350, 1.5),
        (1500, 0, 1),
        (float("nan"), 350, 1),
        (1500, math.inf, 0),
    ],
)
def test_damaged_results_are_refused(bad: tuple[float, float, float]) -> None:
    with pytest.raises(ValueError):
        update(Rating(), [bad])


@pytest.mark.parametrize(
    "fields", [(math.nan, 350, 0.06), (1500, -1, 0.06), (1500, 350, 0), (True, 350, 0.06)]
)
def test_damaged_ratings_are_refused(fields: tuple[float, float, float]) -> None:
    with pytest.raises(ValueError):
        Rating(*fields)


def test_bad_tau_is_refused() -> None:
    with pytest.raises(ValueError):
        update(Rating(), [(1500, 350, 1)], tau=0)


ratings = st.floats(min_value=500, max_value=2500)
deviations = st.floats(min_value=30, max_value=350)


@settings(deadline=None)  # a loaded machine must not fail it
@given(ratings, deviations, ratings, deviations)
def test_a_win_raises_and_a_loss_lowers_the_rating(
    own: float, own_rd: float, other: float, other_rd: float
) -> None:
    player = Rating(own, own_rd, 0.06)
    won = update(player, [(other, other_rd, 1.0)])
    lost = update(player, [(other, other_rd, 0.0)])
    assert lost.rating < own < won.rating
    assert won.deviation < math.hypot(own_rd / SCALE, won.volatility) * SCALE
    assert math.isfinite(won.volatility) and won.volatility > 0


@settings(deadline=None)  # a loaded machine must not fail it
@given(ratings, deviations, ratings, deviations)
def test_expected_scores_of_two_equal_deviations_add_to_one(
    a: float, rd: float, b: float, _unused: float
) -> None:
    assert expected_score(a, b, rd) + expected_score(b, a, rd) == pytest.approx(1.0)
