"""The controller's sound cues, its sound switch and the pace choice."""

from __future__ import annotations

import json
import random

from briscola.app.commands import Choose, Click
from briscola.app.controller import Controller
from briscola.app.effects import Cue, Effect
from tests.support.controller import QUICK, FakeClock, FakeLock, controller, renders, step
from tests.support.stores import NS, key


def cued(effects: list[Effect]) -> list[str]:
    return [name for e in effects if isinstance(e, Cue) for name in e.names]


def test_a_deal_and_every_card_and_trick_are_cued_and_the_hand_ends_with_its_result() -> None:
    game, _ = controller(QUICK)
    assert cued(game.handle(Click("start"))) == ["deal"]
    heard: list[str] = []
    while game.state.play.session is not None and game.state.play.session.phase not in (
        "hand-over",
        "series-over",
    ):
        heard += cued(step(game)[1])
    assert heard.count("card") == 40 and heard.count("trick") == 20
    outcome = game.state.play.session.series.outcomes[-1] if game.state.play.session else None
    assert outcome is not None
    ending = [] if outcome.winner is None else ["win" if outcome.winner == 0 else "loss"]
    assert [n for n in heard if n in ("win", "loss")] == ending


def test_the_sound_switch_is_remembered_and_silences_the_cues() -> None:
    game, store = controller(QUICK)
    assert game.page().sound
    effects = game.handle(Click("sound"))
    assert len(renders(effects)) == 1 and not renders(effects)[0].page.sound
    assert json.loads(store.get(key("settings")) or "{}")["sound"] is False
    assert cued(game.handle(Click("start"))) == []
    for _ in range(6):
        assert cued(step(game)[1]) == []
    game.handle(Click("sound"))
    assert game.state.saved.settings.sound and game.page().sound


def test_the_pace_is_chosen_on_the_start_screen_and_remembered() -> None:
    game, store = controller(QUICK)
    effects = game.handle(Choose("pace", "slow"))
    page = renders(effects)[0].page
    assert page.start is not None and [c.selected for c in page.start.pace.choices] == [
        True,
        False,
        False,
    ]
    assert json.loads(store.get(key("settings")) or "{}")["pace"] == "slow"
    again = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))  # a reload
    assert again.state.saved.settings.pace == "slow"
