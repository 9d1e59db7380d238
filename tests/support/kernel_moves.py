"""The kernel's moves against the engine's actions and states, for the kernel's tests."""

from __future__ import annotations

from briscola.ai.kernel.sim import DECLARE_MOVE, SWAP_MOVE, Sim, move_of
from briscola.engine.actions import Action, Declare, Play
from briscola.engine.state import GameState


def to_move(action: Action) -> int:
    """The kernel move for an engine action (checked against ``kernel.move_of``)."""
    move = action.card.index if isinstance(action, Play) else SWAP_MOVE
    if isinstance(action, Declare):
        move = DECLARE_MOVE
    assert move == move_of(action)
    return move


def assert_same(sim: Sim, state: GameState) -> None:
    """The kernel's position ``sim`` holds what the engine's ``state`` holds."""
    assert sim.hands == [[c.index for c in h] for h in state.hands]
    assert sim.points == state.seat_points
    assert sim.trick == [c.index for _, c in state.trick]
    assert sim.to_move == (-1 if state.current_player is None else state.current_player)
    assert sim.stock[sim.drawn :] == [c.index for c in state.stock[state.drawn :]]
    assert sim.legal() == [to_move(a) for a in state.legal_actions()]
