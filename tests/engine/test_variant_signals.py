"""Partner signals (4 and 6 players): honest, public, from the second trick, one per trick."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola import (
    GameState,
    IllegalActionError,
    Rules,
    action_from_json,
    preset,
    record_of,
    replay_record,
)
from briscola.ai.kernel.sampling import Determinizer
from briscola.engine.actions import PLAY, SIGNAL, Play, Signal
from briscola.engine.errors import InvalidStateError, RulesError
from briscola.engine.signals import ACE_OF_TRUMP, NOTHING, SIGNALS, THREE_OF_TRUMP, is_nothing
from tests.support.properties import PROPERTY

from .helpers import card, cards, deal, snapshot

PAIRS = preset("pairs-4-signals")


def _after_first_trick() -> GameState:
    # Trump D. Seat 0 leads 4C and wins with partner 2's help; then seat 0 leads again.
    state = deal(PAIRS, 3, ["4C AD 3D", "5C 6S 7S", "RC 4S 5S", "6C 4B 5B"], "2D",
                 first="FS CS RS 6B 7B FB CB RB")  # fmt: skip
    for code in ("4C", "5C", "RC", "6C"):
        state.apply(PLAY[card(code)])
    assert state.current_player == 2
    return state


def test_rules_and_json() -> None:
    assert PAIRS.signals and preset("teams-6-signals").players == 6
    for players in (2, 3):
        with pytest.raises(RulesError, match="partners"):
            Rules.for_table(players, signals=True)
    assert action_from_json({"signal": "nothing"}) is SIGNAL[NOTHING]
    with pytest.raises(InvalidStateError, match="no signal named"):
        action_from_json({"signal": "wink"})
    assert Signal(ACE_OF_TRUMP).to_json() == {"signal": "ace-of-trump"}


def test_no_signal_in_the_first_trick_nor_at_other_tables() -> None:
    state = deal(PAIRS, 3, ["4C AD 3D", "5C 6S 7S", "RC 4S 5S", "6C 4B 5B"], "2D")
    assert not [a for a in state.legal_actions() if isinstance(a, Signal)]
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="second trick") as error:
        state.apply(SIGNAL[ACE_OF_TRUMP])
    assert error.value.reason == "signal-not-allowed" and snapshot(state) == before
    classic = GameState.new(Rules(players=4), random.Random(1))
    with pytest.raises(IllegalActionError, match="signals are off"):
        classic.apply(SIGNAL[NOTHING])


def test_only_true_signals_once_per_trick() -> None:
    state = _after_first_trick()
    # Seat 2 holds 4S 5S + two drawn cards (RS, 6B... drawn in order): no Ace, 3 or trump.
    hand = state.hands[2]
    assert all(is_nothing(c, "D") for c in hand)
    signals = [a for a in state.legal_actions() if isinstance(a, Signal)]
    assert signals == [SIGNAL[NOTHING]]
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="do not hold the AD"):
        state.apply(SIGNAL[ACE_OF_TRUMP], 2)
    assert snapshot(state) == before
    state.apply(SIGNAL[NOTHING], 2)
    assert state.current_player == 2  # a signal keeps the turn
    with pytest.raises(IllegalActionError, match="one signal per trick"):
        state.apply(SIGNAL[NOTHING], 2)
    view = state.view(1)
    assert view.signals == ((2, 1, NOTHING),)
    assert view.to_json()["signals"] == [{"seat": 2, "trick": 1, "signal": "nothing"}]
    assert card("AD") in view.excluded_cards(2) and card("4S") not in view.excluded_cards(2)
    state.apply(PLAY[hand[0]], 2)
    # Seat 3 follows; seat 0 holds AD and 3D: both card signals are open to it.
    state.apply(PLAY[state.hands[3][0]], 3)
    state.apply(SIGNAL[ACE_OF_TRUMP], 0)
    assert card("AD") in state.known[0] and card("AD") in state.view(1).known[0]
    assert [a for a in state.legal_actions() if isinstance(a, Signal)] == []


def test_a_card_signal_is_public_until_played() -> None:
    state = _after_first_trick()
    state.apply(PLAY[state.hands[2][0]], 2)
    state.apply(PLAY[state.hands[3][0]], 3)
    state.apply(SIGNAL[THREE_OF_TRUMP], 0)
    assert state.known[0] == cards("3D")
    state.apply(PLAY[card("3D")], 0)
    assert state.known[0] == []


def test_nothing_no_longer_excludes_after_a_draw() -> None:
    state = _after_first_trick()
    state.apply(SIGNAL[NOTHING], 2)
    assert state.view(0).excluded_cards(2)
    while len(state.tricks) < 2:
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Play)))
    assert state.view(0).excluded_cards(2) == set()


def test_the_search_deals_around_the_signals() -> None:
    state = _after_first_trick()
    state.apply(SIGNAL[NOTHING], 2)
    state.apply(PLAY[state.hands[2][0]], 2)
    view = state.view(3)
    determinizer = Determinizer(view)
    banned = {c.index for c in view.excluded_cards(2)}
    for seed in range(30):
        world = determinizer.sample(random.Random(seed).random)
        assert not banned & set(world.hands[2])


def test_signals_in_the_record() -> None:
    state = _after_first_trick()
    state.apply(SIGNAL[NOTHING], 2)
    record = json.loads(json.dumps(record_of(state)))
    assert record["moves"][-1] == {"seat": 2, "signal": "nothing"}
    assert replay_record(record) == state


@PROPERTY
@given(rng=st.randoms(use_true_random=False), players=st.sampled_from([4, 6]))
def test_every_signal_is_true_when_given(rng: random.Random, players: int) -> None:
    rules = Rules.for_table(players, signals=True)
    state = GameState.new(rules, rng)
    given_signals = 0
    while not state.is_over:
        actions = state.legal_actions()
        signals = [a for a in actions if isinstance(a, Signal)]
        action = rng.choice(signals) if signals and rng.random() < 0.5 else rng.choice(actions)
        if isinstance(action, Signal):
            seat = state.current_player
            assert seat is not None
            hand = state.hands[seat]
            trump = state.trump_suit
            if action.name == NOTHING:
                assert all(is_nothing(c, trump) for c in hand)
            else:
                rank = "A" if action.name == ACE_OF_TRUMP else "3"
                assert card(f"{rank}{trump}") in hand
            assert len(state.tricks) > 0
            given_signals += 1
        state.apply(action)
    names = [name for _, _, name in state.signals]
    assert len(names) == given_signals and set(names) <= set(SIGNALS)
    per_trick = [(s, t) for s, t, _ in state.signals]
    assert len(per_trick) == len(set(per_trick))
    assert sum(state.seat_points) == 120
