"""A first visit speaks the browser's language when the page knows it (Italian otherwise);
once the person chooses a language, or the settings are saved, that choice stays."""

from __future__ import annotations

import json
import random

import pytest

from briscola.app.commands import Click
from briscola.app.controller import Controller
from briscola.app.saved.storage import MemoryStore, save_settings
from briscola.i18n import preferred
from briscola.setup.settings import Settings
from tests.support.controller import FakeClock, FakeLock
from tests.support.stores import NS, key


def opened(store: MemoryStore, *languages: str) -> Controller:
    return Controller(store, NS, FakeLock(True), FakeClock(), random.Random(1), languages=languages)


@pytest.mark.parametrize(
    ("languages", "spoken"),
    [
        (("en-US", "en"), "en"),
        (("de-DE", "de", "en"), "de"),
        (("fr-FR", "en-GB"), "en"),  # the first the page knows
        (("it-IT",), "it"),
        (("fr-FR", "es"), "it"),
        ((), "it"),
        (("EN_gb",), "en"),
    ],
)
def test_a_first_visit_follows_the_browser(languages: tuple[str, ...], spoken: str) -> None:
    game = opened(MemoryStore(), *languages)
    assert game.state.lang == spoken
    page = game.page()
    assert page.lang == spoken and page.screen == "start"
    assert preferred(languages) == spoken


def test_the_choice_is_remembered_whatever_the_browser_asks() -> None:
    store = MemoryStore()
    game = opened(store, "en-US")
    assert store.get(key("settings")) is None  # the first visit writes nothing by itself
    game.handle(Click("language", "de"))
    assert json.loads(store.get(key("settings")) or "{}")["language"] == "de"
    assert opened(store, "en-US").state.lang == "de"
    game.handle(Click("language", "it"))  # Italian chosen in an English browser stays
    assert opened(store, "en-US", "en").state.lang == "it"


def test_saved_settings_keep_their_language() -> None:
    store = MemoryStore()
    save_settings(store, NS, Settings(language="it"))
    assert opened(store, "de-DE").state.lang == "it"


def test_damaged_settings_read_as_a_first_visit() -> None:
    store = MemoryStore({key("settings"): "{not json"})
    game = opened(store, "en-GB")
    assert game.state.lang == "en" and "settings" in game.state.alerts.problems
