"""Hands played by the computer players, and the positions and views taken along them, for the
AI's tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from briscola.ai import Player, make_player
from briscola.ai.kernel.sim import Sim
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.view import SeatView


def views(rules: Rules, seed: int, count: int) -> list[SeatView]:
    """Views along a hand played by the medium level."""
    state = GameState.new(rules, random.Random(seed))
    player = make_player("medium")
    found: list[SeatView] = []
    while (seat := state.current_player) is not None and len(found) < count:
        view = state.view(seat)
        found.append(view)
        state.apply(player.choose(view, random.Random(0)))
    return found


def position(rules: Rules, seed: int, stock_left: int, mid_trick: bool) -> Sim:
    """A position of a random hand once at most ``stock_left`` cards are left to draw."""
    state = GameState.new(rules, random.Random(seed))
    rng = random.Random(seed + 1)
    while state.stock_left > stock_left or (mid_trick and not state.trick):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return Sim.from_state(state)


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


def seat_zero_views(
    opponent: str, seeds: int, down_to: int = -1
) -> Iterator[tuple[int, GameState, SeatView]]:
    """Hands of ``medium`` (seat 0) against ``opponent`` (seat 1), one per seed: every
    position with seat 0 to act, until at most ``down_to`` cards are left in the stock (-1:
    the whole hand). Each position is yielded before its move is made."""
    players = [make_player("medium"), make_player(opponent)]
    for seed in range(seeds):
        state = GameState.new(Rules(players=2), random.Random(seed))
        rng = random.Random(seed)
        while (seat := state.current_player) is not None and state.stock_left > down_to:
            view = state.view(seat)
            if seat == 0:
                yield seed, state, view
            state.apply(players[seat].choose(view, rng))


def play_hand(rules: Rules, players: list[Player], seed: int) -> GameState:
    """Play one seeded hand, checking every action against the engine's legal actions."""
    state = GameState.new(rules, random.Random(seed))
    rng = random.Random(seed + 1)
    while (seat := state.current_player) is not None:
        view = state.view(seat)
        action = players[seat].choose(view, rng)
        assert action in state.legal_actions(), (seat, action, state)
        state.apply(action, seat)
    return state
