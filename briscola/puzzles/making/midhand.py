"""Mid-hand puzzles: positions with four or more cards in the stock, judged by the search.

From the same kind of seeded self-play hands as the end-of-hand puzzles (their own stream of
hands, ``hands(seed, "mid")``), every mid-hand position (``search.is_midhand``) gets a quick
look: the search over :data:`QUICK_WORLDS` deals. Where the best card's margin there is at
least :data:`QUICK_MARGIN` the search runs twice in full (``search.stable_best``); the
position is a puzzle when both runs find the same card at least 10 points above every other.

The lines: the answer and the runner-up (the search's second card) each played on the
hand's real deal, the rest of the hand by the hard level for both seats (each from its own
view, seeded from the puzzle) while more than ``search.EXACT_STOCK`` cards are left to draw,
then by the exact solver on the real deal (``solve.perfect_rest``). The answer's line must
end with more points than the runner-up's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from briscola.ai import make_player
from briscola.engine.actions import Action, Play
from briscola.engine.state import GameState
from briscola.engine.values import replace
from briscola.puzzles.making.difficulty import attempt, puzzle_rating
from briscola.puzzles.making.explain import aids_words, played_out
from briscola.puzzles.making.generate import SEAT, Position, hands, play_hand
from briscola.puzzles.making.search import (
    EXACT_STOCK,
    WORLDS,
    is_midhand,
    margin,
    runner_up,
    search_key,
    search_values,
    stable_best,
)
from briscola.puzzles.making.solve import CardValue, perfect_rest
from briscola.puzzles.puzzle import Puzzle, PuzzleSet, Valued, puzzle_rules
from briscola.rating.glicko2 import Rating

QUICK_WORLDS: Final = 40
"""Deals of the quick look that decides whether a position is worth the full search."""
QUICK_MARGIN: Final = 5.0
"""The quick look's margin (points) a position needs for the full search."""
LINE_PLAYER: Final = "hard"
"""The level that plays the lines' moves before the solver takes over."""
STREAM: Final = "mid"
"""The name of the mid-hand puzzles' stream of hands."""


def search_line(state: GameState, first: Action, key: str) -> list[Action]:
    """``first``, then the rest of the hand: the hard level's moves for both seats while more
    than :data:`EXACT_STOCK` cards are left to draw, then the exact solver's on the real
    deal."""
    hand = state.copy()
    hand.apply(first)
    line = [first]
    player = make_player(LINE_PLAYER)
    while not hand.is_over and hand.stock_left > EXACT_STOCK:
        seat = hand.current_player
        assert seat is not None
        action = player.choose(hand.view(seat), random.Random(f"{key}:line:{len(line)}"))
        hand.apply(action, seat)
        line.append(action)
    return line + perfect_rest(hand)


def line_key(seed: int, moves: int, card: str) -> str:
    """The text that seeds the hard level's moves in the line after ``card``.

    >>> line_key(12, 9, "AD")
    '12:9:AD'
    """
    return f"{seed}:{moves}:{card}"


def explain_midhand(
    position: Position, values: list[CardValue], best: CardValue, solved: tuple[int, ...]
) -> Puzzle:
    """The puzzle of a mid-hand position whose search values are ``values``: both lines on
    the real deal, the hint's reason, the coach's tip on the runner-up; ``solved``: the
    levels' tries (the rating is set after)."""
    state, seed, moves = position.state, position.seed, len(position.moves)
    view = state.view(SEAT)
    second = runner_up(values, best)
    answer, wrong = Play(best.card), Play(second.card)
    line = search_line(state, answer, line_key(seed, moves, str(best.card)))
    wrong_line = search_line(state, wrong, line_key(seed, moves, str(second.card)))
    after_wrong = played_out(state, wrong_line)
    reason, tip = aids_words(view, values, answer, wrong, after_wrong, len(state.tricks))
    return Puzzle(
        0,
        seed,
        position.moves,
        best.card,
        tuple(Valued(v.card, round(v.mean, 1), round(v.wins, 2)) for v in values),
        len(best.points),
        tuple(line),
        played_out(state, line).seat_points[0],
        second.card,
        tuple(wrong_line),
        after_wrong.seat_points[0],
        reason,
        tip,
        solved,
        0,
        0,
        worlds=len(best.points),
    )


def find_midhand(
    position: Position, levels: dict[str, Rating], worlds: int = WORLDS
) -> Puzzle | None:
    """The mid-hand puzzle at ``position`` (the search over ``worlds`` deals a run), or
    None: the quick look's margin too small, the two runs not agreeing on a card 10 points
    above every other, or the answer's line on the real deal not ending with more points
    than the runner-up's."""
    view = position.state.view(SEAT)
    seed, moves = position.seed, len(position.moves)
    if margin(search_values(view, QUICK_WORLDS, search_key(seed, moves, -1))) < QUICK_MARGIN:
        return None
    found = stable_best(view, seed, moves, worlds)
    if found is None:
        return None
    best, values = found
    tries = attempt(view, Play(best.card), f"{seed}:{moves}")
    puzzle = explain_midhand(position, values, best, tries.solved)
    if puzzle.points <= puzzle.wrong_points:
        return None
    rating = puzzle_rating(tries.solved, levels)
    return replace_rating(puzzle, rating)


def replace_rating(puzzle: Puzzle, rating: Rating) -> Puzzle:
    """``puzzle`` with ``rating``'s rating and deviation, rounded."""
    return replace(puzzle, rating=round(rating.rating), deviation=round(rating.deviation))


def generate_midhand(
    seed: int,
    count: int,
    levels: dict[str, Rating],
    progress: Callable[[int, int], None] | None = None,
) -> tuple[list[Puzzle], int]:
    """``count`` mid-hand puzzles from ``seed`` (at most one per hand, the hand's positions
    tried in an order drawn from the seed) and the hands played to find them."""
    rules = puzzle_rules()
    found: list[Puzzle] = []
    tried = 0
    for hand_seed, pair in hands(seed, STREAM):
        if len(found) >= count:
            break
        positions = list(play_hand(hand_seed, pair, rules, is_midhand))
        tried += 1
        random.Random(f"{seed}:{STREAM}:pick:{hand_seed}").shuffle(positions)
        for position in positions:
            puzzle = find_midhand(position, levels)
            if puzzle is not None:
                found.append(puzzle)
                break
        if progress is not None:
            progress(len(found), tried)
    return found, tried


def mixed(end: PuzzleSet, midhand: list[Puzzle], hands: int) -> PuzzleSet:
    """The set of the end-of-hand puzzles ``end`` and the mid-hand ones after them, numbered
    in that order, with every hand played (``hands``: the mid-hand stream's)."""
    puzzles = [*end.puzzles, *midhand]
    numbered = tuple(replace(p, number=i) for i, p in enumerate(puzzles, start=1))
    return replace(end, puzzles=numbered, hands=end.hands + hands)
