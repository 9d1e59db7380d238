"""The game's moves in the page: the person's (a card, an offer of the table, a number key),
the computer's (thought by the page's driver, which asks :func:`waiting` what to do), the
finished trick held on the table, and the hands dealt, one after another, and left.
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING, Final

from briscola.app.acts import Act
from briscola.app.aids.hinting import HintTurn, position
from briscola.app.aids.reviewing import ReviewTurn
from briscola.app.effects import Drive, KeepStorage, WarmUp
from briscola.app.game.announce import Seating, deal_sentence, describe, turn_sentence
from briscola.app.game.cues import cues
from briscola.app.game.events import Event, HandOver, TrickTaken
from briscola.app.game.session import Session
from briscola.app.handlers.keeping import hand_over, rate
from briscola.app.handlers.learning import hint_turn, review_turn
from briscola.app.handlers.saving import keep_storage, save_game, start_here
from briscola.app.handlers.sharing import end_shared, session_of
from briscola.app.handlers.solving import load_reopened
from briscola.app.screens.daily import daily_today
from briscola.app.screens.lesson import lesson_sentences, tip_sentences
from briscola.app.screens.page import screen_name
from briscola.app.screens.table import refusal_text
from briscola.app.state import Overlay
from briscola.app.statistics.hands import count_hand
from briscola.app.steps import Change, Redraw, Steps, Then, ask, cue, say
from briscola.engine.actions import PLAY, Action, Declare, action_from_json
from briscola.engine.errors import BriscolaError, IllegalActionError, InvalidStateError
from briscola.engine.jsonio import loads_bounded
from briscola.engine.tuples import NamedTuple
from briscola.engine.view import SeatView
from briscola.learn.daily import daily_deal

if TYPE_CHECKING:
    from briscola.ai import Player
    from briscola.app.state import PageState
    from briscola.setup.settings import Settings

MAX_ACTION_CHARS: Final = 100
"""The longest action text the page's markup carries (``{"signal":"ace-of-trump"}``)."""


class ComputerTurn(NamedTuple):
    """The computer player to think now, for the game of ``generation``."""

    generation: int
    seat: int
    player: Player
    view: SeatView
    rng: random.Random


class HoldTrick(NamedTuple):
    """A finished trick stays on the table until :class:`HoldOver` with ``token``."""

    token: int


def waiting(state: PageState) -> HoldTrick | ComputerTurn | HintTurn | ReviewTurn | None:
    """What the driver waits for now: a held trick, a computer's move, the hint the person
    asked for, the review of the hand, or nothing."""
    if state.play.hold:
        return HoldTrick(state.play.hold)
    review = review_turn(state)
    if review is not None:
        return review
    hint = hint_turn(state)
    if hint is not None:
        return hint
    session = state.play.session
    if session is None or state.play.following or session.phase != "computer":
        return None
    if state.passing_to() is not None:
        return None  # the computer plays on once the next person has the device
    seat, player, view, rng = session.computer_turn()
    return ComputerTurn(state.play.generation, seat, player, view, rng)


def warm_up(state: PageState, settings: Settings) -> Steps:
    """Warm the computer levels of ``settings`` up, those not warmed yet."""
    levels = set(settings.computer_levels()) - state.play.warmed
    if not levels:
        return []
    warmed = state.play.warmed | levels
    return [Change(play=state.play._replace(warmed=warmed)), WarmUp(tuple(sorted(levels)))]


def resume(state: PageState) -> Steps:
    """The page is up: warm the computer players and carry on where the saved game stood
    (and fetch the puzzles, if the page's address reopened their screen); find out whether
    the browser keeps the storage."""
    session = state.play.session
    steps = warm_up(state, session.settings if session is not None else state.saved.settings)
    if session is not None and not state.play.following:
        steps.append(Drive())
    return [*steps, *load_reopened(state), KeepStorage()]


# -- the computer's turns -------------------------------------------------------------------


def hold_over(token: int, state: PageState) -> Steps:
    """The pause showing the finished trick ``token`` is over."""
    if not token or token != state.play.hold:
        return []  # a pause that a newer move has replaced
    session = state.play.session
    steps: Steps = [Change(play=state.play._replace(hold=0))]
    if session is not None and session.phase == "human":
        steps += say(turn_sentence(session, state.lang), *tip_sentences(state))
    return [*steps, Redraw()]


def reveal(state: PageState, arg: str | None) -> Steps:
    """The person the pass screen names took the device: show them the table. ``arg`` is
    their seat (a click meant for another person's pass screen shows nothing)."""
    seat = state.passing_to()
    if seat is None or arg != str(seat):
        return []
    session = state.play.session
    assert session is not None  # a pass screen shows during a hand
    said = say(turn_sentence(session, state.lang))
    return [Change(play=state.play._replace(revealed=seat)), *said, Drive()]


def _computer_to_move(state: PageState, generation: int, seat: int) -> Session | None:
    """The session, if the computer at ``seat`` is to move in the game of ``generation``."""
    session = state.play.session
    if (
        generation != state.play.generation
        or session is None
        or state.play.following
        or session.phase != "computer"
        or session.hand.current_player != seat
    ):
        return None
    return session


def thinking(generation: int, seat: int, state: PageState) -> Steps:
    """The computer at ``seat`` has been thinking a while: the table says so."""
    session = _computer_to_move(state, generation, seat)
    if session is None:
        return []
    thought = (position(generation, session), seat)
    return [Change(play=state.play._replace(thinking=thought)), Redraw()]


def computer_moved(generation: int, seat: int, action: Action, state: PageState) -> Steps:
    """The computer at ``seat`` chose ``action``; dropped if the game changed meanwhile."""
    session = _computer_to_move(state, generation, seat)
    if session is None:
        return []  # the game changed while the computer thought: drop the move
    try:
        events = session.apply_computer(seat, action)
    except IllegalActionError:
        return []
    return _after(session, events, state)


# -- the person's moves ---------------------------------------------------------------------


def playing_session(state: PageState) -> Session | None:
    """The session, if the person may act in it now."""
    session = state.play.session
    if session is None or state.play.following or session.phase != "human":
        return None
    if state.passing_to() is not None:
        return None  # the hands are hidden: nobody acts before taking the device
    return session


def offer(act: Act, state: PageState, arg: str | None) -> Steps:
    """The person chose the table's offer ``act``: ``arg`` is its action's JSON."""
    session = playing_session(state)
    if session is None or arg is None:
        return []
    try:
        data = loads_bounded(arg, "an action of the page", max_chars=MAX_ACTION_CHARS)
        if not isinstance(data, dict) or list(data) != [act]:
            return []  # an offer's action is of its own kind
        action = action_from_json(data)
    except InvalidStateError:
        return []  # not an action: nothing happens
    if isinstance(action, Declare):
        # A declaration ends the hand at once, right or wrong: the dialog asks first.
        return ask(state, Act.DECLARE, action.points, pending=action)
    return act_now(state, session, action)


def key(number: int, state: PageState) -> Steps:
    """Number key ``number``: play the card at that place of the hand."""
    session = playing_session(state)
    if session is None or screen_name(state) != "table":
        return []
    hand = session.view().hand
    if 1 <= number <= len(hand):
        return [*act_now(state, session, PLAY[hand[number - 1]]), Redraw()]
    return []


def act_now(state: PageState, session: Session, action: Action) -> Steps:
    """The person's ``action``; refused (with the reason shown) if the rules forbid it."""
    try:
        events = session.act(action)
    except IllegalActionError as error:
        # A card the rules forbid now (Briscolone's follow suit): say why, change nothing.
        refusal = refusal_text(error.reason, session, state.lang)
        return [Change(play=state.play._replace(refusal=refusal)), *say(refusal)]
    except BriscolaError:
        return []  # a stale click (the hand changed meanwhile): nothing happens
    return [
        Change(play=state.play._replace(refusal="", hold=0)),
        Then(partial(_after, session, events)),
    ]


def _after(session: Session, events: list[Event], state: PageState) -> Steps:
    """Count, save, announce and pace what a move did; then let the computer play."""
    over = [e for e in events if isinstance(e, HandOver)]
    steps: Steps = [Then(partial(_count, session, event)) for event in over]
    steps.append(Then(partial(save_game, bool(over))))
    if over:  # the saved data now holds a finished hand: worth keeping
        steps.append(Then(keep_storage))
    steps.append(Then(partial(_told, session, events)))
    return steps


def _count(session: Session, event: HandOver, state: PageState) -> Steps:
    if session.settings.friends or state.in_lesson():
        return []  # a hand between several people, or the lesson, moves no statistics
    count_hand(state.saved.stats, session, event)
    # One after the other: each may add to the problems the page shows.
    return [*rate(session, event, state), Then(partial(hand_over, session))]


def _told(session: Session, events: list[Event], state: PageState) -> Steps:
    seating = Seating.of(session, state.lang)
    sentences = describe(events, state.lang, state.saved.settings.show_points, seating)
    sentences += lesson_sentences(state)
    steps = cue(state, *cues(events, session.hand.side_of(session.viewer)))
    if any(isinstance(e, TrickTaken) for e in events):
        held = state.play.holds + 1
        steps.append(Change(play=state.play._replace(holds=held, hold=held)))
    elif session.phase == "human":
        sentences += [turn_sentence(session, state.lang), *tip_sentences(state)]
    return [*steps, *say(*sentences), Redraw(), Drive()]


# -- the hands ------------------------------------------------------------------------------


def new_session(state: PageState) -> Steps:
    """Start a series with the current settings (after a shared hand, the saved game comes
    back instead, if there is one)."""
    came_back, steps = end_shared(state)
    if came_back:
        return steps
    return [*steps, Then(_new_series)]


def _new_series(state: PageState) -> Steps:
    return start_session(state, Session.new(state.saved.settings, state.ports.seeds))


def start_session(
    state: PageState, session: Session, daily: str = "", *, proof: bool = True
) -> Steps:
    """Play ``session`` from its first card (``daily``: the day, for the daily deal;
    ``proof``: with the fair-deal proof, which a fixed deal has no use for)."""
    if proof:
        state.ports.proofs.deal(session)
    play = state.play._replace(
        session=session,
        generation=state.play.generation + 1,
        hold=0,
        revealed=None,
        series_open=False,
    )
    day = (session.hand_seed, session.hand_number, daily) if daily else None
    return [
        Change(
            play=play,
            aids=state.aids._replace(daily=day),
            screen=state.screen._replace(overlay=_closed(state.screen.overlay, Overlay.DATA)),
        ),
        Then(lambda now: warm_up(now, session.settings)),
        Then(partial(save_game, False)),
        Then(partial(_dealt, session)),
    ]


def _dealt(session: Session, state: PageState) -> Steps:
    dealt = deal_sentence(session, state.lang)
    turn = turn_sentence(session, state.lang)
    said = say(dealt, *lesson_sentences(state), turn, *tip_sentences(state))
    return [*said, *cue(state, "deal"), Drive()]


def next_hand(state: PageState, _: str | None = None) -> Steps:
    """Deal the next hand of the series."""
    session = state.play.session
    if session is None or state.play.following or session.phase != "hand-over":
        return []
    session.next_hand(state.ports.seeds)
    state.ports.proofs.deal(session)
    return [
        Change(play=state.play._replace(revealed=None)),
        Then(partial(save_game, False)),
        Then(partial(_dealt, session)),
    ]


def drop_session(state: PageState) -> Steps:
    """Leave the series (back to the start screen; after a shared hand, to the saved game
    if there is one)."""
    came_back, steps = end_shared(state)
    if came_back:
        return steps
    return [*steps, Then(_dropped)]


def _dropped(state: PageState) -> Steps:
    play = state.play._replace(
        session=None, generation=state.play.generation + 1, hold=0, series_open=False
    )
    screen = state.screen._replace(overlay=_closed(state.screen.overlay, *_KEPT_ON_LEAVING))
    return [Change(play=play, screen=screen), Then(partial(save_game, False))]


_KEPT_ON_LEAVING: Final = (Overlay.DATA, Overlay.RULES)
"""The overlays that stay up when the series is left (the statistics close)."""


def _closed(overlay: Overlay | None, *kept: Overlay) -> Overlay | None:
    """The overlay still shown once a series starts or is left: those ``kept`` stay, the
    others close."""
    return overlay if overlay in kept else None


def start_daily(state: PageState, _: str | None = None) -> Steps:
    """Deal today's hand (not over a game in progress; in a tab following another, only
    when that one has no game in progress, and then this tab takes the table)."""
    session = state.play.session
    if state.aids.shared_play is not None:
        return []
    if session is not None and session.phase in ("human", "computer"):
        return []
    day = daily_today(state.ports.clock)
    if day is None:  # the page's clock cannot be right: the start screen says so
        return []
    taken = start_here(state) if state.play.following else []
    if state.play.following and not taken:
        return []
    dealt = session_of(daily_deal(day, state.saved.settings))
    return [*taken, Then(lambda now: start_session(now, dealt, daily=day))]
