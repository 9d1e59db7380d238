"""``prior``: the search's choice leaning on a network's policy."""

from __future__ import annotations

import math
import random

import pytest

from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.lab.net_prior import PriorSearch, log_policy
from briscola.ai.learned.player import NetPlayer, shipped
from briscola.ai.search.gate import GateWorlds
from briscola.ai.search.world_search import WorldSearch
from briscola.rules import Rules
from briscola.state import GameState
from briscola.view import SeatView


def early_view(seed: int, plays: int = 4) -> SeatView:
    """The view of the seat to move ``plays`` cards into a two-player hand played at random."""
    state = GameState.new(Rules.for_table(2), random.Random(seed))
    pick = random.Random(seed)
    for _ in range(plays):
        seat = state.current_player
        assert seat is not None
        state.apply(pick.choice(state.legal_actions()), seat)
    seat = state.current_player
    assert seat is not None
    return state.view(seat)


def chosen(view: SeatView, *changes: str) -> object:
    search = LabPlayer(LabConfig.with_changes(["samples=30", *changes])).start(
        view, random.Random(3)
    )
    while not search.step(100):
        pass
    return search.best()


def test_the_policy_is_a_distribution_over_the_legal_moves() -> None:
    view = early_view(1)
    actions = view.legal_actions()
    logs = log_policy(view, actions, shipped())
    assert math.isclose(sum(math.exp(x) for x in logs), 1.0, rel_tol=1e-9)


@pytest.mark.parametrize("seed", range(6))
def test_no_weight_plays_as_the_search_and_a_huge_one_as_the_network(seed: int) -> None:
    view = early_view(seed)
    plain = chosen(view, "model=policy")
    assert chosen(view, "model=policy", "prior=shipped", "prior_weight=0") == plain
    network = NetPlayer().decide(view, random.Random(0))
    assert chosen(view, "model=policy", "prior=shipped", "prior_weight=1000") == network


def test_the_prior_leaves_the_exact_phase_and_other_tables_alone() -> None:
    config = LabConfig.with_changes(["prior=shipped"])
    state = GameState.new(Rules.for_table(4), random.Random(2))
    seat = state.current_player
    assert seat is not None
    search = LabPlayer(config).start(state.view(seat), random.Random(1))
    assert not isinstance(search, PriorSearch)
    late = early_view(4, plays=30)
    assert late.stock_left <= 4
    assert not isinstance(LabPlayer(config).start(late, random.Random(1)), PriorSearch)
    view = early_view(4)
    assert isinstance(LabPlayer(config).start(view, random.Random(1)), PriorSearch)


def test_a_negative_weight_is_refused() -> None:
    with pytest.raises(ValueError, match="prior_weight"):
        LabConfig.with_changes(["prior_weight=-1"])
    assert issubclass(PriorSearch, WorldSearch)


def test_behind_the_gate_the_prior_counts_only_for_the_plain_search() -> None:
    view = early_view(4)
    config = LabConfig.with_changes(
        ["gate=20", "gate_samples=20", "prior=shipped", "prior_weight=1000"]
    )
    search = LabPlayer(config).start(view, random.Random(5))
    while not search.step(100):
        pass
    assert isinstance(search, PriorSearch) and isinstance(search.source, GateWorlds)
    network = NetPlayer().decide(view, random.Random(0))
    assert WorldSearch.best(search) != network
    search.source.plainly = False
    assert search.best() == WorldSearch.best(search)
    search.source.plainly = True
    assert search.best() == network
