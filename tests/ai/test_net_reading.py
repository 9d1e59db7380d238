"""The reading benchmark: the network's weights put more of the opponent's true hand in the
worlds than uniform dealing when the opponent plays as the reading network does."""

from __future__ import annotations

import random
import statistics

from briscola.ai.arena.bot import LocalAgent
from briscola.ai.learned.encoding import SIZE
from briscola.ai.learned.network import Network, write_arrays
from briscola.ai.learned.player import NetPlayer
from tests.benchmark_scripts import load_script

reading = load_script("measure/net_reading.py", "net_reading")


def small_network(seed: int, hidden: int = 12) -> Network:
    """A random network of the game's inputs and moves, with sharp move preferences."""
    rng = random.Random(seed)

    def rows(count: int, width: int, scale: float) -> list[list[float]]:
        return [[rng.gauss(0, scale) for _ in range(width)] for _ in range(count)]

    arrays = {
        "w1": rows(SIZE, hidden, 1.0),
        "b1": rows(1, hidden, 0.1),
        "w2": rows(hidden, hidden, 1.0),
        "b2": rows(1, hidden, 0.1),
        "wp": rows(hidden, 41, 1.0),
        "bp": rows(1, 41, 1.0),
        "wv": rows(hidden, 1, 0.1),
        "bv": rows(1, 1, 0.0),
    }
    return Network.from_bytes(write_arrays(arrays))


def test_reading_an_opponent_that_plays_as_the_reader_beats_uniform_worlds() -> None:
    network = small_network(3)
    found = reading.play(LocalAgent(NetPlayer(network)), 4, 5, False, network, 30, 6)
    rows = [row for stage in found.values() for row in stage]
    assert len(rows) > 20
    for _, uniform, by_beta, ess in rows:
        assert 0.0 <= uniform <= 1.0 and all(0.0 <= b <= 1.0 for b in by_beta)
        assert 0.0 < ess <= 1.0
    gains = [statistics.fmean(by_beta[i] - u for _, u, by_beta, _ in rows) for i in range(3)]
    assert 0.0 < gains[0] < gains[1] < gains[2], gains
