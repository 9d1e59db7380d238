"""The shareable deal in the page: a link opened plays its deal, the result screen offers
the link of the hand just played and compares the person's result with the sharer's.

A shared hand is played in memory: it never writes the session key, so a game in progress
stays saved as it was and comes back when the person leaves the shared hand. A link that
does not parse is refused (the page says so) and changes nothing.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from briscola.app.effects import CopyText, Drive, Focus
from briscola.app.game.session import Session
from briscola.app.handlers.keeping import restore_aids
from briscola.app.saved import storage
from briscola.app.steps import Change, Steps, TakeLock, Then, say
from briscola.engine.errors import InvalidStateError
from briscola.engine.series import Series
from briscola.engine.values import replace
from briscola.i18n import text
from briscola.learn.share import SharedDeal, SharedResult, encode, parse
from briscola.setup.seeds import deal_rng

if TYPE_CHECKING:
    from briscola.app.state import PageState


def session_of(shared: SharedDeal) -> Session:
    """A one-hand session dealt exactly as ``shared`` names."""
    rng = deal_rng(shared.hand_seed, shared.hand_number)
    series = Series.new(shared.settings.rules(), rng, shared.dealer)
    return Session(shared.settings, shared.hand_seed, series)


def shared_deal(session: Session, with_result: bool = False) -> SharedDeal:
    """The link's content for the session's current hand (its result if asked and over)."""
    settings = session.settings.replace(best_of=1)
    result = None
    outcome = session.hand.outcome()
    if with_result and outcome is not None:
        mine = session.hand.side_of(0)
        won = "tied" if outcome.winner is None else "won" if outcome.winner == mine else "lost"
        result = SharedResult(outcome.side_points[mine], won)
    first = session.hand_number == 1
    return SharedDeal(
        settings,
        session.hand_seed,
        session.hand_number,
        None if first else session.hand.dealer,
        result,
    )


def open_link(query: str | None, state: PageState) -> Steps:
    """Play the deal of the link ``query``; a link that does not parse is refused. In a tab
    that follows another one the deal waits, offered, and the tab shows the other's game."""
    if query is None:
        return []
    try:
        shared = parse(query, state.saved.settings)
    except InvalidStateError:
        return [Change(alerts=state.alerts._replace(share_refused=True))]
    if state.play.following:
        return [Change(aids=state.aids._replace(shared_aside=(shared, None)))]
    # the other tabs learn the saved game is not in play
    return [TakeLock(shared=True), *play_shared(shared, None, state)]


def play_shared(shared: SharedDeal, session: Session | None, state: PageState) -> Steps:
    """Play the shared deal (from its first card, or on from ``session``) in this tab."""
    if session is None:
        session = session_of(shared)
        state.ports.proofs.deal(session)
    play = state.play._replace(session=session, generation=state.play.generation + 1, hold=0)
    aids = state.aids._replace(shared_play=shared, shared_aside=None, share_link="")
    return [Change(play=play, aids=aids), Drive()]


def set_aside(state: PageState) -> Steps:
    """Another tab took the game: a shared hand played here waits, offered again."""
    shared, session = state.aids.shared_play, state.play.session
    if shared is None:
        return []
    aside = (shared, session)
    return [Change(aids=state.aids._replace(shared_play=None, share_link="", shared_aside=aside))]


def end_shared(state: PageState) -> tuple[bool, Steps]:
    """Leave the shared hand: the saved game (if any) comes back. True if one did."""
    if state.aids.shared_play is None:
        return False, []
    session = storage.read_session(state.ports.store, state.ports.ns)
    play = state.play._replace(session=session, generation=state.play.generation + 1, hold=0)
    # the saved game is in play here again
    steps: Steps = [] if state.play.following else [TakeLock(shared=False)]
    steps += [
        Change(play=play, aids=state.aids._replace(shared_play=None, share_link="")),
        # the saved hand's hints and secret, untouched meanwhile
        Then(partial(restore_aids, moving=False)),
    ]
    if session is not None:
        steps.append(Drive())
    return session is not None, steps


def share_hand(state: PageState, _: str | None = None) -> Steps:
    """Make the link of the hand just played (with the person's result) and show it."""
    session = state.play.session
    if session is None or session.phase not in ("hand-over", "series-over"):
        return []
    mine = shared_deal(session, with_result=True)
    if state.aids.shared_play is not None:
        # The hand's deal as the link named it (its number and dealer), with this result.
        mine = replace(state.aids.shared_play, result=mine.result)
    link = f"{state.ports.page_url}?{encode(mine)}"
    said = say(text(state.lang, "share.ready"))
    return [Change(aids=state.aids._replace(share_link=link)), *said, Focus("#share-link")]


def copy_link(state: PageState, _: str | None = None) -> Steps:
    """Copy the link shown to the clipboard (the page's adapter does it)."""
    if not state.aids.share_link:
        return []
    return [CopyText(state.aids.share_link), *say(text(state.lang, "share.copied"))]
