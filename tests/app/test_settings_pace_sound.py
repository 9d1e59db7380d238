"""The pace and sound settings: chosen, checked, saved, and absent from older saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briscola.app.game.cues import CUES, SCORES, Noise, Tone, cues, length
from briscola.app.game.events import HandOver, TrickTaken
from briscola.app.saved.storage import MemoryStore, save_settings
from briscola.app.screens.start import choose, present_start
from briscola.app.statistics.counts import Stats
from briscola.engine.errors import InvalidStateError, RulesError
from briscola.engine.outcome import Outcome
from briscola.engine.rules import Rules
from briscola.setup.settings import PACES, Settings
from tests.support.stores import NS, key, load_now

# Written by the page before these settings existed (settings and a hand in progress).
OLD_STORE = Path(__file__).parent / "data" / "store_before_pace_and_sound.json"


def test_a_save_written_before_pace_and_sound_loads_whole_with_their_defaults() -> None:
    store = MemoryStore(json.loads(OLD_STORE.read_text(encoding="utf-8")))
    loaded = load_now(store)
    assert loaded.problems == []
    assert loaded.settings == Settings(deck=40, language="de")  # mirrored: counter-clockwise
    assert (loaded.settings.pace, loaded.settings.sound) == ("normal", True)
    session = loaded.session
    assert session is not None and len(session.hand.moves) == 3
    assert session.settings.language == "en" and session.settings.show_points
    # Saved again, the new fields are there and read back the same.
    save_settings(store, NS, loaded.settings.replace(pace="slow", sound=False))
    again = load_now(store).settings
    assert (again.pace, again.sound, again.language) == ("slow", False, "de")
    assert json.loads(store.data[key("settings")])["pace"] == "slow"


def test_pace_and_sound_refuse_values_they_cannot_take() -> None:
    with pytest.raises(RulesError):
        Settings(pace="allegro")
    with pytest.raises(RulesError):
        Settings(sound=1)  # type: ignore[arg-type]
    with pytest.raises(InvalidStateError):
        Settings.from_json(Settings().to_json() | {"pace": "allegro"})
    assert choose(Settings(), "pace", "allegro") == Settings()
    assert choose(Settings(), "sound", "0").sound is False


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_the_start_screen_offers_the_three_paces(lang: str) -> None:
    model = present_start(Settings(pace="fast"), Stats(), lang)
    assert model.pace.name == "pace"
    assert [c.value for c in model.pace.choices] == list(PACES)
    assert [c.selected for c in model.pace.choices] == [False, False, True]
    labels = {"it": "Lento", "en": "Slow", "de": "Langsam"}
    assert model.pace.choices[0].label == labels[lang]


def test_every_cue_has_a_short_score_of_quiet_sounds() -> None:
    assert set(SCORES) == set(CUES)
    for name in CUES:
        assert 0 < length(name) <= 1.0
        for part in SCORES[name]:
            assert 0 < part.volume <= 0.4 and part.at >= 0 and part.length > 0
            assert isinstance(part, (Tone, Noise))


def test_events_call_for_their_cues_and_the_hand_sounds_as_won_or_lost() -> None:
    rules = Rules(players=2)
    won = HandOver(Outcome.from_points(rules, [80, 40]), None)
    lost = HandOver(Outcome.from_points(rules, [40, 80]), None)
    tie = HandOver(Outcome.from_points(rules, [60, 60]), None)
    taken = TrickTaken(0, (), 0)
    assert cues([taken, won], mine=0) == ["trick", "win"]
    assert cues([taken, won], mine=1) == ["trick", "loss"]
    assert cues([lost], mine=0) == ["loss"] and cues([tie], mine=0) == []
