"""The check of one puzzle: the puzzle made again from its position, by the code that made it,
and compared field by field. The solver finds the answer and the values again for an
end-of-hand puzzle, the search (with the stored seed and deals) for a mid-hand one; then the
levels' tries, the wrong card, both lines and their points, the words and the rating follow.

The fields that follow from the file alone (the lines replayed to the hand's end and their
points, the rating from the levels' tries) are checked first and cheaply by
:func:`check_replayed`, which the set's check runs over every puzzle before it solves any.
"""

from __future__ import annotations

import json
from typing import Any, Final

from briscola.engine.actions import Action, Play
from briscola.engine.errors import BriscolaError
from briscola.engine.jsonio import shorten
from briscola.engine.state import GameState
from briscola.puzzles.making.difficulty import LEVEL_RATINGS, attempt, puzzle_rating
from briscola.puzzles.making.explain import explain
from briscola.puzzles.making.generate import Position
from briscola.puzzles.making.midhand import explain_midhand, replace_rating
from briscola.puzzles.making.search import is_midhand, stable_best
from briscola.puzzles.making.solve import card_values, clear_best, is_candidate
from briscola.puzzles.puzzle import Puzzle

NAMES: Final = {
    "seed": "the hand's seed",
    "moves": "the moves to the position",
    "answer": "the answer",
    "values": "the values",
    "deals": "the deals",
    "line": "the answer's line",
    "points": "the answer's points",
    "wrong": "the wrong card",
    "wrong_line": "the wrong card's line",
    "wrong_points": "the wrong card's points",
    "reason": "the reason",
    "tip": "the tip",
    "solved": "the levels' tries",
    "rating": "the rating",
    "deviation": "the deviation",
    "worlds": "the search's deals",
}
"""Each field of a puzzle as a difference names it."""


def check_puzzle(puzzle: Puzzle) -> list[str]:
    """What making ``puzzle`` again from its position finds different (empty when nothing)."""
    if puzzle.searched:
        return check_midhand(puzzle)
    state = puzzle.state()
    view = state.view(0)
    where = f"puzzle {puzzle.number}"
    if not is_candidate(view):
        return [f"{where}: the position is no puzzle position"]
    values = card_values(view)
    best = clear_best(values)
    if best is None or best.card != puzzle.answer:
        found = "no card" if best is None else str(best.card)
        return [f"{where}: the solver finds {found} best, not {puzzle.answer}"]
    answer = Play(best.card)
    tries = attempt(view, answer, f"{puzzle.seed}:{len(puzzle.moves)}")
    rating = puzzle_rating(tries.solved, LEVEL_RATINGS)
    again = explain(puzzle.seed, puzzle.moves, state, values, answer, tries, rating)
    return differences(puzzle, again) + _points(puzzle)


def check_midhand(puzzle: Puzzle) -> list[str]:
    """What the search, run again with the puzzle's seed and deals, and the rest of the
    making find different: the clear best card of both runs, the values, the runner-up, both
    lines, the levels' tries and what follows from them."""
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
    tries = attempt(view, Play(best.card), f"{puzzle.seed}:{moves}")
    # The levels that played the hand play no part in the puzzle made from its position.
    position = Position(puzzle.seed, ("", ""), puzzle.moves, state)
    made = explain_midhand(position, values, best, tries.solved)
    again = replace_rating(made, puzzle_rating(tries.solved, LEVEL_RATINGS))
    return differences(puzzle, again) + _points(puzzle)


def check_replayed(puzzle: Puzzle) -> list[str]:
    """What the file alone shows wrong: each line starts with its card and plays the hand
    out to its end, with the points the file gives it; the rating and deviation are those of
    the levels' tries in the file."""
    where = f"puzzle {puzzle.number}"
    problems: list[str] = []
    state = puzzle.state()
    lines = (
        ("line", puzzle.answer, puzzle.line, puzzle.points),
        ("wrong_line", puzzle.wrong, puzzle.wrong_line, puzzle.wrong_points),
    )
    for name, card, line, points in lines:
        after = _played(state, line)
        if not line or line[0] != Play(card) or after is None or not after.is_over:
            problems.append(f"{where}: {NAMES[name]} does not play the hand out from {card}")
        elif after.seat_points[0] != points:
            problems.append(
                f"{where}: {NAMES[name.replace('line', 'points')]} differ: {points} in the "
                f"file, {after.seat_points[0]} at the end of the line"
            )
    rating = puzzle_rating(puzzle.solved, LEVEL_RATINGS)
    if (puzzle.rating, puzzle.deviation) != (round(rating.rating), round(rating.deviation)):
        problems.append(
            f"{where}: the rating differs: {puzzle.rating} ± {puzzle.deviation} in the file, "
            f"{round(rating.rating)} ± {round(rating.deviation)} from the levels' tries"
        )
    return problems + _points(puzzle)


def differences(puzzle: Puzzle, again: Puzzle) -> list[str]:
    """Each field (but the number) in which ``again`` differs from ``puzzle``, named with
    both values as the file writes them."""
    mine, found = puzzle.to_json(), again.to_json()
    return [
        f"puzzle {puzzle.number}: {NAMES[key]} differs: {_shown(mine.get(key))} in the file, "
        f"{_shown(found.get(key))} found again"
        for key in NAMES
        if mine.get(key) != found.get(key)
    ]


def _played(state: GameState, line: tuple[Action, ...]) -> GameState | None:
    hand = state.copy()
    try:
        for action in line:
            hand.apply(action)
    except BriscolaError:
        return None
    return hand


def _shown(data: Any) -> str:
    return shorten(json.dumps(data, separators=(",", ":")), 60)


def _points(puzzle: Puzzle) -> list[str]:
    if puzzle.points <= puzzle.wrong_points:
        return [f"puzzle {puzzle.number}: the answer's line does not end with more points"]
    return []
