"""A seeded slice of ``measure/fuzz_saves.py``: mutated saved sessions are refused with a
backup or load into a session that plays to the end of its series."""

from __future__ import annotations

import json
import random

import pytest

from briscola.engine.errors import IllegalActionError, Reason
from briscola.engine.variants import offered
from tests.support import save_fuzz as fuzz


def test_three_hundred_mutated_saves_are_refused_or_played_to_the_end() -> None:
    counts, crashes = fuzz.run(300, seed=13)
    assert not crashes, [f"{'; '.join(case.changes)} -> {result}" for _, case, result in crashes]
    assert counts["refused"] + counts["played"] == 300
    assert counts["played"] >= 10  # the slice reaches the play, not only the refusals


def test_the_cases_cover_every_table_and_variant() -> None:
    tables = set()
    for number in range(300):
        settings = fuzz.random_settings(random.Random(f"13:{number}"))
        tables.add((settings.players, settings.variant))
    assert tables == {(p, v) for p in range(2, 7) for v in offered(p)}


def test_an_unchanged_save_plays_to_the_end() -> None:
    rng = random.Random(5)
    text = json.dumps(fuzz.saved_session(rng))
    assert fuzz.run_case(fuzz.Case(text, []), rng) == "played"


def test_an_exception_while_playing_counts_as_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise IllegalActionError(Reason.HAND_NOT_OVER, "the current hand is not over")

    rng = random.Random(5)
    text = json.dumps(fuzz.saved_session(rng))
    monkeypatch.setattr(fuzz, "present_table", broken)
    monkeypatch.setattr(fuzz, "present_result", broken)
    result = fuzz.run_case(fuzz.Case(text, []), rng)
    assert result.startswith("crash: IllegalActionError: the current hand is not over")
