"""The learning aids' part of the controller: the hint's button and its answer."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from briscola.app.hinting import HintTurn, position

if TYPE_CHECKING:
    from briscola.app.controller import Controller
    from briscola.learn.hint import HintResult


def learn_clicks(game: Controller) -> dict[str, Callable[[str | None], None]]:
    """The handlers of the learning aids' buttons, by ``data-act``."""
    return {"hint": partial(ask_hint, game)}


def ask_hint(game: Controller, _: str | None = None) -> None:
    """The person asks for a hint: only on their turn, with the table at rest."""
    session = game.session
    if session is None or game.following or game.hold or session.phase != "human":
        return
    if session.view().phase in ("auction", "call"):
        return  # the hint weighs the cards to play, not the Chiamata's bids
    if game.hints.ask(position(game.generation, session)):
        game.drive()


def hint_turn(game: Controller) -> HintTurn | None:
    """The hint the driver should think now, if the person asked one here."""
    session = game.session
    if session is None or game.following or game.hold or session.phase != "human":
        return None
    return game.hints.turn(position(game.generation, session), session)


def hint_wanted(game: Controller, token: int) -> bool:
    """Whether the hint of ``token`` is still wanted where the game stands now."""
    turn = hint_turn(game)
    return turn is not None and turn.token == token


def hint_found(game: Controller, token: int, result: HintResult) -> None:
    """Show the hint thought for ``token`` (dropped if the position changed meanwhile)."""
    session = game.session
    if session is None or session.phase != "human":
        return
    here = position(game.generation, session)
    if not game.hints.found(token, here, result):
        return
    bar = game.hints.bar(here, game.lang)
    game.say(bar.reason)
    game.mark_render()
    hand = session.view().hand
    codes = [card.code for card in hand]
    if bar.card in codes:
        # Keyboard users land on the card the hint plays: Enter plays it.
        game.focus(f'#t-hand [data-focus="card-{codes.index(bar.card) + 1}"]')
