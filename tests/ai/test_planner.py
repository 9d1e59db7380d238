"""Every player is a search (``base.py``); hard's planner picks the search that fits the move."""

from __future__ import annotations

import dataclasses
import random

import pytest

from briscola.ai import PLAYERS, HardConfig, HardPlayer, MaestroPlayer, Player, make_player
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.levels.base import Decided, run
from briscola.ai.search.bidding import AuctionSearch
from briscola.ai.search.evaluation import ExactValues, PlayoutValues
from briscola.ai.search.gate import GateWorlds
from briscola.ai.search.open_search import OpenSearch
from briscola.ai.search.read_worlds import ReadWorlds
from briscola.ai.search.world_search import WorldSearch
from briscola.ai.search.worlds import EveryWorld, SampledWorlds
from briscola.engine.rules import PRESETS, Rules
from tests.support.ai_hands import views

LIGHT = HardConfig(samples=8, styled_samples=8, exact_worlds=6, auction_worlds=4)
LIGHT_GATE = dataclasses.replace(LIGHT, gate=12, gate_samples=10)


def test_decided_is_a_finished_search() -> None:
    view = views(Rules(players=2), 1, 1)[0]
    action = view.legal_actions()[0]
    search = Decided(action)
    assert search.total == 0
    assert search.step(1)
    assert search.best() == action


@pytest.mark.parametrize("name", sorted(set(PLAYERS) - {"hard", "maestro"}))
def test_the_rule_players_decide_at_once(name: str) -> None:
    player = make_player(name)
    for view in views(PRESETS["chiamata-5"], 4, 30)[::3] + views(Rules(players=2), 4, 9):
        search = player.start(view, random.Random(3))
        assert isinstance(search, Decided)
        assert search.best() == player.choose(view, random.Random(3))
        assert search.best() in view.legal_actions()


def kinds(rules: Rules, seed: int, count: int, player: Player | None = None) -> set[str]:
    """The kinds of search hard (or ``player``) starts along a hand, by type and parts."""
    found = set()
    player = player or HardPlayer(LIGHT)
    for view in views(rules, seed, count):
        search = player.start(view, random.Random(1))
        assert run(search) == player.choose(view, random.Random(1))
        if isinstance(search, WorldSearch):
            source = search.source
            name = type(source).__name__
            if isinstance(source, GateWorlds):
                name += f"→{type(source.chosen).__name__}"
            kind = f"{name}×{type(search.evaluate).__name__}"
        else:
            kind = type(search).__name__
        found.add(kind)
    return found


def test_the_planner_picks_the_search_by_the_move() -> None:
    two = kinds(Rules(players=2), 5, 40)
    assert {"ReadWorlds×PlayoutValues", "ReadWorlds×ExactValues", "Decided"} <= two
    assert "EveryWorld×ExactValues" in two | kinds(Rules(players=2), 6, 40)
    assert {"ReadWorlds×PlayoutValues", "Decided"} <= kinds(Rules.for_table(3), 5, 40)
    assert "SampledWorlds×PlayoutValues" in kinds(Rules.for_table(6), 5, 20)  # not read
    assert "OpenSearch" in kinds(PRESETS["scoperta-2"], 5, 10)
    assert "AuctionSearch" in kinds(PRESETS["chiamata-5"], 5, 6)
    assert {t.__name__ for t in (AuctionSearch, OpenSearch, EveryWorld, SampledWorlds)}
    assert {t.__name__ for t in (ReadWorlds, PlayoutValues, ExactValues)}


def test_the_maestro_plans_behind_the_gate_in_the_plain_two_player_game_only() -> None:
    maestro = MaestroPlayer(LIGHT_GATE)
    two = kinds(Rules(players=2), 5, 40, maestro)  # the gate reads medium as sensible
    assert {"GateWorlds→SampledWorlds×PlayoutValues", "Decided"} <= two
    assert "GateWorlds→EveryWorld×ExactValues" in two | kinds(Rules(players=2), 6, 40, maestro)
    assert "ReadWorlds×PlayoutValues" in kinds(PRESETS["con-il-due-2"], 5, 20, maestro)
    assert "ReadWorlds×PlayoutValues" in kinds(Rules.for_table(3), 5, 20, maestro)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_lab_at_its_defaults_plays_as_shipped(name: str) -> None:
    """LabPlayer with no research switch on chooses exactly what HardPlayer chooses."""
    lab = LabPlayer(LabConfig.of(LIGHT))
    hard = HardPlayer(LIGHT)
    for view in views(PRESETS[name], 8, 40)[::3]:
        assert lab.choose(view, random.Random(2)) == hard.choose(view, random.Random(2))


def test_the_lab_options_are_refused_by_the_shipped_config() -> None:
    with pytest.raises(ValueError, match="HardConfig has no field 'model'"):
        HardConfig.with_changes(["model=policy"])
    with pytest.raises(ValueError, match="unknown model"):
        LabConfig(model="clairvoyant")


def test_the_lab_holds_a_shipped_config_and_its_changes_reach_both() -> None:
    """``FIELD=VALUE`` reaches the shipped knobs and the research switches alike; a wrong
    field or value is refused, naming it."""
    config = LabConfig.with_changes(["model=policy", "samples=9", "gate=20", "random_check=3"])
    assert config.hard == HardConfig(samples=9, gate=20)
    assert (config.model, config.random_check, config.random_samples) == ("policy", 3, 450)
    assert LabConfig.with_changes([]) == LabConfig() == LabConfig.of(HardConfig())
    assert LabConfig.of(config) is config
    for bad, says in [
        ("depth=3", "neither HardConfig nor LabConfig has a field 'depth'"),
        ("hard=1", "neither HardConfig nor LabConfig has a field 'hard'"),
        ("samples=many", "expected a int"),
        ("random_check=x", "expected a int"),
        ("model=clairvoyant", "unknown model"),
        ("samples=0", "samples must be at least 1"),
        ("random_samples=0", "random_samples must be at least 1"),
        ("samples", "expected FIELD=VALUE"),
    ]:
        with pytest.raises(ValueError, match=says):
            LabConfig.with_changes([bad])
