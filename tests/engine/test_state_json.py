"""A hand in progress to JSON and back; tampered or truncated data is rejected clearly."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from briscola import GameState, InvalidStateError, Rules, state_from_json, state_to_json
from briscola.engine.actions import PLAY, SWAP

from .helpers import FOUR_TIE, THREE_TIE, TWO_TIE, card, deal, random_action, snapshot

Data = dict[str, Any]


def swapped() -> GameState:
    """A 2-player hand where seat 0 has won the first trick and swapped the 7D for the AD."""
    state = deal(Rules(players=2), 1, ["7D 4C 5C", "6C 4S 5S"], "AD", first="2B 3B")
    state.apply(PLAY[card("4C")], 0)
    state.apply(PLAY[card("4S")], 1)
    state.apply(SWAP[card("7D")], 0)
    return state


def mid_trick() -> GameState:
    state = THREE_TIE.played(3)
    state.apply(PLAY[card("4C")], 0)
    return state


STATES: dict[str, Callable[[], GameState]] = {
    "deal": lambda: THREE_TIE.state(),
    "mid-trick": mid_trick,
    "after-swap": swapped,
    "stock-empty": lambda: FOUR_TIE.played(8),
    "over": lambda: TWO_TIE.played(),
}


@pytest.mark.parametrize("make", STATES.values(), ids=list(STATES))
def test_round_trip(make: Callable[[], GameState]) -> None:
    state = make()
    data = state_to_json(state)
    text = json.dumps(data)
    for saved in (data, json.loads(text), text, text.encode()):
        loaded = state_from_json(saved)
        assert loaded == state
        assert state_to_json(loaded) == data
        assert loaded.view(0) == state.view(0)


def test_the_loaded_hand_plays_on_like_the_original() -> None:
    rng = random.Random(11)
    state = GameState.new(Rules.for_table(3), rng)
    for _ in range(10):
        state.apply(random_action(state, rng))
    loaded = state_from_json(json.loads(json.dumps(state_to_json(state))))
    moves = random.Random(12)
    a, b = state, loaded
    while not a.is_over:
        action = random_action(a, moves)
        a.apply(action)
        b.apply(action)
        assert a == b
    assert a.outcome() == b.outcome()


def test_the_saved_fields() -> None:
    data = state_to_json(swapped())
    assert data["format"] == "briscola-state" and data["version"] == 1
    assert data["hands"] == [["7D", "4C", "5C"], ["6C", "4S", "5S"]]  # as dealt
    assert data["stock"][0] == "2B" and data["stock"][-1] == "AD"  # drawing order, face-up last
    assert data["moves"] == [
        {"seat": 0, "play": "4C"},
        {"seat": 1, "play": "4S"},
        {"seat": 0, "swap": "7D"},
    ]
    assert data["position"] == {
        "to_move": 0,
        "hands": [["AD", "5C", "2B"], ["6C", "5S", "3B"]],
        "face_up": "7D",
        "stock_left": 32,
        "trick": [],
        "points": [0, 0],
    }


def rejects(data: Any, message: str) -> None:
    with pytest.raises(InvalidStateError, match=message):
        state_from_json(data)


def tampered(change: Callable[[Data], Any], make: Callable[[], GameState] = mid_trick) -> Data:
    data = copy.deepcopy(state_to_json(make()))
    change(data)
    return data


def test_rejects_a_card_dealt_twice() -> None:
    def twice(d: Data) -> None:
        d["hands"][1][0] = d["hands"][0][0]

    rejects(tampered(twice), "the deal: AC appears twice")


def test_rejects_a_card_outside_the_deck() -> None:
    def two_of_denari(d: Data) -> None:
        d["stock"][0] = "2D"

    rejects(tampered(two_of_denari), "not in this deck: 2D")


def test_rejects_an_unknown_card_code() -> None:
    def bad_code(d: Data) -> None:
        d["hands"][2][1] = "ZZ"

    rejects(tampered(bad_code), r"hands\[2\]: not a card code: 'ZZ'")


def test_rejects_a_missing_card() -> None:
    # Each card exactly once: a stock of the right size with one card replaced by a duplicate.
    def duplicate(d: Data) -> None:
        d["stock"][3] = d["stock"][4]

    rejects(tampered(duplicate), "appears twice")


def test_rejects_a_hand_of_the_wrong_size() -> None:
    def move_card(d: Data) -> None:
        d["hands"][1].append(d["hands"][0].pop())

    rejects(tampered(move_card), "seat 0 was dealt 2 cards instead of 3")


def test_rejects_a_truncated_stock() -> None:
    rejects(tampered(lambda d: d["stock"].pop()), "the stock holds 29 cards instead of 30")


def test_rejects_the_wrong_number_of_hands() -> None:
    rejects(tampered(lambda d: d["hands"].pop()), "2 hands dealt, but the table has 3 seats")


def test_rejects_a_tampered_score() -> None:
    # 120 points in all, credited by the tricks: a changed score does not follow from the moves.
    def more_points(d: Data) -> None:
        d["position"]["points"] = [120, 0, 0]

    rejects(tampered(more_points), r"position.points is \[120, 0, 0\] but the moves lead to")


def test_rejects_the_wrong_seat_to_move() -> None:
    def other_turn(d: Data) -> None:
        d["position"]["to_move"] = 2

    rejects(tampered(other_turn), "position.to_move is 2 but the moves lead to 1")


def test_rejects_tampered_position_hands() -> None:
    def other_hand(d: Data) -> None:
        d["position"]["hands"][0], d["position"]["hands"][1] = (
            d["position"]["hands"][1],
            d["position"]["hands"][0],
        )

    rejects(tampered(other_hand), "position.hands is")


def test_rejects_a_missing_or_unknown_position_field() -> None:
    rejects(tampered(lambda d: d["position"].pop("face_up")), "position: missing field 'face_up'")
    rejects(
        tampered(lambda d: d["position"].update(score=[1])), r"position: unknown field\(s\) score"
    )


def test_rejects_truncated_moves() -> None:
    # One move lost: the moves no longer lead to the saved position.
    rejects(tampered(lambda d: d["moves"].pop()), "but the moves lead to")


def test_rejects_an_illegal_move() -> None:
    def wrong_seat(d: Data) -> None:
        d["moves"][0]["seat"] = 1

    rejects(tampered(wrong_seat), r"move 1 \(.*\) is illegal: it is seat 0's turn, not seat 1's")

    def card_not_held(d: Data) -> None:
        d["moves"][1]["play"] = "AD"

    rejects(tampered(card_not_held), r"move 2 .* is illegal: seat 1 does not hold AD")


def test_rejects_an_illegal_swap() -> None:
    def swap_in_the_first_trick(d: Data) -> None:
        d["moves"].insert(0, {"seat": 0, "swap": "7D"})

    rejects(
        tampered(swap_in_the_first_trick, swapped), "move 1 .* is illegal: swap refused: no swap"
    )


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ({"seat": 0, "jump": "AC"}, r'move 1: an action is \{"play": card\}'),
        ({"seat": 0, "play": "ZZ"}, "move 1: bad card in action"),
        ({"seat": 0, "swap": "AD"}, "move 1: only a 7 can be swapped"),
        ({"seat": "0", "play": "AC"}, "move 1: seat must be a whole number"),
        ({"play": "AC"}, "move 1: not a move"),
        (["AC"], "move 1: not a move"),
        ({"seat": 0, "play": "AC", "swap": "7D"}, r'move 1: an action is \{"play"'),
    ],
)
def test_rejects_garbage_moves(move: Any, message: str) -> None:
    def garbage(d: Data) -> None:
        d["moves"][0] = move

    rejects(tampered(garbage), message)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="briscola-record"), "not a briscola-state: format is"),
        (lambda d: d.pop("format"), "not a briscola-state: format is None"),
        (lambda d: d.update(version=2), "briscola-state version 2 is not supported"),
        (lambda d: d.update(version="1"), "briscola-state version '1' is not supported"),
        (lambda d: d.update(version=True), "version True is not supported"),
        (lambda d: d.pop("moves"), "missing field 'moves'"),
        (lambda d: d.update(moves={}), "'moves' must be list"),
        (lambda d: d.update(dealer="2"), "'dealer' must be a whole number"),
        (lambda d: d.update(dealer=7), "dealer must be a seat from 0 to 2"),
        (lambda d: d.update(hands="AD"), "'hands' must be list"),
        (lambda d: d["rules"].update(players=7), "rules: players must be 2, 3, 4"),
        (lambda d: d["rules"].update(deck=40), "rules: a table of 3 plays with 39 or 36 cards"),
        (lambda d: d["rules"].update(jokers=True), r"rules: unknown rule option\(s\): jokers"),
        (lambda d: d.update(rules=None), "'rules' must be dict"),
    ],
)
def test_rejects_bad_fields(change: Callable[[Data], Any], message: str) -> None:
    rejects(tampered(change), message)


@pytest.mark.parametrize("data", [None, [], "[]", 3, "null"], ids=repr)
def test_rejects_what_is_not_an_object(data: Any) -> None:
    rejects(data, "a briscola-state must be a JSON object")


def test_rejects_truncated_text() -> None:
    text = json.dumps(state_to_json(mid_trick()))
    for end in (0, 1, len(text) // 3, len(text) // 2, len(text) - 1):
        rejects(text[:end], "a briscola-state is not valid JSON")
    rejects(text.encode()[:-2], "not valid JSON")
    rejects(b"\xff\xfe{", "not valid JSON")


def test_snapshot_helper_tells_states_apart() -> None:
    a = THREE_TIE.played(1)
    b = THREE_TIE.played(2)
    assert snapshot(a) != snapshot(b)
    assert snapshot(a) == snapshot(THREE_TIE.played(1))
