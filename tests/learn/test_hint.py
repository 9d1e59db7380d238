"""The hint: the hard level's own choice, in slices, with a reason in three languages."""

from __future__ import annotations

import random

import pytest

from briscola.ai.levels.hard import HardPlayer
from briscola.engine.actions import Play, SwapSeven
from briscola.engine.cards import Card
from briscola.i18n import card_phrase, strings
from briscola.learn.coach import PATTERNS, Tip
from briscola.learn.figures import Choice
from briscola.learn.hint import KINDS, Hint, Reason, high_trumps_out, reason_for
from briscola.learn.words import reason_text, tip_text
from tests.learn.hands import moved, positions

C = Card.from_code


@pytest.mark.parametrize("number", [0, 7, 18, 30, 35])
def test_the_hint_is_the_hard_levels_choice(number: int) -> None:
    state = positions(5)[number]
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    hint = Hint(view, random.Random(number))
    steps = 0
    while not hint.step(100):
        steps += 1
        assert 0 <= hint.progress <= 1
    result = hint.result()
    assert result.action == HardPlayer().choose(view, random.Random(number))
    assert result.action in view.legal_actions()
    assert result.reason.kind in KINDS
    if result.choices:
        best = max(c.value for c in result.choices)
        assert next(c for c in result.choices if c.action == result.action).value == best
        assert result.reason.win is not None and 0 <= result.reason.win <= 1


def test_a_hint_off_turn_is_refused_and_a_cancelled_one_gives_nothing() -> None:
    state = positions(5)[3]
    other = 1 - (state.current_player or 0)
    with pytest.raises(ValueError, match="turn"):
        Hint(state.view(other), random.Random(1))
    hint = Hint(state.view(1 - other), random.Random(1))
    hint.cancel()
    assert hint.step(10) and hint.done
    with pytest.raises(ValueError, match="cancelled"):
        hint.result()


def test_take_it_with_a_trump_to_spare() -> None:
    state, _ = moved("3C 6C 7C", "2D 4D 5S", ["3C"])
    reason = reason_for(state.view(1), Play(C("2D")), None)
    assert reason == Reason("only", C("2D"))  # nothing weighed: no figures to tell
    hint = Hint(state.view(1), random.Random(3))
    while not hint.step(500):
        pass
    result = hint.result()
    assert result.action == Play(C("2D"))
    assert result.reason.kind == "take_spare" and result.reason.points == 10
    assert "10 points on the table and a trump to spare" in reason_text(result.reason, "en")


def test_keep_your_trumps_while_the_ace_of_trump_is_out() -> None:
    state, _ = moved("FC 6C 7C", "2D 4S 5S", ["FC"])
    view = state.view(1)
    assert high_trumps_out(view) == [C("AD"), C("3D")]
    assert reason_for(view, Play(C("4S")), None).kind == "only"
    figures = [Choice(Play(C("4S")), 0.6, 0.5, 60.0), Choice(Play(C("2D")), 0.5, 0.4, 58.0)]
    reason = reason_for(view, Play(C("4S")), figures)
    assert reason == Reason("keep_trumps", C("4S"), C("AD"), 2, 0.5)
    assert reason_text(reason, "en").startswith("Keep your trumps: the Ace of Coins is still out.")
    take = [Choice(Play(C("2D")), 0.6, 0.5, 60.0)]
    assert reason_for(view, Play(C("2D")), take) == Reason("take", C("2D"), None, 2, 0.5)
    nothing, _ = moved("6C 7C 4B", "2D 4D 5S", ["6C"])
    assert reason_for(nothing.view(1), Play(C("2D")), take).kind == "best"  # no points to take
    swap = reason_for(view, SwapSeven(C("7D")), [Choice(SwapSeven(C("7D")), 1, 0.7, 70.0)])
    assert swap.kind == "swap"


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_every_reason_and_tip_has_words(lang: str) -> None:
    table = strings(lang)
    longest = max(len(reason_text(Reason(kind, C("CB"), C("3D"), 10, 0.5), lang)) for kind in KINDS)
    for kind in KINDS:
        line = reason_text(Reason(kind, C("CB"), C("3D"), 10, 0.5), lang)
        assert "{" not in line and "50 %" in line
        assert f"hint.{kind}" in table
    for pattern in PATTERNS:
        tip = Tip(pattern.__name__, C("AS"), C("4C"), 11)
        assert "{" not in tip_text(tip, lang) and f"coach.{pattern.__name__}" in table
        # A move against the rule: its own sentence, naming the card, no longer than the
        # kinds' (with the longest card names): it has the same room above the hand.
        rule = Tip(pattern.__name__, C("CB"), C("CS"), 11)
        line = reason_text(Reason("lead", C("CB"), None, 0, 0.5, rule), lang)
        assert f"hint.rule.{pattern.__name__}" in table and "{" not in line
        assert card_phrase(C("CB"), lang) in line and "50 %" in line
        assert len(line) <= longest
