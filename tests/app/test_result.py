"""The end-of-hand presenter: points, cards taken, winner, cappotto, series progress."""

from __future__ import annotations

import random

import pytest

from briscola.app.game.session import Session
from briscola.app.screens.result import present_result
from briscola.engine.outcome import Outcome
from briscola.engine.state import GameState
from tests.support.sessions import find, moments, play_out, quick


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_result_adds_up(players: int) -> None:
    session = play_out(quick(players))
    model = present_result(session, "it")
    outcome = session.hand.outcome()
    assert outcome is not None
    assert [s.points for s in model.sides] == list(outcome.side_points)
    assert sum(len(s.cards) for s in model.sides) == session.hand.rules.deck
    assert [s.winner for s in model.sides] == [i == outcome.winner for i in range(len(model.sides))]
    assert model.sides[0].mine
    assert all(bool(s.seat_points) == (players == 4) for s in model.sides)
    expected = {"won": "Hai vinto!", "tie": "Patta!"}
    if players == 4:
        expected = {"won": "Avete vinto!", "lost": "Avete perso.", "tie": "Patta!"}
    if model.outcome in expected:
        assert model.headline == expected[model.outcome]
    assert model.series_over and model.next_label == ""  # a single hand


def test_a_series_goes_on_with_the_next_dealer_named() -> None:
    session = play_out(quick(3, best_of=3))
    model = present_result(session, "en")
    assert not model.series_over and model.series_label == "Best of 3"
    assert model.next_label in ("Next hand", "Replay the hand")
    dealer = session.series.next_dealer()
    names = ["", "Marco", "Giulia"]
    assert model.next_note == ("You deal." if dealer == 0 else f"{names[dealer]} deals.")
    assert sum(t.value for t in model.wins) == (0 if winner(session) is None else 1)


def test_the_series_winner_is_celebrated() -> None:
    def over(seed: int) -> Session:
        session = quick(2, seed=seed, best_of=3)
        while session.phase != "series-over":
            if session.phase == "hand-over":
                session.next_hand(random.Random(seed))
            play_out(session)
        return session

    for seed in range(40):
        session = over(seed)
        model = present_result(session, "it")
        assert model.series_over and model.next_label == ""
        if session.series.winner == 0:
            assert model.celebrate and model.series_headline == "Hai vinto la serie!"
            return
        assert model.series_headline == "Marco vince la serie." and not model.celebrate
    raise AssertionError("the person never won a series")


def winner(session: Session) -> int | None:
    """The winner of the session's finished hand."""
    outcome = session.hand.outcome()
    assert outcome is not None
    return outcome.winner


def test_a_tie_is_replayed() -> None:
    session = find(
        lambda seed: quick(2, seed=seed, best_of=3),
        lambda s: s.phase == "hand-over" and winner(s) is None,
        tries=3000,
    )
    model = present_result(session, "it")
    assert model.outcome == "tie" and model.headline == "Patta!"
    assert model.tie_note and model.next_label == "Rigioca la mano"


def test_a_cappotto_is_called_out(monkeypatch: pytest.MonkeyPatch) -> None:
    session = play_out(quick(2))
    cappotto = Outcome.from_points(session.hand.rules, [0, 120])
    monkeypatch.setattr(GameState, "outcome", lambda self: cappotto)
    model = present_result(session, "de")
    assert model.cappotto == "Cappotto! Marco bekommt alle 120 Punkte."
    assert model.headline == "Du hast verloren."


def test_moments_end_with_the_hand_over() -> None:
    last = list(moments(quick(2)))[-1]
    assert last.phase in ("hand-over", "series-over")
