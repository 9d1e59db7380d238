"""The groups: RFC 3526's primes as its formula gives them, safe primes with 2 generating the
residues; exponents, elements and card numbers as the protocol needs them."""

from __future__ import annotations

import itertools

import pytest

from briscola.engine.rules import Rules
from briscola.network.card_values import deck_values
from briscola.network.group import GROUPS, Group, jacobi
from tests.support.network import TEST_GROUP, Repeatable

ALL = [*GROUPS.values(), TEST_GROUP]


def pi_times_two_to(bits: int) -> int:
    """⌊π · 2^bits⌋ by Machin's formula, on integers."""

    def arctan_inverse(x: int, one: int) -> int:
        total = term = one // x
        n, sign = 1, -1
        while term:
            term //= x * x
            total += sign * (term // (2 * n + 1))
            sign, n = -sign, n + 1
        return total

    one = 1 << (bits + 64)
    return (4 * (4 * arctan_inverse(5, one) - arctan_inverse(239, one))) >> 64


@pytest.mark.parametrize(
    ("name", "bits", "shift", "added"),
    [("modp1536", 1536, 1406, 741804), ("modp2048", 2048, 1918, 124476)],
)
def test_the_primes_are_rfc_3526s(name: str, bits: int, shift: int, added: int) -> None:
    """p = 2^b - 2^(b-64) - 1 + 2^64 · (⌊2^shift · π⌋ + added), RFC 3526 sections 2 and 3."""
    expected = 2**bits - 2 ** (bits - 64) - 1 + 2**64 * (pi_times_two_to(shift) + added)
    assert GROUPS[name].p == expected


def probably_prime(n: int) -> bool:
    """Miller–Rabin with four fixed bases (enough for a test: the primes are published)."""
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for base in (2, 3, 5, 7):
        x = pow(base, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


@pytest.mark.parametrize("group", ALL, ids=lambda g: g.name)
def test_each_group_is_a_safe_prime_whose_residues_2_generates(group: Group) -> None:
    assert probably_prime(group.p) and probably_prime(group.q) and group.p == 2 * group.q + 1
    assert group.p % 8 == 7 and jacobi(2, group.p) == 1 and pow(2, group.q, group.p) == 1


def test_jacobi_agrees_with_euler_and_the_table_of_powers_with_pow() -> None:
    group = TEST_GROUP
    for x in range(2, 300):
        assert (jacobi(x, group.p) == 1) == (pow(x, group.q, group.p) == 1)
    randomness = Repeatable("powers")
    for _ in range(50):
        e = group.random_exponent(randomness)
        assert group.power_of_g(e) == pow(2, e, group.p)
    big = GROUPS["modp1536"]
    assert big.power_of_g(big.q - 3) == pow(2, big.q - 3, big.p)


def test_even_exponents_put_any_number_in_the_subgroup() -> None:
    """A number outside the subgroup (a tag a cheater might put on a card) is squared into it."""
    group = TEST_GROUP
    randomness = Repeatable("even")
    outside = group.p - 4  # -4: not a residue, since -1 is not
    assert jacobi(outside, group.p) == -1
    for _ in range(20):
        short = group.short_exponent(randomness)
        long = group.even(group.random_exponent(randomness))
        assert short % 2 == 0 and long % 2 == 0 and short.bit_length() <= 256
        assert jacobi(pow(outside, short, group.p), group.p) == 1
        assert jacobi(pow(outside, long, group.p), group.p) == 1


@pytest.mark.parametrize("group", ALL, ids=lambda g: g.name)
def test_card_numbers_are_distinct_residues_with_no_product_among_them(group: Group) -> None:
    """No card's number is another's square or the product of two others: a locked deck keeps
    no relation that would name its cards."""
    values = deck_values(group, Rules().cards)
    assert len(set(values)) == 40 and all(group.is_element(v) for v in values)
    numbers = set(values)
    for a, b in itertools.combinations_with_replacement(values, 2):
        assert a * b % group.p not in numbers


def test_elements_and_exponents_have_one_text_each() -> None:
    group = GROUPS["modp1536"]
    text = group.element_text(123456789)
    assert len(text) == 256 and group.element_from_text(text) == 123456789
    refused = [
        text[:-4],
        text + "AAAA",
        text.replace("A", "*", 1),
        group.element_text(group.p - 1),
        group.element_text(1),
        7,
    ]
    assert [group.element_from_text(t) for t in refused] == [None] * len(refused)  # type: ignore[arg-type]
    assert group.exponent_from_text(group.element_text(group.q)) is None
