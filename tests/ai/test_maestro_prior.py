"""The maestro level's prior: the network's policy leaning the search's choice, wired in by
the registry; hard untouched; no weights, no prior."""

from __future__ import annotations

import math
import random

import pytest

from briscola.ai import HardConfig, HardPlayer, MaestroPlayer, make_player
from briscola.ai.learned.network import Network, read_arrays, write_arrays
from briscola.ai.learned.player import NetPlayer
from briscola.ai.learned.prior import NetPrior, log_policy
from briscola.ai.learned.supply import Supply, shipped, shipped_bytes
from briscola.ai.levels.maestro import MAESTRO
from briscola.ai.search.gate import GateWorlds
from briscola.ai.search.prior_search import PriorSearch
from briscola.ai.search.world_search import WorldSearch
from briscola.engine.actions import Action
from briscola.engine.rules import Rules
from briscola.engine.view import SeatView
from tests.support.views import early_view

LIGHT = HardConfig(samples=20, exact_worlds=4, gate_samples=20, prior_weight=0.03)
"""A quick search with maestro's kind of prior (no gate)."""


def searched(player: HardPlayer, view: SeatView, seed: int = 3) -> WorldSearch:
    search = player.start(view, random.Random(seed))
    assert isinstance(search, WorldSearch)
    while not search.step(100):
        pass
    return search


class Asked:
    """A prior that counts its calls and gives the network's log-probabilities."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, view: SeatView, actions: list[Action]) -> list[float] | None:
        self.calls += 1
        return log_policy(view, actions, shipped())


def test_the_registry_gives_maestro_the_networks_prior() -> None:
    maestro = make_player("maestro")
    assert isinstance(maestro, MaestroPlayer) and isinstance(maestro.prior, NetPrior)
    assert maestro.config == MAESTRO and MAESTRO.prior_weight > 0
    hard = make_player("hard")
    assert isinstance(hard, HardPlayer) and hard.prior is None
    search = maestro.start(early_view(4), random.Random(1))
    assert isinstance(search, PriorSearch) and isinstance(search.source, GateWorlds)


def test_the_prior_is_a_distribution_over_the_legal_moves() -> None:
    view = early_view(1)
    logs = NetPrior()(view, view.legal_actions())
    assert logs is not None
    assert math.isclose(sum(math.exp(x) for x in logs), 1.0, rel_tol=1e-9)


@pytest.mark.parametrize("seed", range(4))
def test_no_weight_plays_as_the_search_and_a_huge_one_as_the_network(seed: int) -> None:
    view = early_view(seed)
    asked = Asked()
    plain = searched(HardPlayer(LIGHT), view).best()
    unweighted = HardPlayer(HardConfig(samples=20, exact_worlds=4), asked)
    assert type(searched(unweighted, view)) is WorldSearch and asked.calls == 0
    assert searched(unweighted, view).best() == plain
    huge = HardPlayer(HardConfig(samples=20, exact_worlds=4, prior_weight=1000), asked)
    assert searched(huge, view).best() == NetPlayer().decide(view, random.Random(0))
    assert asked.calls == 1


def test_the_prior_leaves_the_exact_phase_and_other_tables_alone() -> None:
    player = HardPlayer(LIGHT, NetPrior())
    four = early_view(2, plays=0, rules=Rules.for_table(4))
    assert type(player.start(four, random.Random(1))) is WorldSearch
    late = early_view(4, plays=30)
    assert late.stock_left <= 4
    assert type(player.start(late, random.Random(1))) is WorldSearch
    assert isinstance(player.start(early_view(4), random.Random(1)), PriorSearch)


def test_behind_the_gate_the_prior_counts_only_for_the_plain_search() -> None:
    view = early_view(4)
    config = HardConfig(samples=20, gate=20, gate_samples=20, prior_weight=1000)
    search = searched(MaestroPlayer(config, NetPrior()), view, seed=5)
    assert isinstance(search, PriorSearch) and isinstance(search.source, GateWorlds)
    network = NetPlayer().decide(view, random.Random(0))
    assert WorldSearch.best(search) != network
    search.source.plainly = False
    assert not search.leaning and search.best() == WorldSearch.best(search)
    search.source.plainly = True
    assert search.leaning and search.best() == network


def test_without_weights_maestro_plays_as_without_its_prior() -> None:
    def missing() -> bytes:
        raise FileNotFoundError("weights.bin")

    supply = Supply(missing)
    assert supply.network() is None and supply.network() is None and supply.tried
    view = early_view(6)
    without = searched(MaestroPlayer(LIGHT, NetPrior(supply.network)), view)
    assert type(without) is WorldSearch
    assert without.best() == searched(MaestroPlayer(LIGHT), view).best()
    network = Network.from_bytes(shipped_bytes())
    supply.give(network)
    assert supply.network() is network
    assert isinstance(searched(MaestroPlayer(LIGHT, NetPrior(supply.network)), view), PriorSearch)


def test_a_bad_weights_file_is_no_network_and_a_bonus_must_fit() -> None:
    assert Supply(lambda: b"not weights").network() is None
    assert Supply().network() is shipped()  # one parse of the file for every supply and player
    view = early_view(1)
    search = HardPlayer(LIGHT).start(view, random.Random(1))
    assert isinstance(search, WorldSearch)
    with pytest.raises(ValueError, match="bonuses"):
        PriorSearch(search.actions, search.source, search.evaluate, [0.0])
    with pytest.raises(ValueError, match="prior_weight"):
        HardConfig(prior_weight=-1)


def test_the_pages_half_precision_network_ranks_the_moves_as_the_shipped_one() -> None:
    arrays = read_arrays(shipped_bytes())
    half = Network(read_arrays(write_arrays(arrays, half=True)))
    full = shipped()
    for seed in range(40):
        view = early_view(seed, plays=seed % 30)
        actions = view.legal_actions()
        a, b = log_policy(view, actions, full), log_policy(view, actions, half)
        assert max(abs(x - y) for x, y in zip(a, b, strict=True)) < 0.02
        assert a.index(max(a)) == b.index(max(b))
