"""Information-set MCTS (single observer) for the moves the plain search plays out.

One tree of moves, seen from the searching seat, shared by every world: each iteration
deals a world consistent with the view (``sampling.Determinizer``), walks down the tree
among the moves legal in that world, choosing by UCB where every legal move has a node and
otherwise adding one untried move, finishes the hand with the playout policy
(``playout.heuristic_playout``) and backs the result up. A node's statistics are those of
the seat that moved into it, valued for its own side (``evaluation.score``): each seat,
ours or another, takes the move best for it. UCB counts a node's chances against the
iterations in which it was legal (its *availability*), not its parent's visits, since a
card of another hand is legal only in the worlds that deal it there (Cowling, Powley and
Whitehouse, "Information Set Monte Carlo Tree Search", 2012).

Unlike the plain search, which values each of its moves by one fixed policy's playout in
every world, the tree lets the replies and the later moves of both sides be chosen by
search, and every move of the seat is one choice for all the worlds in which it is legal
(no strategy fusion). The budget counts iterations, each one playout: a unit of work as in
the world search. The iterations depend only on the random numbers drawn, never on the
slices, so the result is the same however the search is stepped.
"""

from __future__ import annotations

import math

from briscola.actions import Action
from briscola.ai.evaluation import score
from briscola.ai.kernel import Random, Sim, move_of
from briscola.ai.playout import heuristic_move, heuristic_playout
from briscola.ai.sampling import Determinizer


class Node:
    """A move in the tree: the statistics of the seat that made it, for its own side."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        """Iterations that reached the parent with this move legal."""


class InformationSetSearch:
    """One move's ISMCTS, run in slices: ``step(budget)`` until done, then ``best()``."""

    def __init__(
        self,
        actions: list[Action],
        determinizer: Determinizer,
        rand: Random,
        *,
        iterations: int,
        exploration: float,
        points_weight: float,
        depth: int = 0,
        guided: bool = False,
    ) -> None:
        if iterations < 1:
            raise ValueError("iterations must be at least 1")
        self.actions = actions
        self.moves = [move_of(a) for a in actions]
        self.determinizer = determinizer
        self.rand = rand
        self.iterations = iterations
        self.exploration = exploration
        self.points_weight = points_weight
        self.depth = depth
        """Plies the tree may hold below the root (0: no limit)."""
        self.guided = guided
        self.sides = determinizer.view.rules.sides
        self.root = Node()
        self.done_count = 0

    @property
    def total(self) -> int:
        """Units of work of the whole search: one playout per iteration."""
        return self.iterations

    @property
    def done(self) -> bool:
        """True once every iteration has run."""
        return self.done_count >= self.iterations

    def step(self, budget: int) -> bool:
        """Run about ``budget`` iterations (at least one); True when done."""
        left = max(1, budget)
        while left > 0 and not self.done:
            self.iterate()
            self.done_count += 1
            left -= 1
        return self.done

    def iterate(self) -> None:
        """One iteration: a world, a walk down the tree, one new node, a playout, the backup."""
        rand = self.rand
        sim = self.determinizer.sample(rand)
        node = self.root
        path: list[tuple[Node, int]] = []
        log = math.log
        sqrt = math.sqrt
        c = self.exploration
        while sim.to_move >= 0 and (not self.depth or len(path) < self.depth):
            legal = sim.legal()
            children = node.children
            new = self._new_move(sim, legal, children, bool(path))
            if new >= 0:
                children[new] = Node()
            tried = [m for m in legal if m in children]
            for m in tried:
                children[m].avail += 1
            move = new
            if new < 0:
                best = -math.inf
                for m in tried:
                    child = children[m]
                    ucb = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                    if ucb > best:
                        best, move = ucb, m
            path.append((children[move], sim.side[sim.to_move]))
            sim.apply(move)
            node = children[move]
            if new >= 0:
                break
        heuristic_playout(sim)
        sides = [sim.side_points(s) for s in range(self.sides)]
        weight = self.points_weight
        values = [score(sides[s], sides, weight) for s in range(self.sides)]
        for child, side in path:
            child.visits += 1
            child.total += values[side]

    def _new_move(self, sim: Sim, legal: list[int], children: dict[int, Node], below: bool) -> int:
        """The move to add to the tree here, or -1 to choose among the tried ones by UCB.

        Unguided, or at the root: a random untried legal move. Guided, below the root: the
        playout policy's move if it is untried, else none (another seat's cards differ from
        world to world, so unguided most visits would try a new card: random play).
        """
        untried = [m for m in legal if m not in children]
        if not untried:
            return -1
        if self.guided and below:
            move = heuristic_move(sim)
            return move if move in untried else -1
        return untried[int(self.rand() * len(untried))]

    def visits(self) -> dict[Action, int]:
        """How often the search tried each action at the root."""
        children = self.root.children
        return {
            a: children[m].visits if m in children else 0
            for a, m in zip(self.actions, self.moves, strict=True)
        }

    def values(self) -> dict[Action, float]:
        """Mean value of each action tried at the root (for the seat's side)."""
        children = self.root.children
        return {
            a: children[m].total / children[m].visits
            for a, m in zip(self.actions, self.moves, strict=True)
            if m in children and children[m].visits
        }

    def best(self) -> Action:
        """The most visited action; on equal visits the better mean, then the first legal."""
        children = self.root.children
        best, key = self.actions[0], (-1, -math.inf)
        for action, move in zip(self.actions, self.moves, strict=True):
            child = children.get(move)
            if child is None or not child.visits:
                continue
            mine = (child.visits, child.total / child.visits)
            if mine > key:
                best, key = action, mine
        return best
