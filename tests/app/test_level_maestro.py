"""The maestro level: offered after hard and named in every language; settings, saved games
and links written before it existed read exactly as before (hard stays the hard level)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briscola.ai import HardConfig, HardPlayer, MaestroPlayer
from briscola.ai.levels.maestro import MAESTRO
from briscola.app.game.session import Session
from briscola.app.saved.storage import MemoryStore
from briscola.app.screens.start import choose, present_start
from briscola.app.screens.stats import _order
from briscola.app.statistics.counts import Stats, TableKey
from briscola.i18n import level_name, text
from briscola.learn.daily import daily_deal
from briscola.learn.share import SharedDeal, encode, parse
from briscola.setup.levels import LEVELS
from briscola.setup.settings import PERSON, Settings
from tests.support.stores import key, load_now

# Written by the page's code before the maestro level (3-player settings; a game against hard).
OLD_STORE = Path(__file__).parent / "data" / "store_before_maestro.json"
OLD_LINK = "v=1&p=4&d=40&var=classic&sw=1&fs=0&sg=0&lv=hard.medium.easy&seed=987654321&n=2&dl=3"
"""A link the page shared before the maestro level."""


def test_settings_and_a_game_saved_before_maestro_load_unchanged() -> None:
    store = MemoryStore(json.loads(OLD_STORE.read_text(encoding="utf-8")))
    loaded = load_now(store)
    assert loaded.problems == []
    assert loaded.settings.to_json() == json.loads(store.data[key("settings")])
    assert loaded.settings.levels == ("hard", "easy", "medium", "hard", "medium")
    session = loaded.session
    assert session is not None and session.settings.levels == ("hard",) * 5
    _, player, _, _ = session.computer_turn()
    assert type(player) is HardPlayer and player.config == HardConfig()
    assert player.config.gate == 0  # the hard level as it was: no gate


def test_a_link_shared_before_maestro_decodes_to_the_same_table() -> None:
    shared = parse(OLD_LINK)
    assert shared.settings.players == 4
    assert shared.settings.levels[:3] == ("hard", "medium", "easy")
    assert (shared.hand_seed, shared.hand_number, shared.dealer) == (987654321, 2, 3)
    assert encode(shared) == OLD_LINK


def test_maestro_is_chosen_saved_and_shared() -> None:
    settings = choose(Settings(), "level-1", "maestro")
    assert settings.levels[0] == "maestro"
    assert Settings.from_json(settings.to_json()).levels == settings.levels
    link = encode(SharedDeal(settings, 5))
    assert "&lv=maestro&" in link
    assert parse(link).settings.levels[0] == "maestro"
    _, player, _, _ = Session.new(settings.replace(levels=("maestro",) * 5), seed=3).computer_turn()
    assert type(player) is MaestroPlayer and player.config == MAESTRO and MAESTRO.gate > 0


@pytest.mark.parametrize(("lang", "name"), [("it", "Maestro"), ("en", "Master"), ("de", "Meister")])
def test_maestro_is_offered_after_hard_in_every_language(lang: str, name: str) -> None:
    assert LEVELS[-2:] == ("hard", "maestro")
    assert level_name("maestro", lang) == name
    start = present_start(Settings(players=3), Stats(), lang, open=True)
    for group in start.levels:
        levels = [c.label for c in group.choices if c.value != PERSON]  # a person comes last
        assert levels[-2:] == [level_name("hard", lang), name]
    assert "Marco" in text(lang, "turn.thinking", name="Marco")


def test_maestro_sorts_after_hard_in_the_statistics() -> None:
    keys = [TableKey(2, "classic", level) for level in ("maestro", "hard", "easy")]
    assert [k.level for k in sorted(keys, key=_order)] == ["easy", "hard", "maestro"]


def test_the_daily_deal_stays_against_hard() -> None:
    assert daily_deal("2026-12-02").settings.levels[0] == "hard"
