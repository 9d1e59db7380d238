"""Storage kept: the page finds out whether the browser keeps its storage when it starts,
asks it to keep it after the first finished hand (once a page, only where the browser says
it does not yet), and the saved-data panel says which, reminding to download a copy where
the data is not kept."""

from __future__ import annotations

import pytest

from briscola.app.acts import Act
from briscola.app.commands import Click, Imported, Resume, StorageKept
from briscola.app.controller import Controller
from briscola.app.effects import Download, Effect, KeepStorage
from briscola.app.screens.page import screen_name
from briscola.app.screens.saved_data import present_saved_data
from briscola.ui.markup.saved_data import saved_data
from tests.support.controller import QUICK, controller, step


def asked(effects: list[Effect]) -> list[KeepStorage]:
    return [e for e in effects if isinstance(e, KeepStorage)]


def hand_played(game: Controller) -> list[KeepStorage]:
    """Start a hand (or the next one) and play it to its result; what was asked meanwhile."""
    start = "again" if game.state.play.session is not None else "start"
    found = asked(game.handle(Click(start)))
    while screen_name(game.state) != "result":
        found += asked(step(game)[1])
    return found


def panel_says(game: Controller) -> str:
    game.handle(Click("data"))
    page = game.page().data
    assert page is not None
    game.handle(Click("back"))
    return page.kept


def test_the_page_asks_once_after_the_first_finished_hand() -> None:
    game, _ = controller(QUICK.replace(language="en"))
    assert asked(game.handle(Resume())) == [KeepStorage(ask=False)]  # only whether it is kept
    assert panel_says(game).startswith("This browser does not say")  # no answer yet
    game.handle(StorageKept(False))
    assert panel_says(game).startswith("Your browser may delete this data")
    assert "Download everything" in panel_says(game)
    assert hand_played(game) == [KeepStorage(ask=True)]  # after the first finished hand
    assert game.state.saved.persist_asked
    assert hand_played(game) == []  # once a page
    game.handle(StorageKept(True))  # the browser granted it
    assert panel_says(game).startswith("Your browser keeps this data")


def test_a_browser_that_keeps_the_storage_or_cannot_say_is_not_asked() -> None:
    for answer in (True, None):
        game, _ = controller(QUICK)
        game.handle(Resume())
        game.handle(StorageKept(answer))
        assert hand_played(game) == []


def test_the_lesson_asks_nothing_it_saves_nothing() -> None:
    game, _ = controller(QUICK)
    game.handle(Resume())
    game.handle(StorageKept(False))
    found = asked(game.handle(Click(Act.LESSON)))
    while screen_name(game.state) != "result":
        found += asked(step(game)[1])
    assert found == [] and not game.state.saved.persist_asked
    assert hand_played(game) == [KeepStorage(ask=True)]  # the first hand of the person's own


def test_a_tab_that_follows_another_asks_nothing() -> None:
    game, _ = controller(QUICK, free=False)
    game.handle(Resume())
    game.handle(StorageKept(False))
    assert game.state.play.following
    assert asked(game.handle(Click("start"))) == []


def test_the_answer_outlives_a_reload_of_the_saved_data() -> None:
    """A file taken in by the panel reads every saved value again: what the browser said
    stays."""
    game, _ = controller(QUICK)
    game.handle(StorageKept(True))
    hand_played(game)
    game.handle(Click("data"))
    (file,) = [e for e in game.handle(Click("download")) if isinstance(e, Download)]
    game.handle(Imported(file.content))
    page = game.page().data
    assert page is not None and page.result.startswith("File caricato:")  # read afresh
    assert game.state.saved.persisted is True and game.state.saved.persist_asked is False


@pytest.mark.parametrize(
    ("persisted", "words", "kept"),
    [
        (True, "Il browser conserva questi dati", True),
        (False, "Il browser può cancellare questi dati", False),
        (None, "Questo browser non dice se conserva questi dati", False),
    ],
)
def test_the_panel_says_whether_the_data_is_kept(
    persisted: bool | None, words: str, kept: bool
) -> None:
    model = present_saved_data([], "it", str, persisted=persisted)
    assert model.kept.startswith(words) and model.kept_ok is kept
    html = saved_data(model, "it")
    assert f'class="data-kept{" kept" if kept else ""}"' in html
    assert ("«Scarica tutto»" in html) is not kept
