"""Glicko-2: the example of Glickman's paper, its intermediate figures, and properties."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.rating.glicko2 import (
    HIGHEST,
    HIGHEST_TAU,
    LOWEST,
    LOWEST_TAU,
    MAX_DEVIATION,
    MAX_VOLATILITY,
    MIN_DEVIATION,
    MIN_VOLATILITY,
    SCALE,
    Rating,
    expected_score,
    update,
)
from tests.support.damaged import rating_damages

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


@pytest.mark.parametrize(("field", "name", "text"), rating_damages())
def test_a_number_outside_the_bounds_is_refused_before_any_arithmetic(
    field: str, name: str, text: str
) -> None:
    """The numbers that once broke a saved rating (1e308, 1e16, 1e-200, 10^400, ...), as
    JSON reads them, in each field of a rating and of a game's opponent."""
    number = json.loads(text)
    fields = {"rating": 1500.0, "deviation": 200.0, "volatility": 0.06, field: number}
    with pytest.raises(ValueError, match="must be a number from"):
        Rating(**fields)
    if field != "volatility":
        game = (number, 30.0, 1.0) if field == "rating" else (1500.0, number, 1.0)
        with pytest.raises(ValueError, match="an opponent's"):
            update(Rating(), [game])


def test_bad_tau_is_refused() -> None:
    with pytest.raises(ValueError):
        update(Rating(), [(1500, 350, 1)], tau=0)


def within(low: float, high: float) -> st.SearchStrategy[float]:
    """Any number from ``low`` to ``high``: floats, whole numbers, and the bounds themselves."""
    found: list[st.SearchStrategy[float]] = [st.sampled_from([low, high]), st.floats(low, high)]
    if math.ceil(low) <= math.floor(high):
        found.append(st.integers(math.ceil(low), math.floor(high)))
    return st.one_of(found)


accepted_players = st.builds(
    Rating,
    within(LOWEST, HIGHEST),
    within(MIN_DEVIATION, MAX_DEVIATION),
    within(MIN_VOLATILITY, MAX_VOLATILITY),
)
accepted_games = st.lists(
    st.tuples(within(LOWEST, HIGHEST), within(MIN_DEVIATION, MAX_DEVIATION), within(0.0, 1.0)),
    max_size=30,
)


@settings(max_examples=500, deadline=None, database=None)
@given(accepted_players, accepted_games, within(LOWEST_TAU, HIGHEST_TAU))
def test_the_update_is_total_over_every_value_it_accepts(
    player: Rating, games: list[tuple[float, float, float]], tau: float
) -> None:
    new = update(player, games, tau)
    assert LOWEST <= new.rating <= HIGHEST
    assert MIN_DEVIATION <= new.deviation <= MAX_DEVIATION
    assert MIN_VOLATILITY <= new.volatility <= MAX_VOLATILITY
    assert update(new, games, tau) is not None  # what it gives, it takes


def test_the_bounds_are_reached_and_held() -> None:
    # The strongest player beating the weakest fifty times: the rating would pass 4,000 and
    # the deviation 350 (the games tell next to nothing); the weakest beaten by the strongest.
    top = update(Rating(HIGHEST, MAX_DEVIATION, MAX_VOLATILITY), [(LOWEST, 1.0, 1.0)] * 50)
    assert (top.rating, top.deviation) == (HIGHEST, MAX_DEVIATION)
    bottom = update(Rating(LOWEST, MAX_DEVIATION, MIN_VOLATILITY), [(HIGHEST, 1.0, 0.0)] * 50)
    assert bottom.rating == LOWEST and bottom.volatility >= MIN_VOLATILITY


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
