"""The review of a hand: losses, marks, slicing, cancelling and records."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from briscola.ai import make_player
from briscola.ai.levels.hard import HardConfig, HardPlayer
from briscola.cli import main
from briscola.engine.actions import Play
from briscola.engine.cards import Card
from briscola.engine.errors import InvalidStateError
from briscola.engine.record import record_of, record_to_text
from briscola.engine.rules import PRESETS, Rules, preset
from briscola.engine.state import GameState
from briscola.learn.coach import tips, trick_of
from briscola.learn.review import MARK_FLOOR, MARKED, MoveReview, Review, review_record, run_review
from tests.learn.hands import played_hand

BLUNDER_SEED = 0
BLUNDER_MOVE = 34
"""In hand 0 seat 0 plays the 7 of Spade at move 34; the Ace or the 3 of trump (Denari)
wins the hand with 64 points against a perfect reply, the 7 loses it with 40."""


@pytest.fixture(scope="module")
def blunder_review() -> tuple[Review, list[MoveReview]]:
    review = Review(played_hand(BLUNDER_SEED, BLUNDER_MOVE), 0, random.Random(1))
    return review, list(run_review(review, 300).moves)


def test_a_known_blunder_is_marked_with_the_better_card(
    blunder_review: tuple[Review, list[MoveReview]],
) -> None:
    _, moves = blunder_review
    move = next(m for m in moves if m.number == BLUNDER_MOVE)
    assert move.action == Play(Card.from_code("7S"))
    assert move.exact and move.marked
    best, played = move.best, move.played
    assert best is not None and played is not None
    assert best.action in (Play(Card.from_code("AD")), Play(Card.from_code("3D")))
    assert (best.win, best.points) == (1.0, 64.0)
    assert (played.win, played.points) == (0.0, 40.0)
    assert move.loss > 1.0


def test_the_costliest_moves_are_marked(blunder_review: tuple[Review, list[MoveReview]]) -> None:
    _, moves = blunder_review
    marked = [m for m in moves if m.marked]
    assert 1 <= len(marked) <= MARKED
    assert all(m.loss >= MARK_FLOOR for m in marked)
    assert min(m.loss for m in marked) >= max(m.loss for m in moves if not m.marked)


def test_a_best_move_reviews_to_zero(blunder_review: tuple[Review, list[MoveReview]]) -> None:
    _, moves = blunder_review
    valued = [m for m in moves if m.choices]
    assert valued
    hand = played_hand(BLUNDER_SEED, BLUNDER_MOVE)
    for move in valued:
        best = move.best
        assert best is not None and best.action == move.judgement.best
        as_best = MoveReview(move.number, best.action, move.judgement)
        assert not as_best.marked and as_best.loss == 0.0
        assert move.judgement.tips(best.action, trick_of(hand, move.number)) == ()
        assert move.loss == max(c.value for c in move.choices) - move.played.value  # type: ignore[union-attr]


def test_every_move_of_the_seat_is_reviewed(
    blunder_review: tuple[Review, list[MoveReview]],
) -> None:
    review, moves = blunder_review
    hand = played_hand(BLUNDER_SEED, BLUNDER_MOVE)
    mine = [i for i, (seat, _) in enumerate(hand.moves) if seat == 0]
    assert [m.number for m in moves] == mine
    assert review.count == len(mine) and review.progress == 1.0
    for move in moves:  # the view is the seat's own, before its move
        assert move.view.seat == 0 and move.view.is_my_turn
        assert move.action in move.view.legal_actions()


def test_slices_do_not_change_the_review() -> None:
    hand = played_hand(3)
    whole = run_review(Review(hand, 1, random.Random(7)))
    review = Review(hand, 1, random.Random(7))
    seen = []
    while not review.step(40):
        seen.append(review.progress)
    assert run_review(review) == whole
    assert seen == sorted(seen) and 0 < seen[-1] <= 1


def test_cancel_stops_the_review() -> None:
    review = Review(played_hand(3), 0, random.Random(7))
    review.step(50)
    review.cancel()
    assert review.step(50) and review.done
    with pytest.raises(ValueError, match="cancelled"):
        review.result()


def test_a_record_is_checked_then_reviewed() -> None:
    hand = played_hand(4)
    record = record_of(hand)
    review = review_record(record, 1, random.Random(2))
    assert review.count == sum(1 for seat, _ in hand.moves if seat == 1) >= 20
    record["moves"][3] = {"seat": 0, "play": "AD"}
    with pytest.raises(InvalidStateError):
        review_record(record, 1, random.Random(2))
    with pytest.raises(ValueError, match="seat 2"):
        Review(played_hand(4), 2, random.Random(2))


TIPPED_SEED = 3
"""In hand 3 seat 0 gives the Ace of Cups (11 points) to a trick it loses, keeping the Six of
Swords, which loses it too and which the search values higher."""


def test_the_coachs_tips_are_attached(blunder_review: tuple[Review, list[MoveReview]]) -> None:
    review, moves = blunder_review
    tipped = Review(played_hand(TIPPED_SEED), 0)
    pairs = [(review.hand, m) for m in moves]
    pairs += [(tipped.hand, m) for m in run_review(tipped, 500).moves]
    for hand, move in pairs:
        trick = trick_of(hand, move.number)
        assert trick is not None
        assert move.tips == move.judgement.tips(move.action, trick)
        for tip in move.tips:  # a card that keeps to the pattern's rule, valued above the move
            named = tip.better
            assert named is not None

            def only(cards: list[Card], named: Card = named) -> Card | None:
                return named if named in cards else None

            assert tip in tips(move.view, move.action, trick, only)
            better, played = move.judgement.choice(Play(named)), move.played
            assert better is not None and played is not None and better.value > played.value
    assert any(move.tips for _, move in pairs)


def test_review_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hand.json"
    path.write_text(record_to_text(record_of(played_hand(BLUNDER_SEED, BLUNDER_MOVE))))
    assert main(["review", str(path), "--seat", "0", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "! move 34: play 7S (win 0%, 40 points); best play" in out
    assert out.count("\n! move") == MARKED
    assert main(["review", str(path), "--seat", "2"]) == 1
    assert "seat 2 is not at this table" in capsys.readouterr().err
    path.write_text(record_to_text(record_of(played_hand(4))).replace('"play": "', '"play": "X'))
    assert main(["review", str(path)]) == 1
    assert "not a valid record" in capsys.readouterr().err


SMALL = HardConfig(samples=6, styled_samples=6, candidates=1, exact_worlds=4, auction_worlds=4)
"""A small search, so that every table's review is quick."""


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_table_and_variant_is_reviewed(name: str) -> None:
    hand = played_hand(11, rules=preset(name))
    result = run_review(Review(hand, 1, random.Random(3), SMALL), 50)
    mine = [n for n, (seat, a) in enumerate(hand.moves) if seat == 1 and isinstance(a, Play)]
    assert {m.number for m in result.moves} >= set(mine)
    for move in result.moves:
        assert move.loss >= 0
        for choice in move.choices:
            assert 0 <= choice.win <= 1 and 0 <= choice.points <= 120
            assert choice.action in move.view.legal_actions()


def test_the_hard_levels_own_moves_review_to_zero() -> None:
    """Seat 0 plays the hard level with the very random sources the review gives each of
    its moves: the review's search is the hard level's, so every loss is exactly 0."""
    seeds = random.Random(21)
    rng = random.Random(8)
    hand = GameState.new(Rules(), rng)
    hard, medium = HardPlayer(), make_player("medium")
    while (seat := hand.current_player) is not None:
        view = hand.view(seat)
        if seat == 0:
            action = hard.choose(view, random.Random(seeds.getrandbits(64)))
        else:
            action = medium.choose(view, rng)
        hand.apply(action, seat)
    result = run_review(Review(hand, 0, random.Random(21)), 500)
    assert len(result.moves) >= 20
    assert [m.loss for m in result.moves] == [0.0] * len(result.moves)
    assert not result.marked
