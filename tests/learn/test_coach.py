"""The coach's patterns: each found on a crafted position and not on a near miss."""

from __future__ import annotations

import pytest

from briscola.engine.actions import Play
from briscola.engine.cards import Card
from briscola.engine.rules import Rules
from briscola.engine.state import GameState
from briscola.learn.coach import (
    Pattern,
    Tip,
    early_high_trump,
    lead_carico,
    overtake_high,
    points_to_opponent,
    tips,
    trick_of,
    trump_on_nothing,
)
from tests.learn.hands import moved, played_hand

C = Card.from_code


def found(pattern: Pattern, seat0: str, seat1: str, plays: list[str], at: int = -1) -> Tip | None:
    """What ``pattern`` says of play ``at`` of ``plays`` (its trick completed)."""
    state, last = moved(seat0, seat1, plays)
    number = at % (last + 1)
    before, _ = moved(seat0, seat1, plays[:number])
    seat, action = state.moves[number]
    trick = trick_of(state, number)
    assert trick is not None
    return pattern(before.view(seat), action, trick)


def test_leading_a_carico_while_holding_a_liscio() -> None:
    tip = found(lead_carico, "AS 4C RB", "6C 7C FC", ["AS", "6C"], at=0)
    assert tip == Tip("lead_carico", C("AS"), C("4C"), 11)
    assert found(lead_carico, "AS RC FB", "6C 7C FC", ["AS", "6C"], at=0) is None  # no liscio
    assert found(lead_carico, "3D 4C RB", "6C 7C FC", ["3D", "6C"], at=0) is None  # a trump
    assert found(lead_carico, "FS 3S RB", "6C 7C 3C", ["FS", "3C"]) is None  # not a lead


def test_a_trump_on_a_trick_with_no_points() -> None:
    tip = found(trump_on_nothing, "5B 6C 7C", "2D 4C RS", ["5B", "2D"])
    assert tip == Tip("trump_on_nothing", C("2D"), C("4C"))
    assert found(trump_on_nothing, "FB 6C 7C", "2D 4C RS", ["FB", "2D"]) is None  # 2 points
    assert found(trump_on_nothing, "5B 6C 7C", "2D RC RS", ["5B", "2D"]) is None  # no liscio


def test_the_ace_of_trump_spent_early() -> None:
    tip = found(early_high_trump, "4C 6C 7C", "AD 4S RS", ["4C", "AD"])
    assert tip == Tip("early_high_trump", C("AD"), C("4S"), 0)  # the 4 would have kept it
    assert found(early_high_trump, "3C 6C 7C", "AD 4S RS", ["3C", "AD"]) is None  # takes a 3
    assert found(early_high_trump, "4C 6C 7C", "2D 4S RS", ["4C", "2D"]) is None  # a low trump
    assert found(early_high_trump, "4C 6C 7C", "AD 3D RS", ["4C", "AD"]) == Tip(
        "early_high_trump", C("AD"), C("RS"), 0
    )  # the 3 of trump is no card to keep it with


def test_the_three_of_trump_late_in_the_hand_is_no_mistake() -> None:
    hand = played_hand(6)  # trump Coppe: the 3 is played at move 35, on few points
    state = GameState.from_deal(hand.rules, hand.dealer, hand.dealt, hand.initial_stock)
    judged = []
    for number, (seat, action) in enumerate(hand.moves):
        view = state.view(seat)
        state.apply(action, seat)
        trick = trick_of(hand, number)
        if action == Play(C("3C")):
            assert trick is not None and trick.points - action.card.points < 10
            assert early_high_trump(view, action, trick) is None
            judged.append(number)
    assert judged == [35]


def test_points_given_to_an_opponents_trick() -> None:
    tip = found(points_to_opponent, "7D 6C 7C", "RS 4C 3B", ["7D", "RS"])
    assert tip == Tip("points_to_opponent", C("RS"), C("4C"), 4)
    assert found(points_to_opponent, "7D 6C 7C", "RS RC 3B", ["7D", "RS"]) is None  # none fewer
    assert found(points_to_opponent, "4S 6C 7C", "RS 4C 3B", ["4S", "RS"]) is None  # it takes


def test_taking_with_a_higher_card_than_needed() -> None:
    tip = found(overtake_high, "4S 6C 7C", "AS 5S 2D", ["4S", "AS"])
    assert tip == Tip("overtake_high", C("AS"), C("5S"), 11)
    assert found(overtake_high, "4S 6C 7C", "AS 2S 2D", ["4S", "AS"]) is None  # only a trump
    trump = found(overtake_high, "FS 6C 7C", "AD 7S 2D", ["FS", "AD"])
    assert trump == Tip("overtake_high", C("AD"), C("2D"), 13)  # a lower trump would do


def test_a_plain_card_instead_of_a_trump() -> None:
    tip = found(overtake_high, "4S 6C 7C", "2D 5S 4B", ["4S", "2D"])
    assert tip == Tip("overtake_high", C("2D"), C("5S"), 0)


def test_the_leader_is_never_told_it_took_too_high() -> None:
    assert found(overtake_high, "AS 5S 7C", "4S 6C 7B", ["AS", "4S"]) is None


def test_before_the_trick_is_complete_the_cards_on_the_table_count() -> None:
    before, _ = moved("4C 6C 7C", "AD 4S RS", ["4C"])
    view = before.view(1)
    assert early_high_trump(view, Play(C("AD")), None) == Tip("early_high_trump", C("AD"), C("4S"))
    rich, _ = moved("3C 6C 7C", "AD 4S RS", ["3C"])
    assert early_high_trump(rich.view(1), Play(C("AD")), None) is None  # 10 on the table
    last, _ = moved("7D 6C 7C", "RS 4C 3B", ["7D"])  # playing last: the trick is known
    assert points_to_opponent(last.view(1), Play(C("RS")), None) == Tip(
        "points_to_opponent", C("RS"), C("4C"), 4
    )


def test_the_card_a_tip_names_is_the_one_pick_chooses() -> None:
    state, _ = moved("7D 6C 7C", "RS 4C 3B", ["7D"])
    view = state.view(1)
    assert points_to_opponent(view, Play(C("3B")), None) == Tip(
        "points_to_opponent", C("3B"), C("4C"), 10
    )  # the cheapest by default
    dearest = points_to_opponent(view, Play(C("3B")), None, lambda cards: cards[0])
    assert dearest is not None and dearest.better == C("RS")  # the King loses it too
    assert points_to_opponent(view, Play(C("3B")), None, lambda cards: None) is None
    assert tips(view, Play(C("3B")), None, lambda cards: None) == []


@pytest.mark.parametrize("seed", range(4))
def test_tips_on_whole_hands_name_only_cards_the_seat_held(seed: int) -> None:
    hand = played_hand(seed, rules=Rules(players=4) if seed % 2 else Rules())
    state = GameState.from_deal(hand.rules, hand.dealer, hand.dealt, hand.initial_stock)
    for number, (seat, action) in enumerate(hand.moves):
        view = state.view(seat)
        state.apply(action, seat)
        trick = trick_of(hand, number)
        if trick is None:
            continue
        assert (seat, action.card) in trick.cards  # type: ignore[union-attr]
        for tip in tips(view, action, trick):
            assert tip.card == action.card  # type: ignore[union-attr]
            assert tip.better is None or tip.better in view.hand
