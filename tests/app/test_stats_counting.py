"""How the statistics count: results, series, streaks, averages, tables, the recent hands."""

from __future__ import annotations

import random

import pytest

from briscola.app.game.events import HandOver
from briscola.app.game.session import HUMAN, Session
from briscola.app.statistics.counts import RECENT, HandEntry, Stats, TableKey
from briscola.app.statistics.hands import count_hand
from briscola.engine.outcome import Outcome
from briscola.setup.settings import Settings

KEY = TableKey(2, "classic", "medium")


def results(stats: Stats, *hands: str) -> Stats:
    """Count hands "w", "l", "t" at :data:`KEY` with 70, 40, 60 points."""
    for hand in hands:
        result = {"w": "won", "l": "lost", "t": "tied"}[hand]
        stats.add_hand(KEY, result, {"w": 70, "l": 40, "t": 60}[hand])  # type: ignore[arg-type]
    return stats


def table(stats: Stats) -> dict[str, int]:
    return stats.tables[KEY.name]


@pytest.mark.parametrize(
    ("hands", "streak", "best"),
    [
        ("", 0, 0),
        ("w", 1, 1),
        ("wwl", 0, 2),
        ("wwlwww", 3, 3),
        ("wwwlw", 1, 3),
        ("wwtw", 1, 2),  # a drawn hand ends a run of wins
        ("llll", 0, 0),
    ],
)
def test_the_current_and_best_streak_of_hands_won(hands: str, streak: int, best: int) -> None:
    stats = results(Stats(), *hands)
    counters = stats.tables.get(KEY.name, {})
    assert (counters.get("streak", 0), counters.get("best_streak", 0)) == (streak, best)


def test_won_lost_drawn_and_the_points_for_the_average() -> None:
    counters = table(results(Stats(), *"wwlt"))
    assert (counters["hands_won"], counters["hands_lost"], counters["hands_tied"]) == (2, 1, 1)
    assert (counters["points"], counters["points_hands"]) == (70 + 70 + 40 + 60, 4)


def test_each_variant_and_level_counts_apart_and_sums_per_table_size() -> None:
    stats = Stats()
    stats.add_hand(TableKey(2, "classic", "easy"), "won", 70)
    stats.add_hand(TableKey(2, "briscolone", "easy"), "lost", 30)
    stats.add_hand(TableKey(2, "classic", "hard"), "lost", 50)
    stats.add_hand(TableKey(3, "classic", "hard"), "won", 50)
    assert sorted(stats.tables) == [
        "2:briscolone:easy",
        "2:classic:easy",
        "2:classic:hard",
        "3:classic:hard",
    ]
    assert stats.get(2, "hands_lost") == 2 and stats.get(2, "hands_won") == 1
    assert stats.get(3, "hands_won") == 1 and stats.get(4, "hands_won") == 0


def test_the_table_key_names_the_common_level_or_mixed() -> None:
    levels = ("hard", "hard", "easy", "easy", "easy")
    assert TableKey.of(Settings(players=3, levels=levels)) == TableKey(3, "classic", "hard")
    assert TableKey.of(Settings(players=4, levels=levels)) == TableKey(4, "classic", "mixed")
    briscolone = Settings(players=2, variant="briscolone", levels=levels)
    assert TableKey.of(briscolone).name == "2:briscolone:hard"


def test_only_the_newest_hands_are_kept_oldest_first() -> None:
    stats = Stats()
    for points in range(RECENT + 5):
        stats.add_hand(KEY, "won" if points % 2 else "lost", points)
    last = stats.last(KEY.name)
    assert len(last) == RECENT and len(stats.recent[KEY.name]) == RECENT
    assert last[0] == HandEntry("won", 5) and last[-1] == HandEntry("lost", 24)


def test_impossible_hands_are_refused() -> None:
    with pytest.raises(ValueError):
        Stats().add_hand(KEY, "won", 121)
    with pytest.raises(ValueError):
        Stats().add_hand(KEY, "win", 70)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Stats().add_hand(KEY, "won", 70, series="tied")


def step(session: Session, stats: Stats) -> None:
    """One action, the hand counted from its hand-over event as the page counts it."""
    if session.phase == "human":
        events = session.act(session.view().legal_actions()[0])
    else:
        events = session.play_computer()
    for event in events:
        if isinstance(event, HandOver):
            count_hand(stats, session, event)


def test_a_drawn_hand_in_a_series_counts_as_drawn_and_ends_no_series() -> None:
    session, stats = Session.new(Settings(best_of=3), seed=1), Stats()
    rules = session.series.rules
    count_hand(stats, session, HandOver(Outcome.from_points(rules, [60, 60]), None))
    count_hand(stats, session, HandOver(Outcome.from_points(rules, [80, 40]), None))
    count_hand(stats, session, HandOver(Outcome.from_points(rules, [70, 50]), 0))
    counters = table(stats)
    assert (counters["hands_won"], counters["hands_tied"], counters["series_won"]) == (2, 1, 1)
    assert counters["series_lost"] == 0 and counters["points"] == 210


def test_the_persons_side_decides_won_and_lost_and_the_points() -> None:
    session, stats = Session.new(Settings(players=4), seed=1), Stats()
    rules = session.series.rules
    count_hand(stats, session, HandOver(Outcome.from_points(rules, [10, 30, 51, 29]), None))
    counters = stats.tables["4:classic:medium"]
    assert counters["hands_won"] == 1 and counters["hands_lost"] == 0
    assert counters["points"] == 61  # the person's pair: 10 + 51
    count_hand(stats, session, HandOver(Outcome.from_points(rules, [10, 40, 40, 30]), 1))
    assert counters["hands_lost"] == 1 and counters["series_lost"] == 0  # a single hand
    best_of_3, stats = Session.new(Settings(players=4, best_of=3), seed=1), Stats()
    count_hand(stats, best_of_3, HandOver(Outcome.from_points(rules, [10, 40, 40, 30]), 1))
    assert stats.tables["4:classic:medium"]["series_lost"] == 1
    assert stats.tables["4:classic:medium"]["points"] == 50


def test_a_single_hand_counts_no_series_even_at_five_with_a_series_chosen() -> None:
    # At five players the table plays single hands whatever the settings' series length.
    session, stats = Session.new(Settings(players=5, best_of=3), seed=3), Stats()
    while session.phase in ("human", "computer"):
        step(session, stats)
    assert session.phase == "series-over"
    assert stats.get(5, "series_won") + stats.get(5, "series_lost") == 0
    assert sum(stats.get(5, f"hands_{r}") for r in ("won", "lost", "tied")) == 1


def test_a_played_series_counts_every_hand_and_the_series_once() -> None:
    settings = Settings(players=3, best_of=3, levels=("greedy",) * 5)
    session, stats, seeds = Session.new(settings, seed=11), Stats(), random.Random(3)
    while session.phase != "series-over":
        if session.phase == "hand-over":
            session.next_hand(seeds)
        else:
            step(session, stats)
    counters = stats.tables["3:classic:greedy"]
    outcomes = session.series.outcomes
    mine = session.hand.side_of(HUMAN)
    assert counters["hands_won"] == sum(o.winner == mine for o in outcomes)
    assert counters["hands_tied"] == sum(o.winner is None for o in outcomes)
    assert counters["points"] == sum(o.side_points[mine] for o in outcomes)
    assert counters["series_won"] + counters["series_lost"] == 1
    assert [e.points for e in stats.last("3:classic:greedy")] == [
        o.side_points[mine] for o in outcomes
    ]
