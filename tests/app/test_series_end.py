"""The series-end screen's presenter, and what the last hand's result says of the series."""

from __future__ import annotations

import pytest

from briscola.app.screens.result import present_result
from briscola.app.screens.series_end import has_series_end, present_series_end
from tests.support.sessions import finished, play_out, quick


def test_every_hand_is_listed_with_its_points_and_winner() -> None:
    session = finished(2, seed=5)
    model = present_series_end(session, "it")
    outcomes = session.series.outcomes
    assert [line.number for line in model.hands] == list(range(1, len(outcomes) + 1))
    assert [line.points for line in model.hands] == [o.side_points for o in outcomes]
    names = ("Tu", "Marco")
    for line, outcome in zip(model.hands, outcomes, strict=True):
        if outcome.winner is None:
            assert (line.winner, line.outcome) == ("Patta", "tie")
        else:
            assert line.winner.startswith(names[outcome.winner])
            assert line.outcome == ("won" if outcome.winner == 0 else "lost")
    assert model.sides == names and model.mine == 0 and model.label == "Serie al meglio di 3"
    assert [t.value for t in model.wins] == session.series.wins


def test_a_lost_series_says_so_in_red_and_a_won_one_in_green() -> None:
    seen = set()
    for seed in range(40):
        session = finished(2, seed=seed)
        model = present_series_end(session, "it")
        result = present_result(session, "it")
        if session.series.winner == 0:
            assert model.outcome == result.series_outcome == "won" and model.celebrate
            assert model.headline == "Hai vinto la serie!"
        else:
            # The last hand's screen said "Marco vince la serie." in the colour of a win.
            assert model.outcome == result.series_outcome == "lost" and not model.celebrate
            assert model.headline == result.series_headline == "Marco vince la serie."
        seen.add(model.outcome)
        if seen == {"won", "lost"}:
            return
    raise AssertionError(f"only {seen} in 40 series")


def test_pairs_are_named_and_the_persons_pair_is_marked() -> None:
    model = present_series_end(finished(4, seed=2), "en")
    assert model.sides == ("You & Giulia", "Marco & Luca") and model.mine == 0
    won, lost = "You and your partner won the series!", "Marco & Luca wins the series."
    assert model.headline == (won if model.outcome == "won" else lost)


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_the_screen_is_offered_only_once_a_series_of_several_hands_is_over(lang: str) -> None:
    single = play_out(quick(2))
    assert single.phase == "series-over" and not has_series_end(single)
    assert not present_result(single, lang).series_end
    assert present_result(single, lang).series_outcome == ""
    going_on = play_out(quick(3, seed=1, best_of=5))
    assert not has_series_end(going_on) and not present_result(going_on, lang).series_end
    with pytest.raises(ValueError):
        present_series_end(going_on, lang)
    over = finished(3, seed=4)
    assert has_series_end(over) and present_result(over, lang).series_end
    assert len(present_series_end(over, lang).sides) == 3
