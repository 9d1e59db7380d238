"""Briscolone: five cards each, no trump; option: following suit is compulsory."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola import GameState, IllegalActionError, Rules, preset, record_of, replay_record
from briscola.engine.actions import PLAY, Play
from briscola.engine.errors import RulesError
from tests.support.properties import PROPERTY

from .helpers import card, cards, random_hand, snapshot

BRISCOLONE = preset("briscolone-2")
FOLLOW = preset("briscolone-2-follow")


def test_rules() -> None:
    assert BRISCOLONE.hand_size == 5 and BRISCOLONE.no_trump and not BRISCOLONE.swap_seven
    assert FOLLOW.follow_suit and FOLLOW.hand_size == 5
    assert Rules.for_table(4, no_trump=True, swap_seven=False).hand_size == 5
    with pytest.raises(RulesError, match="no trump"):
        Rules.for_table(no_trump=True)  # the trump-7 swap is on by default
    with pytest.raises(RulesError, match="no trump"):
        Rules.for_table(no_trump=True, swap_seven=False, two_beats_ace=True)
    with pytest.raises(RulesError, match="hand_size must be 5 for Briscolone"):
        Rules.for_table(no_trump=True, swap_seven=False, hand_size=3)
    with pytest.raises(RulesError, match="hand_size must be 3"):
        Rules(hand_size=5)
    assert Rules.from_json(FOLLOW.to_json()) == FOLLOW


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_five_each_and_no_trump_card(players: int) -> None:
    rules = Rules.for_table(players, no_trump=True, swap_seven=False)
    state = GameState.new(rules, random.Random(players))
    assert [len(h) for h in state.hands] == [5] * players
    assert state.stock_left == rules.deck - 5 * players
    assert state.trump_suit is None and state.trump_card is None and state.face_up is None
    view = state.view(0)
    assert view.trump_suit is None and view.face_up is None
    assert view.to_json()["trump_suit"] is None


def test_only_the_suit_led_wins() -> None:
    hands = ["AS 2C 3C 4C 5C", "2S AB 3B 4B 5B"]
    rest = [c for c in BRISCOLONE.cards if c not in cards(" ".join(hands))]
    state = GameState.from_deal(BRISCOLONE, 1, [cards(h) for h in hands], rest)
    state.apply(PLAY[card("2C")], 0)
    state.apply(PLAY[card("AB")], 1)  # an Ace of another suit: no trump to save it
    assert state.tricks[-1].winner == 0 and state.seat_points == [11, 0]
    # Every card is drawn: no face-up card is known to anyone.
    assert state.known == [[], []]


def test_following_suit_when_compulsory() -> None:
    hands = ["AS 2C 3C 4C 5C", "2S AB 3B 4B 6S"]
    rest = [c for c in FOLLOW.cards if c not in cards(" ".join(hands))]
    state = GameState.from_deal(FOLLOW, 1, [cards(h) for h in hands], rest)
    state.apply(PLAY[card("AS")], 0)
    assert state.legal_actions() == [PLAY[card("2S")], PLAY[card("6S")]]
    assert state.view(1).playable() == cards("2S 6S")
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="must follow suit") as error:
        state.apply(PLAY[card("AB")], 1)
    assert error.value.reason == "must-follow-suit"
    assert snapshot(state) == before
    state.apply(PLAY[card("6S")], 1)
    # Seat 0 wins and leads a coppe: seat 1, void in coppe, may play anything.
    state.apply(PLAY[card("2C")], 0)
    assert {a.card for a in state.legal_actions() if isinstance(a, Play)} == set(state.hands[1])


def test_record_has_no_trump() -> None:
    state = GameState.new(FOLLOW, random.Random(3))
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    record = record_of(state)
    assert record["trump"] is None
    assert replay_record(record) == state
    record["trump"] = "AD"
    with pytest.raises(Exception, match="no trump card"):
        replay_record(record)


@PROPERTY
@given(rng=st.randoms(use_true_random=False), players=st.sampled_from([2, 3, 4]))
def test_suit_led_wins_and_suit_is_followed(rng: random.Random, players: int) -> None:
    rules = Rules.for_table(players, no_trump=True, swap_seven=False, follow_suit=True)
    states = random_hand(rules, rng)
    for state in states[:-1]:
        seat = state.current_player
        assert seat is not None
        plays = {a.card for a in state.legal_actions() if isinstance(a, Play)}
        assert len(plays) == len(state.legal_actions())  # no swap without a trump
        if state.trick:
            led = state.trick[0][1].suit
            same = {c for c in state.hands[seat] if c.suit == led}
            assert plays == (same or set(state.hands[seat]))
        else:
            assert plays == set(state.hands[seat])
    final = states[-1]
    for trick in final.tricks:
        led = trick.cards[0][1].suit
        best = max((c for _, c in trick.cards if c.suit == led), key=lambda c: c.strength)
        assert trick.winner == next(s for s, c in trick.cards if c is best)
    assert sum(final.seat_points) == 120
    assert len(final.tricks) == rules.tricks
