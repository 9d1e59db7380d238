"""Briscola Chiamata (5 players): the auction and the call.

Bids go down the rank of the card to be called, from the Ace to the 2 (``"A" "3" "R" "C" "F"
"7" "6" "5" "4" "2"``: a lower card is a higher bid, since its holder is likely a weaker
partner), each promising 61 points; after the 2 they go up in points with the 2: 62, 63 ...
120. Starting with the seat after the dealer, each seat in turn bids higher than the best bid
so far or passes, and a seat that has passed is out of the auction. It ends when all but one
have passed: the last bidder is the caller. If the first four pass, the fifth may not pass.
The caller then names a card of the rank bid (the 2 after a bid in points): its suit is trump
and its holder, secret until the card is played, is the caller's partner (a caller who names
a card of its own hand plays alone). Caller and partner need the points bid (61 or more).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from briscola.engine.values import value

RANK_BIDS: Final = "A3RCF76542"
"""The rank bids, lowest bid first."""
LOWEST_POINTS: Final = 61
MAX_LEVEL: Final = len(RANK_BIDS) - 1 + 120 - LOWEST_POINTS
"""The highest bid: the 2 with all 120 points."""
PASS: Final = "pass"


@value
class Bid:
    """A bid of the auction: a rank (``"A"`` ... ``"2"``), points with the 2 (62 to 120), or
    ``"pass"``.

    >>> Bid("A").level, Bid("2").level, Bid(62).level, Bid(PASS).level
    (0, 9, 10, -1)
    >>> Bid(75).to_json(), Bid(75).target, Bid("R").rank
    ({'bid': 75}, 75, 'R')
    """

    value: str | int

    @property
    def level(self) -> int:
        """The bid's height: -1 for a pass, 0 for the Ace, ..., 9 for the 2, then 10 for 62."""
        if self.value == PASS:
            return -1
        if isinstance(self.value, int):
            return len(RANK_BIDS) - 1 + self.value - LOWEST_POINTS
        return RANK_BIDS.index(self.value)

    @property
    def rank(self) -> str:
        """The rank of the card the caller will name."""
        return self.value if isinstance(self.value, str) else "2"

    @property
    def target(self) -> int:
        """The points caller and partner need."""
        return self.value if isinstance(self.value, int) else LOWEST_POINTS

    def to_json(self) -> dict[str, str | int]:
        """``{"bid": "A"}``, ``{"bid": 70}`` or ``{"bid": "pass"}``."""
        return {"bid": self.value}

    def __str__(self) -> str:
        return f"bid {self.value}"


def bid_at(level: int) -> Bid:
    """The bid of a level (-1 is a pass)."""
    if level < 0:
        return BIDS[PASS]
    if level < len(RANK_BIDS):
        return BIDS[RANK_BIDS[level]]
    return BIDS[level - len(RANK_BIDS) + 1 + LOWEST_POINTS]


BIDS: Final[dict[str | int, Bid]] = {
    **{PASS: Bid(PASS)},
    **{rank: Bid(rank) for rank in RANK_BIDS},
    **{points: Bid(points) for points in range(LOWEST_POINTS + 1, 121)},
}
"""One shared :class:`Bid` per value."""

Bidding = Sequence[tuple[int, Bid]]
"""The bids so far, in order: (seat, bid)."""


def best_bid(bids: Bidding) -> tuple[int, Bid] | None:
    """The highest bid so far and its seat, or None."""
    best: tuple[int, Bid] | None = None
    for seat, bid in bids:
        if bid.level >= 0 and (best is None or bid.level > best[1].level):
            best = (seat, bid)
    return best


def auction_turn(players: int, dealer: int, bids: Bidding) -> int | None:
    """The seat to bid next, or None once the auction is over."""
    passed = {seat for seat, bid in bids if bid.level < 0}
    if len(passed) >= players - 1 and best_bid(bids) is not None:
        return None
    seat = bids[-1][0] if bids else dealer
    for _ in range(players):
        seat = (seat + 1) % players
        if seat not in passed:
            return seat
    return None


def legal_bids(players: int, bids: Bidding) -> list[Bid]:
    """The bids the seat to bid may make: pass (unless all others have passed without a
    bid), then every bid above the best so far."""
    best = best_bid(bids)
    passed = sum(1 for _, bid in bids if bid.level < 0)
    options = [] if best is None and passed == players - 1 else [BIDS[PASS]]
    start = best[1].level + 1 if best is not None else 0
    return options + [bid_at(level) for level in range(start, MAX_LEVEL + 1)]
