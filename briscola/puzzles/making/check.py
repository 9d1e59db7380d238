"""The check of a set: every puzzle's answer, values and lines found again, by the solver for
the end-of-hand puzzles and by the search (the stored seed and deals) for the mid-hand ones."""

from __future__ import annotations

from briscola.engine.actions import Play
from briscola.puzzles.making.midhand import line_key, search_line
from briscola.puzzles.making.search import is_midhand, runner_up, stable_best
from briscola.puzzles.making.solve import best_line, card_values, clear_best, is_candidate
from briscola.puzzles.puzzle import Puzzle


def check_puzzle(puzzle: Puzzle) -> list[str]:
    """What the solver (or the search) finds different in ``puzzle`` (empty when it agrees)."""
    if puzzle.searched:
        return check_midhand(puzzle)
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
    return problems + _points(puzzle)


def check_midhand(puzzle: Puzzle) -> list[str]:
    """What the search, run again with the puzzle's seed and deals, finds different: the
    clear best card of both runs, the values, the runner-up and both lines."""
    state = puzzle.state()
    view = state.view(0)
    where = f"puzzle {puzzle.number}"
    if not is_midhand(view):
        return [f"{where}: the position is no mid-hand puzzle position"]
    moves = len(puzzle.moves)
    found = stable_best(view, puzzle.seed, moves, puzzle.worlds)
    if found is None or found[0].card != puzzle.answer:
        named = "no stable card" if found is None else str(found[0].card)
        return [f"{where}: the search finds {named} best, not {puzzle.answer}"]
    best, values = found
    problems = []
    shown = [(str(v.card), v.points, v.wins) for v in puzzle.values]
    searched = [(str(v.card), round(v.mean, 1), round(v.wins, 2)) for v in values]
    if shown != searched or puzzle.deals != puzzle.worlds:
        problems.append(f"{where}: the values differ from the search's")
    if puzzle.wrong != runner_up(values, best).card:
        problems.append(f"{where}: the runner-up differs")
    for card, line in ((puzzle.answer, puzzle.line), (puzzle.wrong, puzzle.wrong_line)):
        again = search_line(state, Play(card), line_key(puzzle.seed, moves, str(card)))
        if list(line) != again:
            problems.append(f"{where}: the line after {card} differs")
    return problems + _points(puzzle)


def _points(puzzle: Puzzle) -> list[str]:
    if puzzle.points <= puzzle.wrong_points:
        return [f"puzzle {puzzle.number}: the answer's line does not end with more points"]
    return []
