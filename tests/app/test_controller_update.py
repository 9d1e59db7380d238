"""The controller's offers from the browser: a new version of the site, and installing it."""

from __future__ import annotations

import random

from briscola.app.commands import Click, InstallOffer, UpdateReady
from briscola.app.controller import Controller
from briscola.app.effects import PromptInstall, ReloadPage
from briscola.i18n import LANGUAGES, text
from briscola.setup.settings import Settings
from tests.support.controller import QUICK, FakeClock, FakeLock, controller, renders, step
from tests.support.stores import NS


def test_a_new_version_is_offered_at_once_on_the_start_screen_and_its_button_reloads() -> None:
    game, _ = controller(QUICK)
    page = renders(game.handle(UpdateReady()))[0].page
    assert page.notice is not None
    assert page.notice.message == "Nuova versione disponibile."
    assert (page.notice.action, page.notice.action_label) == ("update", "Aggiorna")
    assert ReloadPage() in game.handle(Click("update"))


def test_during_a_hand_the_notice_waits_and_the_button_does_nothing_until_the_hand_ends() -> None:
    game, store = controller(QUICK)
    game.handle(Click("start"))
    for _ in range(5):
        step(game)
    assert game.state.play.session is not None and game.state.play.session.phase in (
        "human",
        "computer",
    )
    page = renders(game.handle(UpdateReady()))[0].page
    assert page.notice is None
    assert ReloadPage() not in game.handle(Click("update"))  # a stale button reloads nothing
    # Were the page reloaded anyway (by the person), the hand in progress is in the store.
    midway = Controller(store, NS, FakeLock(), FakeClock(), random.Random(2))
    assert (
        midway.state.play.session is not None
        and midway.state.play.session.to_json() == game.state.play.session.to_json()
    )
    while game.state.play.session is not None and game.state.play.session.phase not in (
        "hand-over",
        "series-over",
    ):
        step(game)
    while game.state.play.hold:  # the last trick stays on the table a moment
        step(game)
    page = game.page()
    assert page.screen == "result" and page.notice is not None
    assert page.notice.action == "update"
    hand = game.state.play.session.to_json() if game.state.play.session is not None else None
    assert ReloadPage() in game.handle(Click("update"))
    # The next load (the new version) finds the game exactly as it was saved.
    again = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    assert again.state.play.session is not None and again.state.play.session.to_json() == hand


def test_the_notice_is_written_in_each_language() -> None:
    for lang in LANGUAGES:
        game, _ = controller(Settings(levels=QUICK.levels, language=lang))
        notice = renders(game.handle(UpdateReady()))[0].page.notice
        assert notice is not None
        assert notice.message == text(lang, "update.notice")
        assert notice.action_label == text(lang, "update.load")
    assert text("en", "update.notice") == "New version available."
    assert text("de", "update.load") == "Aktualisieren"


def test_install_is_offered_only_while_the_browser_offers_it_and_asks_once() -> None:
    game, _ = controller(QUICK)
    assert not game.page().installable
    assert PromptInstall() not in game.handle(Click("install"))
    assert renders(game.handle(InstallOffer(True)))[0].page.installable
    effects = game.handle(Click("install"))
    assert PromptInstall() in effects and not renders(effects)[0].page.installable
    assert PromptInstall() not in game.handle(Click("install"))  # the offer is good for one answer
    game.handle(InstallOffer(True))
    assert not renders(game.handle(InstallOffer(False)))[0].page.installable
