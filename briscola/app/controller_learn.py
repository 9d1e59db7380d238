"""The learning aids' part of the controller: the hint's button and its answer, the review
of the hand (open, cancel, step through, close)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.commands import HintFound, RecordChosen, ReviewDone, ReviewProgress
from briscola.app.hand_keeping import save_aids
from briscola.app.hinting import HintTurn, position
from briscola.app.record_open import open_record
from briscola.app.reviewing import Reviewing, ReviewTurn

if TYPE_CHECKING:
    from briscola.app.controller import Controller
    from briscola.learn.hint import HintResult


def download_record(game: Controller, _: str | None = None) -> None:
    """Offer the finished hand's record (``docs/record-format.md``) as a file."""
    session = game.session
    if session is None or session.phase not in ("hand-over", "series-over"):
        return
    from briscola.record import record_of, record_to_text

    name = f"briscola-hand-{session.hand_seed}-{session.hand_number}.json"
    game.offer_file(name, record_to_text(record_of(session.hand)) + "\n")


def open_review(game: Controller, _: str | None = None) -> None:
    """Review the hand just played (from the result screen)."""
    session = game.session
    if session is None or game.following or game.hold:
        return
    if session.phase not in ("hand-over", "series-over") or not session.hand.tricks:
        return
    reviewing = game.reviewing
    if reviewing is not None and reviewing.standalone:
        reviewing = game.reviewing = None  # a record's review gives way to this hand's
    if reviewing is not None:
        reviewing.open = True  # the same hand's review, finished, shows again
    if reviewing is None or not reviewing.of(session):
        game.review_tokens += 1
        game.reviewing = Reviewing(session, game.review_tokens)
    game.drive()


def close_review(game: Controller, _: str | None = None) -> None:
    """Back to the result: a running review stops at its next slice, a finished one is kept."""
    reviewing = game.reviewing
    if reviewing is not None and reviewing.standalone:
        game.reviewing = None  # a record's review goes back to the statistics it came from
        game.stats_open = True
        game.drive()  # a game in progress waited while the review ran
    elif reviewing is not None and reviewing.result is not None:
        reviewing.open = False
    else:
        game.reviewing = None


def review_turn(game: Controller) -> ReviewTurn | None:
    """The review the driver should step now, if one runs for the hand on show."""
    reviewing = game.reviewing
    if reviewing is None or game.following or not reviewing.of(game.session):
        return None
    return reviewing.turn()


def review_wanted(game: Controller, token: int) -> bool:
    """Whether the review of ``token`` is still wanted (the driver stops when not)."""
    turn = review_turn(game)
    return turn is not None and turn.token == token


def review_done(game: Controller, token: int) -> None:
    """The review of ``token`` is done: show its first trick (or its first marked one)."""
    reviewing = game.reviewing
    if reviewing is None or not reviewing.of(game.session) or not reviewing.finish(token):
        return
    from briscola.app.review_view import present_review

    model = present_review(reviewing, game.lang)
    if model.jumps:
        reviewing.go(model.jumps[0].trick)
        model = present_review(reviewing, game.lang)
    game.say(model.summary, *(j.label for j in model.jumps), model.trick_label)
    game.mark_render()
    game.focus("#review-heading")


def previous_trick(game: Controller, _: str | None = None) -> None:
    """Show the review's previous trick."""
    _step_review(game, -1)


def next_trick(game: Controller, _: str | None = None) -> None:
    """Show the review's next trick."""
    _step_review(game, 1)


def _step_review(game: Controller, by: int) -> None:
    reviewing = game.reviewing
    if reviewing is not None and reviewing.of(game.session):
        _show(game, reviewing, reviewing.trick + by)


def go_review(game: Controller, arg: str | None) -> None:
    """Show the trick ``arg`` (from 0) of the review: a marked move's."""
    reviewing = game.reviewing
    if reviewing is None or not reviewing.of(game.session) or arg is None or not arg.isdigit():
        return
    _show(game, reviewing, int(arg))
    game.focus("#review-trick")


def _show(game: Controller, reviewing: Reviewing, trick: int) -> None:
    if not reviewing.go(trick):
        return
    from briscola.app.review_view import present_review

    model = present_review(reviewing, game.lang)
    game.say(model.trick_label, model.taken_label, *(m.played for m in model.moves))


def learn_command(
    game: Controller, command: HintFound | ReviewProgress | ReviewDone | RecordChosen
) -> None:
    """What the driver reports of a hint or a review, and a record file opened."""
    match command:
        case RecordChosen(content):
            open_record(game, content)
        case HintFound(token, result):
            hint_found(game, token, result)
        case ReviewProgress(token):
            if game.reviewing is not None and game.reviewing.token == token:
                game.mark_render()  # the bar moves
        case ReviewDone(token):
            review_done(game, token)


def ask_hint(game: Controller, _: str | None = None) -> None:
    """The person asks for a hint: only on their turn, with the table at rest."""
    session = game.session
    if session is None or game.following or game.hold or session.phase != "human":
        return
    if session.view().phase in ("auction", "call"):
        return  # the hint weighs the cards to play, not the Chiamata's bids
    if game.hints.ask(position(game.generation, session)):
        game.drive()


def hint_turn(game: Controller) -> HintTurn | None:
    """The hint the driver should think now, if the person asked one here."""
    session = game.session
    if session is None or game.following or game.hold or session.phase != "human":
        return None
    return game.hints.turn(position(game.generation, session), session)


def hint_wanted(game: Controller, token: int) -> bool:
    """Whether the hint of ``token`` is still wanted where the game stands now."""
    turn = hint_turn(game)
    return turn is not None and turn.token == token


def hint_found(game: Controller, token: int, result: HintResult) -> None:
    """Show the hint thought for ``token`` (dropped if the position changed meanwhile)."""
    session = game.session
    if session is None or session.phase != "human":
        return
    here = position(game.generation, session)
    if not game.hints.found(token, here, result):
        return
    if game.shared_play is None and game.may_write():
        save_aids(game)  # the hint counts, even if the page is reloaded before the next move
    bar = game.hints.bar(here, game.lang)
    game.say(bar.reason)
    game.mark_render()
    hand = session.view().hand
    codes = [card.code for card in hand]
    if bar.card in codes:
        # Keyboard users land on the card the hint plays: Enter plays it.
        game.focus(f'#t-hand [data-focus="card-{codes.index(bar.card) + 1}"]')
