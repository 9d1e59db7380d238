"""The Chiamata: the computer players bid by the worth of their hand and call well."""

from __future__ import annotations

import random

from briscola.ai.levels.hard import HardPlayer
from briscola.ai.search.bidding import (
    WORTH_BIDDING,
    AuctionSearch,
    auction_action,
    best_suit,
    contract_win_rate,
    highest_level,
    searched_auction_action,
    trump_worth,
)
from briscola.engine.actions import CALL, Call
from briscola.engine.auction import BIDS, PASS, Bid
from briscola.engine.cards import Card
from briscola.engine.rules import preset
from briscola.engine.state import GameState

CHIAMATA = preset("chiamata-5")
STRONG = "3D RD CD FD 7D 6D AC AS"  # six denari without the Ace, and two Aces
WEAK = "4C 5C 6S 4S 5B 6B 7B 2C"


def _deal(first: str) -> GameState:
    used = {Card.from_code(c) for c in first.split()}
    rest = [c for c in CHIAMATA.cards if c not in used]
    hands = [[Card.from_code(c) for c in first.split()]] + [
        rest[i * 8 : i * 8 + 8] for i in range(4)
    ]
    return GameState.from_deal(CHIAMATA, 4, hands, [])


def test_hand_worth() -> None:
    strong = [Card.from_code(c) for c in STRONG.split()]
    weak = [Card.from_code(c) for c in WEAK.split()]
    assert best_suit(strong) == "D"
    assert trump_worth(strong, "D") > trump_worth(strong, "C")
    assert highest_level(strong, "D", 0) > highest_level(strong, "D", 8) >= 0
    assert highest_level(weak, best_suit(weak), 0) == -1


def test_a_strong_hand_bids_the_missing_ace_and_calls_it() -> None:
    state = _deal(STRONG)
    action = auction_action(state.view(0))
    assert action is BIDS["A"]
    state.apply(action)
    for _ in range(4):
        state.apply(BIDS[PASS])
    call = auction_action(state.view(0))
    assert call is CALL[Card.from_code("AD")]  # its partner holds the Ace of its trumps


def test_a_weak_hand_passes_unless_it_must_bid() -> None:
    state = _deal(WEAK)
    assert auction_action(state.view(0)) is BIDS[PASS]
    state = _deal(WEAK)
    state.apply(BIDS[PASS])
    for _ in range(3):
        seat = state.current_player
        assert seat is not None
        assert seat is not None
        action = auction_action(state.view(seat))
        if action != BIDS[PASS]:
            return  # another seat was strong enough to bid
        state.apply(action)
    forced = auction_action(state.view(4))
    assert isinstance(forced, Bid) and forced.value != PASS


def test_only_in_the_auction() -> None:
    state = _deal(STRONG)
    assert auction_action(state.view(1)) is None  # not its turn
    state.apply(BIDS["A"])
    for _ in range(4):
        state.apply(BIDS[PASS])
    call = auction_action(state.view(0))
    assert isinstance(call, Call)
    state.apply(call)
    assert auction_action(state.view(state.current_player or 0)) is None


def test_hard_plays_out_the_contracts() -> None:
    strong = _deal(STRONG)
    rand = random.Random(3).random
    action = searched_auction_action(strong.view(0), 30, rand)
    assert isinstance(action, Bid) and action.value != PASS
    rate = contract_win_rate(strong.view(0), "D", BIDS["A"], Card.from_code("AD"), 30, rand)
    assert rate >= WORTH_BIDDING
    weak = _deal(WEAK)
    assert searched_auction_action(weak.view(0), 30, rand) is BIDS[PASS]
    again = searched_auction_action(strong.view(0), 30, random.Random(3).random)
    assert again == action  # seeded: the same deals, the same bid
    strong.apply(BIDS["A"])
    for _ in range(4):
        strong.apply(BIDS[PASS])
    call = searched_auction_action(strong.view(0), 30, rand)
    assert isinstance(call, Call) and call.card.rank == "A" and call.card not in strong.hands[0]


def test_hards_bids_and_calls_run_in_slices_and_choose_as_the_whole_search() -> None:

    hard = HardPlayer()
    checked = 0
    for seed in range(3):
        state = GameState.new(preset("chiamata-5"), random.Random(seed))
        rng = random.Random(seed)
        while state.phase in ("auction", "call"):
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            whole = searched_auction_action(view, 40, random.Random(checked).random)
            search = hard.start(view, random.Random(checked))
            assert search.total > 0 or whole is not None
            steps = 0
            while not search.step(3):  # three deals a slice
                steps += 1
            assert search.best() == whole
            assert steps >= search.total // 3 - 1  # really sliced, not done in one go
            assert AuctionSearch.of(view, 40, rng.random) is not None
            state.apply(hard.choose(view, rng), state.current_player)
            checked += 1
    assert checked >= 5
