"""The person's move made while cards still move, carried out once they have landed.

A command's work (the controller, the render, the save) is a long task on a slow phone: run
while a card flies, it stutters or cuts the flight short. So a move on the table (a card
played, a bid, a swap: every offer that carries an engine action) waits for the landing;
the page's other commands (a dialog, a switch, the settings) start no movement and answer at
once. Only one move waits at a time, and the last one made counts: a second click on the
same card is the same move, and a click on another card changes the person's mind before
anything was played. The control chosen is marked at once (``data-chosen``), and the mark
is taken off once the move was carried out.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from briscola.app.commands import Command
from briscola.ui.browser import JsObject
from briscola.ui.motion import Motion

CHOSEN = "data-chosen"
"""The attribute that marks the control of the move waiting for the cards."""


class HeldMove:
    """At most one move of the person's, waiting for the cards in flight to land."""

    def __init__(
        self, motion: Motion, run: Callable[[Command], None], fail: Callable[[Exception], None]
    ) -> None:
        self._motion = motion
        self._run = run
        self._fail = fail
        self._command: Command | None = None
        self._control: JsObject | None = None
        self._task: asyncio.Future[None] | None = None

    def make(self, command: Command, control: JsObject | None = None) -> None:
        """Carry out ``command`` now, or, while cards move, once they have landed (in place
        of any move already waiting); ``control`` is the button that made it."""
        if self._command is None and not self._motion.moving():
            self._run(command)
            return
        self._command = command
        self._mark(control)
        if self._task is None:
            self._task = asyncio.ensure_future(self._when_landed())

    async def _when_landed(self) -> None:
        try:
            while self._motion.moving():  # a movement set going meanwhile is waited for too
                await self._motion.settled()
            command, self._command = self._command, None
            if command is not None:
                self._run(command)
        except Exception as error:  # never leave the page stuck without a word
            self._fail(error)
        finally:
            self._command = None
            self._task = None
            self._mark(None)  # after the render: the card flies from where it was shown

    def _mark(self, control: JsObject | None) -> None:
        if self._control is not None:
            self._control.removeAttribute(CHOSEN)
        self._control = control
        if control is not None:
            control.setAttribute(CHOSEN, "")
