"""Exact play of a fully known position: plain alpha-beta over the points of two sides.

With two sides the game is zero-sum in points, so the most points a side can make against
best defence also decides whether it can force a win (more than 60). This is the tests'
oracle: the search uses ``briscola/ai/kernel/endgame.py`` (two players, the same values, many times
faster), and the tests check it against this one, and this one against a brute-force minimax
(``benchmarks/endgame_speed.py`` times the two).
"""

from __future__ import annotations

from briscola.ai.kernel.sim import POINTS, Sim


def best_points(sim: Sim, side: int, alpha: int = -1, beta: int = 121) -> int:
    """The points ``side`` ends with if both sides play perfectly from ``sim``.

    ``sim`` is not changed. ``alpha``/``beta`` bound the search as usual (fail-hard).
    """
    if sim.to_move < 0:
        return sim.side_points(side)
    moves = sim.legal()
    if len(moves) > 1:
        moves.sort(key=_order, reverse=True)  # rich cards first: earlier cut-offs
    maximizing = sim.side[sim.to_move] == side
    for move in moves:
        child = sim.copy()
        child.apply(move)
        value = best_points(child, side, alpha, beta)
        if maximizing:
            if value > alpha:
                alpha = value
        elif value < beta:
            beta = value
        if alpha >= beta:
            break
    return alpha if maximizing else beta


def _order(move: int) -> int:
    return POINTS[move] if move < 40 else 12


def move_values(sim: Sim, side: int) -> dict[int, int]:
    """Exact points for ``side`` after each legal move of the seat to act."""
    values: dict[int, int] = {}
    for move in sim.legal():
        child = sim.copy()
        child.apply(move)
        values[move] = best_points(child, side)
    return values
