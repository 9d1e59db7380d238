"""More worlds where the move is close: the adaptive world search of the lab."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from briscola.ai.base import run
from briscola.ai.kernel import Sim
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.lab.adaptive import AdaptiveSearch
from briscola.ai.world_search import WorldSearch
from briscola.ai.worlds import World
from briscola.rules import Rules
from tests.support.ai_hands import views

VIEWS = [v for v in views(Rules(players=2), 3, 30) if len(v.legal_actions()) > 1][:8]


class Counted:
    """``count`` worlds of weight 1 (their positions unused: ``Scripted`` values them)."""

    reading = 0

    def __init__(self, count: int) -> None:
        self.count = count
        self.drawn = 0

    def read(self, budget: int) -> int:
        return 0

    def draw(self) -> World:
        self.drawn += 1
        return World(Sim.__new__(Sim), 1.0, {}, None)


class Scripted:
    """Values of two moves in the n-th world drawn: ``script(n)``."""

    cost = 1

    def __init__(self, script: Callable[[int], list[float]]) -> None:
        self.script = script
        self.n = 0

    def of(self, world: World) -> list[float]:
        self.n += 1
        return self.script(self.n)


def adaptive(script: Callable[[int], list[float]], count: int, tolerance: float) -> AdaptiveSearch:
    actions = VIEWS[0].legal_actions()[:2]
    return AdaptiveSearch(
        actions,
        Counted(count),
        Scripted(script),
        least=20,
        every=10,
        z=2.0,
        tolerance=tolerance,
    )


def test_a_clear_leader_stops_at_the_first_check() -> None:
    # move 1 wins three worlds in four, move 0 never: clear at the first check
    search = adaptive(lambda n: [0.0, float(n % 4 != 0)], 500, 0.0)
    run(search)
    assert search.worlds_done == 20
    assert search.best() == search.actions[1]


def test_a_close_call_runs_to_the_last_world() -> None:
    # the two moves take turns: no leader, and the differences (±1) are never small
    search = adaptive(lambda n: [float(n % 2), float(1 - n % 2)], 500, 0.01)
    run(search)
    assert search.worlds_done == 500


def test_two_moves_as_good_as_equal_stop_by_the_tolerance() -> None:
    # the moves differ by at most 0.001 either way: no leader, but too close to matter
    search = adaptive(lambda n: [0.5, 0.5 + 0.001 * (n % 3 - 1)], 500, 0.01)
    run(search)
    assert search.worlds_done == 20


@pytest.mark.parametrize("budget", [1, 7, 10_000])
def test_slicing_never_changes_where_it_stops(budget: int) -> None:
    config = LabConfig(model="policy", adaptive=400, adaptive_least=40, adaptive_every=20)
    player = LabPlayer(config)
    for view in VIEWS:
        whole = player.start(view, random.Random(5))
        sliced = player.start(view, random.Random(5))
        assert isinstance(whole, AdaptiveSearch) and isinstance(sliced, AdaptiveSearch)
        run(whole)
        while not sliced.step(budget):
            pass
        assert sliced.worlds_done == whole.worlds_done
        assert sliced.best() == whole.best()


def test_stopped_searches_are_fewer_worlds_than_the_most() -> None:
    player = LabPlayer(LabConfig(model="policy", adaptive=400, adaptive_least=40))
    done = []
    for view in VIEWS:
        search = player.start(view, random.Random(5))
        assert isinstance(search, AdaptiveSearch)
        run(search)
        done.append(search.worlds_done)
    assert min(done) >= 40 and max(done) <= 400
    assert min(done) < 400  # some moves are clear early


def test_checking_only_at_the_end_is_the_fixed_search() -> None:
    fixed = LabPlayer(LabConfig(model="policy", samples=60))
    late = LabPlayer(LabConfig(model="policy", adaptive=60, adaptive_least=60))
    for view in VIEWS:
        search = late.start(view, random.Random(9))
        assert isinstance(search, AdaptiveSearch)
        assert run(search) == fixed.choose(view, random.Random(9))
        plain = fixed.start(view, random.Random(9))
        assert type(plain) is WorldSearch


def test_adaptive_bounds_are_checked() -> None:
    with pytest.raises(ValueError, match="adaptive"):
        LabConfig(adaptive=-1)
    with pytest.raises(ValueError, match="adaptive"):
        LabConfig(adaptive=100, adaptive_every=0)
