"""What travels on a network table's data channels: the protocol's messages, and the lobby.

The host's page holds a channel to each guest's (a star) and relays. Each text on a channel
is a *frame*: one letter, then its content.

- ``N<message>``: a message of the protocol (``briscola/network``), for every other seat;
- ``T<message>``: the setup of a new hand (the guest's page joins that hand with it);
- ``D<seat>:<message>``: from a guest, a protocol message for one seat only (the host passes
  it on, or takes it in if the seat is its own);
- ``L<json>``: from the host, the lobby: who sits where and who has joined, while the table
  fills.

Every frame comes from another device: :func:`read_frame` and :func:`read_lobby` bound and
check it whole, and anything else is a :class:`BadFrame` (the page names it and drops it).

>>> read_frame(frame("net", "{}")), read_frame("D2:{}")
(Frame(kind='net', to=None, text='{}'), Frame(kind='net', to=2, text='{}'))
>>> lobby = (LobbySeat("Anna", "host", None, True), LobbySeat("Bruno", "guest", None, False))
>>> read_lobby(read_frame(lobby_frame(lobby)).text) == lobby
True
"""

from __future__ import annotations

import json
from typing import Final, Literal

from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import loads_bounded
from briscola.engine.tuples import NamedTuple
from briscola.setup.levels import PLAYER_NAMES
from briscola.setup.settings import clean_name

FrameKind = Literal["net", "table", "lobby"]
Who = Literal["host", "guest", "computer"]
MAX_FRAME: Final = 70_000
"""Longest frame: the protocol's longest message (64 KiB) and the frame's letters."""
MAX_LOBBY: Final = 4_000
WHO: Final[tuple[Who, ...]] = ("host", "guest", "computer")
_LETTERS: Final[dict[str, FrameKind]] = {"N": "net", "T": "table", "L": "lobby"}


class BadFrame(ValueError):
    """A frame that is not one of this page's, in English, for the notice and the log."""


class Frame(NamedTuple):
    """A frame read: its kind, the one seat it is for (None: every other seat), its text."""

    kind: FrameKind
    to: int | None
    text: str


class LobbySeat(NamedTuple):
    """A seat as the lobby shows it: a name, who plays it, a computer's level, whether the
    person has joined."""

    name: str
    who: Who
    level: str | None
    joined: bool


def frame(kind: FrameKind, text: str, to: int | None = None) -> str:
    """The frame of ``text`` (``to``: a guest's message for that seat only)."""
    if to is not None:
        return f"D{to}:{text}"
    return {"net": "N", "table": "T", "lobby": "L"}[kind] + text


def read_frame(text: object) -> Frame:
    """The frame ``text`` holds; :class:`BadFrame` for anything else."""
    if not isinstance(text, str):
        raise BadFrame("a frame is text")
    if not 1 < len(text) <= MAX_FRAME:
        raise BadFrame(f"a frame of {len(text):,} characters")
    letter, rest = text[0], text[1:]
    if letter in _LETTERS:
        return Frame(_LETTERS[letter], None, rest)
    if letter == "D":
        seat, colon, message = rest.partition(":")
        if colon and seat in ("0", "1", "2", "3", "4", "5") and message:
            return Frame("net", int(seat), message)
    raise BadFrame("not a frame of this page")


def lobby_frame(seats: tuple[LobbySeat, ...]) -> str:
    """The host's lobby, as a frame."""
    data = {"seats": [[s.name, s.who, s.level, s.joined] for s in seats]}
    return frame("lobby", json.dumps(data, separators=(",", ":"), ensure_ascii=False))


def read_lobby(text: str) -> tuple[LobbySeat, ...]:
    """The seats of a lobby frame's text; :class:`BadFrame` unless every field is right."""
    try:
        data = loads_bounded(text, "the lobby", max_chars=MAX_LOBBY, max_depth=3)
    except InvalidStateError as error:
        raise BadFrame(str(error)) from None
    if not isinstance(data, dict) or list(data) != ["seats"] or not isinstance(data["seats"], list):
        raise BadFrame("a lobby is an object of its seats")
    seats = data["seats"]
    if not 2 <= len(seats) <= 6:
        raise BadFrame("a lobby of 2 to 6 seats")
    return tuple(_lobby_seat(seat) for seat in seats)


def _lobby_seat(data: object) -> LobbySeat:
    if not isinstance(data, list) or len(data) != 4:
        raise BadFrame("a lobby's seat is [name, who, level, joined]")
    name, who, level, joined = data
    if not isinstance(name, str) or not name or clean_name(name) != name:
        raise BadFrame("a seat's name is printable text of 1 to 20 characters")
    if who not in WHO or type(joined) is not bool:
        raise BadFrame("a seat's player is the host, a guest or a computer")
    if (who == "computer") != (level is not None) or (
        level is not None and level not in PLAYER_NAMES
    ):
        raise BadFrame("a computer seat has a level, no other")
    return LobbySeat(name, who, level, joined)
