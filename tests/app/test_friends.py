"""Friends at one table: seats played by people, their names, the pass screen between two
people's turns, each person seeing only what their seat knows."""

from __future__ import annotations

import json
import random
import re

import pytest

from briscola.app.acts import Act
from briscola.app.commands import Click, Command, ComputerMoved, HoldOver
from briscola.app.controller import Controller
from briscola.app.effects import Effect
from briscola.app.game.session import Session
from briscola.app.handlers.playing import ComputerTurn, HoldTrick
from briscola.app.screens.page import Page
from briscola.app.screens.result import present_result
from briscola.app.screens.start import choose, present_start, summary
from briscola.app.statistics.counts import Stats
from briscola.engine.errors import InvalidStateError, RulesError
from briscola.setup.settings import Settings, clean_name
from briscola.ui.markup.passing import passing
from briscola.ui.markup.table import layout, regions
from tests.support.controller import FakeClock, FakeLock, controller, renders, said
from tests.support.stores import NS, key

FRIENDS = Settings(
    players=4, levels=("greedy",) * 5, people=(2,), names=("Anna", "", "", "", "", "")
)
"""Anna at seat 0 and Giulia at seat 2 (partners), the computer at seats 1 and 3."""


# -- the settings ---------------------------------------------------------------------------


def test_people_and_names_are_saved_and_read_back() -> None:
    assert Settings.from_json(FRIENDS.to_json()).replace(deck=None) == FRIENDS
    assert "people" not in Settings().to_json() and "names" not in Settings().to_json()
    assert FRIENDS.persons() == (0, 2) and FRIENDS.friends
    assert FRIENDS.computer_levels() == ("greedy", "greedy")
    assert not FRIENDS.replace(players=2).friends  # seat 2 is not at a table of two


@pytest.mark.parametrize(
    "data",
    [
        {"people": [0]},
        {"people": [6]},
        {"people": [2, 2]},
        {"people": [3, 1]},
        {"people": ["1"]},
        {"people": 1},
        {"names": ["a"]},
        {"names": ["", "", "", "", "", "x" * 30]},
        {"names": ["", "", "", "", "", "a\nb"]},
    ],
)
def test_damaged_people_or_names_are_refused(data: dict[str, object]) -> None:
    with pytest.raises(InvalidStateError):
        Settings.from_json({"players": 4} | data)


def test_a_name_is_cleaned_as_typed() -> None:
    assert clean_name("  Bea\u0000 Maria  ") == "Bea Maria"
    assert clean_name("\u200b") == ""
    with pytest.raises(RulesError):
        Settings(names=(" x", "", "", "", "", ""))


def test_the_start_screen_offers_a_person_at_every_seat_and_their_names() -> None:
    settings = choose(Settings(players=4), "level-3", "person")
    assert settings.people == (3,)
    start = present_start(settings, Stats(), "en")
    assert [c.label for c in start.levels[2].choices][-1] == "Person"
    assert [c.selected for c in start.levels[2].choices][-1]
    assert not any(c.selected for c in start.levels[2].choices[:-1])
    assert [(f.seat, f.label, f.placeholder) for f in start.names] == [
        (0, "Your name", "Player 1"),
        (3, "Name for Luca (opponent)", "Luca"),
    ]
    named = choose(settings, "name-3", "  Bea ")
    assert named.names[3] == "Bea"
    assert choose(named, "name-9", "x") == named and choose(named, "level-0", "person") == named
    assert choose(named, "level-3", "hard").people == ()
    assert summary(settings, "de") == "4 Spieler · Klassisch · Mittel · 2 Menschen · Eine Runde"
    assert present_start(Settings(players=4), Stats(), "it").names == ()


# -- the session -----------------------------------------------------------------------------


def test_the_person_to_move_is_explicit_and_saved() -> None:
    session = Session.new(FRIENDS, 3)
    moved = set()
    while not session.hand.is_over:
        seat = session.hand.current_player
        assert seat is not None
        if session.phase == "human":
            assert session.viewer == seat and session.view().seat == seat
            session.act(session.view().legal_actions()[0])
            assert session.last_person == seat
            moved.add(seat)
        else:
            assert session.viewer == session.last_person
            session.play_computer()
        again = Session.from_json(json.loads(json.dumps(session.to_json())))
        assert again.viewer == session.viewer
    assert moved == {0, 2}
    with pytest.raises(InvalidStateError):
        Session.from_json(session.to_json() | {"last_person": 1})  # a computer's seat


# -- the page --------------------------------------------------------------------------------


def _step(game: Controller, seen: list[Page]) -> tuple[Command, list[Effect]]:
    """What the page and the people do next: the pass screen's button, a held trick's end,
    the computer's move, or the person's first playable card."""
    wait = game.waiting()
    command: Command
    if isinstance(wait, HoldTrick):
        command = HoldOver(wait.token)
    elif isinstance(wait, ComputerTurn):
        command = ComputerMoved(wait.generation, wait.seat, wait.player.choose(wait.view, wait.rng))
    else:
        page = game.page()
        seen.append(page)
        if page.passing is not None:
            command = Click(Act.REVEAL, str(page.passing.seat))
        else:
            assert page.table is not None
            command = Click(Act.PLAY, next(c.action for c in page.table.hand if c.playable))
    return command, game.handle(command)


def _codes(html: str) -> set[str]:
    return set(re.findall(r"cards\.svg#(\w+)", html))


def test_a_hand_between_two_people_shows_each_only_their_own_cards() -> None:
    game, store = controller(FRIENDS, seed=5)
    effects = game.handle(Click("start"))
    first = renders(effects)[0].page
    assert first.screen == "pass" and first.passing is not None and first.table is None
    assert game.waiting() is None  # nothing moves behind the pass screen
    # A click meant for another person's pass screen shows nothing.
    other = 2 if first.passing.seat == 0 else 0
    assert renders(game.handle(Click(Act.REVEAL, str(other))))[0].page.screen == "pass"
    seen: list[Page] = []
    passes = 0
    session = game.state.play.session
    assert session is not None
    while not session.hand.is_over:
        hands, before = [set(h) for h in session.hand.hands], len(seen)
        views = {seat: session.hand.view(seat) for seat in (0, 2)}
        _command, effects = _step(game, seen)
        if len(seen) == before:
            continue  # the computer moved, or a held trick ended
        page = seen[-1]
        if page.passing is not None:
            passes += 1
            assert _codes(passing(page.passing)) == {"back"}
            to = ("ad Anna", "a Giulia")[page.passing.seat // 2]
            assert page.passing.heading == f"Passa il dispositivo {to}"
            assert page.blank == ("table",)  # the last person's table leaves the document
        elif page.table is not None:
            me = page.table.me
            assert me in (0, 2) and page.private and page.blank == ()
            shown = {c.face.code for c in page.table.hand}
            assert shown == {c.code for c in hands[me]}
            html = layout(page.table, "it") + "".join(regions(page.table, "it").values())
            view = views[me]
            known = {c.code for seat_known in view.known for c in seat_known}
            public = known | {c.code for t in view.tricks for _, c in t.cards}
            public |= {c.code for _, c in view.trick} | {view.face_up.code if view.face_up else ""}
            others = {c.code for seat, h in enumerate(hands) if seat != me for c in h}
            assert not (_codes(html) & (others - public))
            assert f'id="seat-{me}"' in layout(page.table, "it")
    assert passes >= 4  # the people take turns within the tricks
    assert not any("Tu" in s.split() for s in said(effects))
    stats = store.get(key("stats"))
    assert stats is None or Stats.from_json(json.loads(stats)).get(4, "hands_won") == 0
    assert stats is None or Stats.from_json(json.loads(stats)).get(4, "hands_lost") == 0


def test_a_reload_resumes_behind_the_pass_screen_of_the_person_to_move() -> None:
    game, store = controller(FRIENDS, seed=5)
    game.handle(Click("start"))
    seen: list[Page] = []
    session = game.state.play.session
    assert session is not None
    while not (session.phase == "human" and session.viewer == 2 and game.waiting() is None):
        _step(game, seen)
    assert game.page().screen in ("pass", "table")
    again = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    page = again.page()
    assert page.screen == "pass" and page.passing is not None and page.passing.seat == 2
    assert page.phase == "pass" and page.table is None
    again.handle(Click(Act.REVEAL, "2"))
    table = again.page().table
    assert table is not None and table.me == 2 and table.my_turn
    assert table.status == "Tocca a te, Giulia"


def test_a_reload_while_the_computer_plays_passes_to_the_last_person() -> None:
    game, store = controller(FRIENDS, seed=5)
    game.handle(Click("start"))
    seen: list[Page] = []
    session = game.state.play.session
    assert session is not None
    while not (session.phase == "computer" and session.hand.moves):
        _step(game, seen)
    again = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    page = again.page()
    assert page.passing is not None and page.passing.seat == session.last_person
    assert again.waiting() is None  # the computer waits for someone to look


def test_people_on_both_sides_are_named_in_the_result() -> None:
    settings = Settings(players=2, levels=("greedy",) * 5, people=(1,))
    session = Session.new(settings, 11)
    while not session.hand.is_over:
        session.act(session.view().legal_actions()[0])
    result = present_result(session, "en")
    assert "You" not in " ".join(side.name for side in result.sides)
    assert result.outcome == "tie" or result.headline.startswith(("Player 1 wins", "Marco wins"))


def test_the_chiamata_shows_each_person_their_own_hand_and_the_auction() -> None:
    from briscola.app.screens.table import present_table

    settings = Settings(players=5, levels=("greedy",) * 5, people=(2, 4))
    session = Session.new(settings, 9)
    seen = set()
    while not session.hand.is_over:
        if session.phase == "human":
            me = session.viewer
            table = present_table(session, "en")
            assert table.me == me and table.seats[me].place == "bottom"
            assert {c.face.code for c in table.hand} == {c.code for c in session.hand.hands[me]}
            assert table.status == f"Your turn, {('Player 1', '', 'Giulia', '', 'Sara')[me]}"
            assert [s.signal for s in table.seats] == [
                s.signal for s in present_table(session, "en").seats
            ]
            if session.view().phase == "auction":
                assert table.bid_offers  # this person's bids
            seen.add(me)
            session.act(session.view().legal_actions()[0])
        else:
            session.play_computer()
    assert seen == {0, 2, 4}


def test_partner_signals_pass_between_two_people() -> None:
    from briscola.app.screens.table import present_table
    from briscola.engine.actions import Signal

    session = Session.new(FRIENDS.replace(signals=True), 4)
    given: dict[int, int] = {}  # seat -> the trick in which it signalled
    seen = 0
    while not session.hand.is_over:
        if session.phase != "human":
            session.play_computer()
            continue
        me, tricks = session.viewer, len(session.hand.tricks)
        partner = 2 - me
        table = present_table(session, "en")
        if given.get(partner) == tricks:  # the partner signalled in this trick
            assert table.seats[partner].signal.startswith("Signal")
            seen += 1
        legal = session.view().legal_actions()
        signals = [a for a in legal if isinstance(a, Signal)]
        if signals and given.get(me) != tricks:
            assert {o.arg for o in table.signal_offers} == {a.name for a in signals}
            session.act(signals[0])
            given[me] = tricks
        else:
            session.act(next(a for a in legal if not isinstance(a, Signal)))
    assert seen >= 3  # each saw the other's signals, trick after trick


def test_a_hand_between_several_people_offers_no_review() -> None:
    game, _store = controller(FRIENDS, seed=5)
    game.handle(Click("start"))
    seen: list[Page] = []
    session = game.state.play.session
    assert session is not None
    while game.page().screen != "result":
        _step(game, seen)
    result = game.page().result
    assert result is not None and result.review_label == ""
    game.handle(Click(Act.REVIEW))
    assert game.state.aids.reviewing is None and game.page().screen == "result"
