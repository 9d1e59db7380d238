"""The seats of a network table before and during its hands, as the host's page plans them
and a guest's page learns them: who plays each seat, its name, and each guest's link.

The host takes seat 0. The start screen's seats chosen as "Persona" go to friends on their own
devices (with none chosen, seat 1 does), the others to the computer levels chosen for them.

>>> from briscola.setup.settings import Settings
>>> seats = host_seats(Settings(players=4, people=(2,)), "Anna", "it")
>>> [(s.who, s.name) for s in seats]
[('host', 'Anna'), ('computer', 'Marco'), ('guest', 'Amico 1'), ('computer', 'Luca')]
>>> guest_seats(seats)
(2,)
"""

from __future__ import annotations

from typing import Final, Literal

from briscola.app.game.seats import NAMES
from briscola.app.online.frames import LobbySeat, Who
from briscola.engine.tuples import NamedTuple
from briscola.i18n import net_text
from briscola.setup.settings import Settings

LinkState = Literal["", "offering", "invited", "connecting", "open", "lost", "failed"]
"""A guest's link, on the host's page: its offer being made, the invitation ready, the
reply taken and the channel opening, open, lost (after it was open), failed (it did not
open, or the offer could not be made). "" for the host's seat and the computers'."""
WAIT_MS: Final = 30_000
"""How long the host waits for a lost guest before it may give the seat to a computer."""
OPEN_MS: Final = 15_000
"""How long a channel may take to open after the reply before the page says it failed."""


class NetSeat(NamedTuple):
    """One seat of the network table."""

    who: Who
    name: str
    level: str | None = None
    """A computer seat's level."""
    key: str = ""
    """The seat's public key (text), once known: the host's, a guest's from its reply, a
    computer's once the host made it."""
    link: LinkState = ""
    invite: str = ""
    """The host's page: the invitation link for this guest's seat."""
    since: float = 0.0
    """When the link last changed (ms since the epoch): the waits are counted from it."""
    why: str = ""
    """Why the link failed or was lost: a short code the page words (``online.why.*``)."""

    @property
    def joined(self) -> bool:
        """A person sits here: the host, or a guest whose link is or was open."""
        return self.who == "host" or self.link in ("open", "lost")

    def lobby(self) -> LobbySeat:
        """The seat as the host's lobby frame tells the guests."""
        return LobbySeat(self.name, self.who, self.level, self.joined)


def host_seats(settings: Settings, host_name: str, lang: str) -> tuple[NetSeat, ...]:
    """The seats of a new network table with ``settings``: the host at seat 0, friends at
    the seats chosen for people (seat 1 if none), computers at the others."""
    people = [seat for seat in settings.people if seat < settings.players] or [1]
    seats = [NetSeat("host", host_name)]
    for seat in range(1, settings.players):
        if seat in people:
            number = people.index(seat) + 1
            seats.append(NetSeat("guest", net_text(lang, "friend", n=number), link="offering"))
        else:
            seats.append(NetSeat("computer", NAMES[seat], level=settings.levels[seat - 1]))
    return tuple(seats)


def guest_seats(seats: tuple[NetSeat, ...]) -> tuple[int, ...]:
    """The seats of friends on their own devices."""
    return tuple(n for n, seat in enumerate(seats) if seat.who == "guest")


def all_joined(seats: tuple[NetSeat, ...]) -> bool:
    """Every friend's link is open."""
    return all(seat.link == "open" for seat in seats if seat.who == "guest")


def from_lobby(seats: tuple[LobbySeat, ...]) -> tuple[NetSeat, ...]:
    """A guest's page: the seats the host's lobby frame names."""
    return tuple(
        NetSeat(s.who, s.name, s.level, link="open" if s.joined and s.who == "guest" else "")
        for s in seats
    )
