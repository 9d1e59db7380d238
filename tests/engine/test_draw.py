"""Drawing after each trick: winner first, then playing order; the face-up trump drawn last."""

from __future__ import annotations

import pytest

from briscola import Rules
from briscola.engine.actions import PLAY

from .helpers import (
    FOUR_TIE,
    THREE_36_WIN,
    THREE_TIE,
    TWO_CAPPOTTO,
    TWO_TIE,
    Script,
    card,
    cards,
    deal,
)


def test_three_players_draw_winner_first_then_in_playing_order() -> None:
    state = deal(
        Rules.for_table(3),
        0,
        ["4S 5C 6C", "AS 4C 5B", "7S 6B 7B"],
        "RD",
        first="AD 3D 4D 5D 6D 7D",
    )
    for seat, code in [(1, "AS"), (2, "7S"), (0, "4S")]:
        state.apply(PLAY[card(code)], seat)
    # Seat 1 won: it draws first, then seat 2, then seat 0.
    assert state.hands[1][-1] == card("AD")
    assert state.hands[2][-1] == card("3D")
    assert state.hands[0][-1] == card("4D")
    assert state.stock_left == 30 - 3
    for seat, code in [(1, "4C"), (2, "6B"), (0, "6C")]:
        state.apply(PLAY[card(code)], seat)
    # Seat 0 won with the 6C: seat 0, then 1, then 2.
    assert state.tricks[-1].winner == 0
    assert [state.hands[s][-1] for s in (0, 1, 2)] == cards("5D 6D 7D")
    assert [len(h) for h in state.hands] == [3, 3, 3]


def test_two_players_the_second_to_play_wins_and_draws_first() -> None:
    state = deal(Rules(players=2), 1, ["4S 5C 6C", "AS 4C 5B"], "RD", first="AD 3D")
    state.apply(PLAY[card("4S")], 0)
    state.apply(PLAY[card("AS")], 1)
    assert state.hands[1][-1] == card("AD")
    assert state.hands[0][-1] == card("3D")
    assert state.current_player == 1


def test_four_players_draw_round_the_table_from_the_winner() -> None:
    state = deal(
        Rules(players=4),
        0,
        ["4S 5C 6C", "5S 4C 5B", "AS 6B 7B", "6S 7C 4B"],
        "RD",
        first="AD 3D 4D 5D",
    )
    for seat, code in [(1, "5S"), (2, "AS"), (3, "6S"), (0, "4S")]:
        state.apply(PLAY[card(code)], seat)
    assert state.tricks[-1].winner == 2
    assert [state.hands[s][-1] for s in (2, 3, 0, 1)] == cards("AD 3D 4D 5D")


@pytest.mark.parametrize(
    ("script", "last_draw", "last_drawer", "face_up"),
    [
        (TWO_TIE, 17, 1, "7D"),  # with 2 players: the loser of the last trick with a draw
        (TWO_TIE.mirrored(), 17, 0, "7D"),
        (TWO_CAPPOTTO, 17, 1, "2D"),
        (THREE_TIE, 10, 0, "5D"),  # seat 1 won trick 10; seats 1, 2, 0 draw
        (THREE_36_WIN, 9, 0, "5D"),
        (FOUR_TIE, 7, 2, "2D"),  # seat 3 won trick 7; seats 3, 0, 1, 2 draw
    ],
)
def test_the_face_up_trump_is_drawn_last_by_the_last_drawer(
    script: Script, last_draw: int, last_drawer: int, face_up: str
) -> None:
    n = script.rules.players
    for done in range(last_draw):
        state = script.played(done)
        # It lies under the stock, seen by everyone, until the very last draw.
        assert state.face_up == card(face_up) == state.trump_card
        assert state.stock_left == script.rules.deck - n * (3 + done)
        assert all(state.view(s).face_up == card(face_up) for s in range(n))
        assert card(face_up) not in {c for hand in state.hands for c in hand}
    state = script.played(last_draw)
    assert state.face_up is None and state.stock_left == 0
    assert state.hands[last_drawer][-1] == card(face_up)
    # Everyone saw who took it: it is publicly known to be in that hand.
    for seat in range(n):
        assert state.view(seat).known[last_drawer] == (card(face_up),)
        others = [k for s, k in enumerate(state.view(seat).known) if s != last_drawer]
        assert all(k == () for k in others)


@pytest.mark.parametrize("script", [TWO_TIE, THREE_TIE, THREE_36_WIN, FOUR_TIE])
def test_hands_are_refilled_to_three_while_the_stock_lasts(script: Script) -> None:
    rules = script.rules
    draws = rules.tricks - 3
    for done in range(rules.tricks + 1):
        state = script.played(done)
        expected = 3 if done <= draws else rules.tricks - done
        assert [len(h) for h in state.hands] == [expected] * rules.players, done


@pytest.mark.parametrize(
    ("script", "tricks"),
    [(TWO_TIE, 20), (THREE_TIE, 13), (THREE_36_WIN, 12), (FOUR_TIE, 10)],
)
def test_the_last_cards_are_played_out_without_drawing(script: Script, tricks: int) -> None:
    rules = script.rules
    assert rules.tricks == tricks
    state = script.played(tricks - 3)
    assert state.stock_left == 0
    for done in range(tricks - 3, tricks):
        assert not state.is_over
        for _ in range(rules.players):
            seat = state.current_player
            assert seat is not None
            state.apply(PLAY[script.tricks[done][0][len(state.trick)]], seat)
        assert state.stock_left == 0
        assert len(state.tricks) == done + 1
    assert state.is_over
    assert state.current_player is None and state.leader is None
    assert state.legal_actions() == []
    assert all(h == [] for h in state.hands)
    assert len(state.tricks) == tricks
