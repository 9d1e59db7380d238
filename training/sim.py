"""Many 2-player hands of Briscola stepped in lockstep on NumPy arrays.

The rules are the engine's for two players (40 cards, three in hand, the face-up trump last in
the stock, the trump-7 swap where a game allows it); the kernel (``briscola.ai.kernel.sim``) is the
reference, and ``tests/training/test_sim.py`` plays the same deals and moves in both. Cards are
the engine's indexes (``suit * 10 + rank``). A move is a card index, or :data:`SWAP` for the
trump-7 swap, which does not end the turn.

Every game of a batch has a seat to move until it is over; :meth:`Batch.step` applies one move
per game still on. Games end together after 40 cards (20 tricks) plus any swaps, so a batch
runs until :attr:`Batch.done` is all true.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

import numpy as np
from numpy.typing import NDArray

from briscola.ai.learned.encoding import CARDS, OUTPUTS, STOCK, SWAP_MOVE
from briscola.engine.cards import FULL_DECK, RANKS, Card
from briscola.engine.rules import Rules
from briscola.engine.state import GameState

SWAP: Final = SWAP_MOVE
"""The move "give the 7 of trump for the face-up trump" (the network's output for it)."""
MOVES: Final = OUTPUTS
HAND_SIZE: Final = Rules.for_table(2).hand_size
STRENGTH: Final = np.array([c.strength for c in FULL_DECK], dtype=np.int8)
CARD_POINTS: Final = np.array([c.points for c in FULL_DECK], dtype=np.int16)
SUIT: Final = np.array([c.index // len(RANKS) for c in FULL_DECK], dtype=np.int8)
SEVEN_RANK: Final = RANKS.index("7")
SEVEN_STRENGTH: Final = Card.from_code("7D").strength

Bools = NDArray[np.bool_]
Ints = NDArray[np.int64]


def beats(best: Ints, card: Ints, trump: Ints) -> Bools:
    """Does ``card``, played after ``best``, take the trick (elementwise)?"""
    same = SUIT[card] == SUIT[best]
    higher = STRENGTH[card] > STRENGTH[best]
    return np.where(same, higher, SUIT[card] == trump)


class Batch:
    """``n`` hands in progress: every array's first axis is the game."""

    __slots__ = (
        "n",
        "rows",
        "trump",
        "swap_on",
        "hands",
        "stock",
        "drawn",
        "lead",
        "leader",
        "to_move",
        "points",
        "gone",
        "known",
        "tricks",
        "done",
    )

    def __init__(self, decks: NDArray[np.integer], swap_on: Bools, dealer: Ints) -> None:
        """Deal each row of ``decks`` (a permutation of the 40 cards) as the engine does.

        The seat after ``dealer`` gets the first card and leads; the seventh card is turned
        face up and goes under the stock.
        """
        n = decks.shape[0]
        self.n = n
        self.rows = np.arange(n)
        decks = decks.astype(np.int64)
        face_up = decks[:, 2 * HAND_SIZE]
        self.trump = SUIT[face_up].astype(np.int64)
        self.swap_on = swap_on.astype(bool)
        first = (dealer + 1) % 2
        self.hands = np.zeros((n, 2, CARDS), dtype=bool)
        for i in range(2 * HAND_SIZE):
            seat = (first + i) % 2
            self.hands[self.rows, seat, decks[:, i]] = True
        self.stock = np.concatenate([decks[:, 2 * HAND_SIZE + 1 :], face_up[:, None]], axis=1)
        self.drawn = np.zeros(n, dtype=np.int64)
        self.lead = np.full(n, -1, dtype=np.int64)
        """The card led to the trick in progress, or -1."""
        self.leader = first.astype(np.int64)
        self.to_move = first.astype(np.int64)
        self.points = np.zeros((n, 2), dtype=np.int64)
        self.gone = np.zeros((n, CARDS), dtype=bool)
        """Cards played to finished tricks."""
        self.known = np.zeros((n, 2, CARDS), dtype=bool)
        """Cards each seat holds that the other has seen: the face-up trump drawn last, a card
        taken by a swap."""
        self.tricks = np.zeros(n, dtype=np.int64)
        self.done = np.zeros(n, dtype=bool)

    @classmethod
    def deal(cls, rng: np.random.Generator, n: int, swap_share: float = 0.0) -> Batch:
        """``n`` random deals; a share ``swap_share`` of them with the trump-7 swap on."""
        decks = rng.permuted(np.tile(np.arange(CARDS), (n, 1)), axis=1)
        swap_on = rng.random(n) < swap_share
        dealer = rng.integers(0, 2, n)
        return cls(decks, swap_on, dealer)

    def face_up(self) -> Ints:
        """The card under the stock while it lies there, else -1."""
        return np.where(self.drawn < STOCK, self.stock[:, STOCK - 1], -1)

    def can_swap(self) -> Bools:
        """May the seat to move swap the 7 of trump now (as ``briscola.engine.swap``)?"""
        seven = self.trump * len(RANKS) + SEVEN_RANK
        under = self.stock[:, STOCK - 1]
        holds = self.hands[self.rows, self.to_move, seven]
        allowed: Bools = (
            self.swap_on
            & ~self.done
            & (self.lead < 0)
            & (self.tricks > 0)
            & (self.drawn < STOCK)
            & holds
            & (STRENGTH[under] > SEVEN_STRENGTH)
        )
        return allowed

    def legal(self) -> Bools:
        """``(n, 41)``: the moves of the seat to move (none once a game is over)."""
        mask = np.zeros((self.n, MOVES), dtype=bool)
        mask[:, :CARDS] = self.hands[self.rows, self.to_move]
        mask[:, SWAP] = self.can_swap()
        mask[self.done] = False
        return mask

    def step(self, moves: Ints) -> None:
        """Apply one legal move in every game still on (``moves`` of finished games ignored)."""
        on = ~self.done
        swap = on & (moves == SWAP)
        if swap.any():
            self._swap(np.flatnonzero(swap))
        play = on & (moves != SWAP)
        leads = np.flatnonzero(play & (self.lead < 0))
        follows = np.flatnonzero(play & (self.lead >= 0))
        if leads.size:
            card = moves[leads]
            self.hands[leads, self.to_move[leads], card] = False
            self.known[leads, self.to_move[leads], card] = False
            self.lead[leads] = card
            self.to_move[leads] = 1 - self.to_move[leads]
        if follows.size:
            self._finish(follows, moves[follows])

    def _swap(self, games: Ints) -> None:
        seat = self.to_move[games]
        seven = self.trump[games] * len(RANKS) + SEVEN_RANK
        taken = self.stock[games, STOCK - 1]
        self.hands[games, seat, seven] = False
        self.hands[games, seat, taken] = True
        self.known[games, seat, taken] = True
        self.stock[games, STOCK - 1] = seven

    def _finish(self, games: Ints, card: Ints) -> None:
        seat = self.to_move[games]
        self.hands[games, seat, card] = False
        self.known[games, seat, card] = False
        led = self.lead[games]
        winner = np.where(beats(led, card, self.trump[games]), seat, 1 - seat)
        self.points[games, winner] += CARD_POINTS[led] + CARD_POINTS[card]
        self.gone[games, led] = True
        self.gone[games, card] = True
        self.lead[games] = -1
        self.tricks[games] += 1
        draw = games[self.drawn[games] < STOCK]
        if draw.size:
            won = winner[self.drawn[games] < STOCK]
            first = self.stock[draw, self.drawn[draw]]
            second = self.stock[draw, self.drawn[draw] + 1]
            self.hands[draw, won, first] = True
            self.hands[draw, 1 - won, second] = True
            last = self.drawn[draw] + 2 == STOCK
            self.known[draw[last], 1 - won[last], second[last]] = True
            self.drawn[draw] += 2
        self.leader[games] = winner
        self.to_move[games] = winner
        self.done[games] = self.tricks[games] == CARDS // 2

    def play_out(self, choose: Callable[[Batch], Ints]) -> None:
        """Step until every game is over, asking ``choose`` for the moves."""
        while not self.done.all():
            self.step(choose(self))

    def scores(self) -> NDArray[np.float64]:
        """``(n, 2)``: each seat's result, 1 for a win, 1/2 for a tie, 0 for a loss."""
        scores: NDArray[np.float64] = np.sign(self.points - self.points[:, ::-1]) * 0.5 + 0.5
        return scores


def engine_deck(state: GameState) -> list[int]:
    """The deck order that :class:`Batch` deals into the engine hand ``state`` at its start
    (two players): the hands' cards in dealing order, the face-up trump, the stock."""
    first = (state.dealer + 1) % 2
    deck = [state.hands[(first + i) % 2][i // 2].index for i in range(2 * HAND_SIZE)]
    stock = [c.index for c in state.stock]
    return [*deck, stock[-1], *stock[:-1]]
