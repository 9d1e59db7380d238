"""A cheat at each step of the protocol is caught and names its seat: a message it signed that
breaks the rules stops the hand at once, or, when only the revealed keys can tell, once they
are revealed; nothing of a stopped hand counts (no page reaches ``Verified``)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from briscola.engine.actions import DECLARE, PLAY, Action
from briscola.engine.rules import Rules
from briscola.engine.view import SeatView
from briscola.network.events import Stopped, Verified
from briscola.network.loopback import Loopback
from briscola.network.reasons import Refusal
from briscola.network.table import Table
from briscola.network.wire import read_envelope
from tests.support.network import TEST_GROUP, kind_of, make_tables, random_player, rewrite, signed

Change = Callable[[dict[str, Any]], None]


def cheating(loop: Loopback, page: int, kind: str, change: Change, nth: int = 0) -> None:
    """``page`` sends its ``nth`` message of ``kind`` changed by ``change`` and signed again:
    the same bytes to every page (its own page keeps what it computed)."""
    table = loop.tables[page]
    count = [0]
    rewritten: dict[str, str] = {}

    def tamper(sender: int, receiver: int, text: str) -> str | None:
        if sender != page or kind_of(text) != kind:
            return text
        if text not in rewritten:
            count[0] += 1
            if count[0] - 1 != nth:
                rewritten[text] = text
            else:
                seat = json.loads(text)["seat"]
                rewritten[text] = rewrite(text, change, table.identities[seat])
        return rewritten[text]

    loop.tamper = tamper


def finish(loop: Loopback, seed: int = 1) -> None:
    loop.run(random_player(seed))


def honest_pages(loop: Loopback, cheater: int) -> list[Table]:
    return [table for table in loop.tables if cheater not in table.identities]


def assert_named(loop: Loopback, seat: int, reason: Refusal) -> None:
    """Every page but the cheater's stopped the hand, naming ``seat`` for ``reason``."""
    for table in honest_pages(loop, seat):
        assert table.status == "stopped", table
        stopped = table.stopped
        assert stopped is not None and (stopped.seat, stopped.reason) == (seat, reason), stopped
        assert not isinstance(table.verdict, Verified)


def until(loop: Loopback, done: Callable[[], bool], seed: int = 1) -> None:
    """Deliver and play until ``done()``, then deliver what is in flight."""
    player = random_player(seed)
    pages = range(len(loop.tables))
    while not done():
        if not any(loop.deliver(page) for page in pages):
            assert any(loop.play(page, player) for page in pages), "nothing left to do"
    while any(loop.deliver(page) for page in pages):
        pass


def to_everyone(loop: Loopback, sender: int, text: str) -> None:
    """``text`` delivered to every page but ``sender``'s, and taken in."""
    for page in range(len(loop.tables)):
        if page != sender:
            loop.inboxes[page].append(text)
            while loop.deliver(page):
                pass


# -- the shuffle -------------------------------------------------------------------------


def test_a_card_copied_in_the_shuffle_names_the_seat_once_the_keys_are_revealed() -> None:
    loop = make_tables(Rules.for_table(3), seed=2)

    def copy_a_card(body: dict[str, Any]) -> None:
        body["deck"][5] = body["deck"][6]

    cheating(loop, 1, "shuffle", copy_a_card)
    finish(loop)
    assert_named(loop, 1, Refusal.BAD_DEAL_STEP)


def test_a_card_copied_in_the_shuffle_of_briscola_scoperta_is_caught_at_the_deal() -> None:
    """Scoperta reveals the secrets once the deck is dealt: the shuffle is checked at once."""
    loop = make_tables(Rules.for_table(2, variant="scoperta"), seed=2)

    def copy_a_card(body: dict[str, Any]) -> None:
        body["deck"][0] = body["deck"][1]

    cheating(loop, 1, "shuffle", copy_a_card)
    finish(loop)
    assert_named(loop, 1, Refusal.BAD_DEAL_STEP)
    assert loop.tables[0].hand.moves == []


def test_a_shuffle_out_of_turn_is_caught_at_once() -> None:
    loop = make_tables(Rules.for_table(3), seed=3)
    guest = loop.tables[2]
    deck = [TEST_GROUP.element_text(4)] * 39
    text = signed(guest, 2, "shuffle", {"dh": TEST_GROUP.element_text(4), "deck": deck})
    to_everyone(loop, 2, text)
    assert_named(loop, 2, Refusal.OUT_OF_TURN)


def test_a_deck_of_the_wrong_length_is_caught_and_named() -> None:
    loop = make_tables(Rules.for_table(2), seed=4)
    cheating(loop, 1, "shuffle", lambda body: body["deck"].pop())
    finish(loop)
    assert_named(loop, 1, Refusal.BAD_VALUE)


# -- opening the cards ---------------------------------------------------------------------


def test_a_lock_taken_off_wrongly_names_the_seat_that_did_it() -> None:
    loop = make_tables(Rules.for_table(3), seed=5)

    def wrong_value(body: dict[str, Any]) -> None:
        body["values"][0][1] = TEST_GROUP.element_text(9)

    cheating(loop, 1, "unlock", wrong_value)
    finish(loop)
    assert_named(loop, 1, Refusal.BAD_DEAL_STEP)


def test_a_wrong_key_boxed_for_a_drawer_names_the_last_shuffler() -> None:
    loop = make_tables(Rules.for_table(2), seed=6)

    def wrong_box(body: dict[str, Any]) -> None:
        box = body["boxes"][0]
        box["box"] = "A" + box["box"][1:] if box["box"][0] != "A" else "B" + box["box"][1:]

    cheating(loop, 1, "keys", wrong_box)
    finish(loop)
    assert_named(loop, 1, Refusal.WRONG_KEY)


def test_a_public_key_that_does_not_open_the_face_up_card_names_the_last_shuffler() -> None:
    loop = make_tables(Rules.for_table(4), seed=7)

    def wrong_key(body: dict[str, Any]) -> None:
        body["public"][0][1] = TEST_GROUP.element_text(12345)

    cheating(loop, 3, "keys", wrong_key)
    finish(loop)
    assert_named(loop, 3, Refusal.WRONG_KEY)


def test_a_partner_showing_its_captain_wrong_keys_is_named() -> None:
    loop = make_tables(Rules.for_table(6), seed=8)
    state = loop.tables[0].hand.state
    captain = Rules.for_table(6).captain(1, state.dealer)
    mate = next(s for s in Rules.for_table(6).seats_of(1) if s != captain)

    def wrong_show(body: dict[str, Any]) -> None:
        box = body["box"]
        box["box"] = ("B" if box["box"][0] == "A" else "A") + box["box"][1:]

    cheating(loop, mate, "show", wrong_show)
    finish(loop)
    assert_named(loop, mate, Refusal.WRONG_KEY)


# -- the moves ---------------------------------------------------------------------------


def test_a_card_shown_with_a_wrong_key_is_caught_at_once() -> None:
    loop = make_tables(Rules.for_table(2), seed=9)

    def wrong_key(body: dict[str, Any]) -> None:
        if body["open"] is not None:
            body["open"]["key"] = TEST_GROUP.element_text(777)

    cheating(loop, 1, "move", wrong_key)
    finish(loop)
    assert_named(loop, 1, Refusal.WRONG_KEY)


def test_a_move_out_of_turn_is_caught_at_once() -> None:
    loop = make_tables(Rules.for_table(2), seed=10)
    until(loop, lambda: loop.tables[0].status == "play" and loop.tables[1].status == "play")
    state = loop.tables[0].hand.state
    waiting = 1 - (state.current_player or 0)
    text = signed(loop.tables[waiting], waiting, "move", {"action": {"declare": 31}, "open": None})
    to_everyone(loop, waiting, text)
    assert_named(loop, waiting, Refusal.OUT_OF_TURN)


def first_mover(loop: Loopback) -> int:
    until(loop, lambda: all(t.status == "play" for t in loop.tables))
    mover = loop.tables[0].hand.state.current_player
    assert mover is not None
    return mover


def test_a_card_not_in_the_deck_is_caught_at_once() -> None:
    """Three players play without the 2 of denari."""
    loop = make_tables(Rules.for_table(3), seed=11)
    mover = first_mover(loop)
    table = loop.tables[loop.page_of(mover)]
    text = signed(table, mover, "move", {"action": {"play": "2D"}, "open": None})
    to_everyone(loop, loop.page_of(mover), text)
    assert_named(loop, mover, Refusal.CARD_NOT_IN_DECK)


def test_a_card_played_twice_is_caught_at_once() -> None:
    loop = make_tables(Rules.for_table(2), seed=12)
    until(loop, lambda: len(loop.tables[0].hand.state.tricks) == 2)
    state = loop.tables[0].hand.state
    mover = state.current_player
    assert mover is not None
    played = state.tricks[0].cards[0][1]
    table = loop.tables[loop.page_of(mover)]
    text = signed(table, mover, "move", {"action": {"play": played.code}, "open": None})
    to_everyone(loop, loop.page_of(mover), text)
    assert_named(loop, mover, Refusal.CARD_PLAYED_TWICE)


def test_a_move_the_rules_refuse_is_caught_at_once() -> None:
    """A declaration at a table that is not Briscola a 31."""
    loop = make_tables(Rules.for_table(2), seed=13)
    mover = first_mover(loop)
    table = loop.tables[loop.page_of(mover)]
    text = signed(table, mover, "move", {"action": DECLARE.to_json(), "open": None})
    to_everyone(loop, loop.page_of(mover), text)
    assert_named(loop, mover, Refusal.ILLEGAL_MOVE)


def test_a_card_someone_else_holds_in_public_is_an_illegal_move() -> None:
    """The face-up trump lies under the stock: nobody may play it."""
    loop = make_tables(Rules.for_table(2), seed=14)
    mover = first_mover(loop)
    face_up = loop.tables[0].hand.state.face_up
    assert face_up is not None
    table = loop.tables[loop.page_of(mover)]
    text = signed(table, mover, "move", {"action": {"play": face_up.code}, "open": None})
    to_everyone(loop, loop.page_of(mover), text)
    assert_named(loop, mover, Refusal.ILLEGAL_MOVE)


def test_not_following_suit_while_holding_it_is_named() -> None:
    """Briscolone with following suit, and a page whose engine lets its seat play any card:
    the others cannot see its hand, so the revealed keys (or a card of the suit it plays
    later) name it."""
    rules = Rules.for_table(2, variant="briscolone", follow_suit=True)
    loop = make_tables(rules, seed=15)
    cheater = loop.tables[1]
    cheater.hand.rules = rules.replace(follow_suit=False)
    honest = random_player(15)
    cheated = []

    def player(view: SeatView) -> Action:
        if view.seat == 1 and view.trick:
            led = view.trick[0][1].suit
            off = [c for c in view.hand if c.suit != led]
            if off and len(off) < len(view.hand):
                cheated.append(off[0])
                return PLAY[off[0]]
        return honest(view)

    loop.run(player)
    assert cheated
    assert_named(loop, 1, Refusal.ILLEGAL_MOVE)


# -- the end of the hand -------------------------------------------------------------------


def test_a_seat_that_keeps_its_keys_at_the_end_is_named_when_the_page_gives_up() -> None:
    loop = make_tables(Rules.for_table(3), seed=16)
    loop.tamper = lambda sender, receiver, text: (
        None if sender == 2 and kind_of(text) == "reveal" else text
    )
    finish(loop)
    for table in loop.tables[:2]:
        assert table.status == "reveal" and table.waiting_for() == (2,)
        output = table.give_up()
        assert [(e.seat, e.reason) for e in output.events if isinstance(e, Stopped)] == [
            (2, Refusal.WITHHELD)
        ]
        assert table.status == "stopped"  # type: ignore[comparison-overlap]
        assert table.stopped is not None and table.stopped.seat == 2


def test_a_wrong_lock_revealed_at_the_end_is_named() -> None:
    loop = make_tables(Rules.for_table(3), seed=17)

    def wrong_lock(body: dict[str, Any]) -> None:
        body["lock"] = TEST_GROUP.element_text(6)

    cheating(loop, 1, "reveal", wrong_lock)
    finish(loop)
    assert_named(loop, 1, Refusal.BAD_DEAL_STEP)


def test_a_seat_that_stops_the_hand_for_nothing_is_named() -> None:
    loop = make_tables(Rules.for_table(2), seed=18)
    until(loop, lambda: len(loop.tables[0].hand.state.tricks) == 3)
    text = signed(loop.tables[1], 1, "stop", {"reason": "wrong-key", "evidence": None})
    loop.tables[1]._accept(text, read_envelope(text))
    to_everyone(loop, 1, text)
    loop.post(1, loop.tables[1]._step())
    finish(loop)
    assert_named(loop, 1, Refusal.FALSE_ALARM)
