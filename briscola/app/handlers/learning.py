"""The learning aids in the page: the hint's button and its answer, the review of the hand
(open, cancel, step through, close), the hands reviewed from a record (one of the last hands
kept, or a record file the person opens: a file that is not a record is refused with a
notice, and opening a record never writes).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from briscola.app.aids.hinting import HintTurn, position
from briscola.app.aids.record_reading import RecordRefused, Refusal, check_record, read_record
from briscola.app.aids.reviewing import Reviewing, ReviewTurn
from briscola.app.effects import Download, Drive, Focus
from briscola.app.handlers.keeping import kept_hands
from briscola.app.state import Overlay
from briscola.app.steps import Change, Redraw, Save, Steps, Then, say

if TYPE_CHECKING:
    from briscola.app.state import PageState
    from briscola.engine.state import GameState
    from briscola.learn.hint import HintResult


def download_record(state: PageState, _: str | None = None) -> Steps:
    """Offer the finished hand's record (``docs/record-format.md``) as a file."""
    session = state.play.session
    if session is None or session.phase not in ("hand-over", "series-over"):
        return []
    from briscola.engine.record import record_of, record_to_text

    name = f"briscola-hand-{session.hand_seed}-{session.hand_number}.json"
    return [Download(name, record_to_text(record_of(session.hand)) + "\n")]


# -- the review of the hand -----------------------------------------------------------------


def open_review(state: PageState, _: str | None = None) -> Steps:
    """Review the hand just played (from the result screen)."""
    session = state.play.session
    if session is None or state.play.following or state.play.hold:
        return []
    if session.phase not in ("hand-over", "series-over") or not session.hand.tricks:
        return []
    if session.settings.friends:
        return []  # the review weighs the first person's moves: not at a table of several
    aids = state.aids
    reviewing = aids.reviewing
    if reviewing is not None and reviewing.standalone:
        reviewing = None  # a record's review gives way to this hand's
        aids = aids._replace(reviewing=None)
    if reviewing is not None:
        reviewing.show()  # the same hand's review, finished, shows again
    if reviewing is None or not reviewing.of(session):
        token = aids.review_tokens + 1
        aids = aids._replace(review_tokens=token, reviewing=Reviewing(session, token))
    return [Change(aids=aids), Drive()] if aids is not state.aids else [Drive()]


def close_review(state: PageState, _: str | None = None) -> Steps:
    """Back to the result: a running review stops at its next slice, a finished one is kept."""
    reviewing = state.aids.reviewing
    if reviewing is not None and reviewing.standalone:
        # A record's review goes back to the statistics it came from; a game in progress
        # waited while the review ran.
        screen = state.screen._replace(overlay=Overlay.STATS)
        return [Change(aids=state.aids._replace(reviewing=None), screen=screen), Drive()]
    if reviewing is not None and reviewing.result is not None:
        reviewing.hide()
        return []
    return [Change(aids=state.aids._replace(reviewing=None))]


def review_turn(state: PageState) -> ReviewTurn | None:
    """The review the driver should step now, if one runs for the hand on show."""
    reviewing = state.aids.reviewing
    if reviewing is None or not reviewing.of(state.play.session):
        return None
    if state.play.following and not reviewing.standalone:  # a record's review writes nothing
        return None
    return reviewing.turn()


def review_wanted(state: PageState, token: int) -> bool:
    """Whether the review of ``token`` is still wanted (the driver stops when not)."""
    turn = review_turn(state)
    return turn is not None and turn.token == token


def review_progress(token: int, state: PageState) -> Steps:
    """The review of ``token`` went on: its bar moves."""
    reviewing = state.aids.reviewing
    return [Redraw()] if reviewing is not None and reviewing.token == token else []


def review_done(token: int, state: PageState) -> Steps:
    """The review of ``token`` is done: show its first trick (or its first marked one)."""
    reviewing = state.aids.reviewing
    if reviewing is None or not reviewing.of(state.play.session) or not reviewing.finish(token):
        return []
    from briscola.app.screens.review import present_review

    model = present_review(reviewing, state.lang)
    if model.jumps:
        reviewing.go(model.jumps[0].trick)
        model = present_review(reviewing, state.lang)
    said = say(model.summary, *(j.label for j in model.jumps), model.trick_label)
    return [*said, Redraw(), Focus("#review-heading")]


def previous_trick(state: PageState, _: str | None = None) -> Steps:
    """Show the review's previous trick."""
    return _step_review(state, -1)


def next_trick(state: PageState, _: str | None = None) -> Steps:
    """Show the review's next trick."""
    return _step_review(state, 1)


def _step_review(state: PageState, by: int) -> Steps:
    reviewing = state.aids.reviewing
    if reviewing is not None and reviewing.of(state.play.session):
        return _show(state, reviewing, reviewing.trick + by)
    return []


def go_review(state: PageState, arg: str | None) -> Steps:
    """Show the trick ``arg`` (from 0) of the review: a marked move's."""
    reviewing = state.aids.reviewing
    if reviewing is None or not reviewing.of(state.play.session):
        return []
    if arg is None or not arg.isdigit():
        return []
    return [*_show(state, reviewing, int(arg)), Focus("#review-trick")]


def _show(state: PageState, reviewing: Reviewing, trick: int) -> Steps:
    if not reviewing.go(trick):
        return []
    from briscola.app.screens.review import present_review

    model = present_review(reviewing, state.lang)
    return say(model.trick_label, model.taken_label, *(m.played for m in model.moves))


# -- hands reviewed from a record -----------------------------------------------------------


def open_record(content: str | None, state: PageState) -> Steps:
    """Review the hand of the record file ``content``; refuse (with a notice) anything else."""
    if content is None:
        return _refuse(state, Refusal("record.unreadable"))
    try:
        hand = read_record(content)
    except RecordRefused as refused:
        return _refuse(state, refused.refusal)
    if not hand.tricks:
        return _refuse(state, Refusal("record.empty"))
    return _review(state, hand)


def review_kept(state: PageState, arg: str | None) -> Steps:
    """Review the kept hand ``arg`` (its index in the saved list, oldest first)."""
    hands, steps = kept_hands(state)
    if arg is None or not arg.isdigit() or int(arg) >= len(hands.hands):
        return steps
    kept = hands.hands[int(arg)]
    try:
        hand = check_record(kept.record)
    except RecordRefused as refused:
        return [*steps, Then(partial(_refuse, why=refused.refusal._replace(kept=True)))]
    return [*steps, Then(lambda now: _review(now, hand))]


def _review(state: PageState, hand: GameState) -> Steps:
    token = state.aids.review_tokens + 1
    return [
        Change(
            alerts=state.alerts._replace(record_refused=None),
            aids=state.aids._replace(
                review_tokens=token, reviewing=Reviewing.of_record(hand, token)
            ),
            screen=state.screen._replace(overlay=None),
        ),
        Redraw(),
        Drive(),
    ]


def _refuse(state: PageState, why: Refusal) -> Steps:
    # the notice (a status region) says it
    return [Change(alerts=state.alerts._replace(record_refused=why)), Redraw()]


# -- the hint -------------------------------------------------------------------------------


def ask_hint(state: PageState, _: str | None = None) -> Steps:
    """The person asks for a hint: only on their turn, with the table at rest."""
    session = state.play.session
    if session is None or state.play.following or state.play.hold or session.phase != "human":
        return []
    if state.in_lesson():
        return []  # the lesson gives its own tips
    if session.view().phase in ("auction", "call"):
        return []  # the hint weighs the cards to play, not the Chiamata's bids
    return [Drive()] if state.ports.hints.ask(position(state.play.generation, session)) else []


def hint_turn(state: PageState) -> HintTurn | None:
    """The hint the driver should think now, if the person asked one here."""
    session = state.play.session
    if session is None or state.play.following or state.play.hold or session.phase != "human":
        return None
    return state.ports.hints.turn(position(state.play.generation, session), session)


def hint_wanted(state: PageState, token: int) -> bool:
    """Whether the hint of ``token`` is still wanted where the game stands now."""
    turn = hint_turn(state)
    return turn is not None and turn.token == token


def hint_found(token: int, result: HintResult, state: PageState) -> Steps:
    """Show the hint thought for ``token`` (dropped if the position changed meanwhile)."""
    session = state.play.session
    if session is None or session.phase != "human":
        return []
    here = position(state.play.generation, session)
    if not state.ports.hints.found(token, here, result):
        return []
    # the hint counts, even if the page is reloaded before the next move
    steps: Steps = [Save(("aids",))]
    bar = state.ports.hints.bar(here, state.lang)
    steps += [*say(bar.reason), Redraw()]
    codes = [card.code for card in session.view().hand]
    if bar.card in codes:
        # Keyboard users land on the card the hint plays: Enter plays it.
        steps.append(Focus(f'#t-hand [data-focus="card-{codes.index(bar.card) + 1}"]'))
    return steps
