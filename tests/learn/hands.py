"""Hands played for the learning tests: medium players, with one blunder where asked."""

from __future__ import annotations

import random

from briscola.ai import make_player
from briscola.ai.kernel.endgame import endgame_values
from briscola.ai.kernel.sim import Sim, move_of
from briscola.engine.actions import Action, Play
from briscola.engine.cards import Card
from briscola.engine.rules import Rules
from briscola.engine.state import GameState


def worst_card(state: GameState) -> Action:
    """The seat to act's card that leaves its side the fewest points with perfect play."""
    seat = state.current_player
    assert seat is not None
    points = endgame_values(Sim.from_state(state), state.rules.side_of(seat))
    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    return min(plays, key=lambda a: points[move_of(a)])


def played_hand(seed: int, blunder_at: int | None = None, rules: Rules | None = None) -> GameState:
    """A hand of two medium players dealt and played from ``seed``; at move ``blunder_at``
    (once the stock is gone) seat 0 plays its worst card by the exact endgame instead."""
    rng = random.Random(seed)
    state = GameState.new(rules or Rules(), rng)
    players = [make_player("medium") for _ in range(state.rules.players)]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        if len(state.moves) == blunder_at:
            state.apply(worst_card(state), seat)
        else:
            state.apply(players[seat].choose(state.view(seat), rng), seat)
    return state


def positions(seed: int) -> list[GameState]:
    """The hand of ``seed`` (:func:`played_hand`) before each of its moves."""
    hand = played_hand(seed)
    state = GameState.from_deal(hand.rules, hand.dealer, hand.dealt, hand.initial_stock)
    seen = []
    for seat, action in hand.moves:
        seen.append(state.copy())
        state.apply(action, seat)
    return seen


def moved(seat0: str, seat1: str, plays: list[str]) -> tuple[GameState, int]:
    """A 2-player deal (seat 0 leads) with these hands and the face-up 5D, and the
    hand after ``plays``; the number of the last play."""
    trump = Card.from_code("5D")
    hands = [[Card.from_code(code) for code in seat.split()] for seat in (seat0, seat1)]
    dealt = {*hands[0], *hands[1], trump}
    rest = [card for card in Rules().cards if card not in dealt]
    random.Random(0).shuffle(rest)
    state = GameState.from_deal(Rules(), 1, hands, [*rest, trump])
    for code in plays:
        state.apply(Play(Card.from_code(code)))
    return state, len(plays) - 1
