"""Partner signals (4 and 6 players, option ``signals``): what each one says, and when it may
be given.

Signals are honest: a seat may only give a signal that is true of its hand (the table's
conventional gestures describe the hand, and everyone sees them, opponents included). From
the second trick on, the seat to act may give one signal per trick before it plays; it keeps
the turn. A card signal makes the card public (``known``) until it is played.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from briscola.engine.cards import Card

ACE_OF_TRUMP: Final = "ace-of-trump"
THREE_OF_TRUMP: Final = "three-of-trump"
NOTHING: Final = "nothing"

SIGNALS: Final = (ACE_OF_TRUMP, THREE_OF_TRUMP, NOTHING)
"""Every signal, in the order ``legal_actions`` lists them."""

MEANINGS: Final = {
    ACE_OF_TRUMP: "I hold the Ace of trump",
    THREE_OF_TRUMP: "I hold the 3 of trump",
    NOTHING: "I have nothing: no Ace, no 3 and no trump",
}


def signal_card(name: str, trump_suit: str | None) -> Card | None:
    """The card a card signal shows (None for ``nothing``, or without a trump)."""
    if trump_suit is None or name == NOTHING:
        return None
    return Card.from_code(("A" if name == ACE_OF_TRUMP else "3") + trump_suit)


def is_nothing(card: Card, trump_suit: str | None) -> bool:
    """True if ``card`` is consistent with the signal ``nothing`` (no Ace, 3 or trump)."""
    return card.rank not in "A3" and card.suit != trump_suit


def signal_refusal(
    name: str,
    *,
    enabled: bool,
    hand: Sequence[Card],
    trump_suit: str | None,
    tricks_done: int,
    given_this_trick: bool,
) -> str | None:
    """Why the seat to act may not give the signal ``name`` now, or None if it may.

    >>> c = Card.from_code
    >>> args = dict(enabled=True, trump_suit="D", tricks_done=1, given_this_trick=False)
    >>> signal_refusal("ace-of-trump", hand=[c("AD")], **args) is None
    True
    >>> signal_refusal("nothing", hand=[c("AD")], **args)
    'you hold an Ace, a 3 or a trump'
    """
    if not enabled:
        return "signals are off at this table"
    if name not in SIGNALS:
        return f"no signal named {name!r} (known: {', '.join(SIGNALS)})"
    if tricks_done == 0:
        return "signals are allowed from the second trick on"
    if given_this_trick:
        return "one signal per trick"
    if name == NOTHING:
        if all(is_nothing(card, trump_suit) for card in hand):
            return None
        return "you hold an Ace, a 3 or a trump"
    card = signal_card(name, trump_suit)
    if card is None:
        return "there is no trump at this table"
    if card not in hand:
        return f"you do not hold the {card.code}"
    return None
