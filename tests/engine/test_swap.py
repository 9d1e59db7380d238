"""The trump-7 swap, condition by condition (rules.md, "Trump-7 swap")."""

from __future__ import annotations

import pytest

from briscola import GameState, IllegalActionError, Rules, SwapSeven
from briscola.engine.actions import PLAY, SWAP, Action, Play
from briscola.engine.record import describe

from .helpers import TWO_LATE_SEVEN, card, cards, deal, snapshot

SEVEN = SWAP[card("7D")]


def fresh(face_up: str = "AD", rules: Rules | None = None) -> GameState:
    """Seat 0 leads the first trick holding the 7 of trump (denari)."""
    return deal(rules or Rules(players=2), 1, ["7D 4C 5C", "6C 4S 5S"], face_up, first="2B 3B")


def after_seat_0_wins(face_up: str = "AD", rules: Rules | None = None) -> GameState:
    """Seat 0 has won the first trick (4C against 4S) and is about to lead the second."""
    state = fresh(face_up, rules)
    state.apply(PLAY[card("4C")], 0)
    state.apply(PLAY[card("4S")], 1)
    assert state.tricks[-1].winner == 0 and state.current_player == 0
    return state


def refused(state: GameState, action: Action, seat: int | None, reason: str, why: str) -> None:
    """``action`` raises with ``reason`` and a message matching ``why``; nothing changes."""
    before = snapshot(state)
    copy = state.copy()
    with pytest.raises(IllegalActionError, match=why) as caught:
        state.apply(action, seat)
    assert caught.value.reason == reason
    assert snapshot(state) == before
    assert state == copy


def test_the_swap_is_on_by_default() -> None:
    assert SEVEN in after_seat_0_wins().legal_actions()


def test_the_trick_winner_holding_the_seven_may_swap_before_leading() -> None:
    state = after_seat_0_wins()
    assert state.legal_actions() == [*(PLAY[c] for c in state.hands[0]), SEVEN]
    assert state.swappable_seven() == card("7D")
    assert state.view(0).legal_actions() == state.legal_actions()
    assert state.view(1).legal_actions() == []


def test_not_during_the_first_trick() -> None:
    state = fresh()
    assert SEVEN not in state.legal_actions()
    assert state.swappable_seven() is None
    refused(state, SEVEN, 0, "swap-not-allowed", "no swap during the first trick")
    # Nor by the second player of the first trick.
    state.apply(PLAY[card("4C")], 0)
    refused(state, SWAP[card("7D")], 1, "swap-not-allowed", "first trick")


def test_only_before_leading_not_while_following() -> None:
    # Seat 1 wins the first trick (6C beats 4C) and leads; seat 0 holds the 7 and follows.
    state = fresh()
    state.apply(PLAY[card("4C")], 0)
    state.apply(PLAY[card("6C")], 1)
    assert state.current_player == 1
    state.apply(PLAY[card("4S")], 1)
    assert state.current_player == 0
    assert SEVEN not in state.legal_actions()
    assert SEVEN not in state.view(0).legal_actions()
    refused(state, SEVEN, 0, "swap-not-allowed", "before leading, right after winning a trick")


def test_only_by_the_player_who_has_just_won() -> None:
    # Seat 1 wins and leads; it does not hold the 7; seat 0 holds it but has not won.
    state = fresh()
    state.apply(PLAY[card("4C")], 0)
    state.apply(PLAY[card("6C")], 1)
    refused(state, SEVEN, 1, "swap-not-allowed", "you do not hold the 7D")
    refused(state, SEVEN, 0, "not-your-turn", "it is seat 1's turn, not seat 0's")


@pytest.mark.parametrize("rank", "A3RCF")
def test_allowed_when_the_face_up_card_is_higher_than_the_seven(rank: str) -> None:
    state = after_seat_0_wins(rank + "D")
    assert SEVEN in state.legal_actions()
    state.apply(SEVEN, 0)
    assert card(rank + "D") in state.hands[0]


@pytest.mark.parametrize("rank", "6542")
def test_refused_when_the_face_up_card_is_lower_than_the_seven(rank: str) -> None:
    state = after_seat_0_wins(rank + "D")
    assert SEVEN not in state.legal_actions()
    refused(state, SEVEN, 0, "swap-not-allowed", f"the face-up {rank}D is not higher than the 7")


def test_only_the_seven_of_trump() -> None:
    state = deal(Rules(players=2), 1, ["7D 4C 7C", "6C 4S 5S"], "AD")
    state.apply(PLAY[card("4C")], 0)
    state.apply(PLAY[card("4S")], 1)
    refused(state, SWAP[card("7C")], 0, "swap-not-allowed", r"only the 7 of trump \(7D\)")
    refused(state, SwapSeven(card("AS")), 0, "swap-not-allowed", "only the 7 of trump")


def test_only_while_the_face_up_card_lies_under_the_stock() -> None:
    # Seat 0 wins every trick up to the 17th and then draws the 7D; the face-up AD went to
    # seat 1 with the last draw. At trick 18 seat 0 has just won and holds the 7: too late.
    state = TWO_LATE_SEVEN.played(17)
    assert state.current_player == 0 and card("7D") in state.hands[0]
    assert state.face_up is None and card("AD") in state.hands[1]
    assert SEVEN not in state.legal_actions()
    refused(state, SEVEN, 0, "swap-not-allowed", "the face-up trump has already been drawn")


def test_switched_off() -> None:
    state = after_seat_0_wins(rules=Rules(players=2, swap_seven=False))
    assert SEVEN not in state.legal_actions()
    assert SEVEN not in state.view(0).legal_actions()
    refused(state, SEVEN, 0, "swap-not-allowed", "the trump-7 swap is off at this table")


def test_the_seven_goes_under_the_stock_and_the_card_taken_into_the_hand() -> None:
    state = after_seat_0_wins()
    stock_left = state.stock_left
    state.apply(SEVEN, 0)
    assert sorted(state.hands[0]) == sorted(cards("AD 5C 2B"))
    assert state.face_up == card("7D")
    assert state.stock[-1] == card("7D")
    assert state.stock_left == stock_left
    assert state.trump_suit == "D" and state.trump_card == card("AD")  # the original card
    assert state.moves[-1] == (0, SEVEN)


def test_the_card_taken_is_seen_by_all() -> None:
    state = after_seat_0_wins()
    state.apply(SEVEN, 0)
    for seat in (0, 1):
        view = state.view(seat)
        assert view.known == ((card("AD"),), ())
        assert view.face_up == card("7D")
    assert card("AD") not in state.view(1).unseen_cards()
    assert card("7D") not in state.view(1).unseen_cards()
    # Once played, it is on the table, no longer "known to be in the hand".
    state.apply(PLAY[card("AD")], 0)
    assert state.view(1).known == ((), ())


def test_the_swap_does_not_cost_the_turn() -> None:
    state = after_seat_0_wins()
    state.apply(SEVEN, 0)
    assert state.current_player == 0 and state.leader == 0
    assert state.trick == [] and len(state.tricks) == 1
    # The swapper then leads as usual; no second swap (the face-up card is now the 7).
    actions = state.legal_actions()
    assert all(isinstance(a, Play) for a in actions)
    assert set(actions) == {PLAY[c] for c in state.hands[0]}
    refused(state, SEVEN, 0, "swap-not-allowed", "you do not hold the 7D")
    state.apply(PLAY[card("AD")], 0)
    assert state.current_player == 1
    assert state.trick == [(0, card("AD"))]


def test_the_swapped_seven_is_drawn_last_by_the_last_drawer() -> None:
    # Seat 0 wins every trick and swaps at its last chance (trick 17, the last with a draw):
    # the 7 it put under the stock is the last card drawn, by seat 1.
    state = deal(
        Rules(players=2),
        1,
        ["7D AC 3C", "2C 4C 5C"],
        "AD",
        first=(
            "RC 6C CC 7C FC 2S AS 4S 3S 5S RS 6S CS 7S FS 2B AB 4B 3B 5B RB 6B CB 7B FB"
            " 2D 3D 4D RD 5D CD 6D FD"
        ),
    )
    seven_offered = []
    while len(state.tricks) < 17:
        assert state.current_player == 0
        seven_offered.append(SEVEN in state.legal_actions())
        if len(state.tricks) == 16:
            state.apply(SEVEN, 0)
        lead = [c for c in state.hands[0] if c.suit != "D"] or sorted(
            (c for c in state.hands[0] if c != card("7D")), key=lambda c: c.strength
        )
        state.apply(PLAY[lead[0]], 0)
        follow = [c for c in state.hands[1] if c.suit != "D"] or sorted(
            state.hands[1], key=lambda c: c.strength
        )
        state.apply(PLAY[follow[0]], 1)
        assert state.tricks[-1].winner == 0
    assert seven_offered == [False] + [True] * 16
    assert state.face_up is None
    assert card("7D") in state.hands[1]
    assert card("AD") in state.hands[0]
    for seat in (0, 1):
        assert card("7D") in state.view(seat).known[1]
        assert card("AD") in state.view(seat).known[0]


def test_the_record_tells_the_swap() -> None:
    state = after_seat_0_wins()
    state.apply(SEVEN, 0)
    assert "seat 0 swaps 7D for AD" in "\n".join(describe(state))
