"""The hint and the review in CPython, as the page runs them: their CPU time, and what the
coach says.

Usage: python benchmarks/learn_agreement.py [--seeds 1 2 3 …] [--slice UNITS]
For each seed, the page's first hand (``?seed=S``: 2 players, the default level) played by
a person who asks for the hint at each turn (``hint_rng``) and follows it in turns, then
the page's review of the hand (``Reviewing``), stepped by ``step(UNITS)`` slices. Reports
the process CPU time of the hints (median, max, total), of the longest slice and of the
reviews; how many of the person's moves the review names another best card for or calls
costly, or gives a coach's tip (0 when the hint, the review and the coach agree); and,
over the same positions played by the medium level instead, how many coach's tips the
patterns find, how many of those fall on the search's best move, and how many the
judgement keeps.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from briscola.ai import make_player
from briscola.app.aids.hinting import hint_rng
from briscola.app.aids.reviewing import Reviewing
from briscola.app.game.session import Session
from briscola.learn.coach import tips, trick_of
from briscola.learn.hint import Hint
from briscola.learn.review import run_review
from briscola.setup.settings import Settings


def ms(seconds: float) -> str:
    return f"{1000 * seconds:.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=list(range(1, 9)))
    parser.add_argument("--slice", type=int, default=130, help="units per step (default 130)")
    args = parser.parse_args()
    hints: list[float] = []
    slices: list[float] = []
    reviews: list[float] = []
    criticised = moves = 0
    found = on_best = kept = 0
    medium = make_player("medium")
    for seed in args.seeds:
        for follow in (True, False):
            session = Session.new(Settings(), random.Random(seed))
            while session.phase not in ("hand-over", "series-over"):
                if session.hand.current_player != 0:
                    session.play_computer()
                    continue
                if not follow:
                    view = session.view()
                    session.act(medium.choose(view, random.Random(len(session.hand.moves))))
                    continue
                start = time.process_time()
                hint = Hint(session.view(), hint_rng(session))
                while True:
                    began = time.process_time()
                    done = hint.step(args.slice)
                    slices.append(time.process_time() - began)
                    if done:
                        break
                hints.append(time.process_time() - start)
                session.act(hint.result().action)
            start = time.process_time()
            review = run_review(Reviewing(session, 1).review, args.slice)
            reviews.append(time.process_time() - start)
            for move in review.moves:
                if follow:
                    moves += 1
                    best = move.best
                    other = best is not None and best.action != move.action
                    criticised += bool(other or move.loss or move.tips or move.marked)
                    continue
                trick = trick_of(session.hand, move.number)
                raw = tips(move.view, move.action, trick) if trick is not None else []
                found += len(raw)
                on_best += len(raw) if move.loss == 0.0 else 0
                kept += len(move.tips)
    print(
        f"hints {len(hints)}: median {ms(statistics.median(hints))}, max {ms(max(hints))},"
        f" total {sum(hints):.2f} s; longest step({args.slice}) {ms(max(slices))}"
    )
    print(
        f"reviews {len(reviews)}: median {statistics.median(reviews):.2f} s,"
        f" max {max(reviews):.2f} s"
    )
    print(
        f"moves that followed the hint: {moves}; criticised by the review or the coach:"
        f" {criticised}"
    )
    print(
        f"medium's moves: the patterns find {found} tips, {on_best} of them on the search's"
        f" best move; the judgement keeps {kept}"
    )


if __name__ == "__main__":
    main()
