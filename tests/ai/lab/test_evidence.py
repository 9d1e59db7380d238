"""The gate's reading of each opponent's kind, and the search it picks."""

from __future__ import annotations

import random

from briscola.ai import make_player
from briscola.ai.inference import HandReader
from briscola.ai.lab import LabConfig, LabPlayer
from briscola.ai.lab.evidence import PRIORS, RankWalk, Styles, read_styles, strong_weigh
from briscola.ai.reading import ReadWorlds
from briscola.ai.sampling import Determinizer
from briscola.ai.world_search import WorldSearch
from briscola.ai.worlds import SampledWorlds
from briscola.rules import Rules
from briscola.state import GameState
from briscola.view import SeatView


def late_view(opponent: str, seed: int) -> SeatView:
    """Seat 0's view after 12 tricks, seat 0 played by greedy and seat 1 by ``opponent``."""
    state = GameState.new(Rules(players=2), random.Random(seed))
    players = [make_player("greedy"), make_player(opponent)]
    rng = random.Random(seed)
    while (seat := state.current_player) is not None:
        view = state.view(seat)
        if seat == 0 and len(view.tricks) >= 12 and not view.trick:
            return view
        state.apply(players[seat].choose(view, rng))
    raise AssertionError("the hand ended early")


def read(view: SeatView) -> Styles:
    """The opponent's style chances in ``view`` (150 worlds)."""
    found = read_styles(
        view,
        Determinizer(view),
        random.Random(1).random,
        worlds=150,
        horizon=10,
        strong_decay=0.3,
        priors=PRIORS,
    )
    return found[1]


def test_greedy_reads_as_greedy() -> None:
    for seed in (1, 2, 3):
        styles = read(late_view("greedy", seed))
        assert styles.greedy > 0.5
        assert abs(sum(styles) - 1) < 1e-9


def test_random_never_reads_as_greedy_or_the_policy() -> None:
    for seed in range(3):
        styles = read(late_view("random", seed))
        assert styles.greedy + styles.policy < 0.2
        assert styles.random > PRIORS.random


def test_random_rank_walk_is_one_over_the_hand() -> None:
    """With decay 1 every play counts 1 / (cards in hand): 1/3 a play while the stock lasts."""
    view = late_view("random", 4)
    determinizer = Determinizer(view)
    world = determinizer.sample(random.Random(2).random)
    reader = HandReader(view, 0.0, 10, 0.5, [1])
    walk = RankWalk(world, 1, reader, 1.0)
    assert abs(walk.likelihood(list(world.hands[1])) - 3.0**-10) < 1e-15


def test_gate_searches_plainly_before_any_play_and_reads_a_greedy_opponent() -> None:
    player = LabPlayer(LabConfig(gate=150, gate_samples=37))
    state = GameState.new(Rules(players=2), random.Random(3))
    first = player.start(state.view(state.current_player or 0), random.Random(0))
    assert isinstance(first, WorldSearch)
    assert isinstance(first.source, SampledWorlds) and first.source.count == 37
    late = player.start(late_view("greedy", 1), random.Random(0))
    assert isinstance(late, WorldSearch) and isinstance(late.source, ReadWorlds)


def test_strong_read_prefers_worlds_that_explain_the_plays() -> None:
    """A world whose opponent hand makes its plays the policy's own weighs more than one where
    they were its last choices, and the weight is a product of per-play chances (≤ 1)."""
    view = late_view("medium", 2)
    determinizer = Determinizer(view)
    weigh = strong_weigh(view, 10, 0.3)
    rand = random.Random(5).random
    weights = [weigh(determinizer.sample(rand))[0] for _ in range(200)]
    assert all(0 <= w <= 1 for w in weights)
    assert max(weights) > 5 * min(weights)
    assert all(chances == {} for _, chances in [weigh(determinizer.sample(rand))])


def test_strong_read_keeps_worlds_by_weight_and_plays_the_same_for_a_seed() -> None:
    player = LabPlayer(LabConfig(model="policy", strong_read=True, samples=30, candidates=2))
    view = late_view("medium", 2)
    search = player.start(view, random.Random(0))
    assert isinstance(search, WorldSearch) and isinstance(search.source, ReadWorlds)
    assert search.source.pool_size == 60
    first = player.choose(view, random.Random(7))
    assert first == player.choose(view, random.Random(7))
    assert first in view.legal_actions()
