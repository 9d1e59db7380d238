"""Information-set MCTS of the lab: determinism, slices, legality, and the obvious move."""

from __future__ import annotations

import random

import pytest

from briscola.actions import Play
from briscola.ai.base import WHOLE, run
from briscola.ai.kernel import Sim
from briscola.ai.lab import LabConfig, LabPlayer, ismcts
from briscola.ai.lab.ismcts import InformationSetSearch, Node
from briscola.ai.playout import heuristic_move
from briscola.ai.sampling import Determinizer
from briscola.ai.world_search import WorldSearch
from briscola.cards import FULL_DECK, Card
from briscola.rules import Rules
from briscola.state import GameState
from briscola.view import SeatView
from tests.support.ai_hands import views

SMALL = LabConfig(model="policy", ismcts=20)


def searched_views(rules: Rules, seed: int) -> list[SeatView]:
    """Views along a hand where the lab player answers with an ISMCTS."""
    player = LabPlayer(SMALL)
    found = [
        v
        for v in views(rules, seed, 60)
        if isinstance(player.start(v, random.Random(0)), InformationSetSearch)
    ]
    assert len(found) >= 5
    return found


@pytest.mark.parametrize(
    "config",
    [SMALL, LabConfig(model="policy", ismcts=20, ismcts_guide=True, ismcts_depth=3)],
)
def test_sliced_search_equals_whole_search_and_same_seed_same_choice(config: LabConfig) -> None:
    player = LabPlayer(config)
    for view in searched_views(Rules(players=2, swap_seven=True), 3)[::2]:
        whole = player.choose(view, random.Random(9))
        assert player.choose(view, random.Random(9)) == whole
        search = player.start(view, random.Random(9))
        assert search.total == 20 * len(view.legal_actions())
        slices = 0
        while not search.step(7):
            slices += 1
        assert slices >= 1
        assert search.best() == whole
        assert isinstance(search, InformationSetSearch)
        assert search.done_count == search.total  # no slice overran the search


def test_step_budget_bounds_the_work() -> None:
    view = searched_views(Rules(players=2), 4)[0]
    search = LabPlayer(SMALL).start(view, random.Random(1))
    assert isinstance(search, InformationSetSearch)
    assert not search.step(5)
    assert search.done_count == 5
    search.step(0)  # at least one iteration
    assert search.done_count == 6
    assert search.step(WHOLE)
    assert search.done_count == search.total


def tree_is_consistent(node: Node, legal_at_root: set[int]) -> None:
    """Each child is visited at most as often as it was legal and as its parent was."""
    for child in node.children.values():
        assert 1 <= child.visits <= child.avail
        assert sum(c.visits for c in child.children.values()) <= child.visits
        tree_is_consistent(child, legal_at_root)


@pytest.mark.parametrize("players", [2, 4])
def test_choices_are_legal_and_the_root_holds_only_the_seats_moves(players: int) -> None:
    player = LabPlayer(SMALL)
    for view in searched_views(Rules.for_table(players), 5)[::3]:
        search = player.start(view, random.Random(2))
        assert isinstance(search, InformationSetSearch)
        run(search)
        legal = view.legal_actions()
        assert search.best() in legal
        root = search.root
        assert set(root.children) <= set(search.moves)
        assert sum(c.visits for c in root.children.values()) == search.total
        # every move of the seat is legal in every world: counted from its first try on
        avails = sorted((c.avail for c in root.children.values()), reverse=True)
        assert avails == [search.total - i for i in range(len(legal))]
        tree_is_consistent(root, set(search.moves))
        assert set(search.visits()) == set(legal)


def depth(node: Node) -> int:
    """Plies below ``node``."""
    return 1 + max((depth(c) for c in node.children.values()), default=0) if node.children else 0


@pytest.mark.parametrize("limit", [1, 2, 4])
def test_the_tree_stays_within_its_depth(limit: int) -> None:
    view = searched_views(Rules(players=2), 4)[0]
    player = LabPlayer(LabConfig(model="policy", ismcts=40, ismcts_depth=limit))
    search = player.start(view, random.Random(1))
    assert isinstance(search, InformationSetSearch)
    run(search)
    assert depth(search.root) == limit if limit <= 2 else 1 <= depth(search.root) <= limit


def test_guided_tree_adds_below_the_root_only_the_policys_moves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    chosen: set[int] = set()

    def recorded(sim: Sim) -> int:
        move = heuristic_move(sim)
        chosen.add(move)
        return move

    monkeypatch.setattr(ismcts, "heuristic_move", recorded)
    view = searched_views(Rules(players=2), 4)[0]
    player = LabPlayer(LabConfig(model="policy", ismcts=60, ismcts_guide=True))
    search = player.start(view, random.Random(1))
    assert isinstance(search, InformationSetSearch)
    run(search)
    below = [n for c in search.root.children.values() for n in walk(c)]
    keys = {move for node in below for move in node.children}
    assert keys and keys <= chosen
    assert depth(search.root) >= 3  # the policy's moves make a deep tree


def walk(node: Node) -> list[Node]:
    """``node`` and every node below it."""
    return [node, *(n for c in node.children.values() for n in walk(c))]


def test_off_by_default_and_the_exact_phase_keeps_the_world_search() -> None:
    rules = Rules(players=2)
    plain = LabPlayer(LabConfig(model="policy", samples=20))
    assert not any(
        isinstance(plain.start(v, random.Random(0)), InformationSetSearch)
        for v in views(rules, 3, 40)
    )
    player = LabPlayer(SMALL)
    late = [v for v in views(rules, 3, 40) if v.stock_left <= 2 and len(v.legal_actions()) > 1]
    assert late
    for view in late:
        assert isinstance(player.start(view, random.Random(0)), WorldSearch)


def test_bad_budgets_are_refused() -> None:
    with pytest.raises(ValueError, match="ismcts"):
        LabConfig(ismcts=-1)
    view = searched_views(Rules(players=2), 4)[0]
    with pytest.raises(ValueError, match="iterations"):
        InformationSetSearch(
            view.legal_actions(),
            Determinizer(view),
            random.Random(0).random,
            iterations=0,
            exploration=0.7,
            points_weight=0.5,
        )


def following(led: str, mine: list[str], trump: str = "B") -> SeatView:
    """Seat 0's view, early in the hand, after seat 1 led ``led`` (trump: the last card)."""
    codes = {led, *mine}
    lisce = [c for c in FULL_DECK if c.suit == trump and not c.points and c.code not in codes]
    face_up = lisce[-1]
    other = [c for c in FULL_DECK if c.code not in codes and c != face_up]
    hand1 = [Card.from_code(led), *other[:2]]
    stock = [*other[2:], face_up]
    rules = Rules(players=2, swap_seven=False)
    state = GameState.from_deal(rules, 0, [[Card.from_code(c) for c in mine], hand1], stock)
    state.apply(Play(Card.from_code(led)))
    return state.view(0)


@pytest.mark.parametrize(
    ("led", "mine", "wanted"),
    [
        ("3D", ["AD", "2C", "4S"], {"AD"}),  # take a carico with the Ace: 21 points
        ("3S", ["2B", "4D", "5C"], {"2B"}),  # take a carico with the lowest trump
        ("AB", ["3D", "2C", "4S"], {"2C", "4S"}),  # never load a carico on a lost trick
        ("2D", ["AB", "4C", "5S"], {"4C", "5S"}),  # no trump Ace spent on a liscio
    ],
)
def test_finds_the_obvious_move(led: str, mine: list[str], wanted: set[str]) -> None:
    view = following(led, mine)
    search = LabPlayer(LabConfig(model="policy", ismcts=200)).start(view, random.Random(3))
    assert isinstance(search, InformationSetSearch)
    action = run(search)
    assert isinstance(action, Play) and action.card.code in wanted
