"""The table says the computer is thinking once its move has taken a while, and only for
that move."""

from __future__ import annotations

from briscola.app.commands import Click, ComputerMoved, Thinking
from briscola.app.controller import Controller
from briscola.app.effects import Render
from briscola.app.handlers.playing import ComputerTurn
from briscola.app.screens.table import TableModel
from briscola.ui.markup.table import status
from tests.support.controller import QUICK, controller, renders, step


def computer_turn(game: Controller) -> ComputerTurn:
    """Play on until a computer is to move (not during a held trick)."""
    while not isinstance(wait := game.waiting(), ComputerTurn):
        step(game)
    return wait


def table(game: Controller) -> TableModel:
    shown = game.page().table
    assert shown is not None
    return shown


def test_thinking_shows_in_the_status_line_until_the_move() -> None:
    game, _ = controller(QUICK.replace(players=3, language="en"))
    game.handle(Click("start"))
    wait = computer_turn(game)
    name = ("", "Marco", "Giulia")[wait.seat]
    assert table(game).status == f"{name}’s turn" and not table(game).thinking
    effects = game.handle(Thinking(wait.generation, wait.seat))
    assert len(renders(effects)) == 1
    shown = table(game)
    assert shown.status == f"{name} is thinking…" and shown.thinking
    assert 'class="turn-other thinking"' in status(shown)
    moved = game.handle(
        ComputerMoved(wait.generation, wait.seat, wait.player.choose(wait.view, wait.rng))
    )
    page = next(e.page for e in moved if isinstance(e, Render))
    assert page.table is not None and not page.table.thinking
    assert "thinking" not in page.table.status


def test_a_late_or_stray_thinking_changes_nothing() -> None:
    game, _ = controller(QUICK.replace(players=3, language="de"))
    game.handle(Click("start"))
    wait = computer_turn(game)
    other = 3 - wait.seat  # the other computer seat (1 or 2)
    assert game.handle(Thinking(wait.generation, other)) == []
    assert game.handle(Thinking(wait.generation + 1, wait.seat)) == []
    assert not table(game).thinking and "denkt" not in table(game).status
    game.handle(Thinking(wait.generation, wait.seat))
    assert table(game).status.endswith("denkt nach…")
    game.handle(Click("settings"))
    game.handle(Click("start"))  # a new game: the old move's thinking is gone
    assert game.state.play.session is not None
    wait = computer_turn(game)
    assert not table(game).thinking
