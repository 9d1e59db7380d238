"""What the page keeps of a hand beyond the game itself: the hand's aids saved beside the
session (hints used, the fair-deal secret, the daily deal's day), and, once a hand ends, the
hints and the daily result in the statistics, the hand's record among the last ones, and the
person's rating.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from briscola.app.aids.hand_aids import HandAids
from briscola.app.saved import storage
from briscola.app.statistics.counts import TableKey
from briscola.app.statistics.hands import rate_hand
from briscola.app.statistics.kept_hands import KeptHand, KeptHands
from briscola.app.statistics.rating import Ratings
from briscola.app.steps import Change, Steps, Then
from briscola.engine.errors import InvalidStateError

if TYPE_CHECKING:
    from briscola.app.game.events import HandOver
    from briscola.app.game.session import Session
    from briscola.app.state import PageState


def aids_now(state: PageState) -> HandAids | None:
    """The aids of the hand in play (None without a session)."""
    session = state.play.session
    if session is None:
        return None
    daily = state.aids.daily
    day = (
        daily[2]
        if daily is not None and daily[:2] == (session.hand_seed, session.hand_number)
        else ""
    )
    return HandAids(
        session.hand_seed,
        session.hand_number,
        state.ports.hints.used_in(session),
        state.ports.proofs.secret_of(session),
        day,
    )


def restore_aids(state: PageState, *, moving: bool = True) -> Steps:
    """Take back the saved hand's aids, if they are that hand's. With ``moving``, saved aids
    that cannot be read go to a backup slot (and the page says so)."""
    problems = state.alerts.problems
    if moving:
        aids, detail = storage.load_kind(
            state.ports.store, state.ports.ns, "aids", state.ports.clock.now_ms()
        )
        if detail:
            problems = (*problems, "aids")
    else:
        aids = _quietly(state, "aids")
    alerts = state.alerts._replace(problems=problems)
    session = state.play.session
    if not isinstance(aids, HandAids) or session is None or not aids.of(session):
        return [Change(aids=state.aids._replace(daily=None), alerts=alerts)]
    state.ports.hints.restore(session, aids.hints)
    if aids.secret:
        state.ports.proofs.restore(session, aids.secret)
    daily = (aids.hand_seed, aids.hand_number, aids.daily) if aids.daily else None
    return [Change(aids=state.aids._replace(daily=daily), alerts=alerts)]


def _quietly(state: PageState, kind: str) -> object:
    """The saved value of ``kind``, or None when there is none or it cannot be read (nothing
    is moved)."""
    text = state.ports.store.get(state.ports.ns.key(kind))
    try:
        return None if text is None else storage.read_value(kind, text)
    except InvalidStateError:
        return None


def kept_hands(state: PageState) -> tuple[KeptHands, Steps]:
    """The last hands kept, and the steps that keep them in the state when they were read
    from the store now, the first time they are needed (saved hands that cannot be read go
    to a backup slot, and the page says so)."""
    if state.saved.kept is not None:
        return state.saved.kept, []
    problems = state.alerts.problems
    if state.play.following:  # a tab that follows another never moves what it cannot read
        kept: object = _quietly(state, "hands")
    else:
        kept, detail = storage.load_kind(
            state.ports.store, state.ports.ns, "hands", state.ports.clock.now_ms()
        )
        if detail:
            problems = (*problems, "hands")
    hands = kept if isinstance(kept, KeptHands) else KeptHands()
    saved, alerts = state.saved._replace(kept=hands), state.alerts._replace(problems=problems)
    return hands, [Change(saved=saved, alerts=alerts)]


def ratings(state: PageState) -> tuple[Ratings, Steps]:
    """The person's ratings, and the steps that keep them in the state when they were read
    from the store now, the first time they are needed (a saved rating that cannot be read
    goes to a backup slot, and the page says so)."""
    if state.saved.ratings is not None:
        return state.saved.ratings, []
    problems = state.alerts.problems
    if state.play.following:
        read: object = _quietly(state, "rating")
    else:
        read, detail = storage.load_kind(
            state.ports.store, state.ports.ns, "rating", state.ports.clock.now_ms()
        )
        if detail:
            problems = (*problems, "rating")
    found = read if isinstance(read, Ratings) else Ratings()
    saved, alerts = state.saved._replace(ratings=found), state.alerts._replace(problems=problems)
    return found, [Change(saved=saved, alerts=alerts)]


def rate(session: Session, over: HandOver, state: PageState) -> Steps:
    """Move the person's rating by the hand ``over`` reports."""
    found, steps = ratings(state)
    rate_hand(found, session, over)
    return steps


def hand_over(session: Session, state: PageState) -> Steps:
    """A hand just ended (and was counted): count its hints, its daily result, keep it."""
    key = TableKey.of(session.settings)
    hints = state.ports.hints.used_in(session)
    state.saved.stats.add_hints(key, hints)
    entry = state.saved.stats.last(key.name)[-1]  # the hand just counted: the person's result
    daily = state.aids.daily
    counted = False
    if daily is not None and daily[:2] == (session.hand_seed, session.hand_number):
        counted = state.saved.stats.add_daily(daily[2], entry.result, entry.points)
    from briscola.engine.record import record_of

    kept = KeptHand(
        int(state.ports.clock.now_ms()),
        key.name,
        entry.result,
        entry.points,
        hints,
        session.hand_seed,
        session.hand_number,
        record_of(session.hand),
    )
    _, steps = kept_hands(state)
    return [*steps, Then(partial(_keep, kept, counted))]


def _keep(kept: KeptHand, counted: bool, state: PageState) -> Steps:
    """Keep the hand ``kept`` among the last ones (read from the store already)."""
    hands = state.saved.kept or KeptHands()
    return [
        Change(
            saved=state.saved._replace(kept=hands.add(kept)),
            aids=state.aids._replace(daily_counted=counted),
        )
    ]
