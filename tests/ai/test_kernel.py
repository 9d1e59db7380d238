"""The playout kernel agrees with the engine: same moves, same hands, same points."""

from __future__ import annotations

import random

import pytest

from briscola.ai.kernel.playout import heuristic_move, heuristic_playout
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import (
    SWAP_MOVE,
    Sim,
    deal,
    random_playout,
    trump_index,
)
from briscola.engine.actions import PLAY, SWAP, Action
from briscola.engine.cards import FULL_DECK
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from tests.support.kernel_moves import assert_same, to_move
from tests.support.solver import best_points

TABLES = [
    Rules(players=2),
    Rules(players=2, swap_seven=False),
    Rules.for_table(3),
    Rules.for_table(3, deck=36),
    Rules(players=4),
]


def to_action(state: GameState, move: int) -> Action:
    """The engine action for a kernel move."""
    if move == SWAP_MOVE:
        return SWAP[FULL_DECK[trump_index(state.trump_suit) * 10 + 6]]
    return PLAY[FULL_DECK[move]]


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.players}p-{r.deck}-{r.swap_seven}")
def test_step_by_step_agrees(rules: Rules) -> None:
    for seed in range(150):
        state = GameState.new(rules, random.Random(seed))
        sim = Sim.from_state(state)
        rng = random.Random(seed)
        while not state.is_over:
            assert_same(sim, state)
            legal = state.legal_actions()
            # Prefer the swap when it is there, so it is exercised often.
            action = legal[-1] if rng.random() < 0.5 else rng.choice(legal)
            state.apply(action)
            sim.apply(to_move(action))
        assert_same(sim, state)
        assert sim.is_over


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.players}p-{r.deck}-{r.swap_seven}")
def test_random_playout_agrees_with_engine(rules: Rules) -> None:
    for seed in range(300):
        state = GameState.new(rules, random.Random(seed))
        # Start some playouts from the middle of a hand.
        for _ in range(seed % 17):
            state.apply(state.legal_actions()[0])
        sim = Sim.from_state(state)
        random_playout(sim, random.Random(seed).random)
        rand = random.Random(seed).random
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[int(rand() * len(legal))])
        assert sim.points == state.seat_points
        assert sim.is_over


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.players}p-{r.deck}-{r.swap_seven}")
def test_heuristic_playout_is_legal_and_matches_its_steps(rules: Rules) -> None:
    for seed in range(100):
        sim = deal(rules, random.Random(seed).random, dealer=seed % rules.players)
        stepped = sim.copy()
        heuristic_playout(sim)
        while not stepped.is_over:
            move = heuristic_move(stepped)
            assert move in stepped.legal()
            stepped.apply(move)
        assert sim.points == stepped.points
        assert sum(sim.points) == 120


def test_deal_matches_engine_shape() -> None:
    for rules in TABLES:
        sim = deal(rules, random.Random(1).random, dealer=1)
        assert all(len(h) == 3 for h in sim.hands)
        cards = [c for h in sim.hands for c in h] + sim.stock
        assert sorted(cards) == sorted(c.index for c in rules.cards)
        assert sim.to_move == 2 % rules.players


def brute_force(sim: Sim, side: int) -> int:
    """Minimax without pruning: the solver's oracle."""
    if sim.is_over:
        return sim.side_points(side)
    values = []
    for move in sim.legal():
        child = sim.copy()
        child.apply(move)
        values.append(brute_force(child, side))
    return max(values) if sim.side[sim.to_move] == side else min(values)


def test_solver_matches_brute_force() -> None:
    rules = Rules(players=2)
    checked = 0
    for seed in range(60):
        state = GameState.new(rules, random.Random(seed))
        rng = random.Random(seed)
        while state.stock_left > 2 * (seed % 2):
            state.apply(rng.choice(state.legal_actions()))
        sim = Sim.from_state(state)
        for side in (0, 1):
            assert best_points(sim, side) == brute_force(sim, side)
        checked += 1
    assert checked == 60


def test_determinizer_respects_the_view() -> None:
    for rules in TABLES:
        for seed in range(40):
            state = GameState.new(rules, random.Random(seed))
            rng = random.Random(seed)
            for _ in range(seed % 25):
                if state.is_over:
                    break
                state.apply(rng.choice(state.legal_actions()))
            if state.is_over:
                continue
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            det = Determinizer(view)
            sim = det.sample(random.Random(seed).random)
            assert sim.hands[view.seat] == [c.index for c in view.hand]
            for seat, known in enumerate(view.known):
                assert {c.index for c in known} <= set(sim.hands[seat])
            assert [len(h) for h in sim.hands] == list(view.hand_sizes)
            assert len(sim.stock) == view.stock_left
            if view.face_up is not None:
                assert sim.stock[-1] == view.face_up.index
            placed = [c for h in sim.hands for c in h] + sim.stock
            played = {c.index for c in view.played_cards()}
            assert sorted(placed + sorted(played)) == sorted(c.index for c in rules.cards)
            assert sim.legal() == [to_move(a) for a in view.legal_actions()]
