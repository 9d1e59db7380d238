"""The search against an opponent it reads as a random player (``hard.py``: the seat's own
playouts by the tuned policy, ``counter_random``; the reading cut short, ``random_check``)."""

from __future__ import annotations

import random

import pytest

from briscola.ai.hard import RANDOM_SURE, HardConfig, HardPlayer
from briscola.ai.playout import choose_against_random, choose_card
from briscola.rules import Rules
from briscola.state import GameState
from tests.ai.test_inference import seat_zero_views


@pytest.mark.parametrize("counter", [True, False])
def test_hard_plays_its_own_seat_by_the_tuned_policy_where_the_opponent_is_random(
    counter: bool,
) -> None:
    state = GameState.new(Rules(players=2), random.Random(3))
    seat = state.current_player
    assert seat is not None
    config = HardConfig(styled_samples=4, counter_random=counter)
    search = HardPlayer(config).start(state.view(seat), random.Random(1))
    at_random = search._styled({1 - seat: (0.0, 1.0)})
    assert at_random is not None
    assert at_random[1 - seat] == search._at_random
    assert at_random[seat] is (choose_against_random if counter else choose_card)
    as_policy = search._styled({1 - seat: (0.0, 0.0)})
    assert as_policy == [choose_card, choose_card]


def searches(opponent: str, config: HardConfig, seeds: int) -> list[tuple[int, int, bool]]:
    """For each of seat 0's moves before the exact phase in ``seeds`` hands against
    ``opponent``: worlds weighed, worlds searched, and whether the reading was cut short."""
    found = []
    player = HardPlayer(config)
    for seed, _, view in seat_zero_views(opponent, seeds, down_to=6):
        search = player.start(view, random.Random(seed))
        while not search.step(1 << 30):
            pass
        cut = search.pool_size == config.random_check
        found.append((len(search._candidates), search.worlds, cut))
        if cut:
            other = 1 - view.seat
            pool = search._pool or []
            assert len(pool) == config.random_samples
            assert all(chances == {other: (0.0, 1.0)} for _, _, chances in pool)
            assert all(
                choosers is not None and choosers[other] == search._at_random
                for _, choosers, _ in pool
            )
    return found


def test_the_reading_stops_early_against_a_random_player_only() -> None:
    config = HardConfig(styled_samples=20, candidates=3, random_check=12, random_samples=30)
    against_random = searches("random", config, 3)
    cut = [c for c in against_random if c[2]]
    assert len(cut) > len(against_random) // 3  # most moves once it has played a few cards
    assert all(weighed == 12 and worlds == 30 for weighed, worlds, _ in cut)
    # Greedy's plays are explained by greedy in some worlds: rarely cut short.
    against_greedy = searches("greedy", config, 3)
    assert sum(c[2] for c in against_greedy) < len(cut) // 3
    # Off: the whole pool is weighed.
    off = searches("random", HardConfig(styled_samples=20, candidates=3), 1)
    assert all(weighed in (0, 60) and not c for weighed, _, c in off)


def test_the_reading_is_cut_short_only_when_every_world_is_sure() -> None:
    state = GameState.new(Rules(players=2), random.Random(3))
    seat = state.current_player
    assert seat is not None
    search = HardPlayer(HardConfig(random_check=4)).start(state.view(seat), random.Random(1))
    other = 1 - seat
    sure, unsure = {other: (0.0, RANDOM_SURE)}, {other: (0.01, RANDOM_SURE - 0.01)}
    search._weighed = [(1.0, sure)] * 4
    assert search._surely_random()
    search._weighed = [(1.0, sure)] * 3 + [(1.0, unsure)]
    assert not search._surely_random()
