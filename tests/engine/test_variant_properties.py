"""Properties every variant keeps over random play: each card once, points conserved,
saved states and records round-trip (at the classic tables too), illegal actions change
nothing."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola import (
    PRESETS,
    Card,
    GameState,
    IllegalActionError,
    Rules,
    record_of,
    replay_record,
    state_from_json,
    state_to_json,
)
from briscola.engine.actions import PLAY, Action
from tests.support.properties import HEAVY, PROPERTY

from .helpers import (
    TABLES,
    cards_in,
    cards_in_play,
    random_hand,
    snapshot,
    table_id,
)

VARIANTS = {
    name: rules for name, rules in PRESETS.items() if not name.startswith(("classic", "pairs"))
}
"""Every variant preset (the classic tables have test_properties.py)."""

variants = pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=list(VARIANTS))
every_table = pytest.mark.parametrize(
    "rules", [*TABLES, *VARIANTS.values()], ids=[*map(table_id, TABLES), *VARIANTS]
)
"""The classic tables (test_properties.py) and every variant."""
hands = st.randoms(use_true_random=False)


def test_every_variant_is_a_preset() -> None:
    assert len(VARIANTS) >= 1


@variants
@PROPERTY
@given(rng=hands)
def test_cards_and_points_are_conserved(rules: Rules, rng: random.Random) -> None:
    deck = Counter(rules.cards)
    states = random_hand(rules, rng)
    for state in states:
        assert cards_in_play(state) == deck
        taken = sum(t.points for t in state.tricks)
        assert sum(state.seat_points) == taken <= 120
    final = states[-1]
    assert final.is_over and final.legal_actions() == []
    outcome = final.outcome()
    assert outcome is not None
    assert sum(outcome.seat_points) == sum(outcome.side_points) == taken
    if all(not hand for hand in final.hands):
        assert taken == 120


@every_table
@HEAVY
@given(rng=hands)
def test_json_round_trip_at_every_step(rules: Rules, rng: random.Random) -> None:
    for state in random_hand(rules, rng):
        data = state_to_json(state)
        loaded = state_from_json(json.loads(json.dumps(data)))
        assert loaded == state
        assert state_to_json(loaded) == data
    assert replay_record(json.loads(json.dumps(record_of(state)))) == state


@variants
@HEAVY
@given(rng=hands, pick=st.randoms(use_true_random=False))
def test_illegal_actions_change_nothing(
    rules: Rules, rng: random.Random, pick: random.Random
) -> None:
    for state in random_hand(rules, rng):
        before = snapshot(state)
        seat = state.current_player
        if seat is None:
            attempts: list[tuple[Action, int | None]] = [(PLAY[pick.choice(rules.cards)], None)]
        else:
            other = (seat + pick.randrange(1, rules.players)) % rules.players
            not_held = [c for c in rules.cards if c not in state.hands[seat]]
            attempts = [
                (pick.choice(state.legal_actions()), other),
                (PLAY[pick.choice(not_held)], seat),
            ]
        for action, who in attempts:
            with pytest.raises(IllegalActionError):
                state.apply(action, who)
        assert snapshot(state) == before


def may_see(state: GameState, seat: int) -> set[Card]:
    """docs/rules.md: the cards a seat may see in each variant."""
    rules = state.rules
    if rules.open_hands:
        return set(rules.cards)  # scoperta: everything lies face up
    hidden = set(state.stock[state.drawn :]) - ({state.face_up} if state.face_up else set())
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden |= set(hand) - set(state.known[other])
    side = seat % 2
    if state.stock_left == 0 and rules.captain(side, state.dealer) == seat:
        for partner in rules.seats_of(side):
            hidden -= set(state.hands[partner])  # shown to the captain of six
    if state.called is not None:
        hidden.discard(state.called)  # the Chiamata's called card is named aloud, not placed
    return set(rules.cards) - hidden


@variants
@HEAVY
@given(rng=hands)
def test_no_view_shows_what_its_seat_may_not_see(rules: Rules, rng: random.Random) -> None:
    for state in random_hand(rules, rng):
        for seat in range(rules.players):
            view = state.view(seat)
            assert cards_in(view) <= may_see(state, seat)
            text = json.dumps(view.to_json())
            assert not [
                c.code for c in set(rules.cards) - may_see(state, seat) if f'"{c.code}"' in text
            ]
            if rules.is_chiamata and view.partner is not None:
                shown = state.called in [c for t in state.tricks for _, c in t.cards] + [
                    c for _, c in state.trick
                ]
                assert seat == state.partner or shown
