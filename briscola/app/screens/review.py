"""What the review screen shows: the bar while the review runs, then one trick at a time
with the person's move in it against the best card, the costliest moves marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.game.seats import seat_name
from briscola.app.screens.faces import CardFace
from briscola.engine.actions import Action, Play, SwapSeven
from briscola.engine.tuples import NamedTuple
from briscola.i18n import card_phrase, text

if TYPE_CHECKING:
    from briscola.app.aids.reviewing import Reviewing
    from briscola.learn.figures import Choice
    from briscola.learn.review import MoveReview


class ReviewCard(NamedTuple):
    """A card of the trick shown, who played it and whether it took the trick."""

    face: CardFace
    who: str
    wins: bool


class MoveLine(NamedTuple):
    """The person's move in the trick shown: its figures and, when it was not the best,
    the better card's; the coach's tips when the move is marked."""

    played: str
    better: str
    """"" for a best (or the only) move."""
    better_face: CardFace | None
    marked: bool
    tips: tuple[str, ...]


class Jump(NamedTuple):
    """A marked move in the summary: the trick it was played in (from 0) and its words."""

    trick: int
    label: str


class ReviewModel(NamedTuple):
    """Everything the review screen shows."""

    heading: str
    running: bool
    progress: int
    """Percent done while running."""
    progress_label: str
    summary: str
    jumps: tuple[Jump, ...]
    trick: int
    """The trick shown, from 0."""
    tricks: int
    trick_label: str
    taken_label: str
    cards: tuple[ReviewCard, ...]
    hand: tuple[CardFace, ...]
    """The person's hand before their move in this trick."""
    hand_label: str
    moves: tuple[MoveLine, ...]
    back_label: str = ""
    """Where "back" goes: the result, or the statistics for a kept hand or a record file."""


def trick_of_move(moves: list[tuple[int, Action]], number: int, players: int) -> int:
    """The trick (from 0) the move ``number`` of a hand's ``moves`` belongs to."""
    plays = sum(1 for _, action in moves[:number] if isinstance(action, Play))
    return plays // players


def action_phrase(action: Action, lang: str) -> str:
    """The move in words: the card played, or the trump-7 swap."""
    if isinstance(action, Play):
        return card_phrase(action.card, lang)
    if isinstance(action, SwapSeven):
        return text(lang, "review.swap")
    return str(action)


def figures(choice: Choice) -> dict[str, int]:
    """A choice's chance of winning (percent) and points, rounded for the page."""
    return {"win": round(100 * choice.win), "points": round(choice.points)}


def move_line(move: MoveReview, lang: str) -> MoveLine:
    """The words of one reviewed move."""
    played, best = move.played, move.best
    phrase = action_phrase(move.action, lang)
    if played is None or best is None:
        return MoveLine(text(lang, "review.only", card=phrase), "", None, False, ())
    line = text(lang, "review.played", card=phrase, **figures(played))
    if move.exact:
        line += " " + text(lang, "review.exact")
    if best.action == move.action or move.loss <= 1e-9:
        return MoveLine(line + " " + text(lang, "review.good"), "", None, move.marked, ())
    better = text(lang, "review.better", card=action_phrase(best.action, lang), **figures(best))
    face = CardFace.of(best.action.card, lang) if isinstance(best.action, Play) else None
    from briscola.learn.words import tip_text  # the search's modules load after the page

    tips = tuple(tip_text(tip, lang) for tip in move.tips) if move.marked else ()
    return MoveLine(line, better, face, move.marked, tips)


def present_review(reviewing: Reviewing, lang: str) -> ReviewModel:
    """What the review screen shows now."""
    back = text(lang, "review.back_stats" if reviewing.standalone else "review.back")
    return _present(reviewing, lang)._replace(back_label=back)


def _present(reviewing: Reviewing, lang: str) -> ReviewModel:
    heading = text(lang, "review.heading")
    result = reviewing.result
    tricks = reviewing.tricks
    if result is None:
        percent = round(100 * reviewing.review.progress)
        return ReviewModel(
            heading, True, percent, text(lang, "review.progress"), "", (), 0, tricks,
            "", "", (), (), "", (),
        )  # fmt: skip
    hand = reviewing.hand
    players = hand.rules.players
    moves = list(hand.moves)
    at = {m.number: trick_of_move(moves, m.number, players) for m in result.moves}
    jumps = tuple(
        Jump(
            at[m.number],
            text(lang, "review.jump", n=at[m.number] + 1, card=action_phrase(m.action, lang)),
        )
        for m in result.marked
    )
    summary = text(lang, "review.summary" if jumps else "review.clean")
    index = reviewing.trick
    trick = hand.tricks[index]
    cards = tuple(
        ReviewCard(CardFace.of(card, lang), seat_name(seat, lang), seat == trick.winner)
        for seat, card in trick.cards
    )
    mine = [m for m in result.moves if at[m.number] == index]
    before = mine[0].view.hand if mine else ()
    return ReviewModel(
        heading,
        False,
        100,
        text(lang, "review.progress"),
        summary,
        jumps,
        index,
        tricks,
        text(lang, "review.trick", n=index + 1, total=tricks),
        text(lang, "review.taken", who=seat_name(trick.winner, lang), points=trick.points),
        cards,
        tuple(CardFace.of(card, lang) for card in before),
        text(lang, "review.hand"),
        tuple(move_line(m, lang) for m in mine),
    )
