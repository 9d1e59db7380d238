"""Briscola Chiamata: how the computer players bid and call.

A hand is valued for each suit as trump: its card points, plus for every trump 6 and its
strength (trumps take tricks, and with eight cards each most tricks are trumped). The player
picks the suit where its hand is best, and bids down the ranks (Ace, 3, Re ...) while its hand
is worth it and it does not hold the card of that rank in that suit (calling it would leave
it alone); very strong hands go on to points with the 2. It then calls the missing card of its
best suit, so that its partner holds a high trump of the suit it is strong in.

``hard`` plays the contracts out instead (:func:`searched_auction_action`): for each suit, the
next bid it could make there is played in random deals by the playout policy, and it bids the
one it makes most often if that is often enough; it calls the card that makes the contract
most often.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from briscola.ai.kernel.playout import heuristic_playout
from briscola.ai.kernel.sim import Random, Sim
from briscola.engine.actions import CALL, Action, Call
from briscola.engine.auction import RANK_BIDS, Bid
from briscola.engine.cards import SUITS, Card
from briscola.engine.view import SeatView

OPENING: Final = 45
"""Hand value needed to bid at all (an average hand is worth about 40)."""
STEP: Final = 3
"""Extra value needed for each rank lower in the auction."""


def trump_worth(hand: Sequence[Card], suit: str) -> int:
    """A rough worth of ``hand`` with ``suit`` as trump."""
    return sum(c.points + (6 + c.strength if c.suit == suit else 0) for c in hand)


def best_suit(hand: Sequence[Card]) -> str:
    """The suit in which the hand is worth most (the first on equal worth)."""
    return max(SUITS, key=lambda suit: trump_worth(hand, suit))


def highest_level(hand: Sequence[Card], suit: str, timidity: int) -> int:
    """The highest bid level the hand is worth with ``suit`` as trump (-1: none)."""
    value = trump_worth(hand, suit) - timidity
    if value < OPENING:
        return -1
    level = (value - OPENING) // STEP
    top_rank = len(RANK_BIDS) - 1
    if level <= top_rank:
        return level
    return top_rank + (value - OPENING - STEP * top_rank) // 2


def auction_action(view: SeatView, timidity: int = 0) -> Action | None:
    """The bid or the call for ``view`` in the Chiamata's auction, None at any other time."""
    if not view.is_my_turn or view.phase not in ("auction", "call"):
        return None
    legal = view.legal_actions()
    hand = view.hand
    suit = best_suit(hand)
    if view.phase == "call":
        return _call(view, legal, suit)
    limit = highest_level(hand, suit, timidity)
    bids = [a for a in legal if isinstance(a, Bid)]
    for bid in bids:
        level = bid.level
        if 0 <= level <= limit and Card.from_code(bid.rank + suit) not in hand:
            return bid
    return bids[0]  # a pass, or, when the others have all passed, the lowest bid


def _call(view: SeatView, legal: list[Action], suit: str) -> Action:
    contract = view.contract
    assert contract is not None
    hand = view.hand
    options = sorted(SUITS, key=lambda s: (s != suit, -trump_worth(hand, s)))
    for option in options:
        card = Card.from_code(contract.rank + option)
        if card not in hand:
            return CALL[card]
    return CALL[Card.from_code(contract.rank + suit)]  # holds all four: plays alone


WORTH_BIDDING: Final = 0.55
"""The win rate a contract must promise before ``hard`` bids it: not calling leaves a seat
mostly among the defenders, who win a little more than half of the hands."""


def contract_win_rate(
    view: SeatView, suit: str, bid: Bid, called: Card, worlds: int, rand: Random
) -> float:
    """How often caller and partner make ``bid`` with ``called`` called, over ``worlds``
    random deals of the unseen cards played out by the playout policy (``view.seat`` is the
    caller)."""
    wins = sum(contract_made(view, suit, bid, called, rand) for _ in range(worlds))
    return wins / worlds


def contract_made(view: SeatView, suit: str, bid: Bid, called: Card, rand: Random) -> bool:
    """Whether caller and partner make ``bid`` in one random deal played out."""
    rules = view.rules
    n = rules.players
    mine = [c.index for c in view.hand]
    unseen = [c.index for c in rules.cards if c not in view.hand]
    trump = SUITS.index(suit)
    order = list(unseen)
    for i in range(len(order) - 1, 0, -1):
        j = int(rand() * (i + 1))
        order[i], order[j] = order[j], order[i]
    hands: list[list[int]] = []
    at = 0
    for seat in range(n):
        if seat == view.seat:
            hands.append(list(mine))
        else:
            hands.append(order[at : at + len(mine)])
            at += len(mine)
    partner = next(s for s in range(n) if called.index in hands[s])
    side = tuple(0 if s in (view.seat, partner) else 1 for s in range(n))
    sim = Sim.make(rules, trump, hands, [], leader=(view.dealer + 1) % n, side=side)
    heuristic_playout(sim)
    return sim.side_points(0) >= bid.target


def searched_auction_action(view: SeatView, worlds: int, rand: Random) -> Action | None:
    """``hard``'s bid or call: like :func:`auction_action`, but each contract it may take is
    played out in ``worlds`` random deals, and it bids only what it expects to make.
    None when ``view`` is not at its turn of the auction or the call."""
    search = AuctionSearch.of(view, worlds, rand)
    if search is None:
        return None
    while not search.step(1 << 30):
        pass
    return search.best()


class AuctionSearch:
    """:func:`searched_auction_action` in slices: ``step(budget)`` plays out about ``budget``
    deals (one unit each), so the page never waits for the whole search in one task. The
    deals are drawn in the same order whatever the slicing, so the choice is the same."""

    def __init__(
        self,
        candidates: list[tuple[Action, str, Bid, Card]],
        fallback: Action,
        worlds: int,
        rand: Random,
        view: SeatView,
        *,
        threshold: float,
    ) -> None:
        self.candidates = candidates
        """(action, trump suit, contract, card called) to play out, in order."""
        self.fallback = fallback
        self.worlds = worlds
        self.rand = rand
        self.view = view
        self.threshold = threshold
        self.wins = [0] * len(candidates)
        self.at = 0
        """Deals played so far, all candidates together (candidate-major order)."""

    @classmethod
    def of(cls, view: SeatView, worlds: int, rand: Random) -> AuctionSearch | None:
        """The search for ``view``'s bid or call, or None if it is not its turn to."""
        if not view.is_my_turn or view.phase not in ("auction", "call"):
            return None
        legal = view.legal_actions()
        hand = view.hand
        if view.phase == "call":
            contract = view.contract
            assert contract is not None
            calls = [a for a in legal if isinstance(a, Call) and a.card not in hand]
            fallback = _call(view, legal, best_suit(hand))
            candidates: list[tuple[Action, str, Bid, Card]] = [
                (a, a.card.suit, contract, a.card) for a in calls
            ]
            return cls(candidates, fallback, worlds, rand, view, threshold=-1.0)
        bids = [a for a in legal if isinstance(a, Bid)]
        found: list[tuple[Action, str, Bid, Card]] = []
        for suit in SUITS:
            bid = next(
                (b for b in bids if b.level >= 0 and Card.from_code(b.rank + suit) not in hand),
                None,
            )
            if bid is None or bid.level > bids[-1].level:
                continue
            found.append((bid, suit, bid, Card.from_code(bid.rank + suit)))
        # A pass, or, when the others have all passed, the lowest bid.
        return cls(found, bids[0], worlds, rand, view, threshold=WORTH_BIDDING)

    @property
    def total(self) -> int:
        """Deals the whole search plays out."""
        return self.worlds * len(self.candidates)

    def step(self, budget: int) -> bool:
        """Play out about ``budget`` deals (at least one); True when the search is done."""
        spent = 0
        while self.at < self.total and (spent == 0 or spent < budget):
            i = self.at // self.worlds
            _, suit, bid, called = self.candidates[i]
            self.wins[i] += contract_made(self.view, suit, bid, called, self.rand)
            self.at += 1
            spent += 1
        return self.at >= self.total

    def best(self) -> Action:
        """The candidate made most often (the lower bid on equal rates), if often enough."""
        best: tuple[float, int] | None = None
        for i, (_, _, bid, _) in enumerate(self.candidates):
            rate = self.wins[i] / self.worlds
            lower = best is not None and bid.level < self.candidates[best[1]][2].level
            if best is None or rate > best[0] or (rate == best[0] and lower):
                best = (rate, i)
        if best is not None and best[0] >= self.threshold:
            return self.candidates[best[1]][0]
        return self.fallback
