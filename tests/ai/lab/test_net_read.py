"""``net_read``: maestro's plain search with worlds weighed by a network's reading."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.learned.reading import net_weigh
from briscola.ai.search.gate import GateWorlds
from briscola.ai.search.read_worlds import ReadWorlds
from briscola.ai.search.world_search import WorldSearch
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from tests.support.networks import random_network, random_weights


def midgame(seed: int) -> GameState:
    """A two-player hand six tricks in, played at random, the swap off."""
    state = GameState.new(Rules.for_table(2).replace(swap_seven=False), random.Random(seed))
    pick = random.Random(seed)
    for _ in range(12):
        seat = state.current_player
        assert seat is not None
        state.apply(pick.choice(state.legal_actions()), seat)
    return state


def test_the_true_world_is_possible_and_the_weights_differ() -> None:
    state = midgame(3)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    weigh = net_weigh(view, random_network(random.Random(1)), 10)
    determinizer = Determinizer(view)
    weights = {weigh(determinizer.sample(random.Random(k).random))[0] for k in range(30)}
    assert all(0 <= w <= 1 for w in weights)
    assert len(weights) > 10


def test_maestro_with_the_reading_plays_legally_and_reproducibly(tmp_path: Path) -> None:
    weights = tmp_path / "reader.bin"
    weights.write_bytes(random_weights(random.Random(2)))
    config = LabConfig.with_changes(
        ["gate=20", "gate_samples=20", f"net_read={weights}", "net_candidates=2"]
    )
    state = midgame(5)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    search = LabPlayer(config).start(view, random.Random(7))
    while not search.step(50):
        pass
    assert isinstance(search, WorldSearch) and isinstance(search.source, GateWorlds)
    assert search.source.plainly and isinstance(search.source.chosen, ReadWorlds)
    first = search.best()
    assert first in view.legal_actions()
    assert LabPlayer(config).choose(view, random.Random(7)) == first


def test_a_bad_reading_setting_is_refused() -> None:
    with pytest.raises(ValueError, match="net_candidates"):
        LabConfig.with_changes(["net_candidates=0"])
