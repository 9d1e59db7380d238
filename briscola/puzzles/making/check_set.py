"""The check of a whole set (``python -m briscola puzzles --check``), cheapest first, so that
a set cut short or edited is refused in time proportional to its size before any puzzle is
solved again:

1. the set: its seed in range, the solvers and their tries this version's, the puzzles
   numbered 1, 2, … with the end-of-hand ones first; each puzzle's hand a later hand of its
   stream of the set's seed (``generate.hands``: its seed and two levels drawn from the set's
   seed), and the hands played those up to each stream's last puzzle;
2. every puzzle's lines replayed and their points, its rating from the levels' tries
   (:func:`~briscola.puzzles.making.check.check_replayed`);
3. then each puzzle checked (every ``every``-th): its position one where the hand's two
   levels bring seat 0, for an end-of-hand puzzle the first of the hand's positions (in the
   order drawn from the seed) that makes a puzzle, and the puzzle made again from it
   (:func:`~briscola.puzzles.making.check.check_puzzle`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Final

from briscola.engine.view import SeatView
from briscola.puzzles.making.check import check_puzzle, check_replayed
from briscola.puzzles.making.difficulty import LEVEL_RATINGS, SOLVERS, TRIES
from briscola.puzzles.making.generate import find, hands, play_hand
from briscola.puzzles.making.midhand import STREAM
from briscola.puzzles.making.search import is_midhand
from briscola.puzzles.making.solve import is_candidate
from briscola.puzzles.puzzle import Puzzle, PuzzleSet, puzzle_rules
from briscola.setup.seeds import MAX_SEED

HANDS_PER_PUZZLE: Final = 1000
"""The most hands a set may say it played per puzzle (the shipped set: 2,841 for 660): the
walk along its streams of hands is bounded by the set's size."""

Levels = tuple[str, str]


def check_set(
    puzzles: PuzzleSet, every: int = 1, progress: Callable[[int], None] | None = None
) -> list[str]:
    """What the check finds wrong in ``puzzles`` (empty when nothing): the set and every
    puzzle's file first, each ``every``-th puzzle solved again only when those agree;
    ``progress`` hears of each puzzle solved again."""
    found = check_streams(puzzles)
    if isinstance(found, list):
        return found
    problems = [problem for puzzle in puzzles.puzzles for problem in check_replayed(puzzle)]
    if problems:
        return problems
    for done, puzzle in enumerate(puzzles.puzzles[::every], start=1):
        problems += check_hand(puzzles.seed, puzzle, found[puzzle.number])
        problems += check_puzzle(puzzle)
        if progress is not None:
            progress(done)
    return problems


def check_streams(puzzles: PuzzleSet) -> dict[int, Levels] | list[str]:
    """Each puzzle's two levels (by number), from the hand of the set's streams it comes
    from; or what is wrong with the set, its numbers or its hands."""
    problems = _header(puzzles)
    if problems:
        return problems
    end = [p for p in puzzles.puzzles if not p.searched]
    mid = [p for p in puzzles.puzzles if p.searched]
    budget = puzzles.hands
    levels: dict[int, Levels] = {}
    played = 0
    for stream, found in (("hand", end), (STREAM, mid)):
        walked = _walk(hands(puzzles.seed, stream), found, budget - played, levels)
        if isinstance(walked, str):
            return [walked]
        played += walked
    if played != puzzles.hands:
        return [
            f"the set: it says {puzzles.hands} hands were played, its puzzles come from the "
            f"first {played} (cut short?)"
        ]
    return levels


def check_hand(seed: int, puzzle: Puzzle, levels: Levels) -> list[str]:
    """Whether ``puzzle``'s position is one the hand's ``levels`` bring seat 0 to, and, for
    an end-of-hand puzzle, the first of the hand's positions (in the order the set's
    ``seed`` draws) that makes a puzzle."""
    where = f"puzzle {puzzle.number}"
    wanted: Callable[[SeatView], bool] = is_midhand if puzzle.searched else is_candidate
    positions = list(play_hand(puzzle.seed, levels, puzzle_rules(), wanted))
    if puzzle.moves not in [p.moves for p in positions]:
        return [f"{where}: the levels {' and '.join(levels)} do not play its hand to its position"]
    if puzzle.searched:  # each earlier position would need the search: the maker's time
        return []
    random.Random(f"{seed}:pick:{puzzle.seed}").shuffle(positions)
    for position in positions:
        if position.moves == puzzle.moves:
            return []
        if find(position, LEVEL_RATINGS) is not None:
            return [
                f"{where}: an earlier position of its hand, after {len(position.moves)} "
                "moves, makes a puzzle"
            ]
    return []


def _header(puzzles: PuzzleSet) -> list[str]:
    problems = []
    if not 0 <= puzzles.seed < MAX_SEED:
        problems.append("the set: its seed is out of range (0 to 2^63 - 1)")
    if puzzles.solvers != SOLVERS or puzzles.tries != TRIES:
        problems.append(f"the set: the solvers are not {', '.join(SOLVERS)} with {TRIES} tries")
    numbers = [p.number for p in puzzles.puzzles]
    if numbers != list(range(1, len(numbers) + 1)):
        problems.append("the set: the puzzles are not numbered 1, 2, 3, … in order")
    searched = [p.searched for p in puzzles.puzzles]
    if searched != sorted(searched):
        problems.append("the set: a mid-hand puzzle comes before an end-of-hand one")
    if not 0 <= puzzles.hands <= HANDS_PER_PUZZLE * max(1, len(numbers)):
        problems.append(
            f"the set: {puzzles.hands} hands for {len(numbers)} puzzles (at most "
            f"{HANDS_PER_PUZZLE} a puzzle)"
        )
    return problems


def _walk(
    stream: Iterator[tuple[int, Levels]],
    puzzles: list[Puzzle],
    budget: int,
    levels: dict[int, Levels],
) -> int | str:
    """How many hands of ``stream`` were played up to the last of ``puzzles`` (each from a
    later hand than the one before), noting each puzzle's levels; at most ``budget`` hands
    are walked, or what is wrong."""
    walked = 0
    for puzzle in puzzles:
        while True:
            if walked >= budget:
                return (
                    f"puzzle {puzzle.number}: its hand is no later hand of the set's stream "
                    "within the hands the set says it played"
                )
            seed, pair = next(stream)
            walked += 1
            if seed == puzzle.seed:
                levels[puzzle.number] = pair
                break
    return walked
