"""The review of a hand in the page's controller: opened from the result, run by the driver
(progress, cancel), then stepped through trick by trick."""

from __future__ import annotations

from briscola.app.aids.reviewing import ReviewTurn
from briscola.app.commands import Click, ReviewDone, ReviewProgress
from briscola.app.controller import Controller
from briscola.app.effects import Drive, Focus
from briscola.app.screens.page import screen_name
from briscola.learn.review import run_review
from briscola.setup.settings import Settings
from tests.support.controller import controller, renders, said, step

QUICK = Settings(levels=("greedy",) * 5)


def at_result(best_of: int = 1, seed: int = 1) -> Controller:
    game, _ = controller(QUICK.replace(best_of=best_of), seed=seed)
    game.handle(Click("start"))
    while screen_name(game.state) != "result":
        step(game)
    return game


def reviewed(game: Controller) -> None:
    """Open the review and do what the driver does: run it, then report it done."""
    game.handle(Click("review"))
    turn = game.waiting()
    assert isinstance(turn, ReviewTurn)
    run_review(turn.review, 200)
    game.handle(ReviewDone(turn.token))


def test_the_result_offers_the_review_and_it_opens_with_a_named_bar() -> None:
    game = at_result()
    result = game.page().result
    assert result is not None and result.review_label == "Rivedi la mano"
    effects = game.handle(Click("review"))
    page = renders(effects)[0].page
    assert page.screen == "review" and page.review is not None and page.review.running
    assert page.review.progress == 0 and page.review.progress_label == "Analisi della mano"
    assert Drive() in effects and Focus("#review-heading") in effects
    turn = game.waiting()
    assert isinstance(turn, ReviewTurn)
    turn.review.step(1)
    assert renders(game.handle(ReviewProgress(turn.token)))  # the bar moves
    assert game.handle(ReviewProgress(turn.token + 1)) == []  # another review's: nothing


def test_cancel_goes_back_to_the_result_and_a_late_answer_is_dropped() -> None:
    game = at_result()
    game.handle(Click("review"))
    turn = game.waiting()
    assert isinstance(turn, ReviewTurn)
    page = renders(game.handle(Click("review-cancel")))[0].page
    assert page.screen == "result" and game.waiting() is None
    run_review(turn.review, 200)
    assert game.handle(ReviewDone(turn.token)) == []
    assert screen_name(game.state) == "result"


def test_a_done_review_shows_a_trick_with_the_persons_move_and_steps_through() -> None:
    game = at_result()
    reviewed(game)
    review = game.page().review
    assert review is not None and not review.running and review.tricks == 20
    assert review.summary in ("Le mosse più costose:", "Nessuna mossa costosa: ben giocato!")
    # It opens on the costliest move's trick, if any.
    assert review.trick == (review.jumps[0].trick if review.jumps else 0)
    seen_marked = 0
    game.handle(Click("review-go", "0"))
    for number in range(20):
        review = game.page().review
        assert review is not None and review.trick == number
        assert review.trick_label == f"Presa {number + 1} di 20"
        assert len(review.cards) == 2 and sum(c.wins for c in review.cards) == 1
        assert len(review.moves) == 1  # one card of the person's per trick
        line = review.moves[0]
        assert line.played.startswith("Hai giocato")
        assert bool(line.better) == (line.better_face is not None or "scambio" in line.better)
        seen_marked += line.marked
        effects = game.handle(Click("review-next"))
        if number < 19:
            assert said(effects)[0] == f"Presa {number + 2} di 20"
    assert seen_marked == len(review.jumps) <= 3
    assert game.page().review.trick == 19  # type: ignore[union-attr]  # no trick past the last
    game.handle(Click("review-prev"))
    assert game.page().review.trick == 18  # type: ignore[union-attr]


def test_jumps_out_of_range_or_not_numbers_change_nothing() -> None:
    game = at_result()
    reviewed(game)
    before = game.page()
    for arg in ("20", "-1", "x", None, "1e3"):
        game.handle(Click("review-go", arg))
        assert game.page() == before
    game.handle(Click("review-go", "0"))
    game.handle(Click("review-prev"))
    assert game.page().review.trick == 0  # type: ignore[union-attr]


def test_a_marked_move_names_the_better_card_and_a_best_move_loses_nothing() -> None:
    # Seeds until a hand whose review marks a move (greedy play gives some quickly).
    for seed in range(1, 20):
        game = at_result(seed=seed)
        reviewed(game)
        reviewing = game.state.aids.reviewing
        assert reviewing is not None and reviewing.result is not None
        for move in reviewing.result.moves:
            if move.best is not None and move.best.action == move.action:
                assert move.loss == 0
        review = game.page().review
        assert review is not None
        if review.jumps:
            line = review.moves[0]  # the review opens on the costliest move's trick
            assert line.marked and line.better.startswith("Meglio")
            assert review.jumps[0].label.startswith(f"Presa {review.trick + 1}: ")
            return
    raise AssertionError("no hand with a marked move")


def test_the_next_hand_closes_the_review() -> None:
    game = at_result(best_of=3)
    reviewed(game)
    assert screen_name(game.state) == "review"
    game.handle(Click("review-back"))
    assert screen_name(game.state) == "result"
    game.handle(Click("review"))  # reopened: the finished review, not a new run
    assert game.waiting() is None and screen_name(game.state) == "review"
    game.handle(Click("review-back"))
    game.handle(Click("next"))
    assert screen_name(game.state) == "table"
    game.handle(Click("review-next"))
    assert screen_name(game.state) == "table" and not isinstance(game.waiting(), ReviewTurn)
