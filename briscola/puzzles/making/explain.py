"""A found position made a puzzle: the line after the answer and after the likeliest wrong
card, in the real deal, and the learning aids' words for both."""

from __future__ import annotations

from briscola.engine.actions import Action, Play
from briscola.engine.cards import Card
from briscola.engine.state import GameState
from briscola.engine.view import SeatView
from briscola.learn.coach import tips
from briscola.learn.figures import Choice
from briscola.learn.hint import reason_for
from briscola.puzzles.making.difficulty import Tries
from briscola.puzzles.making.solve import CardValue, best_line
from briscola.puzzles.puzzle import Puzzle, Valued, Words
from briscola.rating.glicko2 import Rating


def likeliest_wrong(values: list[CardValue], answer: Card, tries: Tries) -> Card:
    """The wrong card the levels played most, or on a tie (or none played) the best of
    them: the mistake a player is likeliest to make."""
    wrong = [v for v in values if v.card != answer]
    return max(wrong, key=lambda v: (tries.mistakes.get(v.card, 0), v.mean)).card


def played_out(state: GameState, line: list[Action]) -> GameState:
    """The hand after ``line``."""
    hand = state.copy()
    for action in line:
        hand.apply(action)
    return hand


def aids_words(
    view: SeatView,
    values: list[CardValue],
    answer: Play,
    wrong: Play,
    after_wrong: GameState,
    trick: int,
) -> tuple[Words, Words | None]:
    """The hint's reason for ``answer`` (from the cards' ``values``) and the coach's tip on
    ``wrong``, whose trick is number ``trick`` of the hand ``after_wrong``, if it has one."""
    choices = [Choice(Play(v.card), v.mean, v.wins, v.mean) for v in values]
    reason = reason_for(view, answer, choices)
    found = tips(view, wrong, after_wrong.tricks[trick])
    tip = (
        None
        if not found
        else Words(found[0].pattern, found[0].card, found[0].better, found[0].points)
    )
    return Words(reason.kind, reason.card, reason.other, reason.points), tip


def explain(
    seed: int,
    moves: tuple[Action, ...],
    state: GameState,
    values: list[CardValue],
    answer: Play,
    tries: Tries,
    rating: Rating,
) -> Puzzle:
    """The puzzle of the position ``state`` (hand ``seed`` after ``moves``)."""
    view = state.view(0)
    wrong = likeliest_wrong(values, answer.card, tries)
    line = best_line(state, answer)
    wrong_line = best_line(state, Play(wrong))
    after_wrong = played_out(state, wrong_line)
    reason, tip = aids_words(view, values, answer, Play(wrong), after_wrong, len(state.tricks))
    return Puzzle(
        0,
        seed,
        moves,
        answer.card,
        tuple(Valued(v.card, round(v.mean, 1), round(v.wins, 2)) for v in values),
        len(values[0].points),
        tuple(line),
        played_out(state, line).seat_points[0],
        wrong,
        tuple(wrong_line),
        after_wrong.seat_points[0],
        reason,
        tip,
        tries.solved,
        round(rating.rating),
        round(rating.deviation),
    )
