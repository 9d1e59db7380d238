"""The fast playout kernel: a hand of Briscola on plain integers, for the search.

Cards are their :attr:`Card.index` (``suit * 10 + rank``, suits ``D C S B``, ranks
``A 2 3 4 5 6 7 F C R``); a move is a card index, :data:`SWAP_MOVE` for the trump-7 swap, or
:data:`DECLARE_MOVE` (Briscola a 31). The variants are data on the :class:`Sim`: its
beats-table (no trump, con il Due), ``follow``, ``target`` (a 31) and ``side`` (teams, and
the Chiamata's sides after the call); auctions and signals are not kernel moves.
The rules are the engine's (``briscola.engine.state``); ``tests/ai/test_kernel.py`` checks that both
agree move by move and on the result. Hands keep the engine's order (draws appended, the swap
in place), so the same index picks the same card in both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from briscola.engine.actions import Action, Declare, Play, SwapSeven
from briscola.engine.cards import FULL_DECK
from briscola.engine.rules import Rules
from briscola.engine.state import GameState

SWAP_MOVE: Final = 40
"""The move "give the 7 of trump for the face-up trump"."""
DECLARE_MOVE: Final = 41
"""The move "declare 31" (Briscola a 31)."""

POINTS: Final[tuple[int, ...]] = tuple(c.points for c in FULL_DECK)
STRENGTH: Final[tuple[int, ...]] = tuple(c.strength for c in FULL_DECK)
SUIT: Final[tuple[int, ...]] = tuple(c.index // 10 for c in FULL_DECK)
SEVEN: Final[tuple[int, ...]] = (*(s * 10 + 6 for s in range(4)), -1)
"""The 7 of each suit (none for :data:`NO_TRUMP`)."""
NO_TRUMP: Final = 4
"""The kernel's trump when there is none (Briscolone): no card has this suit."""


def trump_index(suit: str | None) -> int:
    """The kernel's trump for a trump suit code, or :data:`NO_TRUMP`."""
    return NO_TRUMP if suit is None else "DCSB".index(suit)


def _beats_table(trump: int, two_high: bool) -> tuple[bool, ...]:
    """``table[best * 40 + card]``: does ``card``, played later, beat ``best``?"""
    strength = list(STRENGTH)
    if two_high and trump != NO_TRUMP:
        strength[trump * 10 + 1] = 11  # con il Due: the 2 of trump above the Ace
    table = []
    for best in range(40):
        for card in range(40):
            if SUIT[card] == SUIT[best]:
                table.append(strength[card] > strength[best])
            else:
                table.append(SUIT[card] == trump)
    return tuple(table)


BEATS: Final[tuple[tuple[bool, ...], ...]] = tuple(
    _beats_table(t, two) for two in (False, True) for t in range(5)
)
"""One beats-table per trump suit and for no trump, then the same with the 2 of trump highest
(con il Due)."""


def beats_table(trump: int, two_beats_ace: bool) -> tuple[bool, ...]:
    """The beats-table of a trump (or :data:`NO_TRUMP`) and the con-il-Due option."""
    return BEATS[trump + 5 * two_beats_ace]


Random = Callable[[], float]
"""``rng.random``: the only randomness the kernel takes."""


class Sim:
    """A hand in progress, all cards known: the search's determinized world.

    ``stock`` is in drawing order with the face-up trump last; ``drawn`` cards of it are gone.
    ``side`` maps a seat to its scoring side (pairs with 4 players).
    """

    __slots__ = (
        "n",
        "trump",
        "swap_on",
        "hands",
        "stock",
        "drawn",
        "trick",
        "leader",
        "to_move",
        "points",
        "tricks_done",
        "side",
        "beats",
        "follow",
        "target",
        "declarer",
        "declared_right",
    )

    n: int
    trump: int
    swap_on: bool
    hands: list[list[int]]
    stock: list[int]
    drawn: int
    trick: list[int]
    leader: int
    to_move: int
    points: list[int]
    tricks_done: int
    side: tuple[int, ...]
    beats: tuple[bool, ...]
    """The beats-table of this hand (see :func:`beats_table`)."""
    follow: bool
    """Following suit is compulsory."""
    target: int
    """Briscola a 31: the points a declaration needs; 0 when there is none to make."""
    declarer: int
    """The seat that declared (the hand is then over), or -1."""
    declared_right: bool

    @classmethod
    def make(
        cls,
        rules: Rules,
        trump: int,
        hands: list[list[int]],
        stock: list[int],
        *,
        drawn: int = 0,
        trick: Sequence[int] = (),
        leader: int = 0,
        points: Sequence[int] | None = None,
        tricks_done: int = 0,
        side: tuple[int, ...] | None = None,
    ) -> Sim:
        """A position from its parts (``trick`` holds the cards played so far by ``leader``...)."""
        sim = object.__new__(cls)
        sim.n = rules.players
        sim.trump = trump
        sim.swap_on = rules.swap_seven
        sim.hands = hands
        sim.stock = stock
        sim.drawn = drawn
        sim.trick = list(trick)
        sim.leader = leader
        sim.to_move = (leader + len(trick)) % sim.n if any(hands) else -1
        sim.points = list(points) if points is not None else [0] * sim.n
        sim.tricks_done = tricks_done
        sim.side = side if side is not None else tuple(rules.side_of(s) for s in range(sim.n))
        sim.beats = beats_table(trump, rules.two_beats_ace)
        sim.follow = rules.follow_suit
        sim.target = rules.declare_target
        sim.declarer = -1
        sim.declared_right = False
        return sim

    @classmethod
    def from_state(cls, state: GameState) -> Sim:
        """The kernel's copy of an engine state (for tests and benchmarks)."""
        leader = state.leader
        return cls.make(
            state.rules,
            trump_index(state.trump_suit),
            [[c.index for c in h] for h in state.hands],
            [c.index for c in state.stock],
            drawn=state.drawn,
            trick=[c.index for _, c in state.trick],
            leader=leader if leader is not None else 0,
            points=state.seat_points,
            tricks_done=len(state.tricks),
            side=tuple(state.side_of(s) for s in range(state.rules.players)),
        )

    def copy(self) -> Sim:
        """An independent copy."""
        other = object.__new__(Sim)
        other.n = self.n
        other.trump = self.trump
        other.swap_on = self.swap_on
        other.hands = [list(h) for h in self.hands]
        other.stock = self.stock  # never changed in place except by a swap, which copies
        other.drawn = self.drawn
        other.trick = list(self.trick)
        other.leader = self.leader
        other.to_move = self.to_move
        other.points = list(self.points)
        other.tricks_done = self.tricks_done
        other.side = self.side
        other.beats = self.beats
        other.follow = self.follow
        other.target = self.target
        other.declarer = self.declarer
        other.declared_right = self.declared_right
        return other

    @property
    def is_over(self) -> bool:
        """True when every card has been played."""
        return self.to_move < 0

    def can_swap(self) -> bool:
        """True if the seat to act may swap the 7 of trump now (same rule as ``swap.py``)."""
        if not self.swap_on or self.trick or not self.tricks_done or self.to_move < 0:
            return False
        stock = self.stock
        if self.drawn >= len(stock):
            return False
        seven = SEVEN[self.trump]
        return seven in self.hands[self.to_move] and STRENGTH[stock[-1]] > STRENGTH[seven]

    def legal(self) -> list[int]:
        """The moves of the seat to act: its cards in hand order, then the swap if allowed."""
        if self.to_move < 0:
            return []
        moves = playable(self.hands[self.to_move], self.trick, self.follow)
        if self.can_swap():
            moves.append(SWAP_MOVE)
        if self.target:
            moves.append(DECLARE_MOVE)
        return moves

    def declaration_is_right(self) -> bool:
        """Briscola a 31: True if the side of the seat to act may declare and be right."""
        return bool(self.target) and self.side_points(self.side[self.to_move]) >= self.target

    def apply(self, move: int) -> None:
        """Apply a legal move (not checked: the search only makes legal ones)."""
        seat = self.to_move
        if move == DECLARE_MOVE:
            self.declared_right = self.side_points(self.side[seat]) >= self.target
            self.declarer = seat
            self.to_move = -1
            return
        if move == SWAP_MOVE:
            seven = SEVEN[self.trump]
            hand = self.hands[seat]
            stock = list(self.stock)
            hand[hand.index(seven)] = stock[-1]
            stock[-1] = seven
            self.stock = stock
            return
        self.hands[seat].remove(move)
        trick = self.trick
        trick.append(move)
        if len(trick) < self.n:
            self.to_move = (seat + 1) % self.n
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        trick = self.trick
        n = self.n
        beats = self.beats
        best = trick[0]
        offset = 0
        points = POINTS[best]
        for i in range(1, n):
            card = trick[i]
            points += POINTS[card]
            if beats[best * 40 + card]:
                best = card
                offset = i
        winner = (self.leader + offset) % n
        self.points[winner] += points
        self.trick = []
        self.tricks_done += 1
        stock = self.stock
        if self.drawn < len(stock):
            hands = self.hands
            for i in range(n):
                hands[(winner + i) % n].append(stock[self.drawn])
                self.drawn += 1
        self.leader = winner
        self.to_move = winner if self.hands[winner] else -1

    def side_points(self, side: int) -> int:
        """Points taken so far by a scoring side."""
        return sum(p for s, p in enumerate(self.points) if self.side[s] == side)


def move_of(action: Action) -> int:
    """The kernel move for an engine action (signals change no card: they are not moves)."""
    if isinstance(action, Play):
        return action.card.index
    if isinstance(action, SwapSeven):
        return SWAP_MOVE
    if isinstance(action, Declare):
        return DECLARE_MOVE
    raise ValueError(f"{action} is not a move of the kernel")


def playable(hand: list[int], trick: Sequence[int], follow: bool) -> list[int]:
    """The cards of ``hand`` that may be played on ``trick`` (as
    ``briscola.engine.tricks.playable``)."""
    if follow and trick:
        led = SUIT[trick[0]]
        same = [c for c in hand if SUIT[c] == led]
        if same:
            return same
    return list(hand)


def declares(sim: Sim, seat: int) -> bool:
    """Briscola a 31: if ``seat``'s side holds enough points, it declares (the hand ends).

    The playouts declare as soon as a side can: it wins the hand at once, and the seat that
    has just won a trick leads the next one, so its side is the first to be able to.
    """
    if sim.side_points(sim.side[seat]) < sim.target:
        return False
    sim.declarer = seat
    sim.declared_right = True
    sim.to_move = -1
    return True


def random_playout(sim: Sim, rand: Random) -> None:
    """Play ``sim`` to the end with uniformly random legal moves (in place).

    Move ``k`` of ``legal()`` is chosen as ``int(rand() * len(legal()))``; the swap is the last
    legal move when allowed. In Briscola a 31 a side declares as soon as it can
    (:func:`declares`) and never otherwise. This is the kernel's hot loop: the benchmark
    times it.
    """
    n = sim.n
    hands = sim.hands
    stock = sim.stock
    beats = sim.beats
    seven = SEVEN[sim.trump]
    swap_on = sim.swap_on
    points = sim.points
    trick = sim.trick
    leader = sim.leader
    drawn = sim.drawn
    tricks_done = sim.tricks_done
    seat = sim.to_move
    follow = sim.follow
    target = sim.target
    if target and seat >= 0 and declares(sim, seat):
        return
    if n == 2 and not trick and seat >= 0 and not follow and not target:
        _random_two(sim, rand)
        return
    while seat >= 0:
        hand = hands[seat]
        if (
            swap_on
            and not trick
            and tricks_done
            and drawn < len(stock)
            and seven in hand
            and STRENGTH[stock[-1]] > STRENGTH[seven]
        ):
            k = int(rand() * (len(hand) + 1))
            if k == len(hand):
                stock = list(stock)
                hand[hand.index(seven)] = stock[-1]
                stock[-1] = seven
                k = int(rand() * len(hand))
            trick.append(hand.pop(k))
        elif follow and trick and (same := [c for c in hand if SUIT[c] == SUIT[trick[0]]]):
            card = same[int(rand() * len(same))]
            hand.remove(card)
            trick.append(card)
        else:
            trick.append(hand.pop(int(rand() * len(hand))))
        if len(trick) < n:
            seat = seat + 1 if seat + 1 < n else 0
            continue
        best = trick[0]
        offset = 0
        won = POINTS[best]
        for i in range(1, n):
            card = trick[i]
            won += POINTS[card]
            if beats[best * 40 + card]:
                best = card
                offset = i
        winner = (leader + offset) % n
        points[winner] += won
        trick.clear()
        tricks_done += 1
        if drawn < len(stock):
            for i in range(n):
                hands[(winner + i) % n].append(stock[drawn])
                drawn += 1
        leader = winner
        seat = winner if hands[winner] else -1
        if target and seat >= 0 and declares(sim, winner):
            seat = -1
    sim.stock = stock
    sim.drawn = drawn
    sim.leader = leader
    sim.to_move = -1
    sim.tricks_done = tricks_done


def _random_two(sim: Sim, rand: Random) -> None:
    """:func:`random_playout` for two players from the start of a trick: same moves, faster."""
    hands = sim.hands
    stock = sim.stock
    beats = sim.beats
    seven = SEVEN[sim.trump]
    seven_strength = STRENGTH[seven]
    swap_on = sim.swap_on
    points = sim.points
    drawn = sim.drawn
    size = len(stock)
    tricks_done = sim.tricks_done
    seat = sim.to_move
    while True:
        hand = hands[seat]
        if (
            swap_on
            and tricks_done
            and drawn < size
            and seven in hand
            and STRENGTH[stock[-1]] > seven_strength
        ):
            k = int(rand() * (len(hand) + 1))
            if k == len(hand):
                stock = list(stock)
                hand[hand.index(seven)] = stock[-1]
                stock[-1] = seven
                k = int(rand() * len(hand))
        else:
            k = int(rand() * len(hand))
        first = hand.pop(k)
        other = 1 - seat
        hand = hands[other]
        second = hand.pop(int(rand() * len(hand)))
        if beats[first * 40 + second]:
            seat = other
        points[seat] += POINTS[first] + POINTS[second]
        tricks_done += 1
        if drawn < size:
            hands[seat].append(stock[drawn])
            hands[1 - seat].append(stock[drawn + 1])
            drawn += 2
        if not hands[seat]:
            break
    sim.stock = stock
    sim.drawn = drawn
    sim.leader = seat
    sim.to_move = -1
    sim.tricks_done = tricks_done


def deal(rules: Rules, rand: Random, dealer: int = 0) -> Sim:
    """A random deal as the engine makes it (three each from the seat after the dealer)."""
    deck = [c.index for c in rules.cards]
    for i in range(len(deck) - 1, 0, -1):
        j = int(rand() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    n, size = rules.players, rules.hand_size
    hands: list[list[int]] = [[] for _ in range(n)]
    for i in range(n * size):
        hands[(dealer + 1 + i) % n].append(deck[i])
    if rules.no_trump:
        return Sim.make(rules, NO_TRUMP, hands, deck[n * size :], leader=(dealer + 1) % n)
    face_up = deck[n * size]
    stock = [*deck[n * size + 1 :], face_up]
    return Sim.make(rules, SUIT[face_up], hands, stock, leader=(dealer + 1) % n)
