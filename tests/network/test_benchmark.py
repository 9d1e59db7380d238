"""The network benchmark's figures come from a real hand: every page ready, verified, and the
deal's time within the hand's CPU."""

from __future__ import annotations

from briscola.network.group import GROUPS
from tests.benchmark_scripts import load_script
from tests.support.network import TEST_GROUP


def test_the_benchmark_plays_a_verified_hand_and_times_its_deal() -> None:
    bench = load_script("benchmarks/network_deal.py", "network_deal_bench")
    hand = bench.one_hand(3, TEST_GROUP, seed=1)
    assert 0 < hand.deal_cpu <= hand.deal <= hand.hand_cpu * 3
    assert hand.deal_cpu < hand.hand_cpu
    assert hand.messages > 3 * 13 and hand.bytes > hand.messages * 200
    assert hand.snapshot > 10_000
    short, full = bench.exponent_costs(GROUPS["modp1536"], count=3)
    assert full > short > 0
