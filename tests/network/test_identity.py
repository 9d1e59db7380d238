"""Signatures: a seat's key checks its own messages and no other, and no other key forges
them."""

from __future__ import annotations

from briscola.network.group import GROUPS
from briscola.network.identity import Identity, PublicKey
from tests.support.network import TEST_GROUP, TEST_GROUPS, Repeatable


def test_a_signature_checks_only_its_message_and_its_key() -> None:
    randomness = Repeatable("sign")
    anna, bruno = (Identity.generate(randomness, TEST_GROUP) for _ in range(2))
    signature = anna.sign(b"play AD", randomness)
    assert anna.public.verify(b"play AD", signature)
    assert not anna.public.verify(b"play AS", signature)
    assert not bruno.public.verify(b"play AD", signature)
    assert not anna.public.verify(b"play AD", bruno.sign(b"play AD", randomness))
    assert not anna.public.verify(b"play AD", signature[:-4] + "AAAA")
    assert not anna.public.verify(b"play AD", "not base64!")


def test_two_signatures_of_one_message_differ_and_both_check() -> None:
    randomness = Repeatable("nonces")
    anna = Identity.generate(randomness, GROUPS["modp1536"])
    first, second = anna.sign(b"m", randomness), anna.sign(b"m", randomness)
    assert first != second and anna.public.verify(b"m", first) and anna.public.verify(b"m", second)


def test_keys_and_identities_round_trip_as_text() -> None:
    randomness = Repeatable("text")
    anna = Identity.generate(randomness)
    assert anna.group.name == "modp1536"
    assert PublicKey.from_text(anna.public.to_text()) == anna.public
    assert PublicKey.from_text("AAAA") is None
    assert PublicKey.from_text(anna.public.to_text(), TEST_GROUP) is None
    again = Identity.from_json(anna.to_json(), TEST_GROUPS)
    assert again.public == anna.public and again.secret == anna.secret
    outside = TEST_GROUP.element_text(TEST_GROUP.p - 4)
    assert PublicKey.from_text(outside, TEST_GROUP) is None  # not in the subgroup
