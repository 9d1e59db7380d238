"""The trump-7 swap: when the 7 of trump may be exchanged for the face-up trump."""

from __future__ import annotations

from collections.abc import Sequence

from briscola.engine.cards import Card


def swap_refusal(
    *,
    enabled: bool,
    hand: Sequence[Card],
    trump_suit: str,
    face_up: Card | None,
    trick_started: bool,
    tricks_done: int,
    card: Card,
) -> str | None:
    """Why giving ``card`` for the face-up trump is not allowed now, or None if it is.

    Called for the seat about to act. The swap is for the player who has just won a trick
    and is about to lead, never in the first trick, only while the face-up trump still lies
    under the stock and is higher than the 7.

    >>> c = Card.from_code
    >>> args = dict(enabled=True, hand=[c("7D"), c("AS")], trump_suit="D", face_up=c("RD"),
    ...             trick_started=False, tricks_done=1)
    >>> swap_refusal(card=c("7D"), **args) is None
    True
    >>> swap_refusal(card=c("7D"), **{**args, "face_up": c("5D")})
    'the face-up 5D is not higher than the 7'
    """
    seven = Card.from_code("7" + trump_suit)
    if not enabled:
        return "the trump-7 swap is off at this table"
    if card is not seven:
        return f"only the 7 of trump ({seven.code}) can be swapped, not {card.code}"
    if tricks_done == 0:
        return "no swap during the first trick of a hand"
    if trick_started:
        return "the swap is made before leading, right after winning a trick"
    if face_up is None:
        return "the face-up trump has already been drawn"
    if seven not in hand:
        return f"you do not hold the {seven.code}"
    if face_up.strength <= seven.strength:
        return f"the face-up {face_up.code} is not higher than the 7"
    return None
