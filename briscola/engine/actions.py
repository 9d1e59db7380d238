"""Actions a seat can take, as named values: play a card, swap the 7 of trump, and the
variants' actions (declare 31, partner signals, the Chiamata's bids and call)."""

from __future__ import annotations

import reprlib
from collections.abc import Mapping, Sequence
from typing import Any, Final

from briscola.engine.auction import BIDS, Bid, legal_bids
from briscola.engine.cards import FULL_DECK, Card
from briscola.engine.errors import InvalidCardError, InvalidStateError
from briscola.engine.signals import SIGNALS
from briscola.engine.values import value


@value
class Play:
    """Play a card from the hand into the trick.

    >>> Play(Card.from_code("AD")).to_json()
    {'play': 'AD'}
    """

    card: Card

    def to_json(self) -> dict[str, str]:
        """``{"play": code}``."""
        return {"play": self.card.code}

    def __str__(self) -> str:
        return f"play {self.card}"


@value
class SwapSeven:
    """Give the 7 of trump (``card``) for the face-up trump, before leading.

    >>> SwapSeven(Card.from_code("7B")).to_json()
    {'swap': '7B'}
    """

    card: Card

    def to_json(self) -> dict[str, str]:
        """``{"swap": code}``."""
        return {"swap": self.card.code}

    def __str__(self) -> str:
        return f"swap {self.card}"


@value
class Declare:
    """Briscola a 31: declare that one's side holds ``points`` (31) or more in its tricks.

    >>> Declare(31).to_json()
    {'declare': 31}
    """

    points: int

    def to_json(self) -> dict[str, int]:
        """``{"declare": 31}``."""
        return {"declare": self.points}

    def __str__(self) -> str:
        return f"declare {self.points}"


DECLARE: Final = Declare(31)
"""The one declaration of Briscola a 31."""


@value
class Signal:
    """Partner signals: show one of the conventional signals of ``briscola.engine.signals``.

    >>> Signal("ace-of-trump").to_json()
    {'signal': 'ace-of-trump'}
    """

    name: str

    def to_json(self) -> dict[str, str]:
        """``{"signal": name}``."""
        return {"signal": self.name}

    def __str__(self) -> str:
        return f"signal {self.name}"


SIGNAL: Final[dict[str, Signal]] = {name: Signal(name) for name in SIGNALS}
"""One shared :class:`Signal` per signal."""


@value
class Call:
    """Briscola Chiamata: the caller names the card whose holder is its partner.

    >>> Call(Card.from_code("3B")).to_json()
    {'call': '3B'}
    """

    card: Card

    def to_json(self) -> dict[str, str]:
        """``{"call": code}``."""
        return {"call": self.card.code}

    def __str__(self) -> str:
        return f"call {self.card}"


CALL: Final[dict[Card, Call]] = {card: Call(card) for card in FULL_DECK}

Action = Play | SwapSeven | Declare | Signal | Bid | Call
"""Any action of the game."""

PLAY: Final[dict[Card, Play]] = {card: Play(card) for card in FULL_DECK}
"""One shared :class:`Play` per card, so hot loops build no objects."""
SWAP: Final[dict[Card, SwapSeven]] = {
    card: SwapSeven(card) for card in FULL_DECK if card.rank == "7"
}


def action_from_json(data: Mapping[str, Any]) -> Action:
    """An action from ``{"play": code}`` or ``{"swap": code}``.

    >>> action_from_json({"swap": "7D"})
    SwapSeven(card=Card.from_code('7D'))
    >>> action_from_json({"jump": "AD"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    briscola.engine.errors.InvalidStateError: an action is {"play": card}, {"swap": card}, ...
    """
    if isinstance(data, Mapping) and len(data) == 1:
        ((kind, code),) = data.items()
        if kind in ("play", "swap", "call", "signal") and not isinstance(code, str):
            raise InvalidStateError(f"{kind} takes a string, not {_shown(code)}")
        try:
            if kind == "play":
                return PLAY[Card.from_code(code)]
            if kind == "swap":
                card = Card.from_code(code)
                if card.rank != "7":
                    raise InvalidStateError(f"only a 7 can be swapped, not {card.code}")
                return SWAP[card]
            if kind == "call":
                return CALL[Card.from_code(code)]
            if kind == "bid":
                if isinstance(code, bool) or not isinstance(code, (str, int)) or code not in BIDS:
                    raise InvalidStateError(
                        f'a bid is a rank A 3 R C F 7 6 5 4 2, points 62 to 120, or "pass",'
                        f" not {_shown(code)}"
                    )
                return BIDS[code]
            if kind == "signal":
                if code not in SIGNAL:
                    raise InvalidStateError(f"no signal named {_shown(code)}: {', '.join(SIGNALS)}")
                return SIGNAL[code]
            if kind == "declare":
                if type(code) is not int or code != DECLARE.points:
                    raise InvalidStateError(
                        f"the declaration is {{'declare': 31}}, not {_shown(code)}"
                    )
                return DECLARE
        except InvalidCardError:
            raise InvalidStateError(
                f"bad card in action {_shown(dict(data))}: not a card code (rank"
                " A 2 3 4 5 6 7 F C R, then suit D C S B)"
            ) from None
    raise InvalidStateError(
        'an action is {"play": card}, {"swap": card}, {"declare": 31}, {"signal": name}'
        f" (or a variant's action), not {_shown(data)}"
    )


def _shown(value: object) -> str:
    """``value``'s repr abridged by :mod:`reprlib`, so that a message quoting outside data
    stays short whatever its size."""
    try:
        return reprlib.repr(value)
    except ValueError:  # an integer too long to convert to text
        return f"a {type(value).__name__} too long to show"


def parse_action(data: str | Mapping[str, Any]) -> Action:
    """An action from its code, ``str(action)`` (a bare card code is a play), or from the bot
    protocol's JSON object (:func:`action_from_json`).

    >>> parse_action("play AD") == parse_action("AD") == parse_action({"play": "AD"})
    True
    >>> parse_action("bid 70"), parse_action("declare 31"), parse_action("signal nothing")
    (Bid(value=70), Declare(points=31), Signal(name='nothing'))
    >>> parse_action("jump AD")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    briscola.engine.errors.InvalidStateError: an action is {"play": card}, {"swap": card}, ...
    """
    if not isinstance(data, str):
        return action_from_json(data)
    kind, _, code = data.strip().partition(" ")
    if not code:
        return action_from_json({"play": kind})
    # Points are numbers ("bid 70", "declare 31"); a rank bid is one character ("bid 3").
    points = code.isascii() and code.isdigit() and 2 <= len(code) <= 3
    return action_from_json({kind: int(code) if points else code})


def chiamata_actions(
    players: int, bids: Sequence[tuple[int, Bid]], contract: Bid | None
) -> list[Action]:
    """Briscola Chiamata before the play: the legal bids, or the cards the caller may name."""
    if contract is None:
        return list(legal_bids(players, bids))
    return [CALL[card] for card in FULL_DECK if card.rank == contract.rank]
