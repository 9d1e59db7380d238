"""Properties over random play, for every table and option (hypothesis)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola import (
    Card,
    GameState,
    IllegalActionError,
    Rules,
)
from briscola.engine.actions import PLAY, SWAP, Action, Play, SwapSeven
from tests.support.properties import HEAVY, PROPERTY

from .helpers import (
    TABLES,
    assert_no_leak,
    cards_in_play,
    hidden_from,
    random_hand,
    snapshot,
    table_id,
)

STRENGTH = "24567FCR3A"  # low to high, written out again here as an independent oracle
TRICKS = {(2, 40): 20, (3, 39): 13, (3, 36): 12, (4, 40): 10}

tables = pytest.mark.parametrize("rules", TABLES, ids=table_id)
hands = st.randoms(use_true_random=False)


def expected_winner(plays: tuple[tuple[int, Card], ...], trump: str | None) -> int:
    """rules.md: the highest trump wins; with no trump, the highest card of the suit led."""
    trumps = [(seat, c) for seat, c in plays if c.suit == trump]
    candidates = trumps or [(seat, c) for seat, c in plays if c.suit == plays[0][1].suit]
    return max(candidates, key=lambda sc: STRENGTH.index(sc[1].rank))[0]


def swap_expected(state: GameState) -> bool:
    """rules.md: the swap, restated from the text."""
    seat = state.current_player
    face_up = state.face_up
    return (
        seat is not None
        and state.rules.swap_seven
        and len(state.tricks) > 0  # not during the first trick
        and not state.trick  # the player who has just won, before leading
        and state.tricks[-1].winner == seat
        and face_up is not None  # the face-up card still lies under the stock
        and face_up.rank in "A3RCF"  # higher than the 7
        and Card.from_code(f"7{state.trump_suit}") in state.hands[seat]
    )


@tables
@PROPERTY
@given(rng=hands)
def test_each_card_exactly_once_at_every_step(rules: Rules, rng: random.Random) -> None:
    deck = Counter(rules.cards)
    states = random_hand(rules, rng)
    final = states[-1]
    assert Counter([c for h in final.dealt for c in h] + list(final.initial_stock)) == deck
    for state in states:
        assert cards_in_play(state) == deck
        for seat, known in enumerate(state.known):
            assert set(known) <= set(state.hands[seat])


@tables
@PROPERTY
@given(rng=hands)
def test_a_hand_ends_with_120_points_and_the_right_number_of_tricks(
    rules: Rules, rng: random.Random
) -> None:
    final = random_hand(rules, rng)[-1]
    assert final.is_over and final.legal_actions() == []
    assert len(final.tricks) == TRICKS[(rules.players, rules.deck)]
    assert all(len(t.cards) == rules.players for t in final.tricks)
    assert final.stock_left == 0 and all(h == [] for h in final.hands)
    outcome = final.outcome()
    assert outcome is not None
    assert sum(outcome.seat_points) == sum(outcome.side_points) == 120
    points = [0] * rules.players
    for trick in final.tricks:
        points[trick.winner] += sum(c.points for _, c in trick.cards)
    assert list(outcome.seat_points) == points
    sides = list(outcome.side_points)
    top = max(sides)
    assert outcome.winner == (sides.index(top) if sides.count(top) == 1 else None)
    if rules.sides == 2 and outcome.winner is not None:
        assert sides[outcome.winner] > 60
    assert outcome.cappotto == (top == 120)


@tables
@PROPERTY
@given(rng=hands)
def test_tricks_seat_order_and_legal_actions(rules: Rules, rng: random.Random) -> None:
    states = random_hand(rules, rng)
    n = rules.players
    final = states[-1]
    leader = (final.dealer + 1) % n
    for trick in final.tricks:
        assert trick.leader == leader
        assert [seat for seat, _ in trick.cards] == [(leader + i) % n for i in range(n)]
        assert trick.winner == expected_winner(trick.cards, final.trump_suit)
        assert trick.points == sum(c.points for _, c in trick.cards)
        leader = trick.winner
    for state in states[:-1]:
        seat = state.current_player
        assert seat is not None
        # No duty to follow, win or trump: every card in hand may be played.
        plays = {a for a in state.legal_actions() if isinstance(a, Play)}
        assert plays == {PLAY[c] for c in state.hands[seat]}
        swaps = [a for a in state.legal_actions() if isinstance(a, SwapSeven)]
        seven = Card.from_code(f"7{state.trump_suit}")
        assert swaps == ([SWAP[seven]] if swap_expected(state) else [])
        assert state.view(seat).legal_actions() == state.legal_actions()


@tables
@PROPERTY
@given(rng=hands)
def test_draw_order_and_the_face_up_card_drawn_last(rules: Rules, rng: random.Random) -> None:
    states = random_hand(rules, rng)
    n = rules.players
    for before, after in itertools.pairwise(states):
        if len(after.tricks) == len(before.tricks) or before.stock_left == 0:
            # No trick finished, or none to draw from: nothing is drawn.
            assert after.drawn == before.drawn and after.stock_left == before.stock_left
            continue
        winner = after.tricks[-1].winner
        face_up = before.face_up
        assert face_up is not None and face_up.suit == before.trump_suit
        drawn = [after.hands[(winner + i) % n][-1] for i in range(n)]
        assert drawn == before.stock[before.drawn : before.drawn + n]
        assert after.stock_left == before.stock_left - n
        if after.stock_left == 0:
            last = (winner + n - 1) % n
            assert drawn[-1] == face_up  # the face-up trump (or the 7 swapped in) comes last
            assert face_up in after.known[last]
            assert all(after.view(s).known[last] == tuple(after.known[last]) for s in range(n))
        else:
            assert face_up not in drawn and after.face_up == face_up
        assert [len(h) for h in after.hands] == [3] * n


@tables
@HEAVY
@given(rng=hands, pick=st.randoms(use_true_random=False))
def test_illegal_actions_change_nothing(
    rules: Rules, rng: random.Random, pick: random.Random
) -> None:
    for state in random_hand(rules, rng):
        before = snapshot(state)
        seat = state.current_player
        attempts: list[tuple[Action, int | None, str]] = []
        if seat is None:
            attempts.append((PLAY[pick.choice(rules.cards)], None, "hand-over"))
        else:
            legal = state.legal_actions()
            other = (seat + pick.randrange(1, rules.players)) % rules.players
            attempts.append((pick.choice(legal), other, "not-your-turn"))
            not_held = [c for c in rules.cards if c not in state.hands[seat]]
            attempts.append((PLAY[pick.choice(not_held)], seat, "card-not-held"))
            refused = [swap for swap in SWAP.values() if swap not in legal]
            attempts.append((pick.choice(refused), seat, "swap-not-allowed"))
        for action, who, reason in attempts:
            try:
                state.apply(action, who)
            except IllegalActionError as error:
                assert error.reason == reason, (action, who, str(error))
            else:
                raise AssertionError(f"{action} by seat {who} was accepted")
        assert snapshot(state) == before


@tables
@HEAVY
@given(rng=hands)
def test_views_never_leak(rules: Rules, rng: random.Random) -> None:
    for state in random_hand(rules, rng):
        for seat in range(rules.players):
            view = assert_no_leak(state, seat)
            assert view.hand == tuple(state.hands[seat])
            assert view.hand_sizes == tuple(len(h) for h in state.hands)
            assert view.stock_left == state.stock_left
            assert view.face_up == state.face_up
            assert set(view.unseen_cards()) == hidden_from(state, seat)
