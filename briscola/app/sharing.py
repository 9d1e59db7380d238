"""The shareable deal in the page: a link opened plays its deal, the result screen offers
the link of the hand just played and compares the person's result with the sharer's.

A shared hand is played in memory: it never writes the session key, so a game in progress
stays saved as it was and comes back when the person leaves the shared hand. A link that
does not parse is refused (the page says so) and changes nothing.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from briscola.app import storage
from briscola.app.hand_keeping import restore_aids
from briscola.app.i18n import text
from briscola.app.session import Session
from briscola.errors import InvalidStateError
from briscola.learn.share import SharedDeal, encode, parse, shared_deal
from briscola.series import Series
from briscola.tuples import NamedTuple
from briscola.values import replace

if TYPE_CHECKING:
    from briscola.app.controller import Controller


class ShareBox(NamedTuple):
    """The result screen's share box: the link to copy (empty until asked) and the
    comparison with the sharer's result (empty when the link carried none)."""

    link: str
    compare: str


def session_of(shared: SharedDeal) -> Session:
    """A one-hand session dealt exactly as ``shared`` names."""
    rng = random.Random(f"{shared.hand_seed}:deal:{shared.hand_number - 1}")
    series = Series.new(shared.settings.rules(), rng, shared.dealer)
    return Session(shared.settings, shared.hand_seed, series)


def open_link(game: Controller, query: str | None) -> None:
    """Play the deal of the link ``query``; a link that does not parse is refused."""
    if query is None:
        return
    try:
        shared = parse(query, game.settings)
    except InvalidStateError:
        game.share_refused = True
        return
    game.shared_play = shared
    game.session = session_of(shared)
    game.generation += 1
    game.proofs.deal(game.session)


def saved_waiting(game: Controller) -> bool:
    """Whether a game in progress waits in the store while a shared hand is played."""
    return game.shared_play is not None and game.store.get(game.ns.key("session")) is not None


def end_shared(game: Controller) -> bool:
    """Leave the shared hand: the saved game (if any) comes back. True if one did."""
    if game.shared_play is None:
        return False
    game.shared_play = None
    game.share_link = ""
    game.session = storage.read_session(game.store, game.ns)
    restore_aids(game, moving=False)  # the saved hand's hints and secret, untouched meanwhile
    game.generation += 1
    game.hold = 0
    if game.session is not None:
        game.drive()
    return game.session is not None


def share_hand(game: Controller, _: str | None = None) -> None:
    """Make the link of the hand just played (with the person's result) and show it."""
    session = game.session
    if session is None or session.phase not in ("hand-over", "series-over"):
        return
    mine = shared_deal(session, with_result=True)
    if game.shared_play is not None:
        # The hand's deal as the link named it (its number and dealer), with this result.
        mine = replace(game.shared_play, result=mine.result)
    game.share_link = f"{game.page_url}?{encode(mine)}"
    game.say(text(game.lang, "share.ready"))
    game.focus("#share-link")


def copy_link(game: Controller, _: str | None = None) -> None:
    """Copy the link shown to the clipboard (the page's adapter does it)."""
    if game.share_link:
        game.copy(game.share_link)
        game.say(text(game.lang, "share.copied"))


def share_box(game: Controller, session: Session) -> ShareBox:
    """The share box of the result screen for ``session``'s finished hand."""
    shared = game.shared_play
    compare = ""
    if shared is not None and shared.result is not None:
        outcome = session.hand.outcome()
        if outcome is not None:
            mine = outcome.side_points[session.hand.side_of(0)]
            theirs = shared.result.points
            verdict = "better" if mine > theirs else "worse" if mine < theirs else "same"
            compare = text(
                game.lang,
                f"share.compare.{verdict}",
                points=theirs,
                result=text(game.lang, f"share.res.{shared.result.result}"),
                mine=mine,
            )
    return ShareBox(game.share_link, compare)
