"""Cards: the 40-card deck, strength, points, codes (rules.md, "Cards")."""

from __future__ import annotations

import copy
import pickle

import pytest

from briscola import FULL_DECK, Card, InvalidCardError
from briscola.engine.cards import cards_from_codes, codes, total_points

STRENGTH_HIGH_TO_LOW = ["A", "3", "R", "C", "F", "7", "6", "5", "4", "2"]
POINTS = {"A": 11, "3": 10, "R": 4, "C": 3, "F": 2, "7": 0, "6": 0, "5": 0, "4": 0, "2": 0}


def test_deck_has_40_cards_four_suits_ten_ranks() -> None:
    assert len(FULL_DECK) == 40
    assert len(set(FULL_DECK)) == 40
    assert {c.suit for c in FULL_DECK} == set("DCSB")
    assert {c.rank for c in FULL_DECK} == set("A234567FCR")
    for suit in "DCSB":
        assert sorted(c.rank for c in FULL_DECK if c.suit == suit) == sorted("A234567FCR")


@pytest.mark.parametrize("suit", "DCSB")
def test_strength_order_high_to_low(suit: str) -> None:
    in_suit = [Card.from_code(r + suit) for r in STRENGTH_HIGH_TO_LOW]
    strengths = [c.strength for c in in_suit]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == 10


def test_points_per_rank_and_120_in_all() -> None:
    for c in FULL_DECK:
        assert c.points == POINTS[c.rank], c
    assert sum(c.points for c in FULL_DECK) == 120
    assert total_points(FULL_DECK) == 120


@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("AD", "Asso di Denari"),
        ("CC", "Cavallo di Coppe"),
        ("7B", "Sette di Bastoni"),
        ("FS", "Fante di Spade"),
        ("RD", "Re di Denari"),
        ("2C", "Due di Coppe"),
    ],
)
def test_codes_are_rank_then_suit(code: str, name: str) -> None:
    c = Card.from_code(code)
    assert (c.rank, c.suit) == (code[0], code[1])
    assert str(c) == code == c.code
    assert c.name == name


def test_every_code_round_trips_and_is_interned() -> None:
    for c in FULL_DECK:
        assert Card.from_code(str(c)) is c
        assert Card(c.code) is c
        assert eval(repr(c), {"Card": Card}) is c
        assert pickle.loads(pickle.dumps(c)) is c
        assert copy.copy(c) is c
        assert copy.deepcopy(c) is c


@pytest.mark.parametrize(
    "bad", ["ad", "Ad", "1D", "AX", "A", "ADD", "", " AD", "10D", "8C", "9S", "KD", "QD", "JD"]
)
def test_bad_codes_are_rejected(bad: str) -> None:
    with pytest.raises(InvalidCardError, match="not a card code"):
        Card.from_code(bad)


@pytest.mark.parametrize("bad", [None, 1, ["A", "D"], b"AD"])
def test_non_string_codes_are_rejected(bad: object) -> None:
    with pytest.raises(InvalidCardError):
        Card.from_code(bad)  # type: ignore[arg-type]


def test_invalid_card_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        cards_from_codes(["AD", "ZZ"])


def test_cards_are_immutable() -> None:
    c = Card.from_code("AD")
    with pytest.raises(AttributeError):
        c.points = 0
    assert c.points == 11


def test_deck_order_and_helpers() -> None:
    assert codes(FULL_DECK[:10]) == ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "FD", "CD", "RD"]
    assert [c.suit for c in FULL_DECK[::10]] == list("DCSB")
    assert sorted(reversed(FULL_DECK)) == list(FULL_DECK)
    assert codes(cards_from_codes(["7B", "AD"])) == ["7B", "AD"]
