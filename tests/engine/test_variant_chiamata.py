"""Briscola Chiamata (5 players): auction, call, secret partner, scoring by sides."""

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
    state_from_json,
    state_to_json,
)
from briscola.engine.actions import CALL, PLAY, Call, Play
from briscola.engine.auction import BIDS, MAX_LEVEL, PASS, Bid, auction_turn, best_bid, legal_bids
from briscola.engine.errors import RulesError
from briscola.engine.outcome import Contract, Outcome
from tests.support.properties import PROPERTY

from .helpers import card, cards, snapshot

CHIAMATA = preset("chiamata-5")
HANDS = [
    "AD 3D RD CD FD 7D 6D 5D",  # seat 0: every high denaro but none of the others
    "AC 3C RC CC FC 7C 6C 5C",
    "AS 3S RS CS FS 7S 6S 5S",
    "AB 3B RB CB FB 7B 6B 5B",
    "4D 2D 4C 2C 4S 2S 4B 2B",
]


def fixed_deal(dealer: int = 4) -> GameState:
    return GameState.from_deal(CHIAMATA, dealer, [cards(h) for h in HANDS], [])


def bid(state: GameState, value: str | int) -> None:
    state.apply(BIDS[value])


def test_rules() -> None:
    assert CHIAMATA.hand_size == 8 and CHIAMATA.deck == 40 and CHIAMATA.is_chiamata
    assert CHIAMATA.sides == 2 and CHIAMATA.tricks == 8
    plain = Rules(swap_seven=False)
    for bad in (Rules(), plain.replace(best_of=3), plain.replace(declare_31=True)):
        with pytest.raises(RulesError, match="Chiamata"):
            bad.replace(players=5, swap_seven=bad.swap_seven)
    assert Rules().replace(players=5) == CHIAMATA  # the new table's deck, hand and no swap
    with pytest.raises(RulesError, match="partners"):
        Rules.for_table(5, swap_seven=False, signals=True)
    with pytest.raises(RulesError, match="the call decides the sides"):
        CHIAMATA.side_of(0)


def test_bids_and_their_json() -> None:
    assert [Bid(v).level for v in ("A", "3", "2", 62, 120)] == [0, 1, 9, 10, MAX_LEVEL]
    assert Bid(70).rank == "2" and Bid(70).target == 70 and Bid("R").target == 61
    assert action_from_json({"bid": "A"}) is BIDS["A"]
    assert action_from_json({"bid": 80}) is BIDS[80]
    assert action_from_json({"bid": "pass"}) is BIDS[PASS]
    assert action_from_json({"call": "3B"}) is CALL[card("3B")]
    for bad in (61, 121, "K", True, None, [1]):
        with pytest.raises(InvalidStateError, match="a bid is"):
            action_from_json({"bid": bad})


def test_auction_order_and_end() -> None:
    # Dealer 4: seat 0 bids first; passed seats are skipped; it ends when four have passed.
    bids: list[tuple[int, Bid]] = []
    assert auction_turn(5, 4, bids) == 0
    assert legal_bids(5, bids)[0] == BIDS[PASS] and len(legal_bids(5, bids)) == MAX_LEVEL + 2
    for seat, value in ((0, "A"), (1, PASS), (2, "3"), (3, PASS), (4, PASS), (0, "R")):
        assert auction_turn(5, 4, bids) == seat
        bids.append((seat, BIDS[value]))
    assert auction_turn(5, 4, bids) == 2
    assert [b.value for b in legal_bids(5, bids)[:3]] == [PASS, "C", "F"]
    bids.append((2, BIDS[PASS]))
    assert auction_turn(5, 4, bids) is None and best_bid(bids) == (0, BIDS["R"])


def test_the_last_seat_may_not_pass_when_all_others_did() -> None:
    state = fixed_deal()
    for _ in range(4):
        bid(state, PASS)
    assert state.current_player == 4 and BIDS[PASS] not in state.legal_actions()
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as error:
        bid(state, PASS)
    assert error.value.reason == "bid-not-allowed" and snapshot(state) == before
    bid(state, "A")
    assert state.phase == "call" and state.caller == 4 and state.current_player == 4


def test_auction_refusals_change_nothing() -> None:
    state = fixed_deal()
    bid(state, "3")
    before = snapshot(state)
    for action, reason in (
        (BIDS["A"], "bid-not-allowed"),
        (PLAY[card("AC")], "not-now"),
        (CALL[card("AD")], "not-now"),
    ):
        with pytest.raises(IllegalActionError) as error:
            state.apply(action)
        assert error.value.reason == reason
    assert snapshot(state) == before


def _called(dealer: int = 4, called: str = "AS") -> GameState:
    state = fixed_deal(dealer)
    bid(state, "A")  # seat 0 (after dealer 4)
    for _ in range(4):
        bid(state, PASS)
    assert state.phase == "call" and state.caller == 0
    assert state.legal_actions() == [CALL[c] for c in cards("AD AC AS AB")]
    with pytest.raises(IllegalActionError) as error:
        state.apply(CALL[card("3S")])
    assert error.value.reason == "call-not-allowed"
    state.apply(CALL[card(called)])
    return state


def test_the_call_sets_trump_partner_and_the_lead() -> None:
    state = _called()
    assert state.trump_suit == "S" and state.partner == 2 and state.phase == "play"
    assert state.current_player == 0  # the seat after the dealer leads
    assert [state.side_of(s) for s in range(5)] == [0, 1, 0, 1, 1]
    assert state.trump_card is None and state.face_up is None and state.stock_left == 0
    with pytest.raises(IllegalActionError) as error:
        bid(state, "3")
    assert error.value.reason == "not-now"


def test_the_partner_is_secret_until_the_card_is_played() -> None:
    state = _called()
    views = [state.view(s) for s in range(5)]
    assert [v.partner for v in views] == [None, None, 2, None, None]
    assert [v.caller for v in views] == [0] * 5 and views[1].called == card("AS")
    assert views[0].side_of(2) is None and views[0].my_side == 0
    assert views[1].side_of(2) is None and views[1].side_of(1) == 1 and views[1].my_side == 1
    assert views[2].side_of(0) == 0 and views[2].side_of(1) == 1 and views[2].my_side == 0
    assert "partner" in views[1].to_json() and views[1].to_json()["partner"] is None
    state.apply(PLAY[card("AD")], 0)
    state.apply(PLAY[card("AC")], 1)
    assert state.view(1).partner is None
    state.apply(PLAY[card("AS")], 2)
    assert all(state.view(s).partner == 2 for s in range(5))
    assert state.view(3).side_of(4) == 1


def test_calling_ones_own_card_plays_alone() -> None:
    state = _called(called="AD")
    assert state.partner == 0 and [state.side_of(s) for s in range(5)] == [0, 1, 1, 1, 1]
    assert state.view(0).partner == 0 and state.view(1).partner is None


def test_scoring_by_sides() -> None:
    contract = Contract(caller=0, partner=2, called="AS", target=61)
    win = Outcome.from_points(CHIAMATA, [40, 20, 21, 19, 20], contract=contract)
    assert win.side_points == (61, 59) and win.winner == 0
    lose = Outcome.from_points(CHIAMATA, [40, 20, 20, 20, 20], contract=contract)
    assert lose.side_points == (60, 60) and lose.winner == 1  # 60 is not enough: no tie
    high = Contract(caller=0, partner=2, called="2S", target=75)
    assert Outcome.from_points(CHIAMATA, [40, 10, 30, 20, 20], contract=high).winner == 1
    assert win.to_json()["contract"] == {"caller": 0, "partner": 2, "called": "AS", "target": 61}


def test_a_whole_hand_is_saved_and_replayed() -> None:
    state = _called()
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.contract == Contract(0, 2, "AS", 61)
    assert sum(outcome.side_points) == 120
    record = json.loads(json.dumps(record_of(state)))
    assert record["trump"] is None
    assert record["moves"][:2] == [{"seat": 0, "bid": "A"}, {"seat": 1, "bid": "pass"}]
    assert {"seat": 0, "call": "AS"} in record["moves"]
    assert replay_record(record) == state
    assert state_from_json(json.loads(json.dumps(state_to_json(state)))) == state
    series = Series(CHIAMATA, state, [0, 0], [], False)
    series.finish_hand()
    assert Series.from_json(json.loads(json.dumps(series.to_json()))).outcomes == [outcome]
    tampered = series.to_json()
    tampered["outcomes"][0]["contract"]["target"] = 130
    with pytest.raises(InvalidStateError, match="bad contract"):
        Series.from_json(tampered)


@PROPERTY
@given(rng=st.randoms(use_true_random=False))
def test_random_auctions_and_hands(rng: random.Random) -> None:
    state = GameState.new(CHIAMATA, rng)
    assert [len(h) for h in state.hands] == [8] * 5 and state.stock == []
    while state.phase == "auction":
        actions = state.legal_actions()
        state.apply(actions[0] if rng.random() < 0.7 else rng.choice(actions))
    best = best_bid(state.bids)
    assert best is not None and state.caller == best[0]
    passed = {s for s, b in state.bids if b.value == PASS}
    assert len(passed) == 4 and state.caller not in passed
    levels = [b.level for _, b in state.bids if b.value != PASS]
    assert levels == sorted(levels) and len(set(levels)) == len(levels)
    call = rng.choice(state.legal_actions())
    assert isinstance(call, Call) and call.card.rank == best[1].rank
    holder = next(s for s in range(5) if call.card in state.hands[s])
    state.apply(call)
    assert state.partner == holder and state.trump_suit == call.card.suit
    while not state.is_over:
        actions = state.legal_actions()
        assert all(isinstance(a, Play) for a in actions)
        state.apply(rng.choice(actions))
    outcome = state.outcome()
    assert outcome is not None
    assert len(state.tricks) == 8 and sum(outcome.seat_points) == 120
    ours = sum(outcome.seat_points[s] for s in {state.caller, state.partner})
    assert outcome.side_points == (ours, 120 - ours)
    assert outcome.winner == (0 if ours >= best[1].target else 1)
