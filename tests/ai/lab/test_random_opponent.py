"""The search against an opponent it reads as a random player (the lab's ``random_check``:
the reading cut short)."""

from __future__ import annotations

import random

from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.lab.worlds import RANDOM_SURE, RandomCheckWorlds
from briscola.ai.levels.hard import HardConfig
from briscola.ai.search.world_search import WorldSearch
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from tests.support.ai_hands import seat_zero_views


def lab_search(config: LabConfig, state: GameState, seed: int) -> WorldSearch:
    """The lab player's search for the seat to move (a worlds × evaluation search)."""
    seat = state.current_player
    assert seat is not None
    search = LabPlayer(config).start(state.view(seat), random.Random(seed))
    assert isinstance(search, WorldSearch)
    return search


def searches(opponent: str, config: LabConfig, seeds: int) -> list[tuple[int, int, bool]]:
    """For each of seat 0's moves before the exact phase in ``seeds`` hands against
    ``opponent``: worlds weighed, worlds searched, and whether the reading was cut short."""
    found = []
    player = LabPlayer(config)
    for seed, _, view in seat_zero_views(opponent, seeds, down_to=6):
        search = player.start(view, random.Random(seed))
        assert isinstance(search, WorldSearch)
        while not search.step(1 << 30):
            pass
        source = search.source
        if not isinstance(source, RandomCheckWorlds):
            found.append((0, search.worlds, False))
            continue
        cut = source.pool_size == config.random_check
        found.append((len(source.candidates), search.worlds, cut))
        if cut:
            other = 1 - view.seat
            pool = source.pool or []
            assert len(pool) == config.random_samples
            assert all(world.chances == {other: (0.0, 1.0)} for world in pool)
            assert all(
                world.choosers is not None and world.choosers[other] == source.reader.at_random
                for world in pool
            )
    return found


def test_the_reading_stops_early_against_a_random_player_only() -> None:
    config = LabConfig(
        HardConfig(styled_samples=20, candidates=3), random_check=12, random_samples=30
    )
    against_random = searches("random", config, 3)
    cut = [c for c in against_random if c[2]]
    assert len(cut) > len(against_random) // 3  # most moves once it has played a few cards
    assert all(weighed == 12 and worlds == 30 for weighed, worlds, _ in cut)
    # Greedy's plays are explained by greedy in some worlds: rarely cut short.
    against_greedy = searches("greedy", config, 3)
    assert sum(c[2] for c in against_greedy) < len(cut) // 3
    # Off: the whole pool is weighed.
    off = searches("random", LabConfig(HardConfig(styled_samples=20, candidates=3)), 1)
    assert all(not c for _, _, c in off)


def test_the_reading_is_cut_short_only_when_every_world_is_sure() -> None:
    state = GameState.new(Rules(players=2), random.Random(3))
    seat = state.current_player
    assert seat is not None
    source = lab_search(LabConfig(random_check=4), state, 1).source
    assert isinstance(source, RandomCheckWorlds)
    other = 1 - seat
    sure, unsure = {other: (0.0, RANDOM_SURE)}, {other: (0.01, RANDOM_SURE - 0.01)}
    source.weighed = [(1.0, sure)] * 4
    assert source.surely_random()
    source.weighed = [(1.0, sure)] * 3 + [(1.0, unsure)]
    assert not source.surely_random()
