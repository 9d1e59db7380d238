"""Every computer level returns a legal action, from its seat's view, at every table."""

from __future__ import annotations

import random

import pytest

from briscola.ai import (
    LEVELS,
    PLAYERS,
    HardConfig,
    HardPlayer,
    MaestroPlayer,
    Player,
    make_player,
)
from briscola.ai.search.read_worlds import ReadWorlds
from briscola.ai.search.world_search import WorldSearch
from briscola.engine.rules import Rules, preset
from briscola.engine.state import GameState
from tests.support.ai_hands import play_hand

TABLES = [
    Rules(players=2),
    Rules(players=2, swap_seven=False),
    Rules.for_table(3),
    Rules.for_table(3, swap_seven=False),
    Rules.for_table(3, deck=36),
    Rules.for_table(3, deck=36, swap_seven=False),
    Rules(players=4),
    Rules(players=4, swap_seven=False),
]
TABLE_IDS = [f"{r.players}p-{r.deck}-{'swap' if r.swap_seven else 'noswap'}" for r in TABLES]

LIGHT_HARD = HardConfig(samples=6, styled_samples=6, exact_worlds=4)
"""Few samples: legality does not depend on the amount of search, and tests stay fast."""
LIGHT_MAESTRO = HardConfig(samples=6, styled_samples=6, exact_worlds=4, gate=20, gate_samples=6)


@pytest.mark.parametrize("rules", TABLES, ids=TABLE_IDS)
@pytest.mark.parametrize("level", sorted(set(PLAYERS) - {"hard", "maestro"}))
def test_fast_levels_play_legal_actions(rules: Rules, level: str) -> None:
    for seed in range(25):
        players = [make_player(level) for _ in range(rules.players)]
        state = play_hand(rules, players, seed)
        outcome = state.outcome()
        assert outcome is not None and sum(outcome.seat_points) == 120


@pytest.mark.parametrize("rules", TABLES, ids=TABLE_IDS)
def test_hard_plays_legal_actions(rules: Rules) -> None:
    for seed in range(4):
        # Hard in every seat, then hard against the medium level.
        players: list[Player] = [HardPlayer(LIGHT_HARD) for _ in range(rules.players)]
        play_hand(rules, players, seed)
        mixed: list[Player] = [
            HardPlayer(LIGHT_HARD) if seat % 2 == seed % 2 else make_player("medium")
            for seat in range(rules.players)
        ]
        play_hand(rules, mixed, seed + 100)


@pytest.mark.parametrize("players", [3, 4])
def test_hard_reading_many_players_plays_legal_actions(players: int) -> None:
    # The styles read for the opponents only (``styles_players``); a partner is not read.
    reading = HardPlayer(HardConfig(samples=6, styled_samples=6, styles_players=4))
    seats: list[Player] = [reading] + [make_player("greedy") for _ in range(players - 1)]
    play_hand(Rules.for_table(players), seats, 3)
    state = GameState.new(Rules(players=4), random.Random(1))
    seat = state.current_player
    assert seat is not None
    search = reading.start(state.view(seat), random.Random(1))
    assert isinstance(search, WorldSearch) and isinstance(search.source, ReadWorlds)
    source = search.source
    _, chances = source.weigh(source.determinizer.sample(source.rand))
    assert sorted(chances) == [s for s in range(4) if s % 2 != seat % 2]  # not the partner


@pytest.mark.parametrize("rules", TABLES[:2], ids=TABLE_IDS[:2])
def test_maestro_plays_legal_actions_behind_the_gate(rules: Rules) -> None:
    for seed in range(4):
        players: list[Player] = [MaestroPlayer(LIGHT_MAESTRO), make_player("medium")]
        play_hand(rules, players[:: 1 if seed % 2 else -1], seed)


def test_hard_default_budget_plays_legal_actions() -> None:
    play_hand(Rules(players=2), [make_player("hard"), make_player("greedy")], 7)
    play_hand(Rules(players=2), [make_player("greedy"), make_player("maestro")], 8)


def test_levels_are_registered() -> None:
    assert LEVELS == ("easy", "medium", "hard", "maestro")
    for name in ("random", "greedy", "rule", *LEVELS):
        assert make_player(name).name == name
    with pytest.raises(ValueError, match="no computer player"):
        make_player("impossible")


def test_swap_is_taken_when_it_pays() -> None:
    """Every level but the greedy baseline takes the face-up trump for the 7 in this spot."""
    rules = Rules(players=2)
    for seed in range(200):
        state = GameState.new(rules, random.Random(seed))
        while not state.is_over and state.swappable_seven() is None:
            state.apply(state.legal_actions()[0])
        if state.is_over or state.face_up is None or state.face_up.points < 10:
            continue
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        for level in ("medium", "easy"):
            assert make_player(level).choose(view, random.Random(0)).to_json() == {
                "swap": f"7{state.trump_suit}"
            }
        return
    pytest.fail("no swap position found")


def test_hard_searches_scoperta_one_candidate_per_step_with_the_same_choice() -> None:
    hard = HardPlayer()
    state = GameState.new(preset("scoperta-2"), random.Random(4))
    seen = 0
    while (seat := state.current_player) is not None:
        view = state.view(seat)
        search = hard.start(view, random.Random(seen))
        steps = 1
        while not search.step(1):
            steps += 1
        candidates = len(view.legal_actions())
        assert steps == (candidates if candidates > 1 else 1)
        assert search.best() == hard.choose(view, random.Random(seen))
        state.apply(search.best(), state.current_player)
        seen += 1
    assert seen >= 40  # every card played, and a swap of the 7 if one was made
