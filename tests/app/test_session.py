"""The page's game logic without the page: sessions, settings, statistics and saving."""

from __future__ import annotations

import json
import random

import pytest

from briscola.app.game.events import CardPlayed, HandOver, TrickTaken
from briscola.app.game.session import Session
from briscola.app.saved.storage import MemoryStore, save_session
from briscola.app.statistics.counts import Stats
from briscola.app.statistics.hands import count_hand
from briscola.engine.errors import IllegalActionError, InvalidStateError
from briscola.setup.settings import Settings
from tests.support.sessions import replays_alike
from tests.support.stores import NS, backup_texts, key, load_now


def play_to_end_of_hand(session: Session, stats: Stats) -> HandOver:
    while True:
        if session.phase == "human":
            events = session.act(session.view().legal_actions()[0])
        else:
            events = session.play_computer()
        for event in events:
            if isinstance(event, HandOver):
                count_hand(stats, session, event)
                return event


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_series_plays_through_and_counts(players: int) -> None:
    settings = Settings(players=players, best_of=3, levels=("greedy",) * 3)
    session, stats = Session.new(settings, seed=11), Stats()
    hands = 0
    while session.phase != "series-over":
        if session.phase == "hand-over":
            dealer = session.hand.dealer
            session.next_hand(random.Random(players))
            assert session.hand.dealer == (dealer + 1) % players
        over = play_to_end_of_hand(session, stats)
        hands += 1
        assert sum(over.outcome.seat_points) == 120
    assert max(session.series.wins) >= 2
    counted = sum(stats.get(players, c) for c in ("hands_won", "hands_lost", "hands_tied"))
    assert counted == hands == len(session.series.outcomes)
    assert stats.get(players, "series_won") + stats.get(players, "series_lost") == 1


def test_events_tell_what_happened() -> None:
    session = Session.new(Settings(levels=("greedy",) * 3), seed=3)
    while session.phase != "human":
        session.play_computer()
    card = session.view().hand[0]
    events = session.act(session.view().legal_actions()[0])
    assert events[0] == CardPlayed(0, card)
    if len(session.hand.tricks) == 1:
        assert isinstance(events[1], TrickTaken)


def test_acting_out_of_turn_is_refused_and_changes_nothing() -> None:
    session = Session.new(Settings(levels=("greedy",) * 3), seed=5)
    if session.phase == "human":
        session.act(session.view().legal_actions()[0])
    assert session.phase == "computer"
    before = json.dumps(session.to_json())
    with pytest.raises(IllegalActionError):
        session.act(session.hand.legal_actions()[0])
    assert json.dumps(session.to_json()) == before


def test_a_restored_session_continues_exactly_the_same() -> None:
    settings = Settings(players=3, levels=("rule", "greedy", "rule"))
    original = Session.new(settings, seed=21)
    for _ in range(7):
        if original.phase == "human":
            original.act(original.view().legal_actions()[-1])
        else:
            original.play_computer()
    replays_alike(original)


def test_a_session_json_with_other_rules_is_rejected() -> None:
    session = Session.new(Settings(), seed=1)
    data = session.to_json()
    data["settings"]["swap_seven"] = False
    with pytest.raises(InvalidStateError, match="rules differ"):
        Session.from_json(data)


def test_settings_validate_and_remember() -> None:
    assert Settings(players=3, deck=36).rules().deck == 36
    assert Settings(players=3, deck=36).replace(players=2).rules().deck == 40
    with pytest.raises(InvalidStateError):
        Settings.from_json({"language": "fr"})
    with pytest.raises(InvalidStateError):
        Settings.from_json({"players": 7})
    with pytest.raises(InvalidStateError):
        Settings.from_json({"colour": "red"})


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        json.dumps({"format": "briscola-session", "version": 0}),
        json.dumps({"format": "briscola-session", "version": 1, "seed": "x"}),
        "null",
        "[1, 2]",
    ],
)
def test_bad_saved_game_is_backed_up_and_reported(text: str) -> None:
    store = MemoryStore({key("session"): text})
    loaded = load_now(store)
    assert loaded.session is None
    assert loaded.problems == ["session"]
    assert backup_texts(store, "session") == [text]
    assert store.get(key("session")) is None


def test_a_hand_edited_move_is_caught() -> None:
    session = Session.new(Settings(levels=("greedy",) * 3), seed=8)
    while session.phase != "human":
        session.play_computer()
    session.act(session.view().legal_actions()[0])
    data = session.to_json()
    moves = data["series"]["hand"]["moves"]
    moves[0]["play"] = "AD" if moves[0]["play"] != "AD" else "2C"
    store = MemoryStore({key("session"): json.dumps(data)})
    assert load_now(store).problems == ["session"]


def test_saved_session_round_trips_through_the_store() -> None:
    store = MemoryStore()
    session = Session.new(Settings(players=4), seed=2)
    save_session(store, NS, session)
    loaded = load_now(store)
    assert loaded.problems == []
    assert loaded.session is not None
    assert loaded.session.to_json() == session.to_json()
    save_session(store, NS, None)
    assert load_now(store).session is None


def test_bad_statistics_and_settings_are_reset_separately() -> None:
    store = MemoryStore(
        {
            key("stats"): '{"tables": {"2": {"hands_won": -1}}}',
            key("settings"): '{"language": "de"}',
        }
    )
    loaded = load_now(store)
    assert loaded.problems == ["stats"]
    assert loaded.settings.language == "de"
