"""The check of a set: every puzzle's answer, values and lines found again by the solver."""

from __future__ import annotations

from briscola.actions import Play
from briscola.puzzles.making.solve import best_line, card_values, clear_best, is_candidate
from briscola.puzzles.puzzle import Puzzle


def check_puzzle(puzzle: Puzzle) -> list[str]:
    """What the solver finds different in ``puzzle`` (empty when it agrees)."""
    state = puzzle.state()
    view = state.view(0)
    if not is_candidate(view):
        return [f"puzzle {puzzle.number}: the position is no puzzle position"]
    values = card_values(view)
    best = clear_best(values)
    problems = []
    if best is None or best.card != puzzle.answer:
        found = "no card" if best is None else str(best.card)
        problems.append(
            f"puzzle {puzzle.number}: the solver finds {found} best, not {puzzle.answer}"
        )
    shown = [(str(v.card), v.points, v.wins) for v in puzzle.values]
    solved = [(str(v.card), round(v.mean, 1), round(v.wins, 2)) for v in values]
    if shown != solved or puzzle.deals != len(values[0].points):
        problems.append(f"puzzle {puzzle.number}: the values differ from the solver's")
    if list(puzzle.line) != best_line(state, Play(puzzle.answer)):
        problems.append(f"puzzle {puzzle.number}: the answer's line differs")
    if list(puzzle.wrong_line) != best_line(state, Play(puzzle.wrong)):
        problems.append(f"puzzle {puzzle.number}: the wrong card's line differs")
    if puzzle.points <= puzzle.wrong_points:
        problems.append(f"puzzle {puzzle.number}: the two lines end with the same points")
    return problems
