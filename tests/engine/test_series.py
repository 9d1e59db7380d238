"""Series: single hand, best of 3 or 5, the deal passing, ties replayed, options."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from briscola import GameState, IllegalActionError, InvalidStateError, Rules, Series

from .helpers import TWO_CAPPOTTO, TWO_TIE, TWO_WIN, Script, random_action

# TWO_TIE with seat 0's 4S (trick 2) and 3C (trick 12) exchanged: the 3C falls in seat 1's
# trick 2 and the 4S in seat 0's trick 12. Seat 0: 60 - 10 = 50, seat 1: 60 + 10 = 70.
TWO_LOSE = Script.of(
    Rules(players=2),
    1,
    [
        "2S AS > 1", "3S 3C > 1", "RS 5S > 1", "CS 6S > 1", "FS 7S > 1",
        "AB 2B > 1", "3B 4B > 1", "RB 5B > 1", "CB 6B > 1", "FB 7B > 1",
        "2C AC > 0", "4S 4C > 0", "RC 5C > 0", "CC 6C > 0", "FC 7C > 0",
        "AD 2D > 0", "3D 4D > 0", "RD 5D > 0", "CD 6D > 0", "FD 7D > 0",
    ],
)  # fmt: skip

# Finished 2-player hands by (dealer, result): "0"/"1" the seat that wins, "tie",
# "cap0"/"cap1" a cappotto for that seat.
HANDS: dict[tuple[int, str], Script] = {
    (1, "0"): TWO_WIN,
    (1, "1"): TWO_LOSE,
    (1, "tie"): TWO_TIE,
    (1, "cap0"): TWO_CAPPOTTO,
    (0, "0"): TWO_LOSE.mirrored(),
    (0, "1"): TWO_WIN.mirrored(),
    (0, "tie"): TWO_TIE.mirrored(),
    (0, "cap1"): TWO_CAPPOTTO.mirrored(),
}


def finished(rules: Rules, dealer: int, result: str) -> GameState:
    """A finished hand with this result, dealt by ``dealer``, under ``rules``."""
    script = HANDS[(dealer, result)]
    return Script(rules, script.dealer, script.tricks).played()


def test_the_scripted_hands_have_the_results_they_claim() -> None:
    for (dealer, result), script in HANDS.items():
        outcome = script.played().outcome()
        assert outcome is not None
        assert script.dealer == dealer
        if result == "tie":
            assert outcome.winner is None
        else:
            assert outcome.winner == int(result[-1])
            assert outcome.cappotto == result.startswith("cap")


def play(series: Series, results: Sequence[str]) -> list[int]:
    """Play hands with these results; returns the dealer of each hand."""
    dealers = []
    rng = random.Random(0)
    for result in results:
        if series.hand_counted:
            series.next_hand(rng)
        dealer = series.hand.dealer
        dealers.append(dealer)
        series.hand = finished(series.rules, dealer, result)
        series.finish_hand()
    return dealers


def new(**options: Any) -> Series:
    return Series.new(Rules(players=2, **options), random.Random(1), first_dealer=1)


def test_a_single_hand() -> None:
    series = new()
    assert series.rules.wins_needed == 1
    play(series, ["1"])
    assert series.is_over and series.winner == 1
    assert series.wins == [0, 1]
    with pytest.raises(IllegalActionError, match="the series is over") as caught:
        series.next_hand(random.Random(2))
    assert caught.value.reason == "series-over"


def test_a_tied_hand_counts_for_nobody_and_is_replayed() -> None:
    series = new()
    dealers = play(series, ["tie"])
    assert not series.is_over and series.winner is None
    assert series.wins == [0, 0]
    assert len(series.outcomes) == 1 and series.outcomes[0].is_tie
    dealers += play(series, ["tie", "0"])
    assert series.is_over and series.winner == 0 and series.wins == [1, 0]
    assert len(series.outcomes) == 3
    # The deal passes after every hand, ties included.
    assert dealers == [1, 0, 1]


def test_option_same_dealer_after_a_tie() -> None:
    series = new(same_dealer_after_tie=True)
    assert play(series, ["tie", "tie", "1"]) == [1, 1, 1]
    series = new(same_dealer_after_tie=True, best_of=3)
    assert play(series, ["0", "tie", "1", "0"]) == [1, 0, 0, 1]


def test_best_of_three_is_first_to_two() -> None:
    series = new(best_of=3)
    dealers = play(series, ["0", "1"])
    assert not series.is_over and series.wins == [1, 1]
    dealers += play(series, ["0"])
    assert series.is_over and series.winner == 0 and series.wins == [2, 1]
    assert dealers == [1, 0, 1]

    series = new(best_of=3)
    play(series, ["1", "1"])
    assert series.is_over and series.winner == 1 and len(series.outcomes) == 2


def test_best_of_five_is_first_to_three() -> None:
    series = new(best_of=5)
    dealers = play(series, ["0", "1", "tie", "1", "0"])
    assert not series.is_over and series.wins == [2, 2]
    dealers += play(series, ["1"])
    assert series.is_over and series.winner == 1 and series.wins == [2, 3]
    assert dealers == [1, 0, 1, 0, 1, 0]


def test_a_cappotto_counts_once_by_default() -> None:
    series = new(best_of=3)
    play(series, ["cap0"])
    assert series.wins == [1, 0] and not series.is_over


def test_option_a_cappotto_counts_as_two_hands() -> None:
    series = new(best_of=3, cappotto_double=True)
    play(series, ["cap0"])
    assert series.wins == [2, 0] and series.is_over and series.winner == 0

    series = new(best_of=5, cappotto_double=True)
    play(series, ["0", "cap1"])
    assert series.wins == [1, 2] and not series.is_over
    play(series, ["cap0"])
    assert series.wins == [3, 2] and series.winner == 0


def test_hands_must_be_finished_and_counted_once() -> None:
    series = new(best_of=3)
    with pytest.raises(IllegalActionError, match="not over") as caught:
        series.finish_hand()
    assert caught.value.reason == "hand-not-over"
    with pytest.raises(IllegalActionError, match="finish the current hand first"):
        series.next_hand(random.Random(3))
    play(series, ["0"])
    with pytest.raises(IllegalActionError, match="already been counted") as caught:
        series.finish_hand()
    assert caught.value.reason == "hand-counted"
    assert series.wins == [1, 0]


def test_the_first_dealer_is_drawn_by_lot() -> None:
    dealers = {Series.new(Rules.for_table(3), random.Random(s)).hand.dealer for s in range(40)}
    assert dealers == {0, 1, 2}
    assert Series.new(Rules.for_table(3), random.Random(0), first_dealer=2).hand.dealer == 2


def play_randomly(series: Series, rng: random.Random) -> None:
    hand = series.hand
    while not hand.is_over:
        hand.apply(random_action(hand, rng))


@pytest.mark.parametrize(
    "rules",
    [
        Rules.for_table(3, best_of=3),
        Rules(players=4, best_of=5, cappotto_double=True),
        Rules.for_table(3, deck=36, best_of=5, same_dealer_after_tie=True),
    ],
)
def test_a_random_series_passes_the_deal_and_ends(rules: Rules) -> None:
    rng = random.Random(rules.best_of * 10 + rules.players)
    series = Series.new(rules, rng, first_dealer=0)
    dealers = [0]
    while True:
        play_randomly(series, rng)
        outcome = series.finish_hand()
        if series.is_over:
            break
        series.next_hand(rng)
        tie = outcome.winner is None
        expected = dealers[-1] if tie and rules.same_dealer_after_tie else dealers[-1] + 1
        assert series.hand.dealer == expected % rules.players
        dealers.append(series.hand.dealer)
    assert series.winner is not None
    assert series.wins[series.winner] >= rules.wins_needed
    assert sum(1 for w in series.wins if w >= rules.wins_needed) == 1
    counted = [o for o in series.outcomes if o.winner is not None]
    assert len(series.outcomes) == len(dealers)
    assert sum(series.wins) == sum(
        2 if o.cappotto and rules.cappotto_double else 1 for o in counted
    )


def round_trip(series: Series) -> Series:
    data = series.to_json()
    loaded = Series.from_json(json.loads(json.dumps(data)))
    assert loaded.to_json() == data
    assert loaded.wins == series.wins and loaded.outcomes == series.outcomes
    assert loaded.hand == series.hand and loaded.hand_counted == series.hand_counted
    assert loaded.winner == series.winner and loaded.rules == series.rules
    assert Series.from_json(json.dumps(data)).to_json() == data
    return loaded


def test_json_round_trip_at_every_stage() -> None:
    rng = random.Random(5)
    series = Series.new(Rules(players=2, best_of=5), rng)
    round_trip(series)
    while not series.is_over:
        for _ in range(7):
            series.hand.apply(random_action(series.hand, rng))
        round_trip(series)  # mid-hand
        play_randomly(series, rng)
        round_trip(series)  # over, not counted
        series.finish_hand()
        round_trip(series)  # counted
        if not series.is_over:
            series.next_hand(rng)
    loaded = round_trip(series)
    assert loaded.is_over


def saved(results: Sequence[str], **options: Any) -> dict[str, Any]:
    series = new(**options)
    play(series, results)
    return copy.deepcopy(series.to_json())


def rejects(data: Any, message: str) -> None:
    with pytest.raises(InvalidStateError, match=message):
        Series.from_json(data)


def test_rejects_outcome_points_that_are_not_120() -> None:
    data = saved(["0", "1"], best_of=3)
    data["outcomes"][0]["points"] = [70, 60]
    rejects(data, "outcome 1: points must be per seat, 120 in all")
    data["outcomes"][0]["points"] = [70, 50, 0]
    rejects(data, "outcome 1: points must be per seat")


def test_rejects_an_outcome_that_does_not_follow_from_its_points() -> None:
    data = saved(["0", "1"], best_of=3)
    data["outcomes"][0]["winner"] = 1
    rejects(data, "outcome 1 does not follow from its points")
    data = saved(["tie"], best_of=3)
    data["outcomes"][0]["winner"] = 0
    rejects(data, "outcome 1 does not follow from its points")


def test_rejects_hands_after_the_series_was_won() -> None:
    data = saved(["0", "0"], best_of=3)
    extra = copy.deepcopy(data["outcomes"][0])
    data["outcomes"].insert(0, extra)
    rejects(data, "outcome 3 comes after the series was won")


def test_rejects_a_new_hand_after_the_series_was_won() -> None:
    series = new(best_of=3)
    play(series, ["0"])
    series.next_hand(random.Random(4))
    data = series.to_json()
    data["outcomes"].append(data["outcomes"][0])
    rejects(data, "a new hand was dealt after the series was won")


def test_rejects_a_counted_hand_that_is_not_over() -> None:
    series = new(best_of=3)
    play(series, ["0"])
    series.next_hand(random.Random(4))
    data = series.to_json()
    data["hand_counted"] = True
    rejects(data, "hand_counted is true but the hand is not over")


def test_rejects_a_last_outcome_that_is_not_the_hand() -> None:
    data = saved(["0", "1"], best_of=3)
    data["outcomes"].reverse()
    rejects(data, "the last outcome is not the current hand's")


def test_rejects_rules_that_differ_from_the_hand() -> None:
    data = saved(["0"], best_of=3)
    data["rules"]["best_of"] = 5
    rejects(data, "the current hand's rules differ from the series' rules")


def test_rejects_a_tampered_hand() -> None:
    data = saved(["0"], best_of=3)
    data["hand"]["position"]["points"] = [120, 0]
    rejects(data, "position.points is")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="briscola-state"), "not a briscola-series"),
        (lambda d: d.update(version=2), "briscola-series version 2 is not supported"),
        (lambda d: d.pop("outcomes"), "missing field 'outcomes'"),
        (lambda d: d.update(hand_counted="yes"), "'hand_counted' must be bool"),
        (lambda d: d.update(hand=[]), "'hand' must be dict"),
        (lambda d: d.update(outcomes=[None]), "outcome 1: points must be per seat"),
    ],
)
def test_rejects_bad_fields(change: Callable[[dict[str, Any]], Any], message: str) -> None:
    data = saved(["0"], best_of=3)
    change(data)
    rejects(data, message)


def test_rejects_truncated_text() -> None:
    text = json.dumps(saved(["0"], best_of=3))
    rejects(text[:-1], "a briscola-series is not valid JSON")


def test_rejects_a_deleted_past_hand() -> None:
    # The deal rotates with every hand, so a missing outcome shows in the current dealer.
    series = new(best_of=5)
    play(series, ["0", "1"])
    series.next_hand(random.Random(4))
    data = series.to_json()
    del data["outcomes"][0]
    rejects(data, "hands are missing or out of order")


def test_rejects_an_uncounted_flag_on_a_counted_hand() -> None:
    # Flipping hand_counted back would let the hand be counted twice.
    data = saved(["0"], best_of=3)
    data["hand_counted"] = False
    rejects(data, "hands are missing or out of order")


@pytest.mark.parametrize("shift", [2, -2, 4])
def test_rejects_a_first_dealer_that_is_not_a_seat(shift: int) -> None:
    # With a hand played, first_dealer + 2 at two players leads to the same current dealer:
    # only the range check refuses it.
    series = new(best_of=3)
    play(series, ["0"])
    series.next_hand(random.Random(4))
    data = series.to_json()
    data["first_dealer"] += shift
    rejects(data, "first_dealer must be a seat from 0 to 1")
