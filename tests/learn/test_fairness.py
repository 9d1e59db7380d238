"""The fair-deal proof: the fingerprint, its documented text and ``python -m briscola verify``."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from briscola.cli import main
from briscola.engine.errors import InvalidStateError
from briscola.engine.record import record_of, record_to_text
from briscola.engine.rules import Rules, preset
from briscola.engine.state import GameState
from briscola.learn.fairness import deal_text, fingerprint, new_secret, verify
from tests.learn.hands import played_hand


def text_from_record(record: dict[str, object], secret: str) -> str:
    """The hashed text as docs/learning.md tells a person to write it from a record."""
    rules = json.dumps(record["rules"], sort_keys=True, separators=(",", ":"))
    hands = record["hands"]
    stock = record["stock"]
    assert isinstance(hands, list) and isinstance(stock, list)
    lines = ["briscola-deal 1", f"rules {rules}", f"dealer {record['dealer']}"]
    lines += [f"hand {seat} {' '.join(cards)}" for seat, cards in enumerate(hands)]
    lines += [" ".join(["stock", *stock]), f"secret {secret}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("rules", [Rules(), preset("chiamata-5"), preset("briscolone-2")])
def test_the_fingerprint_is_the_sha256_of_the_documented_text(rules: Rules) -> None:
    hand = GameState.new(rules, random.Random(3))
    secret = new_secret(random.Random(4))
    written = text_from_record(record_of(hand), secret)
    assert written == deal_text(hand, secret)
    assert fingerprint(hand, secret) == hashlib.sha256(written.encode()).hexdigest()


def test_a_changed_deal_or_secret_does_not_verify() -> None:
    hand = GameState.new(Rules(), random.Random(3))
    secret = new_secret(random.Random(4))
    mark = fingerprint(hand, secret)
    assert verify(mark, secret, hand)
    stock = list(hand.initial_stock)
    stock[0], stock[1] = stock[1], stock[0]
    other = GameState.from_deal(hand.rules, hand.dealer, hand.dealt, stock)
    assert not verify(mark, secret, other)
    assert not verify(mark, new_secret(random.Random(5)), hand)
    with pytest.raises(InvalidStateError, match="64 lower-case"):
        verify(mark.upper(), secret, hand)
    with pytest.raises(InvalidStateError, match="32 lower-case"):
        verify(mark, secret + "0", hand)


def test_verify_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hand = played_hand(2)
    secret = new_secret(random.Random(9))
    mark = fingerprint(hand, secret)
    path = tmp_path / "hand.json"
    path.write_text(record_to_text(record_of(hand)))
    assert main(["verify", mark, secret, str(path)]) == 0
    assert "fingerprint OK" in capsys.readouterr().out
    assert main(["verify", mark, "0" * 32, str(path)]) == 1
    assert "does NOT match" in capsys.readouterr().err
    assert main(["verify", mark, "xyz", str(path)]) == 1
    assert "32 lower-case hex" in capsys.readouterr().err
    path.write_text('{"rules": ')
    assert main(["verify", mark, secret, str(path)]) == 1
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["verify", mark, secret, str(tmp_path / "missing.json")]) == 1
    assert "cannot read" in capsys.readouterr().err
