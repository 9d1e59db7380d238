"""Exact play of a fully known two-player position, fast enough to start well before the end.

The same answers as the tests' plain alpha-beta (``tests/support/solver.py``), found by a
search made for two players: a trick is one step (the leader's card, then the follower's
answer), the value of a position is the points the leader takes from the cards still to play,
hands are bit masks, and alpha-beta keeps the bounds it proves for each position in a table
keyed on both hands and the face-up card, one table per stock still to draw. One
:class:`EndgameSearch` serves every move tried in the same world, so they share those tables;
searches given the same :class:`Tables` share them across worlds and positions of one hand
(once the stock is gone, every world with the same two hands is the same position).

A search can run in slices: :meth:`EndgameSearch.points_within` stops once it has visited a
given number of positions and returns None; asked again, it finds what it proved in its
tables and goes on from there, so the values are those of the search in one piece.

The stock's order is part of the position (the search's worlds fix it). The trump-7 swap is a
choice of the leader before leading, as in ``swap.py``. Following suit (variant) limits the
follower's answers. Briscola a 31 is not played here (its declaration is no card).
"""

from __future__ import annotations

from typing import Final

from briscola.ai.kernel.sim import POINTS, SEVEN, STRENGTH, SUIT, SWAP_MOVE, Sim

UNBOUNDED: Final = 1 << 62
"""A node budget that never runs out."""
LEAST_SLICE: Final = 256
"""The smallest node budget of a slice: enough to walk back to where the last slice stopped
(a few positions per trick, found in the tables) and prove at least one more position."""
NODES_PER_UNIT: Final = 50
"""Positions the search visits in about the time of a unit of the world search's work (one
playout, about 0.15 ms in CPython)."""
TABLES_LIMIT: Final = 400_000
"""Positions :class:`Tables` keeps before it starts again empty (about 100 MB in CPython)."""

Table = dict[tuple[int, int, int], tuple[int, int]]
"""Proved bounds of the leader's points, by (leader's hand, other hand, face-up card)."""

BIT: Final = tuple(1 << c for c in range(40))
ORDER: Final = tuple(
    tuple((SUIT[c] == trump) * 100 + POINTS[c] * 4 + STRENGTH[c] for c in range(40))
    for trump in range(5)
)
"""Per trump (or none): the order cards are tried in, cheapest first (the greedy baseline's
key), so that good leads and answers come early."""


class CardLists:
    """The cards of hand masks in one :data:`ORDER` (cheapest first, ties by card), memoised:
    the searches ask for the same few hands again and again."""

    __slots__ = ("order", "memo")

    def __init__(self, trump: int) -> None:
        self.order = ORDER[trump]
        self.memo: dict[int, tuple[int, ...]] = {}

    def of(self, mask: int) -> tuple[int, ...]:
        """The cards of ``mask``, cheapest first."""
        cards = self.memo.get(mask)
        if cards is None:
            cards = tuple(
                sorted((c for c in range(40) if mask >> c & 1), key=self.order.__getitem__)
            )
            self.memo[mask] = cards
        return cards


class OutOfNodes(Exception):
    """A slice's node budget ran out (what the search proved so far is kept)."""


class Tables:
    """The searches' proved bounds, one table per stock still to draw (in order, the face-up
    card last) and rules; shared by searches in different worlds and positions of a hand."""

    __slots__ = ("by_stock", "size", "limit")

    def __init__(self, limit: int = TABLES_LIMIT) -> None:
        self.by_stock: dict[tuple[object, ...], Table] = {}
        self.size = 0
        """Positions kept, as counted when a search starts."""
        self.limit = limit

    def for_search(self, sim: Sim) -> list[Table]:
        """The tables of ``sim``'s search, indexed by the number of stock cards drawn."""
        self.size = sum(map(len, self.by_stock.values()))
        if self.size > self.limit:
            self.by_stock.clear()
        rules = (id(sim.beats), sim.follow, sim.swap_on)
        stock = tuple(sim.stock)
        return [
            self.by_stock.setdefault((rules, stock[drawn:]), {}) if drawn >= sim.drawn else {}
            for drawn in range(len(stock) + 1)
        ]


class EndgameSearch:
    """Exact values of the moves of the seat to act in one fully known two-player position.

    ``sim`` is read, never changed; ask :meth:`points_after` for each move, or
    :meth:`points_within` to search in slices. ``tables``: proved bounds shared with other
    searches (of the same hand), else the search's own.
    """

    __slots__ = (
        "sim",
        "beats",
        "follow",
        "seven",
        "stock",
        "size",
        "swap_on",
        "table",
        "cards",
        "remaining",
        "nodes",
    )

    def __init__(self, sim: Sim, tables: Tables | None = None) -> None:
        if sim.n != 2 or sim.target:
            raise ValueError("the endgame search plays two players without Briscola a 31")
        self.sim = sim
        self.beats = sim.beats
        self.follow = sim.follow
        self.seven = SEVEN[sim.trump]
        self.stock = sim.stock
        self.size = len(sim.stock)
        self.swap_on = sim.swap_on
        self.table = (tables or Tables()).for_search(sim)
        """Per number of stock cards drawn, the proved bounds."""
        self.cards = CardLists(sim.trump)
        left = [c for h in sim.hands for c in h] + sim.trick + sim.stock[sim.drawn :]
        self.remaining = sum(POINTS[c] for c in left)
        """Points of every card still to play."""
        self.nodes = UNBOUNDED
        """Positions the search may still visit in this slice."""

    def points_within(self, move: int, side: int, nodes: int) -> int | None:
        """:meth:`points_after`, or None once about ``nodes`` positions (at least
        :data:`LEAST_SLICE`) are visited; asked again, it goes on from what it proved."""
        self.nodes = max(nodes, LEAST_SLICE)
        try:
            return self._points(move, side)
        except OutOfNodes:
            return None

    @property
    def spare(self) -> int:
        """Nodes the last :meth:`points_within` left unvisited (0 when it ran out)."""
        return max(self.nodes, 0)

    def points_after(self, move: int, side: int) -> int:
        """The points ``side`` ends with if the seat to act makes ``move`` (a legal one) and
        both play perfectly afterwards."""
        self.nodes = UNBOUNDED
        return self._points(move, side)

    def _points(self, move: int, side: int) -> int:
        sim = self.sim
        seat = sim.to_move
        leader = sim.leader
        hands = [mask_of(h) for h in sim.hands]
        drawn = sim.drawn
        face = sim.stock[-1] if drawn < self.size else -1  # no face-up card: one key
        remaining = self.remaining
        if move == SWAP_MOVE:
            seven = self.seven
            mine = hands[seat] & ~BIT[seven] | BIT[face]
            taken = self.lead(mine, hands[1 - seat], drawn, seven, remaining, -1, 121)
        elif not sim.trick:
            rest = hands[seat] & ~BIT[move]
            taken = self.answer(move, rest, hands[1 - seat], drawn, face, remaining, -1, 121)
        else:
            card = sim.trick[0]
            taken = self.settle(
                card, move, hands[leader], hands[seat] & ~BIT[move], drawn, face, remaining, -1, 121
            )
        mine_taken = taken if sim.side[leader] == side else remaining - taken
        return sim.side_points(side) + mine_taken

    def lead(
        self, mine: int, other: int, drawn: int, face: int, remaining: int, alpha: int, beta: int
    ) -> int:
        """Points the leader (holding ``mine``) takes of the ``remaining`` ones.

        Alpha-beta, fail-soft: a value ``<= alpha`` is an upper bound, ``>= beta`` a lower one.
        Raises :class:`OutOfNodes` when the slice's budget is spent; the bounds proved so far
        stay in the tables, and nothing half-searched is kept.
        """
        self.nodes -= 1
        if self.nodes < 0:
            raise OutOfNodes
        table = self.table[drawn]
        key = (mine, other, face)
        bounds = table.get(key)
        if bounds is not None:
            low, high = bounds
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        else:
            low, high = 0, remaining
        start = alpha
        best = -1
        for card in self.cards.of(mine):
            value = self.answer(
                card,
                mine & ~BIT[card],
                other,
                drawn,
                face,
                remaining,
                alpha if alpha > best else best,
                beta,
            )
            if value > best:
                best = value
                if best >= beta:
                    break
        seven = self.seven
        if (
            best < beta
            and self.swap_on
            and drawn < self.size
            and mine & BIT[seven]
            and STRENGTH[face] > STRENGTH[seven]
        ):
            swapped = mine & ~BIT[seven] | BIT[face]
            value = self.lead(
                swapped, other, drawn, seven, remaining, alpha if alpha > best else best, beta
            )
            if value > best:
                best = value
        if best <= start:
            table[key] = (low, best)
        elif best >= beta:
            table[key] = (best, high)
        else:
            table[key] = (best, best)
        return best

    def answer(
        self,
        card: int,
        rest: int,
        other: int,
        drawn: int,
        face: int,
        remaining: int,
        alpha: int,
        beta: int,
    ) -> int:
        """Points the leader takes after leading ``card`` (``rest``: the rest of its hand)
        against the follower's best answer; fail-soft within ``alpha``/``beta``."""
        replies = self.cards.of(other)
        if self.follow:
            same = tuple(c for c in replies if SUIT[c] == SUIT[card])
            if same:
                replies = same
        worst = 121
        for reply in replies:
            value = self.settle(
                card,
                reply,
                rest,
                other & ~BIT[reply],
                drawn,
                face,
                remaining,
                alpha,
                beta if beta < worst else worst,
            )
            if value < worst:
                worst = value
                if worst <= alpha:
                    break
        return worst

    def settle(
        self,
        card: int,
        reply: int,
        rest: int,
        theirs: int,
        drawn: int,
        face: int,
        remaining: int,
        alpha: int,
        beta: int,
    ) -> int:
        """Points the leader takes once ``card`` and ``reply`` are down (``rest`` and
        ``theirs``: both hands without them): the trick, the draw, then perfect play."""
        won = POINTS[card] + POINTS[reply]
        left = remaining - won
        follower_wins = self.beats[card * 40 + reply]
        if not rest and drawn >= self.size:  # the last trick
            return 0 if follower_wins else won
        if drawn < self.size:
            last = self.size - 1
            top = face if drawn == last else self.stock[drawn]
            below = face if drawn + 1 == last else self.stock[drawn + 1]
            winner_draws, loser_draws = BIT[top], BIT[below]
            drawn += 2
            if drawn >= self.size:
                face = -1  # the stock is gone: the face-up card no longer matters
        else:
            winner_draws = loser_draws = 0
        if follower_wins:
            later = self.lead(
                theirs | winner_draws,
                rest | loser_draws,
                drawn,
                face,
                left,
                left - beta,
                left - alpha,
            )
            return left - later
        return won + self.lead(
            rest | winner_draws,
            theirs | loser_draws,
            drawn,
            face,
            left,
            alpha - won,
            beta - won,
        )


def mask_of(hand: list[int]) -> int:
    """The bit mask of a hand."""
    mask = 0
    for card in hand:
        mask |= BIT[card]
    return mask


def endgame_points(sim: Sim, side: int) -> int:
    """The points ``side`` ends with if both players play perfectly from ``sim``.

    Two players, no Briscola a 31; ``sim`` is not changed.

    >>> from briscola.engine.rules import Rules
    >>> from briscola.ai.kernel.sim import Sim
    >>> rules = Rules(players=2)
    >>> # Diamonds are trump. Seat 0 leads and holds the Ace of Diamonds and a 4 of Clubs;
    >>> # seat 1 holds the 3 of Clubs and the 2 of Spades. Seat 1 never gives the 3 to the
    >>> # Ace: the Ace takes the 2 (11 points), the 3 of Clubs takes the 4 (10 points).
    >>> sim = Sim.make(rules, 0, [[0, 13], [12, 21]], [])
    >>> endgame_points(sim, 0), endgame_points(sim, 1)
    (11, 10)
    """
    search = EndgameSearch(sim)
    if sim.to_move < 0:
        return sim.side_points(side)
    values = [search.points_after(move, side) for move in sim.legal()]
    return max(values) if sim.side[sim.to_move] == side else min(values)


def endgame_values(sim: Sim, side: int) -> dict[int, int]:
    """Exact points for ``side`` after each legal move of the seat to act (swap included)."""
    search = EndgameSearch(sim)
    return {move: search.points_after(move, side) for move in sim.legal()}
