"""Hand records: record_of, replay_record, and rejection of tampered records."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from briscola import GameState, InvalidStateError, Rules, record_of, replay_record
from briscola.engine.actions import PLAY, SWAP
from briscola.engine.record import describe

from .helpers import (
    FOUR_WIN,
    TABLES,
    THREE_TIE,
    TWO_CAPPOTTO,
    TWO_TIE,
    card,
    deal,
    random_action,
    table_id,
)

Data = dict[str, Any]


def test_record_fields_of_a_hand_built_hand() -> None:
    record = record_of(TWO_TIE.played())
    assert record["format"] == "briscola-record" and record["version"] == 1
    assert record["rules"]["players"] == 2
    assert record["rules"]["deck"] == 40
    assert record["rules"]["swap_seven"] is True
    assert record["dealer"] == 1
    assert record["trump"] == "7D" == record["stock"][-1]
    assert record["hands"] == [["2S", "4S", "5S"], ["AS", "3S", "RS"]]
    # Seat 1 wins tricks 1 and 2 and draws first: the cards it plays in tricks 4 and 5.
    assert record["stock"][:4] == ["CS", "6S", "FS", "7S"]
    assert len(record["stock"]) == 34
    assert record["moves"][:3] == [
        {"seat": 0, "play": "2S"},
        {"seat": 1, "play": "AS"},
        {"seat": 1, "play": "3S"},
    ]
    assert len(record["moves"]) == 40
    assert record["tricks"][0] == {
        "leader": 0,
        "cards": [{"seat": 0, "card": "2S"}, {"seat": 1, "card": "AS"}],
        "winner": 1,
        "points": 11,
    }
    assert len(record["tricks"]) == 20
    assert record["result"] == {
        "points": [60, 60],
        "side_points": [60, 60],
        "winner": None,
        "cappotto": False,
    }


def test_record_result_names_the_pair_with_four_players() -> None:
    assert record_of(FOUR_WIN.played())["result"] == {
        "points": [28, 0, 34, 58],
        "side_points": [62, 58],
        "winner": 0,
        "cappotto": False,
    }


def test_record_of_an_unfinished_hand() -> None:
    record = record_of(THREE_TIE.played(4))
    assert record["result"] is None
    assert len(record["tricks"]) == 4
    assert replay_record(record) == THREE_TIE.played(4)


def test_record_of_a_swap() -> None:
    state = deal(Rules(players=2), 1, ["7D 4C 5C", "6C 4S 5S"], "AD")
    state.apply(PLAY[card("4C")], 0)
    state.apply(PLAY[card("4S")], 1)
    state.apply(SWAP[card("7D")], 0)
    record = record_of(state)
    assert record["moves"][-1] == {"seat": 0, "swap": "7D"}
    assert record["trump"] == "AD"  # the card turned at the deal, not the 7 now lying there
    assert replay_record(record) == state


@pytest.mark.parametrize("rules", TABLES, ids=table_id)
def test_replay_gives_back_the_hand(rules: Rules) -> None:
    rng = random.Random(rules.deck + rules.players)
    state = GameState.new(rules, rng)
    while not state.is_over:
        state.apply(random_action(state, rng))
    record = record_of(state)
    assert replay_record(record) == state
    assert replay_record(json.dumps(record)) == state
    assert record_of(replay_record(json.loads(json.dumps(record)))) == record


def rejects(record: Any, message: str) -> None:
    with pytest.raises(InvalidStateError, match=message):
        replay_record(record)


def tampered(change: Callable[[Data], Any], state: GameState | None = None) -> Data:
    data = copy.deepcopy(record_of(state or TWO_CAPPOTTO.played()))
    change(data)
    return data


def test_rejects_a_tampered_trick_winner() -> None:
    def other_winner(d: Data) -> None:
        d["tricks"][4]["winner"] = 1

    rejects(tampered(other_winner), "trick 5 is written as .* but the moves make")


def test_rejects_tampered_trick_points_or_cards() -> None:
    def points(d: Data) -> None:
        d["tricks"][0]["points"] = 0

    rejects(tampered(points), "trick 1 is written as")

    def cards(d: Data) -> None:
        d["tricks"][2]["cards"].reverse()

    rejects(tampered(cards), "trick 3 is written as")


def test_rejects_missing_or_extra_tricks() -> None:
    rejects(tampered(lambda d: d["tricks"].pop()), "lists 19 tricks but the moves make 20")
    rejects(
        tampered(lambda d: d["tricks"].append(d["tricks"][0])),
        "the record lists 21 tricks but the moves make 20",
    )


def test_rejects_a_tampered_result() -> None:
    def winner(d: Data) -> None:
        d["result"]["winner"] = 1

    rejects(tampered(winner), "result is .* but the moves give")

    def points(d: Data) -> None:
        d["result"]["points"] = [60, 60]

    rejects(tampered(points), "result is")

    def cappotto(d: Data) -> None:
        d["result"]["cappotto"] = False

    rejects(tampered(cappotto), "result is")
    rejects(tampered(lambda d: d.update(result=None)), "result is None but the moves give")
    rejects(tampered(lambda d: d.pop("result")), "missing field 'result'")


def test_rejects_a_result_for_an_unfinished_hand() -> None:
    def claim_a_result(d: Data) -> None:
        d["result"] = record_of(TWO_CAPPOTTO.played())["result"]

    rejects(tampered(claim_a_result, TWO_CAPPOTTO.played(10)), "but the moves give None")


def test_rejects_a_tampered_trump() -> None:
    rejects(
        tampered(lambda d: d.update(trump="AD")),
        "trump is 'AD' but the last card of the stock is 2D",
    )


def test_rejects_a_tampered_deal() -> None:
    def exchange(d: Data) -> None:
        # Seat 0's first card for seat 1's: seat 0 no longer holds the card it plays.
        d["hands"][0][0], d["hands"][1][0] = d["hands"][1][0], d["hands"][0][0]

    rejects(tampered(exchange), r"move 1 \(.*\) is illegal: seat 0 does not hold AC")

    def duplicate(d: Data) -> None:
        d["stock"][0] = d["stock"][1]

    rejects(tampered(duplicate), "the deal: .* appears twice")


def test_rejects_moves_out_of_order() -> None:
    def reorder(d: Data) -> None:
        d["moves"][0], d["moves"][1] = d["moves"][1], d["moves"][0]

    rejects(tampered(reorder), "move 1 .* is illegal: it is seat 0's turn, not seat 1's")


def test_rejects_a_truncated_record() -> None:
    # Moves lost at the end: the tricks and the result no longer follow.
    rejects(tampered(lambda d: d["moves"].pop()), "lists 20 tricks but the moves make 19")
    text = json.dumps(record_of(TWO_CAPPOTTO.played()))
    rejects(text[: len(text) // 2], "a briscola-record is not valid JSON")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="briscola-state"), "not a briscola-record"),
        (lambda d: d.update(version=0), "briscola-record version 0 is not supported"),
        (lambda d: d.pop("trump"), "missing field 'trump'"),
        (lambda d: d.update(trump=7), "'trump' must be str"),
        (lambda d: d.update(tricks=None), "'tricks' must be list"),
        (lambda d: d["rules"].update(swap_seven="yes"), "swap_seven must be true or false"),
    ],
)
def test_rejects_bad_fields(change: Callable[[Data], Any], message: str) -> None:
    rejects(tampered(change), message)


def test_describe_tells_the_hand_trick_by_trick() -> None:
    lines = describe(TWO_CAPPOTTO.played())
    assert lines[0] == "2 players, 40 cards, trump-7 swap on; dealer: seat 1"
    assert lines[1] == "trump: 2D (Due di Denari)"
    assert lines[2:4] == ["seat 0 dealt AC 3C RC", "seat 1 dealt 2C 4C 5C"]
    assert lines[4] == "trick  1: 0:AC 1:2C  -> seat 0 takes 11"
    assert lines[-2:] == ["points: 120 0 (by seat)", "result: seat 0 wins (cappotto)"]
    assert describe(TWO_TIE.played())[-1] == "result: tie"
    assert describe(FOUR_WIN.played())[-2:] == ["points: 62 58 (by pair)", "result: pair 0 wins"]
    assert describe(THREE_TIE.played(3))[-1] == "trick  3: 0:3S 1:4S 2:5S  -> seat 0 takes 10"
