"""The first hand that teaches, in the page's controller: offered to a first visitor, played
on its fixed deal against the easy level, its notes shown and read out as they arise, left
at any moment, and counted nowhere."""

from __future__ import annotations

import random

import pytest

from briscola.app.acts import Act
from briscola.app.commands import Click, Key
from briscola.app.controller import Controller
from briscola.app.effects import Effect
from briscola.app.screens.page import screen_name
from briscola.learn.lesson import (
    LEARNER,
    OPPONENT,
    SEED,
    Note,
    lesson_hand,
    lesson_settings,
    note_text,
    notes,
)
from briscola.setup.settings import Settings
from tests.support.controller import QUICK, controller, finish, play_hands, said, step
from tests.support.stores import NS


def start(lang: str = "it") -> tuple[Controller, dict[str, str]]:
    """A first visitor's page (its language ``lang``) with the lesson dealt."""
    game, store = controller(Settings(language=lang))
    game.handle(Click(Act.LESSON))
    return game, store.data


def learner_plays(game: Controller, card: str | None = None) -> list[Effect]:
    """The learner plays ``card``, else the tip's card, else the first card."""
    table = game.page().table
    assert table is not None and table.lesson is not None and table.my_turn
    code = card or table.lesson.tip_card or table.hand[0].face.code
    offer = next(c for c in table.hand if c.face.code == code)
    return game.handle(Click(Act.PLAY, offer.action))


def play_through(game: Controller, choose: random.Random | None = None) -> list[list[str]]:
    """Play the lesson to its result as the lesson suggests (or at random with ``choose``):
    what was read out at each command."""
    heard = []
    while screen_name(game.state) != "result":
        if game.waiting() is None:
            table = game.page().table
            assert table is not None
            card = choose.choice(table.hand).face.code if choose is not None else None
            heard.append(said(learner_plays(game, card)))
        else:
            heard.append(said(step(game)[1]))
    return heard


def test_a_first_visitor_is_offered_the_lesson_before_anything_else() -> None:
    game, _ = controller()
    offer = game.page().start
    assert offer is not None and offer.lesson is not None
    assert offer.lesson.first and offer.lesson.label == "Impara a giocare"
    play_hands(game, 1)
    game.handle(Click(Act.SETTINGS))
    later = game.page().start
    assert later is not None and later.lesson is not None and not later.lesson.first


@pytest.mark.parametrize(("lang", "label"), [("en", "Learn to play"), ("de", "Spielen lernen")])
def test_the_offer_in_english_and_german(lang: str, label: str) -> None:
    game, _ = controller(Settings(language=lang))
    start_model = game.page().start
    assert start_model is not None and start_model.lesson is not None
    assert start_model.lesson.label == label


def test_the_lesson_is_its_fixed_deal_against_the_easy_level() -> None:
    game, _ = start()
    session = game.state.play.session
    assert session is not None and game.state.in_lesson()
    rules = lesson_settings().rules()
    assert session.hand.dealt == lesson_hand(rules).dealt
    assert session.hand.initial_stock == lesson_hand(rules).initial_stock
    assert session.hand_seed == SEED and session.settings.levels[0] == "easy"
    assert session.settings.rules() == rules
    # the person's own settings stay
    assert game.state.saved.settings.to_json() == Settings().to_json()
    table = game.page().table
    assert table is not None and table.lesson is not None
    assert table.learn is None and table.proof is None  # no hint, no proof of a fixed deal
    assert game.page().private  # never painted at the next visit: a reload starts afresh


def test_following_the_lesson_shows_everything_at_its_moment() -> None:
    game, _ = start()
    heard = play_through(game)
    session = game.state.play.session
    assert session is not None
    hand = session.hand
    said_notes = notes(hand)
    first_at: dict[str, Note] = {}
    for note in said_notes:  # a card of another suit that cannot win, stronger or not
        first_at.setdefault("trick.off" if note.key == "trick.off.higher" else note.key, note)
    early = 12  # moves: the first six tricks
    for key in ("trick.higher", "trick.trump", "trick.off", "draw", "draw.again", "lead.other"):
        assert first_at[key].at <= early, key
    assert first_at["values"].at == 4  # with the second trick
    # The learner takes and gives tricks early: both draw first once.
    assert {first_at["draw"].seat, first_at["draw.again"].seat} == {LEARNER, OPPONENT}
    assert first_at["last"].at == 34  # the trick that empties the stock (the 17th)
    outcome = hand.outcome()
    assert outcome is not None and outcome.winner == hand.side_of(LEARNER)
    # Every note was read out when it arose, in order, and the lesson's end names the score.
    spoken = [s for sentences in heard for s in sentences]
    texts = [note_text(n, "it", "Marco") for n in said_notes if n.at > 0]
    assert [s for s in spoken if s in texts] == texts
    result = game.page().result
    assert result is not None and result.lesson is not None
    assert result.lesson.notes[0].startswith(f"Fine: tu {hand.seat_points[LEARNER]} punti")
    assert not result.review_label and result.proof is None


def test_the_first_notes_are_read_with_the_deal_and_the_tip_with_the_turn() -> None:
    game, _ = controller()
    effects = game.handle(Click(Act.LESSON))
    heard = said(effects)
    hand = lesson_hand(lesson_settings().rules())
    opening = [note_text(n, "it", "Marco") for n in notes(hand)]
    assert all(s in heard for s in opening)
    assert heard[-1].startswith("Consiglio: apri con")
    table = game.page().table
    assert table is not None and table.lesson is not None
    assert list(table.lesson.notes) == opening and table.lesson.tip == heard[-1]
    assert table.lesson.tip_card in {c.face.code for c in table.hand}


@pytest.mark.parametrize("seed", range(6))
def test_a_learner_who_plays_otherwise_is_told_what_really_happened(seed: int) -> None:
    game, _ = start("en")
    heard = play_through(game, random.Random(seed))
    session = game.state.play.session
    assert session is not None
    hand = session.hand
    spoken = [s for sentences in heard for s in sentences]
    for note in notes(hand):
        if note.key.startswith("trick."):
            trick = next(
                t for i, t in enumerate(hand.tricks) if 2 * (i + 1) == note.at
            )  # two moves a trick
            assert note.seat == trick.winner
        if note.at:
            assert note_text(note, "en", "Marco") in spoken
    result = game.page().result
    assert result is not None and result.lesson is not None
    assert result.lesson.notes[-1] == "Now you know the rules: try a real game."


def test_the_lesson_counts_for_nothing_and_saves_no_game() -> None:
    game, data = start()
    play_through(game)
    assert not game.state.saved.stats.tables
    assert game.state.saved.kept is None or not game.state.saved.kept.hands
    assert game.state.saved.ratings is None or not game.state.saved.ratings.tables
    assert NS.key("session") not in data and NS.key("aids") not in data
    start_model = None
    game.handle(Click(Act.LESSON_SKIP))  # "Torna all'inizio"
    start_model = game.page().start
    assert start_model is not None and start_model.lesson is not None and start_model.lesson.first


@pytest.mark.parametrize("moves", [0, 1, 5, 17, 39])
def test_the_lesson_can_be_left_at_any_moment(moves: int) -> None:
    game, data = start()
    while game.state.play.session is not None and len(game.state.play.session.hand.moves) < moves:
        if game.waiting() is None:
            learner_plays(game)
        else:
            step(game)
    game.handle(Click(Act.LESSON_SKIP))
    assert screen_name(game.state) == "start" and game.state.play.session is None
    assert not game.state.in_lesson() and game.waiting() is None
    assert NS.key("session") not in data or data[NS.key("session")] in ("null", "")


def test_leaving_from_the_bar_ends_the_lesson_without_asking() -> None:
    game, _ = start()
    learner_plays(game)
    effects = game.handle(Click(Act.LEAVE))
    assert screen_name(game.state) == "start"
    assert not any(type(e).__name__ == "Confirm" for e in effects)


def test_the_lesson_gives_no_hint_but_its_own_tip() -> None:
    game, _ = start()
    game.handle(Click(Act.HINT))
    assert game.waiting() is None  # no hint is thought
    game.handle(Key(1))  # the number keys play as ever
    session = game.state.play.session
    assert session is not None and len(session.hand.moves) == 1


def test_a_real_game_after_the_lesson_has_the_persons_settings() -> None:
    game, _ = controller(QUICK)
    game.handle(Click(Act.LESSON))
    play_through(game)
    game.handle(Click(Act.LESSON_PLAY))
    session = game.state.play.session
    assert session is not None and not game.state.in_lesson()
    assert session.settings.to_json() == QUICK.to_json() and screen_name(game.state) == "table"
    finish(game)
    assert game.state.saved.stats.tables  # a real hand counts
