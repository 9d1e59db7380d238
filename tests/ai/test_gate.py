"""The gate of the maestro level: the opponent's kind read in slices, and the worlds it picks
(two players, the plain game only; every other table plans as the hard level does)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from briscola.ai import HardConfig, HardPlayer, MaestroPlayer, make_player
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.levels.maestro import MAESTRO
from briscola.ai.reading.evidence import PRIORS, KindReading, RankWalk, Styles
from briscola.ai.reading.inference import HandReader
from briscola.ai.search.gate import GATE_COST, GateWorlds, gates
from briscola.ai.search.read_worlds import ReadWorlds
from briscola.ai.search.world_search import WorldSearch
from briscola.ai.search.worlds import EveryWorld, SampledWorlds
from briscola.engine.rules import PRESETS, Rules
from briscola.engine.state import GameState
from briscola.engine.view import SeatView
from tests.support.ai_hands import late_view, views


def read(view: SeatView) -> Styles:
    """The opponent's style chances in ``view`` (150 worlds)."""
    found = KindReading(
        view, Determinizer(view), random.Random(1).random, worlds=150, horizon=10, strong_decay=0.3
    ).read_all()
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


def test_the_gate_reads_only_the_plain_two_player_game() -> None:
    assert [name for name, rules in PRESETS.items() if gates(rules)] == ["classic-2"]
    assert gates(Rules(players=2, swap_seven=False))
    assert not gates(Rules(players=2, two_beats_ace=True))


GATED = HardConfig(gate=150, gate_samples=37)


def test_the_gate_searches_plainly_before_any_play_and_exploits_a_greedy_opponent() -> None:
    player = HardPlayer(GATED)
    state = GameState.new(Rules(players=2), random.Random(3))
    first = player.start(state.view(state.current_player or 0), random.Random(0))
    assert isinstance(first, WorldSearch) and isinstance(first.source, GateWorlds)
    first.step(1)  # no work is done before the first step
    while first.source.chosen is None:
        first.step(1)
    assert first.source.plainly
    assert isinstance(first.source.chosen, SampledWorlds) and first.worlds == 37
    late = player.start(late_view("greedy", 1), random.Random(0))
    assert isinstance(late, WorldSearch) and isinstance(late.source, GateWorlds)
    while late.source.chosen is None:
        late.step(1)
    assert not late.source.plainly and isinstance(late.source.chosen, ReadWorlds)


def test_the_gate_reads_one_world_a_piece_as_the_whole_reading_does() -> None:
    """``step(1)`` reads one world of the gate at a time (the page yields between pieces),
    and the reading in slices ends with the styles the whole reading gives."""
    view = late_view("medium", 2)
    search = HardPlayer(GATED).start(view, random.Random(4))
    assert isinstance(search, WorldSearch) and isinstance(search.source, GateWorlds)
    kinds = search.source.kinds
    assert search.total >= 150 * GATE_COST
    for added in range(1, 151):
        assert not search.step(1)
        assert kinds.added == added and search.worlds_done == 0
    whole = KindReading(
        view, Determinizer(view), random.Random(4).random, worlds=150, horizon=10, strong_decay=0.3
    ).read_all()
    assert kinds.styles() == whole
    assert search.source.chosen is not None


def test_kind_reading_without_plays_gives_the_priors() -> None:
    state = GameState.new(Rules(players=2), random.Random(1))
    view = state.view(state.current_player or 0)
    reading = KindReading(
        view, Determinizer(view), random.Random(0).random, worlds=5, horizon=10, strong_decay=0.3
    )
    while not reading.done:
        reading.add()
    (seat, styles), *others = reading.styles().items()
    assert seat == 1 - view.seat and not others
    assert styles == pytest.approx(PRIORS)


def test_the_exact_phase_plans_behind_the_gate() -> None:
    """With few cards left the plain branch takes every world, unweighed (the perfect line)."""
    view = views(Rules(players=2), 6, 40)[-4]
    search = HardPlayer(GATED).start(view, random.Random(1))
    assert isinstance(search, WorldSearch) and isinstance(search.source, GateWorlds)
    while not search.step(1):
        pass
    if search.source.plainly:
        assert isinstance(search.source.chosen, EveryWorld | SampledWorlds)
    assert search.best() == HardPlayer(GATED).choose(view, random.Random(1))


def test_hard_has_no_gate_and_maestro_is_hard_with_the_gate() -> None:
    """The hard level plays without the gate; maestro changes the gate and the prior."""
    hard, maestro = make_player("hard"), make_player("maestro")
    assert isinstance(hard, HardPlayer) and isinstance(maestro, MaestroPlayer)
    assert hard.config == HardConfig() and HardConfig().gate == 0
    changed = dataclasses.replace(
        HardConfig(), gate=150, gate_greedy=0.9, gate_random=0.95, prior_weight=MAESTRO.prior_weight
    )
    assert maestro.config == MAESTRO == changed
    assert MAESTRO.prior_weight > 0 == HardConfig().prior_weight


def test_maestro_plans_behind_the_gate_in_the_plain_two_player_game() -> None:
    state = GameState.new(Rules(players=2, swap_seven=False), random.Random(2))
    view = state.view(state.current_player or 0)
    search = MaestroPlayer().start(view, random.Random(1))
    assert isinstance(search, WorldSearch) and isinstance(search.source, GateWorlds)
    hard = HardPlayer().start(view, random.Random(1))
    assert isinstance(hard, WorldSearch) and isinstance(hard.source, ReadWorlds)


@pytest.mark.parametrize("name", sorted(set(PRESETS) - {"classic-2"}))
def test_every_other_table_plans_and_chooses_as_the_hard_level(name: str) -> None:
    """Maestro and hard start the same kind of search and choose the same action on seeded
    positions at every table and variant but the plain two-player game."""
    maestro, hard = MaestroPlayer(), HardPlayer()
    for view in views(PRESETS[name], 3, 30)[::7]:
        search = maestro.start(view, random.Random(6))
        assert not (isinstance(search, WorldSearch) and isinstance(search.source, GateWorlds))
        assert type(search) is type(hard.start(view, random.Random(6)))
        assert maestro.choose(view, random.Random(6)) == hard.choose(view, random.Random(6))
