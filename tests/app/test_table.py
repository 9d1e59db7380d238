"""The table's presenter: what a player sees at every moment of a hand."""

from __future__ import annotations

import pytest

from briscola.app.game.session import HUMAN, Session
from briscola.app.screens.table import present_table
from briscola.engine.actions import SwapSeven
from briscola.setup.settings import Settings
from tests.support.sessions import find, moments, quick


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_moment_of_a_hand_shows_a_consistent_table(players: int) -> None:
    session = quick(players)
    for moment in moments(session):
        if moment.phase not in ("human", "computer"):
            break
        view = moment.view()
        model = present_table(moment, "it")
        assert len(model.seats) == players
        assert [s.dealer for s in model.seats].count(True) == 1
        assert [s.turn for s in model.seats].count(True) == 1
        assert [s.seat for s in model.seats if s.turn] == [view.current_player]
        assert [c.face.code for c in model.hand] == [c.code for c in view.hand]
        assert [c.key for c in model.hand] == list(range(1, len(view.hand) + 1))
        assert all(c.playable == (moment.phase == "human") for c in model.hand)
        assert [p.face.code for p in model.trick] == [c.code for _, c in view.trick]
        assert model.stock_left == view.stock_left
        assert sum(s.tricks for s in model.seats) == len(view.tricks)
        assert model.score == () and all(s.points is None for s in model.seats)
        if moment.phase == "human":
            assert model.status == "Tocca a te" and model.hint
        else:
            assert model.status.startswith("Tocca a ") and model.status != "Tocca a te"
        offered = any(isinstance(a, SwapSeven) for a in view.legal_actions())
        assert (model.swap is not None) == (offered and moment.phase == "human")


def test_the_hand_is_named_for_screen_readers_in_each_language() -> None:
    session = quick(2)
    names = {}
    for lang in ("it", "en", "de"):
        names[lang] = [card.face.name for card in present_table(session, lang).hand]
    assert all(" di " in n for n in names["it"])
    assert all(" of " in n for n in names["en"])
    assert all("-" in n for n in names["de"])


def test_a_following_tab_cannot_play() -> None:
    session = find(lambda seed: quick(2, seed=seed), lambda s: s.phase == "human")
    model = present_table(session, "it", following=True)
    assert not model.my_turn and not any(c.playable for c in model.hand) and model.hint == ""
    assert model.status == "Tocca a te, nell’altra scheda"  # where the turn is played
    assert present_table(session, "it").status == "Tocca a te"


def test_the_learners_option_shows_the_running_points() -> None:
    session = find(
        lambda seed: quick(4, seed=seed, show_points=True),
        lambda s: len(s.hand.tricks) >= 3 and s.phase != "hand-over",
    )
    model = present_table(session, "en")
    points = session.view().points_taken()
    assert [s.points for s in model.seats] == points
    assert [t.value for t in model.score] == [points[0] + points[2], points[1] + points[3]]
    assert model.score[0].name == "You & Giulia" and model.score[0].mine


@pytest.mark.parametrize("players", [2, 3])
def test_the_learners_points_show_once_when_each_seat_is_a_side(players: int) -> None:
    session = find(
        lambda seed: quick(players, seed=seed, show_points=True),
        lambda s: len(s.hand.tricks) >= 2 and s.phase != "hand-over",
    )
    model = present_table(session, "it")
    assert [t.value for t in model.score] == session.view().points_taken()
    assert all(s.points is None for s in model.seats)  # the score line has them already


def _after_a_trick(session: Session) -> bool:
    return bool(session.hand.tricks) and not session.hand.trick and not session.hand.is_over


def test_a_finished_trick_is_held_then_viewable_as_the_last_trick() -> None:
    session = find(lambda seed: quick(3, seed=seed), _after_a_trick)
    last = session.hand.tricks[-1]
    held = present_table(session, "it", hold_trick=True)
    assert held.trick_done and [p.face.code for p in held.trick] == [c.code for _, c in last.cards]
    assert [p.wins for p in held.trick].count(True) == 1
    assert held.trick_label.startswith("Prende ")
    assert [p.face.code for p in held.last_trick] == [c.code for _, c in last.cards]
    shown = present_table(session, "it")
    assert not shown.trick_done and shown.trick == ()
    assert [p.face.code for p in shown.last_trick] == [c.code for _, c in last.cards]


@pytest.mark.parametrize(
    ("lang", "mine", "theirs"),
    [
        ("it", "Prendi tu", "Prende "),
        ("en", "You take it", " takes it"),
        ("de", "Du nimmst", " nimmt"),
    ],
)
def test_the_held_tricks_caption_speaks_to_the_person_when_they_took_it(
    lang: str, mine: str, theirs: str
) -> None:
    def held(by_person: bool) -> str:
        session = find(
            lambda seed: quick(2, seed=seed),
            lambda s: _after_a_trick(s) and (s.hand.tricks[-1].winner == HUMAN) == by_person,
        )
        return present_table(session, lang, hold_trick=True).trick_label

    assert held(True).startswith(mine)
    assert theirs in held(False)


def test_the_last_trick_stays_viewable_while_the_next_is_played() -> None:
    session = find(
        lambda seed: quick(3, seed=seed), lambda s: bool(s.hand.tricks) and len(s.hand.trick) == 2
    )
    last = session.hand.tricks[-1]
    model = present_table(session, "it")
    assert [p.face.code for p in model.last_trick] == [c.code for _, c in last.cards]
    assert [p.wins for p in model.last_trick].count(True) == 1
    assert model.tricks == ()  # every trick of the hand only with the aid


def test_the_aid_shows_every_trick_of_the_hand_with_its_winner() -> None:
    session = find(
        lambda seed: quick(2, seed=seed, show_tricks=True), lambda s: len(s.hand.tricks) == 3
    )
    model = present_table(session, "en")
    taken = session.hand.tricks
    assert [[p.face.code for p in t] for t in model.tricks] == [
        [c.code for _, c in t.cards] for t in taken
    ]
    assert [next(p.seat for p in t if p.wins) for t in model.tricks] == [t.winner for t in taken]
    assert Settings().show_tricks is False


def test_the_swap_is_offered_only_when_legal_and_named() -> None:
    def can_swap(session: Session) -> bool:
        view = session.view()
        return session.phase == "human" and any(
            isinstance(a, SwapSeven) for a in view.legal_actions()
        )

    session = find(lambda seed: quick(2, seed=seed), can_swap)
    model = present_table(session, "en")
    assert model.swap is not None
    assert model.swap.seven.code == f"7{session.hand.trump_suit}"
    assert model.swap.label == f"Swap {model.swap.seven.name} for {model.swap.taken.name}"
    off = quick(2, swap_seven=False)
    assert all(present_table(m, "en").swap is None for m in moments(off) if m.phase == "human")


def test_a_card_taken_by_a_swap_is_shown_in_the_swappers_hand() -> None:
    def computer_swapped(session: Session) -> bool:
        return any(session.hand.known[seat] for seat in range(1, session.hand.rules.players))

    session = find(lambda seed: quick(2, seed=seed), computer_swapped)
    model = present_table(session, "it")
    known = {f.code for s in model.seats for f in s.known}
    assert known == {c.code for seat in (1,) for c in session.hand.known[seat]}


def test_series_progress_and_places() -> None:
    session = quick(4, best_of=3, clockwise=True)
    model = present_table(session, "it")
    assert model.series_label == "Mano 1 · al meglio di 3"
    assert [t.value for t in model.wins] == [0, 0]
    assert [s.place for s in model.seats] == ["bottom", "left", "top", "right"]
    assert present_table(quick(2), "de").series_label == "Eine Runde"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_only_the_chiamata_has_no_stock_to_show(players: int) -> None:
    assert present_table(quick(players), "it").has_stock == (players != 5)


def _partner_hidden_from_me(session: Session) -> bool:
    """A Chiamata after a trick or more, the person neither the caller nor the partner, while
    the called card is not played yet."""
    view = session.view()
    return (
        len(view.tricks) >= 2
        and view.caller not in (None, 0)
        and view.partner is None
        and session.phase != "hand-over"
    )


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_the_chiamata_before_the_partner_is_known_shows_each_players_own_points(
    lang: str,
) -> None:
    """Not "Punti: Marco 0 Tu 0", which reads as a score of two: while the caller's partner
    is unknown, every seat shows its own points, and the score line says the sides are not
    known yet."""
    session = find(lambda seed: quick(5, seed=seed, show_points=True), _partner_hidden_from_me)
    model = present_table(session, lang)
    assert [s.points for s in model.seats] == session.view().points_taken()
    assert model.score == ()
    note = {
        "it": "Punti: socio ancora sconosciuto",
        "en": "Points: partner not known yet",
        "de": "Punkte: Partner unbekannt",
    }
    assert model.score_note == note[lang]


def test_the_chiamata_once_the_partner_is_known_shows_the_two_sides() -> None:
    def revealed(session: Session) -> bool:
        view = session.view()
        return (
            view.partner is not None
            and view.partner != view.caller
            and 0 not in (view.caller, view.partner)
            and session.phase != "hand-over"
        )

    session = find(lambda seed: quick(5, seed=seed, show_points=True), revealed)
    view = session.view()
    model = present_table(session, "it")
    points = view.points_taken()
    callers = points[view.caller or 0] + points[view.partner or 0]
    assert [t.value for t in model.score] == [callers, sum(points) - callers]
    assert [t.mine for t in model.score] == [False, True] and model.score_note == ""
    callers_seats = [s for s in model.seats if s.seat in (view.caller, view.partner)]
    assert all(s.points is not None for s in callers_seats)  # a side of two: each seat's own


def test_the_chiamata_auction_shows_no_score_line() -> None:
    session = quick(5, show_points=True)
    assert session.view().phase == "auction"
    model = present_table(session, "it")
    assert model.score == () and model.score_note == ""
