"""The lab's ``blunder_read``: worlds weighed by how costly the opponents' answers were."""

from __future__ import annotations

import random

from briscola.actions import Play
from briscola.ai.kernel import Sim
from briscola.ai.lab import LabConfig
from briscola.ai.lab.blunders import answer_value, blunder_weigh
from briscola.ai.sampling import Determinizer
from briscola.cards import Card
from briscola.rules import Rules
from briscola.state import GameState
from briscola.view import SeatView
from tests.ai.lab.reading_checks import check_reads_by_weight

TWO_OF_TRUMPS = Card.from_code("2S")


def after_a_liscio_on_an_ace() -> SeatView:
    """Seat 0's view after it led the Ace of Coppe and seat 1, holding the 2 of the trump
    suit (Spade), answered with a liscio and lost the trick."""
    cards = [Card.from_code(c) for c in ("AC", "4B", "5B", "2S", "4D", "5D")]
    rest = [c for c in Rules().cards if c not in cards and c.code != "7S"]
    random.Random(1).shuffle(rest)
    state = GameState.from_deal(Rules(), 1, [cards[:3], cards[3:]], [*rest, Card.from_code("7S")])
    for code in ("AC", "4D"):
        state.apply(Play(Card.from_code(code)))
    assert state.current_player == 0
    return state.view(0)


def holds(world: Sim, card: Card) -> bool:
    return card.index in world.hands[1]


def test_a_costly_answer_makes_the_hands_that_could_take_cheaply_unlikely() -> None:
    view = after_a_liscio_on_an_ace()
    weigh = blunder_weigh(view, 10, 6.0)
    determinizer = Determinizer(view)
    rand = random.Random(3).random
    worlds = [determinizer.sample(rand) for _ in range(400)]
    with_two = [weigh(w)[0] for w in worlds if holds(w, TWO_OF_TRUMPS)]
    without = [weigh(w)[0] for w in worlds if not holds(w, TWO_OF_TRUMPS)]
    assert with_two and without
    assert all(0 < w <= 1 for w in with_two + without)
    mean_with, mean_without = sum(with_two) / len(with_two), sum(without) / len(without)
    # The 2 may have been drawn after the trick (one past in three): about 0.14 against 0.33.
    assert mean_with < 0.5 * mean_without
    # A milder temperature reads the same play less sharply.
    mild = blunder_weigh(view, 10, 30.0)
    mild_with = sum(mild(w)[0] for w in worlds if holds(w, TWO_OF_TRUMPS)) / len(with_two)
    mild_without = sum(mild(w)[0] for w in worlds if not holds(w, TWO_OF_TRUMPS)) / len(without)
    assert mean_with / mean_without < mild_with / mild_without < 1


def test_answer_value_counts_the_trick_and_a_trumps_worth() -> None:
    view = after_a_liscio_on_an_ace()
    world = Determinizer(view).sample(random.Random(0).random)
    ace, liscio = Card.from_code("AC").index, Card.from_code("4D").index
    assert answer_value(TWO_OF_TRUMPS.index, ace, world) == 11 - 4
    assert answer_value(liscio, ace, world) == -11
    assert answer_value(Card.from_code("3C").index, ace, world) == -21


def test_blunder_read_keeps_worlds_by_weight_and_plays_the_same_for_a_seed() -> None:
    config = LabConfig(model="policy", blunder_read=True, samples=30, candidates=2)
    check_reads_by_weight(config, after_a_liscio_on_an_ace())
