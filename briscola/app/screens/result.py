"""The presenter of the end-of-hand screen: points, cards taken, winner, series progress."""

from __future__ import annotations

from typing import Literal

from briscola.app.aids.proof import Proof
from briscola.app.game.announce import Seating, declaration_sentence
from briscola.app.game.seats import people_side, seat_names, side_name
from briscola.app.game.session import Session
from briscola.app.screens.faces import CardFace
from briscola.app.screens.lesson import LessonEnd
from briscola.app.screens.series_end import has_series_end
from briscola.app.screens.table import Tally, wins
from briscola.engine.cards import Card
from briscola.engine.tuples import NamedTuple
from briscola.i18n import card_phrase, count, text


class SideResult(NamedTuple):
    """One side at the end of a hand."""

    name: str
    points: int
    points_label: str
    seat_points: tuple[str, ...]
    """"Tu: 30", "Giulia: 35" with pairs; empty otherwise."""
    tricks_label: str
    cards: tuple[CardFace, ...]
    winner: bool
    mine: bool


class ResultModel(NamedTuple):
    """Everything the end-of-hand screen shows."""

    outcome: Literal["won", "lost", "tie"]
    headline: str
    sides: tuple[SideResult, ...]
    cappotto: str
    declaration: str
    """Briscola a 31: who declared and whether it was right; Briscola Chiamata: who called
    which card, who the partner was and the points needed (else empty)."""
    tie_note: str
    series_label: str
    wins: tuple[Tally, ...]
    series_over: bool
    series_headline: str
    series_outcome: Literal["won", "lost", ""]
    """The person's series (won or lost) once a series of more than one hand is over."""
    series_end: bool
    """The series-end screen has the series to show: the screen offers it."""
    celebrate: bool
    """The person (or their pair) has just won the series, or the single hand."""
    next_label: str
    """The button that deals the next hand; empty once the series is over."""
    next_note: str
    hints: str = ""
    """How many hints the person used in the hand ("" when none)."""
    review_label: str = ""
    """The button that opens the review of the hand ("" when there is none to review)."""
    proof: Proof | None = None
    """The fair-deal proof: the fingerprint and the secret (None when not dealt here)."""
    share_link: str = ""
    """The link to this hand, once asked for ("" offers the share button)."""
    share_compare: str = ""
    """How the person did against the shared link's result ("" without one)."""
    daily: str = ""
    """The daily deal: whether this result counts for the day, and the streaks."""
    lesson: LessonEnd | None = None
    """The end of the first hand that teaches: its last words and ways on, in place of the
    usual ones (None after any other hand)."""


def present_result(session: Session, lang: str) -> ResultModel:
    """What the end-of-hand screen shows (the hand must be over)."""
    hand = session.hand
    rules = hand.rules
    outcome = hand.outcome()
    assert outcome is not None
    sides_of = tuple(hand.side_of(seat) for seat in range(rules.players))
    names, you = seat_names(session.settings, lang), session.you
    persons = session.settings.persons()
    mine = people_side(sides_of, persons)
    pairs = rules.has_teams or rules.is_chiamata  # pairs, teams of three, the Chiamata's sides

    taken: list[list[CardFace]] = [[] for _ in range(rules.sides)]
    tricks = [0] * rules.sides
    for trick in hand.tricks:
        side = sides_of[trick.winner]
        tricks[side] += 1
        taken[side].extend(CardFace.of(card, lang) for _, card in trick.cards)
    sides = tuple(
        SideResult(
            name=side_name(sides_of, side, lang, names),
            points=points,
            points_label=count(lang, "result.points", points),
            seat_points=(
                tuple(
                    text(
                        lang,
                        "result.seat_points",
                        name=names[s],
                        points=outcome.seat_points[s],
                    )
                    for s in range(rules.players)
                    if sides_of[s] == side
                )
                if pairs
                else ()
            ),
            tricks_label=count(lang, "tricks", tricks[side]),
            cards=tuple(sorted(taken[side], key=lambda f: _order(f.code))),
            winner=outcome.winner == side,
            mine=side == mine,
        )
        for side, points in enumerate(outcome.side_points)
    )

    suffix = ".pair" if pairs else ""
    result: Literal["won", "lost", "tie"]
    if outcome.winner is None:
        result, headline = "tie", text(lang, "result.tie")
    elif outcome.winner == mine:
        result, headline = "won", text(lang, "result.won" + suffix)
    elif mine is None:  # people on both sides: the winners by name, a person's win in green
        won = any(sides_of[seat] == outcome.winner for seat in persons)
        result = "won" if won else "lost"
        headline = text(
            lang, "result.winner", name=side_name(sides_of, outcome.winner, lang, names)
        )
    else:
        result = "lost"
        headline = (
            text(lang, "result.lost" + suffix)
            if rules.sides == 2
            else text(lang, "result.winner", name=side_name(sides_of, outcome.winner, lang, names))
        )
    cappotto = ""
    if outcome.cappotto and outcome.winner is not None:
        name = side_name(sides_of, outcome.winner, lang, names)
        cappotto = text(lang, "result.cappotto", name=name)

    declaration = ""
    if outcome.declared is not None:
        declared = outcome.declared
        declaration = declaration_sentence(declared.seat, declared.right, lang, Seating(names, you))
    elif outcome.contract is not None:
        contract = outcome.contract
        declaration = text(
            lang,
            "result.contract.you" if contract.caller == you else "result.contract",
            name=names[contract.caller],
            card=card_phrase(Card.from_code(contract.called), lang),
            partner=names[contract.partner],
            target=contract.target,
        )

    series = session.series
    over = series.is_over
    series_headline = ""
    series_outcome: Literal["won", "lost", ""] = ""
    if over and rules.best_of > 1 and series.winner is not None:
        people_won = any(sides_of[seat] == series.winner for seat in persons)
        series_outcome = "won" if people_won else "lost"
        if series.winner == mine:
            series_headline = text(lang, "result.series.won" + suffix)
        else:
            name = side_name(sides_of, series.winner, lang, names)
            series_headline = text(lang, "result.series.lost", name=name)
    next_label = next_note = ""
    if not over:
        next_label = text(lang, "result.replay" if outcome.winner is None else "result.next")
        dealer = series.next_dealer()
        next_note = (
            text(lang, "result.next_dealer.you")
            if dealer == you
            else text(lang, "result.next_dealer", name=names[dealer])
        )
    return ResultModel(
        outcome=result,
        headline=headline,
        sides=sides,
        cappotto=cappotto,
        declaration=declaration,
        tie_note=text(lang, "result.tie_replay") if outcome.winner is None else "",
        series_label=text(lang, "result.series", best=rules.best_of) if rules.best_of > 1 else "",
        wins=wins(session, lang),
        series_over=over,
        series_headline=series_headline,
        series_outcome=series_outcome,
        series_end=has_series_end(session),
        celebrate=over and series.winner == mine,
        next_label=next_label,
        next_note=next_note,
    )


def _order(code: str) -> tuple[int, int]:
    """Suit by suit, strongest first: how a player sorts the cards taken."""
    return ("DCSB".index(code[1]), "A3RCF76542".index(code[0]))
