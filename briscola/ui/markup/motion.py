"""Where the table's cards move between two renders: the deal, a card played, the trick
gathered by its winner, the draw from the stock, the face-up trump taken, the swap.

A pure comparison of the table before and after, in terms of the elements the table's
markup writes (CSS selectors); :mod:`briscola.ui.motion` measures them and lets CSS animate
each one from its source (or to it) with transforms and opacity only.
"""

from __future__ import annotations

from typing import Final

from briscola.app.screens.table import TableModel
from briscola.engine.tuples import NamedTuple

STOCK: Final = "#t-stock .pile-stack"
FACE_UP: Final = "#t-stock .face-up"
DEAL_STEP: Final = 0.07
"""Seconds between two cards of the deal."""
MOVE: Final = 0.4
"""Seconds a card's movement lasts at most once it starts (the stylesheet's ``arrive`` and
``leave``)."""
SWEEP: Final = 0.45
"""Seconds before the end of its pause when a finished trick leaves for its winner's pile
(the movement takes 0.4 s, so it is over before the table changes again); the cards drawn
leave the stock at the same moment."""


class Move(NamedTuple):
    """``target`` arrives from ``other`` (or, leaving, goes to it) after ``delay`` seconds.

    Both are CSS selectors; where several elements match, the last one is meant.
    """

    target: str
    other: str
    leaving: bool = False
    delay: float = 0.0


def hand_card(code: str) -> str:
    """The person's card ``code`` in their hand."""
    return f'#t-hand [data-arg="{code}"]'


def trick_card(code: str) -> str:
    """The card ``code`` on the table's trick."""
    return f'#t-trick .played[data-card="{code}"]'


def picture(code: str) -> str:
    """The picture of the card ``code``, whichever deck draws it (its URL ends with the code).

    >>> picture("AD")
    '[src$="#AD"]'
    """
    return f'[src$="#{code}"]'


def seat_cards(seat: int) -> str:
    """A computer seat's cards (its backs, and the cards everyone knows it holds)."""
    return f"#seat-{seat} .backs"


def plan(before: TableModel | None, after: TableModel, hold: float) -> tuple[Move, ...]:
    """The moves that take the table from ``before`` to ``after`` (None: nothing shown yet).

    ``hold`` is how long a finished trick stays: it is gathered at the end of that time,
    while the cards drawn come from the stock. A table shown to another person (friends
    passing the device) is a new table: only a deal moves on it.
    """
    if before is not None and before.me != after.me:
        before = None
    if _dealt(before, after):
        return _deal(after)
    if before is None:
        return ()
    return (
        *_played(before, after),
        *_gathered(before, after, hold),
        *_drawn(before, after, max(0.0, hold - SWEEP) if after.trick_done else 0.0),
        *_swapped(before, after),
    )


def _at_start(model: TableModel) -> bool:
    return not model.trick and not model.last_trick and all(s.tricks == 0 for s in model.seats)


def _dealt(before: TableModel | None, after: TableModel) -> bool:
    if not after.hand or not _at_start(after):
        return False
    if before is None:
        return True
    kept = {c.face.code for c in before.hand} & {c.face.code for c in after.hand}
    return len(kept) < len(after.hand) - 1  # a swap changes one card: not a new deal


def _deal(after: TableModel) -> tuple[Move, ...]:
    """Round after round, one card to each seat, the person's last (the dealer's custom
    differs, but the eye only follows the rhythm)."""
    source = STOCK if after.players != 5 else "#t-stock"
    others = [s for s in after.seats if s.seat != after.me]
    moves = []
    step = 0
    for index, card in enumerate(after.hand):
        for seat in others:
            if index < seat.cards:
                target = f"{seat_cards(seat.seat)} > :nth-child({index + 1})"
                moves.append(Move(target, source, delay=step * DEAL_STEP))
                step += 1
        moves.append(Move(hand_card(card.face.code), source, delay=step * DEAL_STEP))
        step += 1
    return tuple(moves)


def _played(before: TableModel, after: TableModel) -> tuple[Move, ...]:
    if _same_held_trick(before, after):
        return ()
    shown = set() if before.trick_done else {p.face.code for p in before.trick}
    hand = _codes(before)
    return tuple(
        Move(
            trick_card(p.face.code),
            hand_card(p.face.code)
            if p.seat == after.me and p.face.code in hand
            else seat_cards(p.seat),
        )
        for p in after.trick
        if p.face.code not in shown
    )


def _gathered(before: TableModel, after: TableModel, hold: float) -> tuple[Move, ...]:
    if not after.trick_done or _same_held_trick(before, after):
        return ()
    winner = next((p.seat for p in after.trick if p.wins), None)
    if winner is None:
        return ()
    delay = max(0.0, hold - SWEEP)
    pile = f"#seat-{winner} .pile"
    return tuple(Move(trick_card(p.face.code), pile, True, delay) for p in after.trick)


def _drawn(before: TableModel, after: TableModel, delay: float) -> tuple[Move, ...]:
    face_up = before.face_up.code if before.face_up else None
    came = [c.face.code for c in after.hand if c.face.code not in _codes(before)]
    moves = [
        Move(hand_card(code), FACE_UP if code == face_up else STOCK, delay=delay) for code in came
    ]
    for old, new in zip(before.seats, after.seats, strict=True):
        if new.seat == after.me or new.cards <= old.cards:
            continue
        took = any(f.code == face_up for f in new.known)
        if face_up is not None and took and not any(f.code == face_up for f in old.known):
            target = f"{seat_cards(new.seat)} > {picture(face_up)}"
            moves.append(Move(target, FACE_UP, delay=delay))
            if new.cards - old.cards < 2:
                continue
        moves.append(Move(f"{seat_cards(new.seat)} > .mini:not(.known)", STOCK, delay=delay))
    return tuple(moves)


def _same_held_trick(before: TableModel, after: TableModel) -> bool:
    """The same finished trick shown again (another render during its pause, another
    language): it is already on its way."""
    codes = [p.face.code for p in before.trick] == [p.face.code for p in after.trick]
    return before.trick_done and after.trick_done and codes


def _codes(model: TableModel) -> set[str]:
    return {c.face.code for c in model.hand}


def _swapped(before: TableModel, after: TableModel) -> tuple[Move, ...]:
    """The seven of trump goes under the stock where the face-up card was."""
    if before.face_up is None or after.face_up is None or before.face_up == after.face_up:
        return ()
    seven = after.face_up.code
    if seven in _codes(before):
        return (Move(FACE_UP, hand_card(seven)),)
    for new in after.seats:
        if new.seat and any(f.code == before.face_up.code for f in new.known):
            taken = f"{seat_cards(new.seat)} > {picture(before.face_up.code)}"
            return Move(FACE_UP, seat_cards(new.seat)), Move(taken, FACE_UP)
    return ()
