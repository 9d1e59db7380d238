"""What the page keeps of a hand beyond the game itself: the hand's aids saved beside the
session (hints used, the fair-deal secret, the daily deal's day), and, once a hand ends, the
hints and the daily result in the statistics, the hand's record among the last ones, and the
person's rating.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.aids.hand_aids import HandAids
from briscola.app.saved import storage
from briscola.app.statistics.counts import TableKey
from briscola.app.statistics.hands import rate_hand
from briscola.app.statistics.kept_hands import KeptHand, KeptHands
from briscola.app.statistics.rating import Ratings
from briscola.app.steps import Change, Steps
from briscola.engine.errors import InvalidStateError

if TYPE_CHECKING:
    from briscola.app.game.events import HandOver
    from briscola.app.game.session import Session
    from briscola.app.state import PageState


def aids_now(state: PageState) -> HandAids | None:
    """The aids of the hand in play (None without a session)."""
    session = state.session
    if session is None:
        return None
    daily = state.daily
    day = (
        daily[2]
        if daily is not None and daily[:2] == (session.hand_seed, session.hand_number)
        else ""
    )
    return HandAids(
        session.hand_seed,
        session.hand_number,
        state.hints.used_in(session),
        state.proofs.secret_of(session),
        day,
    )


def save_aids(state: PageState) -> None:
    """Save the hand's aids beside the session (the caller may write)."""
    aids = aids_now(state)
    storage.save_value(state.store, state.ns, "aids", None if aids is None else aids.to_json())


def restore_aids(state: PageState, *, moving: bool = True) -> Steps:
    """Take back the saved hand's aids, if they are that hand's. With ``moving``, saved aids
    that cannot be read go to a backup slot (and the page says so)."""
    problems = state.problems
    if moving:
        aids, detail = storage.load_kind(state.store, state.ns, "aids", state.clock.now_ms())
        if detail:
            problems = (*problems, "aids")
    else:
        aids = _quietly(state, "aids")
    steps: Steps = [Change(daily=None, problems=problems)]
    session = state.session
    if not isinstance(aids, HandAids) or session is None or not aids.of(session):
        return steps
    state.hints.restore(session, aids.hints)
    if aids.secret:
        state.proofs.restore(session, aids.secret)
    if aids.daily:
        steps.append(Change(daily=(aids.hand_seed, aids.hand_number, aids.daily)))
    return steps


def _quietly(state: PageState, kind: str) -> object:
    """The saved value of ``kind``, or None when there is none or it cannot be read (nothing
    is moved)."""
    text = state.store.get(state.ns.key(kind))
    try:
        return None if text is None else storage.read_value(kind, text)
    except InvalidStateError:
        return None


def kept_hands(state: PageState) -> tuple[KeptHands, Steps]:
    """The last hands kept, and the steps that keep them in the state when they were read
    from the store now, the first time they are needed (saved hands that cannot be read go
    to a backup slot, and the page says so)."""
    if state.kept is not None:
        return state.kept, []
    problems = state.problems
    if state.following:  # a tab that follows another never moves what it cannot read
        kept: object = _quietly(state, "hands")
    else:
        kept, detail = storage.load_kind(state.store, state.ns, "hands", state.clock.now_ms())
        if detail:
            problems = (*problems, "hands")
    hands = kept if isinstance(kept, KeptHands) else KeptHands()
    return hands, [Change(kept=hands, problems=problems)]


def ratings(state: PageState) -> tuple[Ratings, Steps]:
    """The person's ratings, and the steps that keep them in the state when they were read
    from the store now, the first time they are needed (a saved rating that cannot be read
    goes to a backup slot, and the page says so)."""
    if state.ratings is not None:
        return state.ratings, []
    problems = state.problems
    if state.following:
        read: object = _quietly(state, "rating")
    else:
        read, detail = storage.load_kind(state.store, state.ns, "rating", state.clock.now_ms())
        if detail:
            problems = (*problems, "rating")
    found = read if isinstance(read, Ratings) else Ratings()
    return found, [Change(ratings=found, problems=problems)]


def rate(session: Session, over: HandOver, state: PageState) -> Steps:
    """Move the person's rating by the hand ``over`` reports."""
    found, steps = ratings(state)
    rate_hand(found, session, over)
    return steps


def hand_over(session: Session, state: PageState) -> Steps:
    """A hand just ended (and was counted): count its hints, its daily result, keep it."""
    key = TableKey.of(session.settings)
    hints = state.hints.used_in(session)
    state.stats.add_hints(key, hints)
    entry = state.stats.last(key.name)[-1]  # the hand just counted: the person's result
    daily = state.daily
    counted = False
    if daily is not None and daily[:2] == (session.hand_seed, session.hand_number):
        counted = state.stats.add_daily(daily[2], entry.result, entry.points)
    from briscola.engine.record import record_of

    kept = KeptHand(
        int(state.clock.now_ms()),
        key.name,
        entry.result,
        entry.points,
        hints,
        session.hand_seed,
        session.hand_number,
        record_of(session.hand),
    )
    hands, steps = kept_hands(state)
    return [*steps, Change(daily_counted=counted, kept=hands.add(kept))]


def save_kept(state: PageState) -> None:
    """Save the kept hands and the rating (the caller may write)."""
    if state.kept is not None:
        storage.save_value(state.store, state.ns, "hands", state.kept.to_json())
    if state.ratings is not None and state.ratings.tables:
        storage.save_value(state.store, state.ns, "rating", state.ratings.to_json())
