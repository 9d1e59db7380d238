"""The puzzle set from self-play: seeded hands between the levels, the positions where one
card is clearly best, each rated by how the levels fare at finding it.

Everything comes from one seed: hand ``i``'s seed, its two levels and every choice of theirs
are drawn from ``random.Random(f"{seed}:…")`` texts, so the same seed gives the same set.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

from briscola.ai import make_player
from briscola.engine.actions import Action, Play
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.engine.values import replace
from briscola.engine.view import SeatView
from briscola.puzzles.making.difficulty import SOLVERS, TRIES, attempt, puzzle_rating
from briscola.puzzles.making.explain import explain
from briscola.puzzles.making.solve import card_values, clear_best, is_candidate
from briscola.puzzles.puzzle import Puzzle, PuzzleSet, puzzle_rules
from briscola.rating.glicko2 import Rating
from briscola.setup.seeds import MAX_SEED, deal_rng

SEAT: Final = 0
"""The solver's seat: the page's person sits there."""
PLAYING: Final = ("random", "greedy", "rule", "easy", "medium")
"""The levels whose hands the positions come from (the hard level plays too slowly to play
thousands of whole hands here; it rates every puzzle)."""


@dataclass(frozen=True, slots=True)
class Position:
    """A position of a played hand: its seed, the levels at the two seats, the moves to it."""

    seed: int
    levels: tuple[str, str]
    moves: tuple[Action, ...]
    state: GameState


def play_hand(
    seed: int,
    levels: tuple[str, str],
    rules: Rules,
    wanted: Callable[[SeatView], bool] = is_candidate,
) -> Iterator[Position]:
    """The positions of hand ``seed`` where seat 0 moves with a view ``wanted`` takes (by
    default an end-of-hand candidate), as the two levels play it."""
    state = GameState.new(rules, deal_rng(seed, 1))
    players = [make_player(name) for name in levels]
    moves: list[Action] = []
    while (seat := state.current_player) is not None:
        view = state.view(seat)
        if seat == SEAT and wanted(view):
            yield Position(seed, levels, tuple(moves), state.copy())
        rng = random.Random(f"{seed}:play:{len(moves)}")
        action = players[seat].choose(view, rng)
        state.apply(action, seat)
        moves.append(action)


def hands(seed: int, stream: str = "hand") -> Iterator[tuple[int, tuple[str, str]]]:
    """Hand seeds and their two levels, endlessly, from ``seed`` (``stream`` names the
    sequence: another name, other hands)."""
    number = 0
    while True:
        rng = random.Random(f"{seed}:{stream}:{number}")
        yield rng.randrange(MAX_SEED), (rng.choice(PLAYING), rng.choice(PLAYING))
        number += 1


def find(position: Position, levels: dict[str, Rating]) -> Puzzle | None:
    """The puzzle at ``position`` (rated and explained), or None when no card is clearly best
    or when, in the hand's real deal, the likeliest wrong card's line ends with as many
    points as the answer's (the explanation would not show the difference)."""
    view = position.state.view(SEAT)
    values = card_values(view)
    best = clear_best(values)
    if best is None:
        return None
    answer = Play(best.card)
    tries = attempt(view, answer, f"{position.seed}:{len(position.moves)}")
    rating = puzzle_rating(tries.solved, levels)
    puzzle = explain(position.seed, position.moves, position.state, values, answer, tries, rating)
    return puzzle if puzzle.points > puzzle.wrong_points else None


def generate(
    seed: int,
    count: int,
    levels: dict[str, Rating],
    progress: Callable[[int, int], None] | None = None,
) -> PuzzleSet:
    """``count`` puzzles from ``seed``: at most one per hand (a position chosen at random
    among the hand's candidates), in the order found, rated by :data:`SOLVERS`."""
    rules = puzzle_rules()
    found: list[Puzzle] = []
    tried = 0
    for hand_seed, pair in hands(seed):
        if len(found) >= count:
            break
        positions = list(play_hand(hand_seed, pair, rules))
        tried += 1
        random.Random(f"{seed}:pick:{hand_seed}").shuffle(positions)
        for position in positions:
            puzzle = find(position, levels)
            if puzzle is not None:
                found.append(replace(puzzle, number=len(found) + 1))
                break
        if progress is not None:
            progress(len(found), tried)
        if len(found) >= count:
            break
    return PuzzleSet(seed, tuple(found), tried, SOLVERS, TRIES)
