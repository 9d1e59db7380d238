"""The rating per table size: the games a hand counts at each table, the update, and its
saved form read strictly (a damaged value refused whole)."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.app.statistics.rating import (
    HISTORY,
    MAX_DEVIATION,
    MAX_VOLATILITY,
    Ratings,
    TableRating,
    hand_games,
    level_rating,
)
from briscola.engine.errors import InvalidStateError
from briscola.engine.outcome import Declaration, Outcome
from briscola.engine.rules import Rules


def rating_of(level: str, players: int) -> tuple[float, float]:
    found = level_rating(players, level)
    assert found is not None
    return found


def test_two_players_one_game_against_the_computers_level() -> None:
    won = Outcome.from_points(Rules(players=2), [61, 59])
    tied = Outcome.from_points(Rules(players=2), [60, 60])
    assert hand_games(won, [0, 1], [None, "hard"], 0) == [(*rating_of("hard", 2), 1.0)]
    assert hand_games(tied, [0, 1], [None, "easy"], 0) == [(*rating_of("easy", 2), 0.5)]


def test_four_players_one_game_against_the_opposing_pairs_mean() -> None:
    rules = Rules.for_table(4)
    lost = Outcome.from_points(rules, [20, 30, 20, 50])  # seats 0+2: 40, 1+3: 80
    games = hand_games(lost, [0, 1, 0, 1], [None, "easy", "hard", "hard"], 0)
    easy, hard = rating_of("easy", 4), rating_of("hard", 4)
    assert games is not None and len(games) == 1
    rating, deviation, score = games[0]
    assert rating == pytest.approx((easy[0] + hard[0]) / 2)
    assert deviation == pytest.approx(math.sqrt((easy[1] ** 2 + hard[1] ** 2) / 2))
    assert score == 0.0


def test_three_players_one_game_against_each_opponent_by_points() -> None:
    rules = Rules.for_table(3)
    second = Outcome.from_points(rules, [40, 60, 20])
    games = hand_games(second, [0, 1, 2], [None, "medium", "easy"], 0)
    assert games == [(*rating_of("medium", 3), 0.0), (*rating_of("easy", 3), 1.0)]
    declared = Outcome.from_points(
        Rules.for_table(3, variant="a-31"), [31, 40, 20], Declaration(0, True)
    )
    games = hand_games(declared, [0, 1, 2], [None, "medium", "easy"], 0)
    assert games is not None and [score for *_, score in games] == [1.0, 1.0]


def test_a_baseline_player_or_another_person_makes_the_hand_unrated() -> None:
    won = Outcome.from_points(Rules(players=2), [70, 50])
    assert hand_games(won, [0, 1], [None, "greedy"], 0) is None
    assert hand_games(won, [0, 1], [None, None], 0) is None
    pairs = Outcome.from_points(Rules.for_table(4), [40, 20, 40, 20])
    assert hand_games(pairs, [0, 1, 0, 1], [None, "easy", "greedy", "easy"], 0) is None
    assert hand_games(pairs, [0, 1, 0, 1], [None, "easy", None, "easy"], 0) is None


def test_maestro_is_rated_as_hard_where_it_plays_as_hard() -> None:
    for players in (3, 4, 5, 6):
        assert level_rating(players, "maestro") == level_rating(players, "hard")


def test_the_deviation_and_volatility_are_held_to_their_caps() -> None:
    table = TableRating()
    for _ in range(30):  # a run of surprises
        table.rate([(3000.0, 30.0, 1.0)])
        table.rate([(100.0, 30.0, 0.0)])
    assert table.rating.deviation <= MAX_DEVIATION
    assert table.rating.volatility <= MAX_VOLATILITY
    assert len(table.history) == min(HISTORY, table.hands)
    Ratings({2: table}).from_json(Ratings({2: table}).to_json())  # still readable


def saved(**table: Any) -> dict[str, Any]:
    fields: dict[str, Any] = {"rating": 1500.0, "deviation": 200.0, "volatility": 0.06}
    fields.update(hands=1, history=[[1500.0, 200.0]])
    fields.update(table)
    return {"format": "briscola-rating", "version": 1, "tables": {"2": fields}}


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"format": "briscola-rating", "version": 2, "tables": {}},
        {"format": "briscola-stats", "version": 1, "tables": {}},
        {"format": "briscola-rating", "version": 1, "tables": {}, "more": 1},
        {"format": "briscola-rating", "version": 1, "tables": []},
        {"format": "briscola-rating", "version": 1, "tables": {"1": {}}},
        saved(rating=math.inf),
        saved(rating="1500"),
        saved(rating=True),
        saved(rating=-5),
        saved(deviation=0),
        saved(deviation=351),
        saved(volatility=0.5),
        saved(hands=-1),
        saved(hands=1.0),
        saved(history=[[1500.0]]),
        saved(history=[[1500.0, 0.0, 1.0]]),
        saved(history=[[1500.0, 400.0]]),
        saved(history=[[1500.0, 200.0]] * (HISTORY + 1)),
        saved(extra=1),
    ],
)
def test_a_damaged_saved_rating_is_refused(data: Any) -> None:
    with pytest.raises(InvalidStateError):
        Ratings.from_json(data)


results = st.lists(
    st.tuples(
        st.sampled_from([2, 3, 4, 5, 6]),
        st.floats(min_value=800, max_value=2200),
        st.sampled_from([0.0, 0.5, 1.0]),
    ),
    max_size=40,
)


@settings(deadline=None)  # a loaded machine must not fail it
@given(results)
def test_any_ratings_reached_are_saved_and_read_back_alike(games: list[Any]) -> None:
    ratings = Ratings()
    for players, opponent, score in games:
        ratings.rate(players, [(opponent, 40.0, score)])
    text = json.dumps(ratings.to_json())
    assert Ratings.from_json(json.loads(text)) == ratings
