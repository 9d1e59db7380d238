"""The kernel and every computer level know each variant's rules."""

from __future__ import annotations

import random

import pytest

from briscola.ai import LEVELS, HardConfig, HardPlayer, Player, make_player
from briscola.ai.kernel.playout import heuristic_move, heuristic_playout
from briscola.ai.kernel.sampling import Determinizer
from briscola.ai.kernel.sim import Sim, deal, random_playout
from briscola.engine.actions import DECLARE, Action, Signal
from briscola.engine.rules import PRESETS, Rules
from briscola.engine.signals import NOTHING
from briscola.engine.state import GameState
from tests.support.ai_hands import play_hand
from tests.support.kernel_moves import assert_same, to_move

VARIANTS = {
    name: rules for name, rules in PRESETS.items() if not name.startswith(("classic", "pairs"))
}
variants = pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
LIGHT_HARD = HardConfig(samples=6, styled_samples=6, exact_worlds=4)
VARIANT_LEVELS = tuple(level for level in LEVELS if level != "maestro")
"""Maestro plays every variant exactly as hard does (``test_gate.py``)."""


def past_the_call(state: GameState, rng: random.Random) -> GameState:
    """The Chiamata: bid (mostly pass) and call at random; the kernel plays the cards only."""
    while state.phase in ("auction", "call"):
        actions = state.legal_actions()
        state.apply(actions[0] if rng.random() < 0.7 else rng.choice(actions))
    return state


def kernel_actions(state: GameState) -> list[Action]:
    """The engine's legal actions that are kernel moves (signals change no card)."""
    return [a for a in state.legal_actions() if not isinstance(a, Signal)]


def assert_same_cards(sim: Sim, state: GameState) -> None:
    """``test_kernel.assert_same`` with the signals left out of the legal actions."""
    assert sim.hands == [[c.index for c in h] for h in state.hands]
    assert sim.points == state.seat_points
    assert sim.trick == [c.index for _, c in state.trick]
    assert sim.to_move == (-1 if state.current_player is None else state.current_player)
    assert sim.stock[sim.drawn :] == [c.index for c in state.stock[state.drawn :]]
    assert sim.legal() == [to_move(a) for a in kernel_actions(state)]


@variants
def test_kernel_agrees_step_by_step(rules: Rules) -> None:
    for seed in range(60):
        state = past_the_call(GameState.new(rules, random.Random(seed)), random.Random(seed))
        sim = Sim.from_state(state)
        rng = random.Random(seed)
        while not state.is_over:
            if not rules.signals:
                assert_same(sim, state)
            assert_same_cards(sim, state)
            legal = state.legal_actions()
            action = legal[-1] if rng.random() < 0.5 else rng.choice(legal)
            state.apply(action)
            if not isinstance(action, Signal):
                sim.apply(to_move(action))
        assert_same_cards(sim, state)
        assert sim.is_over


@pytest.mark.parametrize(
    "rules",
    [r for r in VARIANTS.values() if not r.declare_31],
    ids=[n for n, r in VARIANTS.items() if not r.declare_31],
)
def test_random_playout_agrees_with_engine(rules: Rules) -> None:
    # (In Briscola a 31 the kernel's random playout declares as soon as a side can, never
    # at random: test_a31_playouts_declare_when_right covers it.)
    for seed in range(100):
        state = past_the_call(GameState.new(rules, random.Random(seed)), random.Random(seed))
        for _ in range(seed % 17):
            state.apply(kernel_actions(state)[0])
        sim = Sim.from_state(state)
        random_playout(sim, random.Random(seed).random)
        rand = random.Random(seed).random
        while not state.is_over:
            legal = kernel_actions(state)
            state.apply(legal[int(rand() * len(legal))])
        assert sim.points == state.seat_points


@variants
@pytest.mark.parametrize("level", VARIANT_LEVELS)
def test_levels_play_legal_actions(rules: Rules, level: str) -> None:
    for seed in range(3 if level == "hard" else 15):
        players: list[Player] = [
            HardPlayer(LIGHT_HARD) if level == "hard" else make_player(level)
            for _ in range(rules.players)
        ]
        state = play_hand(rules, players, seed)
        assert state.is_over
        if rules.declare_31:
            # Every level declares as soon as its side holds 31, and never wrongly.
            outcome = state.outcome()
            assert outcome is not None
            declared = outcome.declared
            assert declared is not None and declared.right
            assert state.moves[-1] == (declared.seat, DECLARE)
            before = state.tricks[:-1] if state.tricks[-1].winner == declared.seat else None
            assert before is not None  # the declaring seat has just won a trick
            side = rules.side_of(declared.seat)
            held = sum(t.points for t in before if rules.side_of(t.winner) == side)
            assert held < 31  # it could not declare before this trick


def test_a31_playouts_declare_when_right() -> None:
    rules = PRESETS["a-31-2"]
    for seed in range(40):
        for playout in ("random", "heuristic"):
            sim = deal(rules, random.Random(seed).random, dealer=seed % 2)
            stepped = sim.copy()
            if playout == "random":
                random_playout(sim, random.Random(seed).random)
            else:
                heuristic_playout(sim)
                while not stepped.is_over:
                    stepped.apply(heuristic_move(stepped))
                assert stepped.points == sim.points and stepped.declarer == sim.declarer
            assert sim.declarer >= 0 and sim.declared_right
            assert sim.side_points(sim.side[sim.declarer]) >= 31


def test_hard_declares_when_right_and_not_before() -> None:
    rules = PRESETS["a-31-2"]
    for seed in range(3):
        state = GameState.new(rules, random.Random(seed))
        hard = HardPlayer(LIGHT_HARD)
        while (seat := state.current_player) is not None:
            view = state.view(seat)
            action = hard.choose(view, random.Random(seed))
            assert (action is DECLARE) == view.declaration_is_right()
            state.apply(action)


@pytest.mark.parametrize("level", VARIANT_LEVELS)
def test_partners_send_signals_by_the_convention(level: str) -> None:
    rules = PRESETS["pairs-4-signals"]
    sent = 0
    for seed in range(4 if level == "hard" else 12):
        players: list[Player] = [
            HardPlayer(LIGHT_HARD) if level == "hard" else make_player(level)
            for _ in range(rules.players)
        ]
        state = play_hand(rules, players, seed)
        shown = [(seat, name) for seat, _, name in state.signals if name != NOTHING]
        assert len(shown) == len(set(shown))  # a card is shown once
        sent += len(state.signals)
    assert sent > 0


def test_the_search_keeps_a_shown_card_in_its_owners_hand() -> None:
    # After the partner shows the Ace of trump, no world the search deals moves it.
    rules = PRESETS["pairs-4-signals"]
    for seed in range(30):
        state = GameState.new(rules, random.Random(seed))
        rng = random.Random(seed)
        while not state.is_over and not state.signals:
            actions = state.legal_actions()
            card_signals = [a for a in actions if isinstance(a, Signal) and a.name != NOTHING]
            state.apply(card_signals[0] if card_signals else rng.choice(kernel_actions(state)))
        if state.is_over or state.current_player is None:
            continue
        seat, _, _ = state.signals[0]
        partner_view = state.view((seat + 2) % 4)
        shown = state.known[seat][-1]
        worlds = Determinizer(partner_view)
        for k in range(10):
            assert shown.index in worlds.sample(random.Random(k).random).hands[seat]
        return
    raise AssertionError("no card signal in 30 hands")
