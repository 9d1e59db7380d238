"""Briscola a 31: a declaration of 31 or more points ends the hand; a wrong one loses it."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola import (
    GameState,
    IllegalActionError,
    InvalidStateError,
    Rules,
    Series,
    action_from_json,
    preset,
    record_of,
    replay_record,
)
from briscola.engine.actions import DECLARE, PLAY, Declare, Play
from briscola.engine.errors import RulesError
from briscola.engine.outcome import Declaration, Outcome
from briscola.engine.record import describe
from tests.support.properties import PROPERTY

from .helpers import card, deal, snapshot

A31 = preset("a-31-2")


def _two_tricks() -> GameState:
    """Seat 0 takes AC+3C (21) then RS+CS (7): 28 points, then leads."""
    state = deal(A31, 1, ["AC RS 4B", "3C CS 5B"], "2D", first="6B 7B 6C 7C")
    for code in ("AC", "3C", "RS", "CS"):
        state.apply(PLAY[card(code)])
    assert state.seat_points == [28, 0] and state.current_player == 0
    return state


def test_rules_and_json() -> None:
    assert A31.declare_target == 31 and Rules().declare_target == 0
    assert preset("a-31-4").players == 4
    with pytest.raises(RulesError, match="not played together"):
        Rules(declare_31=True, open_hands=True)
    assert action_from_json({"declare": 31}) is DECLARE
    with pytest.raises(InvalidStateError):
        action_from_json({"declare": 30})


def test_declare_is_offered_only_at_this_table() -> None:
    assert DECLARE in GameState.new(A31, random.Random(1)).legal_actions()
    classic = GameState.new(Rules(), random.Random(1))
    assert DECLARE not in classic.legal_actions()
    before = snapshot(classic)
    with pytest.raises(IllegalActionError) as error:
        classic.apply(DECLARE)
    assert error.value.reason == "declare-not-allowed" and snapshot(classic) == before
    with pytest.raises(IllegalActionError):
        GameState.new(A31, random.Random(1)).apply(Declare(40))


def test_a_wrong_declaration_loses_the_hand() -> None:
    state = _two_tricks()
    state.apply(DECLARE, 0)
    assert state.is_over and state.legal_actions() == []
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winner == 1 and outcome.declared == Declaration(0, False)
    assert outcome.to_json()["declared"] == {"seat": 0, "right": False}
    assert not outcome.cappotto


def test_a_right_declaration_wins_the_hand() -> None:
    state = deal(A31, 1, ["AC 3S 4B", "3C RS 5B"], "2D")
    for code in ("AC", "3C", "3S", "RS"):  # seat 0 takes 21, then 14
        state.apply(PLAY[card(code)])
    assert state.seat_points == [35, 0] and state.current_player == 0
    view = state.view(0)
    assert view.side_points() == 35 and view.declaration_is_right()
    assert not state.view(1).declaration_is_right()
    state.apply(DECLARE, 0)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winner == 0 and outcome.declared == Declaration(0, True)
    assert outcome.side_points == (35, 0) and not outcome.cappotto
    assert len(state.hands[0]) == 3  # the cards left are not played


def test_a_pair_declares_with_its_tricks_together() -> None:
    rules = Rules(players=4, declare_31=True)
    state = deal(rules, 3, ["AC 4B 5B", "2C 4S 5S", "CC 3B 7B", "4C 6S 7S"], "2D")
    for code in ("AC", "2C", "CC", "4C"):  # seat 0 takes 14
        state.apply(PLAY[card(code)])
    for code in ("4B", "4S", "3B", "6S"):  # seat 2 takes 10 with the 3B: the pair holds 24
        state.apply(PLAY[card(code)])
    assert state.current_player == 2 and state.view(2).side_points() == 24
    state.apply(DECLARE, 2)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.side_points == (24, 0) and outcome.winner == 1  # wrong: the pair loses


def test_the_record_and_series_keep_the_declaration() -> None:
    state = _two_tricks()
    state.apply(DECLARE, 0)
    record = json.loads(json.dumps(record_of(state)))
    assert record["moves"][-1] == {"seat": 0, "declare": 31}
    assert replay_record(record) == state
    assert "seat 0 declares 31" in "\n".join(describe(state))
    record["result"]["declared"]["right"] = True
    with pytest.raises(InvalidStateError, match="result"):
        replay_record(record)
    series = Series(A31, state, [0, 0], [], False)
    series.finish_hand()
    assert Series.from_json(json.loads(json.dumps(series.to_json()))).wins == [0, 1]
    bad = series.to_json()
    bad["outcomes"][0]["declared"]["right"] = True
    bad["outcomes"][0]["winner"] = 0
    with pytest.raises(InvalidStateError, match="declaration does not follow"):
        Series.from_json(bad)


def test_outcome_after_a_wrong_declaration_with_three_players() -> None:
    rules = Rules.for_table(3, declare_31=True)
    assert Outcome.from_points(rules, [10, 20, 20], Declaration(0, False)).winner is None
    assert Outcome.from_points(rules, [40, 20, 10], Declaration(0, True)).winner == 0


@PROPERTY
@given(rng=st.randoms(use_true_random=False), players=st.sampled_from([2, 3, 4]))
def test_declarations_decide_the_hand(rng: random.Random, players: int) -> None:
    rules = Rules.for_table(players, declare_31=True)
    state = GameState.new(rules, rng)
    while not state.is_over:
        actions = state.legal_actions()
        assert actions[-1] is DECLARE
        # Declare rarely, so that hands reach 31 and beyond.
        plays = [a for a in actions if isinstance(a, Play)]
        state.apply(DECLARE if rng.random() < 0.05 or not plays else rng.choice(plays))
    outcome = state.outcome()
    assert outcome is not None
    if outcome.declared is None:
        assert sum(outcome.seat_points) == 120
        return
    seat, side = outcome.declared.seat, rules.side_of(outcome.declared.seat)
    assert state.moves[-1] == (seat, DECLARE)
    assert outcome.declared.right == (outcome.side_points[side] >= 31)
    if outcome.declared.right:
        assert outcome.winner == side
    else:
        assert outcome.winner != side
    assert sum(outcome.seat_points) == sum(t.points for t in state.tricks)
