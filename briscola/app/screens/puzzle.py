"""The presenter of the puzzle screen: the position as the table shows it, then the answer
with the lines played out and the learning aids' words."""

from __future__ import annotations

from briscola.app.aids.puzzles import Solving, puzzle_fragment
from briscola.app.game.seats import places, seat_name
from briscola.app.game.session import Session
from briscola.app.screens.faces import CardFace
from briscola.app.screens.learn import CountSuit
from briscola.app.screens.stats import PROVISIONAL
from briscola.app.screens.table import Played, TableModel, Tally, present_table
from briscola.app.statistics.puzzle_record import PuzzleRecord
from briscola.engine.actions import Action
from briscola.engine.cards import SUITS, Card
from briscola.engine.series import Series
from briscola.engine.state import GameState
from briscola.engine.tuples import NamedTuple
from briscola.engine.view import SeatView
from briscola.i18n import card_name, card_phrase, count, suit_name, text
from briscola.puzzles.puzzle import Puzzle, Words, puzzle_rules
from briscola.setup.settings import Settings


class LineTrick(NamedTuple):
    """A trick of a line played out, and who took it with how many points."""

    cards: tuple[Played, ...]
    label: str


class Line(NamedTuple):
    """A line: its heading ("Con l'Asso di Coppe:"), its tricks, its end."""

    heading: str
    tricks: tuple[LineTrick, ...]
    end: str
    best: bool


class PuzzleModel(NamedTuple):
    """Everything the puzzle screen shows."""

    heading: str
    about: str
    loading: str
    error: str
    table: TableModel | None
    task: str
    known: tuple[CardFace, ...]
    known_label: str
    answered: bool
    correct: bool
    verdict: str
    words: tuple[str, ...]
    lines: tuple[Line, ...]
    rating: str
    change: str
    next_label: str
    daily_label: str
    score: tuple[Tally, ...] = ()
    """The points each side has taken so far."""
    score_label: str = ""
    played: tuple[CountSuit, ...] = ()
    """The cards played so far in the hand, by suit (trump first), strongest first."""
    played_label: str = ""
    unseen: tuple[CountSuit, ...] = ()
    """The cards the solver has not seen (the other's hand and the stock), while the stock
    lasts (once it is empty the other's hand is :attr:`known`)."""
    unseen_label: str = ""
    fragment: str = ""
    """The page address's fragment naming the puzzle (``puzzle-57``, ``puzzle-daily``), so
    that a reload comes back to it."""


def by_suit(cards: list[Card], view: SeatView, lang: str) -> tuple[CountSuit, ...]:
    """``cards`` by suit, trump first, each suit's strongest first (empty suits left out)."""
    rows = []
    for suit in sorted(SUITS, key=lambda s: s != view.trump_suit):
        mine = sorted((c for c in cards if c.suit == suit), key=lambda c: -view.strength(c))
        if mine:
            name = suit_name(suit, lang)
            label = text(lang, "count.trump", suit=name) if suit == view.trump_suit else name
            rows.append(CountSuit(label, tuple(CardFace.of(c, lang) for c in mine)))
    return tuple(rows)


def puzzle_session(puzzle: Puzzle, lang: str) -> Session:
    """The puzzle's position as a session the table's presenter shows (with the points
    taken so far: the solver may count them)."""
    settings = Settings().replace(
        players=2, variant="classic", best_of=1, language=lang, show_points=True
    )
    rules = puzzle_rules()
    return Session(settings, puzzle.seed, Series(rules, puzzle.state(), [0, 0], [], False))


def _words(words: Words, prefix: str, lang: str) -> str:
    def phrase(card: Card | None) -> str:
        return "" if card is None else card_phrase(card, lang)

    return text(
        lang,
        f"{prefix}.{words.kind}",
        card=phrase(words.card),
        other=phrase(words.other),
        better=phrase(words.other),
        points=words.points,
    )


def played_out(
    state: GameState, line: tuple[Action, ...], card: Card, best: bool, lang: str, real: bool
) -> Line:
    """``line`` from ``state``, trick by trick (``real``: one deal of several)."""
    hand = state.copy()
    where = places(2, True)
    tricks = []
    for action in line:
        done = len(hand.tricks)
        hand.apply(action)
        if len(hand.tricks) > done:
            trick = hand.tricks[-1]
            cards = tuple(
                Played(s, where[s], seat_name(s, lang), CardFace.of(c, lang), s == trick.winner)
                for s, c in trick.cards
            )
            key = "puzzle.trick.you" if trick.winner == 0 else "puzzle.trick.other"
            label = text(lang, key, name=seat_name(trick.winner, lang), points=trick.points)
            tricks.append(LineTrick(cards, label))
    end = text(lang, "puzzle.end", points=hand.seat_points[0])
    heading = text(
        lang, "puzzle.line.real" if real else "puzzle.line", card=card_phrase(card, lang)
    )
    return Line(heading, tuple(tricks), end, best)


def number(value: float, lang: str) -> str:
    """A mean of points as the language writes it: 57, 57.5 or 57,5.

    >>> number(57.0, "it"), number(57.5, "en"), number(57.5, "de")
    ('57', '57.5', '57,5')
    """
    shown = f"{value:g}"
    return shown if lang == "en" else shown.replace(".", ",")


def values_text(puzzle: Puzzle, lang: str) -> str:
    """Each card's points at the end of the hand (their mean over the deals); for a mid-hand
    puzzle the answer's and the runner-up's expected points, judged by the search."""
    if puzzle.searched:
        shown = {v.card: v.points for v in puzzle.values}
        best, second = (
            f"{card_name(card, lang)} {number(shown[card], lang)}"
            for card in (puzzle.answer, puzzle.wrong)
        )
        return " ".join(
            (
                text(lang, "puzzle.values.search", worlds=puzzle.worlds, best=best, second=second),
                text(lang, "puzzle.values.search.lines"),
            )
        )
    values = ", ".join(f"{card_name(v.card, lang)} {number(v.points, lang)}" for v in puzzle.values)
    if puzzle.deals == 1:
        return text(lang, "puzzle.values.one", values=values)
    return text(lang, "puzzle.values.many", deals=puzzle.deals, values=values)


def present_puzzle(solving: Solving, record: PuzzleRecord, lang: str) -> PuzzleModel:
    """What the puzzle screen shows now."""
    rating = text(
        lang,
        "puzzle.rating",
        rating=round(record.rating.rating),
        deviation=round(record.rating.deviation),
        solved=record.solved,
        tried=record.tried,
    )
    empty = PuzzleModel(
        text(lang, "puzzle.nav"),
        "",
        "",
        "",
        None,
        "",
        (),
        "",
        False,
        False,
        "",
        (),
        (),
        rating,
        "",
        text(lang, "puzzle.next"),
        text(lang, "puzzle.daily"),
    )
    empty = empty._replace(fragment=puzzle_fragment(solving))
    if solving.error:
        return empty._replace(error=text(lang, "puzzle.error", error=solving.error))
    if solving.puzzles is None:
        return empty._replace(loading=text(lang, "puzzle.loading"))
    puzzle = solving.puzzles.puzzles[solving.at]
    session = puzzle_session(puzzle, lang)
    answered = bool(solving.picked)
    table = present_table(session, lang, following=answered)
    view = session.view()
    heading = (
        text(lang, "puzzle.daily.heading")
        if solving.daily
        else text(lang, "puzzle.heading", n=puzzle.number)
    )
    known: tuple[CardFace, ...] = ()
    if view.stock_left == 0:
        other = session.hand.hands[1]
        known = tuple(CardFace.of(c, lang) for c in other)
        known_label = text(
            lang,
            "puzzle.known",
            name=seat_name(1, lang),
            cards=", ".join(card_name(c, lang) for c in other),
        )
    elif view.stock_left > 2:
        known_label = text(lang, "puzzle.hidden.stock", n=view.stock_left)
    else:
        known_label = text(lang, "puzzle.hidden")
    model = empty._replace(
        heading=heading,
        about=text(lang, "puzzle.about", rating=puzzle.rating),
        table=table,
        task=text(lang, "puzzle.task", n=len(view.hand)),
        known=known,
        known_label=known_label,
        score=table.score,
        score_label=text(lang, "puzzle.score"),
    )
    model = _cards_so_far(model, view, lang)
    if not answered:
        return model
    correct = solving.picked == str(puzzle.answer)
    verdict = text(
        lang, "puzzle.right" if correct else "puzzle.wrong", card=card_phrase(puzzle.answer, lang)
    )
    words = [_words(puzzle.reason, "hint", lang), values_text(puzzle, lang)]
    if puzzle.tip is not None:
        words.append(_words(puzzle.tip, "coach", lang))
    state = session.hand
    lines = (
        played_out(state, puzzle.line, puzzle.answer, True, lang, puzzle.deals > 1),
        played_out(state, puzzle.wrong_line, puzzle.wrong, False, lang, puzzle.deals > 1),
    )
    return model._replace(
        answered=True,
        correct=correct,
        verdict=verdict,
        words=tuple(words),
        lines=lines,
        change=(
            text(lang, "puzzle.again", rating=round(record.rating.rating))
            if solving.again
            else change_text(record, solving.change, lang)
        ),
    )


def _cards_so_far(model: PuzzleModel, view: SeatView, lang: str) -> PuzzleModel:
    """``model`` with the cards played so far and, while the stock lasts, those not seen."""
    played = view.played_cards()
    model = model._replace(
        played=by_suit(played, view, lang),
        played_label=count(lang, "puzzle.played", len(played)),
    )
    if not view.stock_left:
        return model
    unseen = view.unseen_cards()
    return model._replace(
        unseen=by_suit(unseen, view, lang),
        unseen_label=text(lang, "puzzle.unseen", n=len(unseen), name=seat_name(1, lang)),
    )


def signed(change: int) -> str:
    """A change as the verdict writes it, with a true minus sign.

    >>> signed(12), signed(-126), signed(0)
    ('+12', '\u2212126', '\xb10')
    """
    if change == 0:
        return "\u00b10"
    return f"+{change}" if change > 0 else f"\u2212{-change}"


def change_text(record: PuzzleRecord, change: int, lang: str) -> str:
    """What the answer moved: the puzzle rating now and its change; "provisional" while its
    deviation is wide (then one answer moves it a lot)."""
    key = "puzzle.change.provisional" if record.rating.deviation > PROVISIONAL else "puzzle.change"
    return text(lang, key, rating=round(record.rating.rating), change=signed(change))
