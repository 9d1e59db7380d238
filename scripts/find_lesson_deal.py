"""Look for the lesson's deal: one whose hand, played as the lesson suggests (its tips, and
the same choice on the turns without one), shows everything early — the trump against another suit,
the higher card of the suit led, a card of another suit that cannot win, both draw orders, a
lead by the opponent, a tip to take with the same suit and one to take with a trump — and
ends with the learner a winner, neither by a little nor by a landslide, in few words.

    python scripts/find_lesson_deal.py --deals 3000

prints the best deals found as the data of ``briscola/learn/lesson.py`` (``SEED``,
``HANDS``, ``STOCK``), with what each shows. The search is seeded: the same arguments print
the same deals.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from briscola.app.game.session import Session
from briscola.engine.actions import PLAY
from briscola.engine.series import Series
from briscola.engine.state import GameState
from briscola.learn import lesson

WANTED = ("trick.higher", "trick.trump", "trick.off", "draw.again", "lead.other")
"""Notes the lesson must say within the first :data:`EARLY` tricks."""
TIPS_WANTED = ("tip.higher", "tip.trump")
EARLY = 6


def play(hand: GameState, seed: int) -> tuple[GameState, list[str]]:
    """The hand played as the lesson suggests; the tips shown, in order."""
    settings = lesson.lesson_settings()
    rules = settings.rules()
    dealt = GameState.from_deal(rules, hand.dealer, hand.dealt, hand.initial_stock)
    session = Session(settings, seed, Series(rules, dealt, [0, 0], [], False))
    tips = []
    while not session.hand.is_over:
        if session.phase == "human":
            tip = lesson.tip(session.hand)
            if tip is not None:
                tips.append(tip.key)
            suggested = lesson.suggestion(session.hand)
            assert suggested is not None  # the learner's turn
            session.act(PLAY[suggested.cards[0]])
        else:
            session.play_computer()
    return session.hand, tips


def judge(hand: GameState, tips: list[str]) -> tuple[float, str] | None:
    """A score for a hand played through (lower is better) and what it shows, or None when
    it misses something the lesson must show."""
    said = lesson.notes(hand)
    early_at = 2 * EARLY
    keys = {
        n.key.removesuffix(".higher") if n.key == "trick.off.higher" else n.key
        for n in said
        if n.at <= early_at
    }
    if any(k not in keys for k in WANTED) or any(t not in tips for t in TIPS_WANTED):
        return None
    mine = hand.seat_points[lesson.LEARNER]
    if not 64 <= mine <= 85:
        return None
    words = sum(len(lesson.note_text(n, "it", "Marco").split()) for n in said)
    words += sum(8 for _ in tips)
    last = max(
        n.at
        for n in said
        if n.key in {"trick.higher", "trick.trump", "trick.off", "trick.off.higher", "draw.again"}
    )
    shows = f"{mine} points, {words} words, all shown by move {last}, tips {tips}"
    return words + 2 * last, shows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=3000, help="deals to try")
    parser.add_argument("--start", type=int, default=1, help="the first deal's seed")
    parser.add_argument("--show", type=int, default=3, help="best deals printed")
    args = parser.parse_args()
    rules = lesson.lesson_settings().rules()
    found = []
    for seed in range(args.start, args.start + args.deals):
        deal = GameState.new(rules, random.Random(f"lesson:{seed}"), dealer=lesson.DEALER)
        hand, tips = play(deal, seed)
        judged = judge(hand, tips)
        if judged is not None:
            found.append((judged[0], seed, judged[1], deal))
    found.sort(key=lambda f: (f[0], f[1]))
    print(f"{len(found)} of {args.deals} deals show everything")
    for score, seed, shows, deal in found[: args.show]:
        print(f"\n# score {score}: {shows}")
        print(f"SEED = {seed}")
        print("HANDS = " + repr(tuple(tuple(c.code for c in h) for h in deal.dealt)))
        print("STOCK = " + repr(tuple(c.code for c in deal.initial_stock)))


if __name__ == "__main__":
    main()
