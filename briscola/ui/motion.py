"""The table's card movements, FLIP style: measure where each card comes from, write the
new table, show it, measure where each card is now, and let CSS animate the difference.

The markup stays what the table's presenter writes; this only adds, to the cards that move,
the offset to their source (``--dx``/``--dy``), a ``--delay`` and the class ``arriving`` or
``leaving`` (transforms and opacity only, so the browser runs them off the main thread).
With ``prefers-reduced-motion: reduce`` nothing moves: the table changes at once.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from briscola.app.screens.table import TableModel
from briscola.ui import browser
from briscola.ui.browser import JsObject
from briscola.ui.markup.motion import MOVE, Move, plan

Point = tuple[float, float]
FRAME_MS = 50.0
"""A movement starts with the next frame after :meth:`Motion.land`: its end is counted this
much later, room for a frame or two on a slow phone."""
LATE_MS = 1000.0
"""The longest :meth:`Motion.settled` waits for a movement past its planned end."""
POLL_MS = 20.0
"""How often it looks whether a late movement is over."""
FRAME_WAIT_MS = 250.0
"""The longest it waits for the frame that ends the movements (a busy machine's frames
come late)."""
MOVEMENTS = ("arrive", "leave")
"""The stylesheet's animations of a card set moving."""


class Motion:
    """Remembers the table last shown, to animate what changed in the next one."""

    def __init__(self) -> None:
        self.before: TableModel | None = None
        self._moves: tuple[Move, ...] = ()
        self._sources: dict[str, Point | None] = {}
        self._spent = 0.0
        self._marked: list[JsObject] = []
        """The cards set moving (``data-moving``: when their movement is over)."""
        self.until = 0.0
        """When the last movement set going ends (``perf_now`` time, ms)."""

    def table(self, model: TableModel, hold: float, write: Callable[[], None]) -> None:
        """Show ``model`` by calling ``write``; :meth:`land` then sets its cards moving.

        ``hold`` is how long a finished trick stays before it is gathered (seconds).
        """
        started = browser.perf_now()
        moves = () if browser.reduced_motion() else plan(self.before, model, hold)
        self.before = model
        self._moves = moves
        # Where the cards come from, read before the write removes some of them (the card
        # leaving the hand, the face-up trump drawn last).
        self._sources = {m.other: _centre(m.other) for m in moves if not m.leaving}
        self._spent = browser.perf_now() - started
        write()

    def land(self) -> None:
        """Once the table is shown: measure where each moving card is now and start it."""
        moves, self._moves = self._moves, ()
        if not moves and not self._marked:
            return
        started = browser.perf_now()
        found = [(move, _last(move.target)) for move in moves]
        self._clear(started, [element for _move, element in found if element])
        placed: list[tuple[Move, JsObject, Point, Point]] = []
        for move, element in found:  # every read first, then every write: one layout
            here = _rect_centre(element) if element else None
            there = None if move.leaving else self._sources.get(move.other)
            there = there or _centre(move.other)
            if element and here and there:
                placed.append((move, element, here, there))
        for move, element, here, there in placed:
            style = element.style
            style.setProperty("--dx", f"{there[0] - here[0]:.1f}px")
            style.setProperty("--dy", f"{there[1] - here[1]:.1f}px")
            style.setProperty("--delay", f"{move.delay:.2f}s")
            element.classList.add("leaving" if move.leaving else "arriving")
            element.dataset.moving = f"{started + (move.delay + MOVE) * 1000 + FRAME_MS:.0f}"
            self._marked.append(element)
        if placed:
            last = max(move.delay for move, *_ in placed) + MOVE
            self.until = max(self.until, browser.perf_now() + last * 1000 + FRAME_MS)
        # The movements' own cost (the write is the table's), for the tests and benchmarks.
        spent = self._spent + browser.perf_now() - started
        browser.span("briscola:motion", started, spent)

    def _clear(self, now: float, targets: list[JsObject]) -> None:
        """Take the movement's class and offsets off the cards whose movement is over, and
        off the cards about to move again: a render keeps the elements that did not change
        (:mod:`briscola.ui.markup.patch`), and their markup has neither. The reads that
        follow apply the removal, so a card moving again starts afresh."""
        going: list[JsObject] = []
        for element in self._marked:
            end = browser.attribute(element, "data-moving")
            if end is None or not element.isConnected:
                continue  # cleared already, or gone with its region
            if float(end) > now:
                going.append(element)
            else:
                _still(element)
        for element in targets:
            if browser.attribute(element, "data-moving") is not None:
                _still(element)
        self._marked = going

    async def settled(self) -> bool:
        """Wait until the cards set moving have landed; True if it had to wait.

        The page's own work (the computer's thinking, the end of a trick's pause, the tab
        lock's renewal) waits for this, so that no long task of the main thread falls inside
        a movement. First until the planned end, then for as long as a card's movement still
        runs (a movement starts with the first frame after its render, which comes late on a
        busy or slow machine), then for the next frame, which ends the movements. Never more
        than ``LATE_MS`` past the planned end, nor at all in a hidden tab (which draws no
        frames, so its movements do not end).
        """
        waited = False
        while (left := self.until - browser.perf_now()) > 0:
            waited = True
            await asyncio.sleep(left / 1000)
        while self._running() and browser.perf_now() < self.until + LATE_MS:
            waited = True
            await asyncio.sleep(POLL_MS / 1000)
        if waited and not browser.document.hidden:
            # The frame that finds the movements over sends their end: the work comes after.
            await browser.next_frame(FRAME_WAIT_MS / 1000)
        return waited

    def moving(self) -> bool:
        """Whether a card set moving has yet to land: :meth:`settled` would wait now."""
        if browser.document.hidden:
            return False  # no frames are drawn: nothing moves
        now = browser.perf_now()
        return now < self.until or (now < self.until + LATE_MS and self._running())

    def _running(self) -> bool:
        """Whether a card set moving is still moving (its animation not finished)."""
        if browser.document.hidden:
            return False
        for element in self._marked:
            if not element.isConnected:
                continue
            for animation in element.getAnimations():
                name = str(getattr(animation, "animationName", ""))
                if name in MOVEMENTS and str(animation.playState) == "running":
                    return True
        return False


def _still(element: JsObject) -> None:
    element.classList.remove("arriving", "leaving")
    element.removeAttribute("style")
    element.removeAttribute("data-moving")


def _last(selector: str) -> JsObject:
    found = browser.document.querySelectorAll(selector)
    return found.item(found.length - 1) if found.length else None


def _centre(selector: str) -> Point | None:
    element = _last(selector)
    return _rect_centre(element) if element else None


def _rect_centre(element: JsObject) -> Point | None:
    rect = element.getBoundingClientRect()
    width, height = float(rect.width), float(rect.height)
    if width <= 0 or height <= 0:
        return None  # hidden: nothing to fly from
    return float(rect.left) + width / 2, float(rect.top) + height / 2
