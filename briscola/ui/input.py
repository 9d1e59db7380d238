"""Clicks, keys, form changes and other tabs' writes, forwarded to the game as commands."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from briscola.app import tablock
from briscola.ui import browser
from briscola.ui.browser import JsObject, attribute
from briscola.ui.game import Game
from briscola.ui.markup.saved_data import FILE_INPUT

_TYPING = ("INPUT", "SELECT", "TEXTAREA")
_tasks: list[asyncio.Future[None]] = []


def wire(game: Game) -> None:
    """Listen to the page once; every handler reports errors instead of raising into JS."""
    document, window = browser.document, browser.window

    def guarded(handler: Callable[[JsObject], None]) -> Callable[[JsObject], None]:
        def run(event: JsObject) -> None:
            try:
                handler(event)
            except Exception as error:
                game.fail(error)

        return run

    def on_click(event: JsObject) -> None:
        control = event.target.closest("[data-act]")
        if not control:
            return
        disabled = attribute(control, "aria-disabled") == "true"
        if disabled and attribute(control, "data-refusable") != "1":
            return
        act = attribute(control, "data-act")
        if act:
            event.preventDefault()
            game.command(act, attribute(control, "data-arg"))

    def on_key(event: JsObject) -> None:
        if event.ctrlKey or event.metaKey or event.altKey or event.repeat:
            return
        target = event.target
        if target and str(target.tagName) in _TYPING:
            return
        if browser.by_id("confirm").open:
            return  # the modal dialog has the keyboard
        key = str(event.key)
        if key in ("1", "2", "3", "4", "5", "6", "7", "8"):  # eight cards in the Chiamata
            game.key(int(key))

    def on_change(event: JsObject) -> None:
        target = event.target
        if target and attribute(target, "id") == FILE_INPUT:
            _tasks.append(asyncio.ensure_future(_guarded_import(game, target)))
            return
        form = target.form if target else None
        if not form or attribute(form, "id") != "start-form":
            return
        name = attribute(target, "name")
        if not name:
            return
        value = ("1" if target.checked else "0") if target.type == "checkbox" else str(target.value)
        game.choose(name, value)

    def on_submit(event: JsObject) -> None:
        if attribute(event.target, "id") == "start-form":
            event.preventDefault()
            game.command("start", None)

    def on_dialog_close(_: JsObject) -> None:
        game.confirmed(str(browser.by_id("confirm").returnValue or ""))

    def on_storage(event: JsObject) -> None:
        game.guard.on_storage(event, game.lost_lock, game.freed_lock, game.changed_elsewhere)

    def on_pagehide(_: JsObject) -> None:
        game.guard.release()

    browser.listen(document, "click", guarded(on_click))
    browser.listen(document, "keydown", guarded(on_key))
    browser.listen(document, "change", guarded(on_change))
    browser.listen(document, "submit", guarded(on_submit))
    browser.listen(browser.by_id("confirm"), "close", guarded(on_dialog_close))
    browser.listen(window, "storage", guarded(on_storage))
    browser.listen(window, "pagehide", guarded(on_pagehide))
    _tasks.append(asyncio.ensure_future(_heartbeat(game)))


async def _heartbeat(game: Game) -> None:
    """Renew this tab's lock (or look for a free one) every few seconds."""
    while True:
        await asyncio.sleep(tablock.RENEW_MS / 1000)
        try:
            game.heartbeat()
        except Exception as error:
            game.fail(error)


async def _guarded_import(game: Game, field: JsObject) -> None:
    try:
        await game.import_file(field)
    except Exception as error:
        game.fail(error)
