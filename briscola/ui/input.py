"""Clicks, keys, form changes and other tabs' writes, forwarded to the game as commands."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from briscola.app.acts import Act
from briscola.app.commands import (
    Choose,
    Click,
    Confirmed,
    Heartbeat,
    InstallOffer,
    Key,
    LockFreed,
    LockLost,
    StoreChanged,
    UpdateReady,
)
from briscola.app.saved import tablock
from briscola.app.saved.storage import site_of
from briscola.ui import browser
from briscola.ui.browser import JsObject, attribute
from briscola.ui.game import Game
from briscola.ui.markup.chrome import LANGUAGE_SELECT
from briscola.ui.markup.saved_data import FILE_INPUT
from briscola.ui.markup.stats import RECORD_INPUT

_TYPING = ("INPUT", "SELECT", "TEXTAREA")
_REVIEW_KEYS = {"ArrowLeft": Act.REVIEW_PREV, "ArrowRight": Act.REVIEW_NEXT}
_tasks: list[asyncio.Future[None]] = []
_channels: list[JsObject] = []


Handler = Callable[[Game, JsObject], None]


def wire(game: Game) -> None:
    """Listen to the page once; every handler reports errors instead of raising into JS."""
    document, window, confirm = browser.document, browser.window, browser.by_id("confirm")
    listeners: tuple[tuple[JsObject, str, Handler], ...] = (
        (document, "click", _on_click),
        (document, "keydown", _on_key),
        (document, "change", _on_change),
        (document, "submit", _on_submit),
        (confirm, "close", _on_dialog_close),
        (window, "storage", _on_storage),
        (window, "pagehide", _on_pagehide),
        (document, "briscola:update", _on_update),
        (document, "briscola:installable", _on_installable),
    )
    for target, kind, handler in listeners:
        browser.listen(target, kind, _guarded(game, handler))
    _relay_replies(game)
    # static/sw-register.js marks the body too: what it saw before this listened counts.
    _guarded(game, _on_update)(None)
    _guarded(game, _on_installable)(None)
    _tasks.append(asyncio.ensure_future(_heartbeat(game)))


def _guarded(game: Game, handler: Handler) -> Callable[[JsObject], None]:
    """``handler`` for ``game``, its errors reported by the game instead of raised into JS."""

    def run(event: JsObject) -> None:
        try:
            handler(game, event)
        except Exception as error:
            game.fail(error)

    return run


def _on_update(game: Game, _event: JsObject) -> None:
    """static/sw-register.js saw a new version of the site take over (``data-update``)."""
    if (
        attribute(browser.document.body, "data-update") == "1"
        and not game.controller.state.alerts.update_ready
    ):
        game.run(UpdateReady())


def _on_installable(game: Game, _event: JsObject) -> None:
    """static/sw-register.js kept or dropped the browser's install offer (``data-installable``)."""
    available = attribute(browser.document.body, "data-installable") == "1"
    if available != game.controller.state.alerts.installable:
        game.run(InstallOffer(available))


def _on_click(game: Game, event: JsObject) -> None:
    game.sounds.unlock()  # the page's first gesture lets it make sound
    control = event.target.closest("[data-act]")
    if not control:
        return
    disabled = attribute(control, "aria-disabled") == "true"
    if disabled and attribute(control, "data-refusable") != "1":
        return
    act = attribute(control, "data-act")
    if act:
        event.preventDefault()
        # A table's offer carries its engine action as the bot protocol's JSON: a move,
        # carried out once the cards in flight have landed.
        action = attribute(control, "data-action")
        if action is not None:
            game.moves.make(Click(act, action), control)
        else:
            game.run(Click(act, attribute(control, "data-arg")))


def _on_key(game: Game, event: JsObject) -> None:
    if event.ctrlKey or event.metaKey or event.altKey or event.repeat:
        return
    game.sounds.unlock()
    target = event.target
    if target and str(target.tagName) in _TYPING:
        return
    if browser.by_id("confirm").open:
        return  # the modal dialog has the keyboard
    key = str(event.key)
    puzzle = str(browser.document.body.dataset.screen) == "puzzle"
    if puzzle and key in ("1", "2", "3"):
        card = browser.document.querySelector(f'#pz-hand .card[aria-keyshortcuts="{key}"]')
        if card:
            card.click()
    elif key in ("1", "2", "3", "4", "5", "6", "7", "8"):  # eight cards in the Chiamata
        card = browser.document.querySelector(f'#t-hand .card[aria-keyshortcuts="{key}"]')
        game.moves.make(Key(int(key)), card)
    elif key in ("h", "H"):
        game.run(Click(Act.HINT))
    elif key in _REVIEW_KEYS and str(browser.document.body.dataset.screen) == "review":
        game.run(Click(_REVIEW_KEYS[key]))


def _on_change(game: Game, event: JsObject) -> None:
    target = event.target
    if target and attribute(target, "id") == FILE_INPUT:
        _tasks.append(asyncio.ensure_future(_guarded_import(game, target)))
        return
    if target and attribute(target, "id") == RECORD_INPUT:
        _tasks.append(asyncio.ensure_future(_guarded_record(game, target)))
        return
    if target and attribute(target, "id") == LANGUAGE_SELECT:  # the phone's language list
        game.run(Click(Act.LANGUAGE, str(target.value)))
        return
    form = target.form if target else None
    if not form or attribute(form, "id") != "start-form":
        return
    name = attribute(target, "name")
    if not name:
        return
    value = ("1" if target.checked else "0") if target.type == "checkbox" else str(target.value)
    game.run(Choose(name, value))


def _on_submit(game: Game, event: JsObject) -> None:
    form = event.target
    if attribute(form, "id") == "start-form":
        event.preventDefault()
        game.run(Click(Act.START))
        return
    act = attribute(form, "data-submit")
    if act and form.closest("#screen-online"):  # the network table's forms of one field
        event.preventDefault()
        field = form.querySelector("input[type=text]")
        game.run(Click(act, str(field.value) if field else ""))


def _relay_replies(game: Game) -> None:
    """A reply link opened in a tab of its own goes to the tab that invited (the tabs of one
    site share a ``BroadcastChannel``); the host's tab takes it in."""
    channel = browser.broadcast_channel(f"briscola-net:{site_of(browser.page_path())}")
    if not channel:
        return

    def heard(game: Game, event: JsObject) -> None:
        data = event.data
        if isinstance(data, str) and game.controller.state.net.role == "host":
            game.run(Click(Act.NET_REPLY, data))

    browser.listen(channel, "message", _guarded(game, heard))
    _channels.append(channel)
    net = game.controller.state.net
    if net.role == "relayed" and net.reply:
        channel.postMessage(net.reply)


def _on_dialog_close(game: Game, _: JsObject) -> None:
    dialog = browser.by_id("confirm")
    if dialog.open:
        # The close event comes in a task of its own: the dialog may be open again by then,
        # asking anew (an answer and a new question in one task), and this answer is the
        # earlier one's, which the new question replaced.
        return
    game.run(Confirmed(str(dialog.returnValue or "")))


def _on_storage(game: Game, event: JsObject) -> None:
    game.guard.on_storage(
        event,
        lambda: game.run(LockLost()),
        lambda: game.run(LockFreed()),
        lambda key: game.run(StoreChanged(key)),
    )


def _on_pagehide(game: Game, _: JsObject) -> None:
    game.guard.release()


async def _heartbeat(game: Game) -> None:
    """Renew this tab's lock (or look for a free one) every few seconds."""
    while True:
        await asyncio.sleep(tablock.RENEW_MS / 1000)
        try:
            await game.motion.settled()  # the lock is good for seconds: the cards go first
            game.run(Heartbeat())
        except Exception as error:
            game.fail(error)


async def _guarded_record(game: Game, field: JsObject) -> None:
    try:
        await game.open_record(field)
    except Exception as error:
        game.fail(error)


async def _guarded_import(game: Game, field: JsObject) -> None:
    try:
        await game.import_file(field)
    except Exception as error:
        game.fail(error)
