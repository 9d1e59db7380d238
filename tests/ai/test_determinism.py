"""The same seed and view give the same choice; searches in slices give the same move."""

from __future__ import annotations

import random

import pytest

from briscola.ai import LEVELS, PLAYERS, HardConfig, HardPlayer, Player, make_player
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.search.read_worlds import READ_COST, ReadWorlds
from briscola.ai.search.world_search import WorldSearch
from briscola.engine.rules import PRESETS, Rules
from tests.support.ai_hands import views


@pytest.mark.parametrize("level", sorted(PLAYERS))
def test_same_seed_same_choice(level: str) -> None:
    for players in (2, 3, 4):
        for view in views(Rules.for_table(players), 11, 8)[::3]:
            first = make_player(level).choose(view, random.Random(5))
            again = make_player(level).choose(view, random.Random(5))
            assert first == again


@pytest.mark.parametrize(
    "config",
    [
        HardConfig(samples=12, styled_samples=12),
        HardConfig(samples=12, styled_samples=12, noise=0.5, horizon=6),
        HardConfig(samples=12, styled_samples=12, gate=20, gate_samples=14),
        HardConfig(styled_samples=12, gate=20, gate_samples=14, gate_greedy=0.0),
        LabConfig(HardConfig(samples=40), model="policy"),
        LabConfig(HardConfig(samples=12), model="greedy"),
        LabConfig(HardConfig(samples=12, styled_samples=12, noise=0.5), random_check=6),
        LabConfig(HardConfig(samples=12), model="random"),
    ],
)
def test_sliced_search_equals_whole_search(config: HardConfig | LabConfig) -> None:
    player = LabPlayer(config) if isinstance(config, LabConfig) else HardPlayer(config)
    searched = 0
    for view in views(Rules(players=2), 3, 40)[::4]:
        whole = player.choose(view, random.Random(9))
        search = player.start(view, random.Random(9))
        slices = 0
        while not search.step(7):
            slices += 1
            if isinstance(search, WorldSearch):
                assert search.worlds_done <= search.worlds
        assert search.best() == whole
        if isinstance(search, WorldSearch):
            searched += 1
            assert search.done
            if search.worlds > 4:
                assert slices >= 1
    assert searched >= 5


def test_step_budget_bounds_the_work() -> None:
    view = views(Rules(players=2), 4, 1)[0]
    search = HardPlayer().start(view, random.Random(1))
    assert isinstance(search, WorldSearch) and isinstance(search.source, ReadWorlds)
    source = search.source
    reading = source.pool_size * READ_COST
    assert reading > 0
    assert search.total == reading + search.worlds * search.world_cost
    while len(source.weighed) < source.pool_size:  # the reading first, in slices too
        before = len(source.weighed)
        search.step(30)
        assert 0 < (len(source.weighed) - before) * READ_COST <= 30 + READ_COST
    before = search.worlds_done
    search.step(30)
    assert (search.worlds_done - before) * search.world_cost <= max(30, search.world_cost)


@pytest.mark.parametrize("name", ["briscolone-2-follow", "scoperta-2", "a-31-4", "chiamata-5"])
def test_variants_same_seed_same_choice_and_slices(name: str) -> None:
    rules = PRESETS[name]
    player = HardPlayer(HardConfig(samples=12))
    for view in views(rules, 2, 24)[::5]:  # the Chiamata's auction, then its play
        for level in LEVELS:
            chooser: Player = player if level in ("hard", "maestro") else make_player(level)
            assert chooser.choose(view, random.Random(5)) == chooser.choose(view, random.Random(5))
        search = player.start(view, random.Random(9))
        while not search.step(5):
            pass
        assert search.best() == player.choose(view, random.Random(9))
