"""Several pages of one network table in one process, for tests and benchmarks: each page's
messages are queued for the others (a queue per page, in the order sent, as the host's relay
keeps them), and a page delivers or plays when asked."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from briscola.engine.actions import Action
from briscola.engine.view import SeatView
from briscola.network.events import Event, Outgoing, Output
from briscola.network.table import Table

Player = Callable[[SeatView], Action]
"""Chooses a move from a seat's view."""
Tamper = Callable[[int, int, str], str | None]
"""Given the page sending, the page receiving and a message's text, the text delivered
(None: the message is lost)."""


class Loopback:
    """Pages (tables) by number, each with its inbox; page 0 is the host's."""

    def __init__(self, tables: Iterable[Table], tamper: Tamper | None = None) -> None:
        self.tables = list(tables)
        self.inboxes: list[deque[str]] = [deque() for _ in self.tables]
        self.events: list[list[Event]] = [[] for _ in self.tables]
        self.sent = 0
        """Messages delivered so far (a message to every page counts once per page)."""
        self.bytes = 0
        self.tamper = tamper

    def page_of(self, seat: int) -> int:
        """The page that plays ``seat``."""
        return next(n for n, table in enumerate(self.tables) if seat in table.identities)

    def post(self, page: int, output: Output) -> None:
        """``page``'s output: its events kept, its messages queued for the others."""
        self.events[page] += output.events
        for message in output.messages:
            self._queue(page, message)

    def _queue(self, page: int, message: Outgoing) -> None:
        targets = range(len(self.tables)) if message.to is None else [self.page_of(message.to)]
        for other in targets:
            if other == page:
                continue
            text = message.text if self.tamper is None else self.tamper(page, other, message.text)
            if text is not None:
                self.inboxes[other].append(text)
                self.sent += 1
                self.bytes += len(text.encode("utf-8"))

    def deliver(self, page: int) -> bool:
        """``page`` takes in its oldest message; False if it had none."""
        if not self.inboxes[page]:
            return False
        self.post(page, self.tables[page].receive(self.inboxes[page].popleft()))
        return True

    def play(self, page: int, player: Player) -> bool:
        """A seat of ``page`` whose turn it is moves, chosen by ``player``; False if none."""
        table = self.tables[page]
        if table.status != "play":
            return False
        for seat in table.local_seats:
            view = table.view(seat)
            if view is not None and view.current_player == seat and view.legal:
                self.post(page, table.act(seat, player(view)))
                return True
        return False

    def run(self, player: Player, order: Callable[[int], int] | None = None) -> None:
        """Deliver and play until nothing is left to do. ``order(n)`` picks which of ``n``
        pages acts next (by default the first that can), so that a test can vary it."""
        pages = len(self.tables)
        while True:
            start = 0 if order is None else order(pages)
            for step in range(pages):
                page = (start + step) % pages
                if self.deliver(page):
                    break
            else:
                if not any(self.play(page, player) for page in range(pages)):
                    return
