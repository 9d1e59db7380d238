"""Perfect-information play (Briscola scoperta): alpha-beta over the open hand.

With every card and the stock's order in sight there is nothing to guess: near the end the
hand is solved exactly (``endgame.py``); earlier, alpha-beta looks ``depth`` tricks ahead and
the playout policy finishes each line (a full solve from the deal is far beyond a move's
budget).
"""

from __future__ import annotations

from briscola.ai.kernel.endgame import endgame_points
from briscola.ai.kernel.playout import heuristic_playout
from briscola.ai.kernel.sim import POINTS, Sim


def cards_left(sim: Sim) -> int:
    """Cards still to be played: in the hands and in the stock."""
    return sum(len(hand) for hand in sim.hands) + len(sim.stock) - sim.drawn


def open_points(sim: Sim, side: int, exact_cards: int, depth: int) -> int:
    """The points ``side`` ends with from ``sim`` (not changed) under best play: exact once
    at most ``exact_cards`` cards are left, else over ``depth`` tricks then the policy."""
    if cards_left(sim) <= exact_cards:
        return endgame_points(sim, side)
    return _bounded(sim, side, sim.tricks_done + depth, -1, 121)


def _bounded(sim: Sim, side: int, stop: int, alpha: int, beta: int) -> int:
    if sim.to_move < 0:
        return sim.side_points(side)
    if sim.tricks_done >= stop and not sim.trick:
        leaf = sim.copy()
        heuristic_playout(leaf)
        return leaf.side_points(side)
    moves = sim.legal()
    if len(moves) > 1:
        moves.sort(key=lambda m: POINTS[m] if m < 40 else 12, reverse=True)
    maximizing = sim.side[sim.to_move] == side
    for move in moves:
        child = sim.copy()
        child.apply(move)
        value = _bounded(child, side, stop, alpha, beta)
        if maximizing:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
        if alpha >= beta:
            break
    return alpha if maximizing else beta
