"""What the controller keeps of a hand beyond the game itself: the hand's aids saved beside
the session (hints used, the fair-deal secret, the daily deal's day), and, once a hand ends,
the hints and the daily result in the statistics and the hand's record among the last ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app import storage
from briscola.app.hand_aids import HandAids
from briscola.app.kept_hands import KeptHand, KeptHands
from briscola.app.stats import TableKey
from briscola.errors import InvalidStateError

if TYPE_CHECKING:
    from briscola.app.controller import Controller
    from briscola.app.session import Session


def aids_now(game: Controller) -> HandAids | None:
    """The aids of the hand in play (None without a session)."""
    session = game.session
    if session is None:
        return None
    daily = game.daily
    day = (
        daily[2]
        if daily is not None and daily[:2] == (session.hand_seed, session.hand_number)
        else ""
    )
    return HandAids(
        session.hand_seed,
        session.hand_number,
        game.hints.used_in(session),
        game.proofs.secret_of(session),
        day,
    )


def save_aids(game: Controller) -> None:
    """Save the hand's aids beside the session (the caller may write)."""
    aids = aids_now(game)
    storage.save_value(game.store, game.ns, "aids", None if aids is None else aids.to_json())


def restore_aids(game: Controller, *, moving: bool = True) -> None:
    """Take back the saved hand's aids, if they are that hand's. With ``moving``, saved aids
    that cannot be read go to a backup slot (and the page says so)."""
    if moving:
        aids, detail = storage.load_kind(game.store, game.ns, "aids", game.clock.now_ms())
        if detail:
            game.problems.append("aids")
    else:
        aids = _quietly(game, "aids")
    session = game.session
    game.daily = None
    if not isinstance(aids, HandAids) or session is None or not aids.of(session):
        return
    game.hints.restore(session, aids.hints)
    if aids.secret:
        game.proofs.restore(session, aids.secret)
    if aids.daily:
        game.daily = (aids.hand_seed, aids.hand_number, aids.daily)


def _quietly(game: Controller, kind: str) -> object:
    """The saved value of ``kind``, or None when there is none or it cannot be read (nothing
    is moved)."""
    text = game.store.get(game.ns.key(kind))
    try:
        return None if text is None else storage.read_value(kind, text)
    except InvalidStateError:
        return None


def kept_hands(game: Controller) -> KeptHands:
    """The last hands kept, read from the store the first time they are needed (saved hands
    that cannot be read go to a backup slot, and the page says so)."""
    if game.kept is None:
        if game.following:  # a tab that follows another never moves what it cannot read
            kept: object = _quietly(game, "hands")
        else:
            kept, detail = storage.load_kind(game.store, game.ns, "hands", game.clock.now_ms())
            if detail:
                game.problems.append("hands")
        game.kept = kept if isinstance(kept, KeptHands) else KeptHands()
    return game.kept


def hand_over(game: Controller, session: Session) -> None:
    """A hand just ended (and was counted): count its hints, its daily result, keep it."""
    key = TableKey.of(session.settings)
    hints = game.hints.used_in(session)
    game.stats.add_hints(key, hints)
    entry = game.stats.last(key.name)[-1]  # the hand just counted: the person's result
    daily = game.daily
    game.daily_counted = False
    if daily is not None and daily[:2] == (session.hand_seed, session.hand_number):
        game.daily_counted = game.stats.add_daily(daily[2], entry.result, entry.points)
    from briscola.record import record_of

    kept = KeptHand(
        int(game.clock.now_ms()),
        key.name,
        entry.result,
        entry.points,
        hints,
        session.hand_seed,
        session.hand_number,
        record_of(session.hand),
    )
    game.kept = kept_hands(game).add(kept)


def save_kept(game: Controller) -> None:
    """Save the kept hands (the caller may write)."""
    if game.kept is not None:
        storage.save_value(game.store, game.ns, "hands", game.kept.to_json())
