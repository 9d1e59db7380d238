"""The hint, the review and the coach judge a position alike: the review's best move is the
move the hint gives in the same position, with the same figures, and a move the hint gives
is never called costly, given a better card or a coach's tip."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from briscola.ai import make_player
from briscola.ai.levels.hard import HardConfig
from briscola.app.aids.hinting import hint_rng
from briscola.app.aids.reviewing import Reviewing
from briscola.app.game.session import Session
from briscola.app.screens.review import move_line
from briscola.engine.actions import Play
from briscola.engine.cards import Card
from briscola.engine.rules import PRESETS, preset
from briscola.engine.state import GameState
from briscola.engine.view import SeatView
from briscola.learn.coach import tips, trick_of
from briscola.learn.hint import Hint, HintResult
from briscola.learn.review import HandReview, MoveReview, Review, reviewed, run_review
from briscola.learn.words import reason_text, tip_text
from briscola.setup.settings import Settings

C = Card.from_code

SMALL = HardConfig(samples=6, styled_samples=6, candidates=1, exact_worlds=4, auction_worlds=4)
"""A small search, so that hands at every table are quick; the agreement is the same."""


def hinted(
    view: SeatView, rng: random.Random | None = None, config: HardConfig | None = None
) -> HintResult:
    hint = Hint(view, rng, config)
    while not hint.step(300):
        pass
    return hint.result()


def followed_hints(session: Session) -> dict[int, HintResult]:
    """Play the session's hand, the person following the page's hint at each of its turns;
    the hints by move number."""
    hints = {}
    while session.phase not in ("hand-over", "series-over"):
        if session.hand.current_player == session.you:
            result = hinted(session.view(), hint_rng(session))
            hints[len(session.hand.moves)] = result
            session.act(result.action)
        else:
            session.play_computer()
    return hints


def page_review(session: Session) -> HandReview:
    """The review the page makes of the session's finished hand."""
    return run_review(Reviewing(session, 1).review, 300)


def assert_not_criticised(move: MoveReview, hint: HintResult) -> None:
    """The review and the coach say of ``move`` (the hint's own) that it was the best."""
    assert move.action == hint.action
    best = move.best
    if move.choices:  # else the move was settled (one legal card): no figures to name
        assert best is not None and best.action == hint.action, "the review names another card"
    assert move.loss == 0.0 and move.tips == () and not move.marked
    for lang in ("it", "en", "de"):
        line = move_line(move, lang)
        assert line.better == "" and line.tips == () and not line.marked
    assert move.judgement.best == hint.action and move.choices == hint.choices


def test_seed_51_the_hint_and_the_review_agree_on_every_move() -> None:
    """``?seed=51``: Marco leads the Five of Cups; the person holds the Six of Coins, the King
    of Coins and the King of Clubs. Following every hint, no move of the hand is criticised."""
    session = Session.new(Settings(language="en"), random.Random(51))
    session.play_computer()
    view = session.view()
    assert set(view.hand) == {C("6D"), C("RD"), C("RB")} and view.trick == ((1, C("5C")),)
    hints = followed_hints(session)
    review = page_review(session)
    mine = {m.number: m for m in review.moves}
    assert set(mine) == {n for n in hints if reviewed(hints[n].action)}
    for number, move in mine.items():
        assert_not_criticised(move, hints[number])
    assert review.marked == ()
    # No card takes the Five of Cups: the words say so, whatever card the judgement lets go.
    assert reason_text(hints[1].reason, "en").startswith("None of your cards takes this trick")
    # The Three of Swords (trump) led early: the hint says why it breaks the rule of thumb,
    # and the coach does not call it spent early.
    led = next(n for n, h in hints.items() if h.action == Play(C("3S")))
    rule = hints[led].reason.rule
    assert rule is not None and rule.pattern == "early_high_trump"
    assert reason_text(hints[led].reason, "en").startswith(
        "Play the Three of Swords now all the same."
    )
    assert mine[led].tips == () and mine[led].loss == 0.0


def test_the_review_of_a_kept_hand_or_record_judges_as_the_hint_did() -> None:
    session = Session.new(Settings(), random.Random(52))
    hints = followed_hints(session)
    hand = session.hand
    for review in (
        Reviewing.of_record(hand, 1).review,  # a kept hand or a record file
        Review(hand, 0),
    ):
        for move in run_review(review, 300).moves:
            assert_not_criticised(move, hints[move.number])


def play(
    rules_name: str, seed: int, follow: bool, config: HardConfig
) -> tuple[GameState, dict[int, HintResult]]:
    """A hand at the table ``rules_name``: seat 0 follows the hint (``follow``) or plays the
    medium level and is only hinted; the others play medium. The hints by move number."""
    rng = random.Random(seed)
    state = GameState.new(preset(rules_name), rng)
    medium = make_player("medium")
    hints = {}
    while (seat := state.current_player) is not None:
        view = state.view(seat)
        if seat == 0 and view.phase not in ("auction", "call"):  # where the page hints
            hints[len(state.moves)] = hinted(view, config=config)
            action = hints[len(state.moves)].action if follow else medium.choose(view, rng)
        else:
            action = medium.choose(view, rng)
        state.apply(action, seat)
    return state, hints


@settings(
    max_examples=100,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    name=st.sampled_from(sorted(PRESETS)),
    seed=st.integers(0, 2**32 - 1),
    follow=st.booleans(),
)
def test_at_every_table_the_review_names_the_hints_move_and_never_criticises_it(
    name: str, seed: int, follow: bool
) -> None:
    hand, hints = play(name, seed, follow, SMALL)
    review = run_review(Review(hand, 0, None, SMALL), 100)
    assert {m.number for m in review.moves} >= {n for n, h in hints.items() if reviewed(h.action)}
    for move in review.moves:
        hint = hints.get(move.number)
        if hint is None:  # a move the hint was not asked for (the trump-7 swap, a bid)
            continue
        assert move.judgement.best == hint.action and move.choices == hint.choices
        against = tips(move.view, hint.action, None) if hint.choices else []
        assert hint.reason.rule == (against[0] if against else None)
        if move.action == hint.action:
            assert_not_criticised(move, hint)
            continue
        # A move other than the hint's: criticised only where the judgement says it lost.
        trick = trick_of(hand, move.number)  # None: a swap, or a hand ended by a declaration
        assert move.judgement.tips(hint.action, trick) == ()
        if move.loss == 0.0:
            assert move.tips == () and not move.marked
        for tip in move.tips:
            assert tip.better is not None and tip.better != tip.card
            better, played = move.judgement.choice(Play(tip.better)), move.played
            assert better is not None and played is not None and better.value > played.value
            assert "{" not in tip_text(tip, "it")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_shipped_search_in_the_page_agrees_with_itself(seed: int) -> None:
    """The page's own hint and review, the hard level's shipped search, two players."""
    session = Session.new(Settings(), random.Random(seed))
    hints = followed_hints(session)
    review = page_review(session)
    assert review.moves
    for move in review.moves:
        assert_not_criticised(move, hints[move.number])
