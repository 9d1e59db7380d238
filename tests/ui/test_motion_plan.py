"""The table's movements between two renders: which card moves from where to where, when."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from briscola.app.game.session import Session
from briscola.app.screens.table import TableModel, present_table
from briscola.engine.actions import SwapSeven
from briscola.ui.markup.motion import (
    DEAL_STEP,
    FACE_UP,
    STOCK,
    SWEEP,
    Move,
    hand_card,
    picture,
    plan,
    seat_cards,
    trick_card,
)
from tests.support.sessions import quick, step

HOLD = 1.3


def shown(session: Session) -> Iterator[tuple[str, TableModel]]:
    """What the page shows, in order, while the hand is played: after each action its table
    (holding a finished trick), and once the hold is over, the table again."""
    yield "start", present_table(session, "it")
    while session.phase in ("human", "computer"):
        seat = session.hand.current_player
        tricks = len(session.hand.tricks)
        step(session)
        taken = len(session.hand.tricks) > tricks
        yield f"seat {seat}", present_table(session, "it", hold_trick=taken)
        if taken and session.phase in ("human", "computer"):
            yield "hold over", present_table(session, "it")


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_deal_brings_every_card_from_the_stock_one_after_another(players: int) -> None:
    model = present_table(quick(players), "it")
    moves = plan(None, model, HOLD)
    dealt = sum(s.cards for s in model.seats)
    assert len(moves) == dealt
    assert {m.other for m in moves} == {STOCK} and not any(m.leaving for m in moves)
    assert [m.delay for m in moves] == pytest.approx([i * DEAL_STEP for i in range(dealt)])
    mine = [m.target for m in moves if m.target.startswith("#t-hand")]
    assert mine == [hand_card(c.face.code) for c in model.hand]
    # A table shown again unchanged moves nothing; the deal is not shown twice.
    assert plan(model, model, HOLD) == ()


def test_every_card_played_flies_from_its_player_and_every_trick_goes_to_its_winner() -> None:
    session = quick(2, seed=3)
    before: TableModel | None = None
    played = gathered = 0
    for what, model in shown(session):
        moves = plan(before, model, HOLD)
        if before is not None and what.startswith("seat"):
            seat = int(what.split()[1])
            new = [p for p in model.trick if p.seat == seat]
            assert new, "the seat's card is on the table"
            card = new[-1].face.code
            source = hand_card(card) if seat == 0 else seat_cards(seat)
            assert Move(trick_card(card), source) in moves
            played += 1
        if model.trick_done:
            winner = next(p.seat for p in model.trick if p.wins)
            leaving = [m for m in moves if m.leaving]
            assert [m.target for m in leaving] == [trick_card(p.face.code) for p in model.trick]
            assert {m.other for m in leaving} == {f"#seat-{winner} .pile"}
            assert [m.delay for m in leaving] == pytest.approx([HOLD - SWEEP] * len(leaving))
            # The cards drawn leave the stock as the trick leaves for the pile.
            drawn = [m.delay for m in moves if not m.leaving and m.other == STOCK]
            assert drawn == pytest.approx([HOLD - SWEEP] * len(drawn))
            gathered += 1
        if what == "hold over":
            assert moves == ()  # the trick just vanishes: it has already gone to the pile
        if model.trick_done:  # shown again in another language: nothing starts again
            assert plan(model, present_table(session, "de", hold_trick=True), HOLD) == ()
        before = model
    assert played == 40 and gathered == 20


def test_the_person_draws_from_the_stock_and_the_last_card_is_the_face_up_trump() -> None:
    for seed in range(60):
        session = quick(2, seed=seed)
        before: TableModel | None = None
        for _, model in shown(session):
            if before is not None and before.face_up is not None and model.face_up is None:
                moves = plan(before, model, HOLD)
                taken = before.face_up.code
                if taken in {c.face.code for c in model.hand}:
                    assert Move(hand_card(taken), FACE_UP, delay=HOLD - SWEEP) in moves
                    return
                target = f"{seat_cards(1)} > {picture(taken)}"
                assert Move(target, FACE_UP, delay=HOLD - SWEEP) in moves
            before = model
    raise AssertionError("the person never drew the face-up card")


def test_the_swap_exchanges_the_seven_and_the_face_up_card() -> None:
    for seed in range(200):
        session = quick(2, seed=seed)
        while session.phase in ("human", "computer"):
            swaps = [a for a in session.view().legal_actions() if isinstance(a, SwapSeven)]
            if session.phase == "human" and swaps:
                before = present_table(session, "it")
                taken = before.face_up
                assert taken is not None
                session.act(swaps[0])
                moves = plan(before, present_table(session, "it"), HOLD)
                seven = swaps[0].card.code
                assert Move(FACE_UP, hand_card(seven)) in moves
                assert Move(hand_card(taken.code), FACE_UP) in moves
                return
            step(session)
    raise AssertionError("no swap offered to the person")
