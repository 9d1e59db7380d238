"""Hand records: a finished (or unfinished) hand as JSON, and checking one against the rules.

The format is documented in ``docs/record-format.md``.
"""

from __future__ import annotations

import json
from typing import Any, Final

from briscola.engine.actions import Call, Declare, Signal, SwapSeven
from briscola.engine.auction import Bid
from briscola.engine.cards import codes
from briscola.engine.errors import InvalidStateError
from briscola.engine.hand_json import deal_and_moves_to_json, deal_from_json, replay_moves
from briscola.engine.jsonio import check_header, field, parse_text, shorten
from briscola.engine.state import GameState

FORMAT: Final = "briscola-record"
VERSION: Final = 1


def record_of(state: GameState) -> dict[str, Any]:
    """The hand record of ``state``: the deal, every move, every trick and the result."""
    shared = deal_and_moves_to_json(state)
    outcome = state.outcome()
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": shared["rules"],
        "dealer": shared["dealer"],
        "trump": state.trump_card.code if state.trump_card else None,
        **shared,
        "tricks": [t.to_json() for t in state.tricks],
        "result": None if outcome is None else outcome.to_json(),
    }


def replay_record(data: Any) -> GameState:
    """Check a record against the rules and return the hand it describes.

    Every move must be legal, and the ``trump``, ``tricks`` and ``result`` it states must be
    what the moves lead to; otherwise :class:`InvalidStateError` says what is wrong.
    ``data`` is the record or its JSON text.
    """
    data = parse_text(data, FORMAT)
    check_header(data, FORMAT, VERSION)
    state = deal_from_json(data, GameState.from_deal)
    trump = None if data.get("trump", "") is None else field(data, "trump", str, "the record")
    expected_trump = state.trump_card.code if state.trump_card else None
    if trump != expected_trump:
        if expected_trump is None:
            raise InvalidStateError(f"trump is {shorten(repr(trump))} but there is no trump card")
        raise InvalidStateError(
            f"trump is {shorten(repr(trump))} but the last card of the stock is {expected_trump}"
        )
    replay_moves(state, field(data, "moves", list, "the record"))
    tricks = field(data, "tricks", list, "the record")
    if len(tricks) != len(state.tricks):
        raise InvalidStateError(
            f"the record lists {len(tricks)} tricks but the moves make {len(state.tricks)}"
        )
    for number, (written, played) in enumerate(zip(tricks, state.tricks, strict=True), 1):
        if written != played.to_json():
            raise InvalidStateError(
                f"trick {number} is written as {shorten(repr(written))}"
                f" but the moves make {played.to_json()!r}"
            )
    if "result" not in data:
        raise InvalidStateError("the record: missing field 'result'")
    outcome = state.outcome()
    expected = None if outcome is None else outcome.to_json()
    if data["result"] != expected:
        raise InvalidStateError(
            f"result is {shorten(repr(data['result']))} but the moves give {expected!r}"
        )
    return state


def describe(state: GameState) -> list[str]:
    """Lines that tell the hand trick by trick, for ``python -m briscola replay``."""
    rules = state.rules
    lines = [
        f"{rules.players} players, {rules.deck} cards, trump-7 swap "
        f"{'on' if rules.swap_seven else 'off'}; dealer: seat {state.dealer}",
        f"trump: {state.trump_card.code} ({state.trump_card.name})"
        if state.trump_card
        else "no trump (Briscolone)",
    ]
    lines += [f"seat {seat} dealt {' '.join(codes(hand))}" for seat, hand in enumerate(state.dealt)]
    plays: list[str] = []
    finished = iter(enumerate(state.tricks, start=1))
    for seat, action in state.moves:
        if isinstance(action, SwapSeven):
            # The only card a swap can take is the original face-up trump.
            lines.append(
                f"          seat {seat} swaps {action.card.code} for {state.initial_stock[-1].code}"
            )
            continue
        if isinstance(action, Declare):
            lines.append(f"          seat {seat} declares 31")
            continue
        if isinstance(action, Signal):
            lines.append(f"          seat {seat} signals {action.name}")
            continue
        if isinstance(action, (Bid, Call)):
            lines.append(f"          seat {seat} {action}")
            continue
        plays.append(f"{seat}:{action.card.code}")
        if len(plays) == rules.players:
            number, trick = next(finished)
            lines.append(
                f"trick {number:2}: {' '.join(plays)}  -> seat {trick.winner} takes {trick.points}"
            )
            plays = []
    if plays:
        lines.append(f"trick {len(state.tricks) + 1:2}: {' '.join(plays)}  (unfinished)")
    if state.is_over:
        outcome = state.outcome()
        assert outcome is not None
        side = {4: "pair", 5: "side", 6: "team"}.get(rules.players, "seat")
        if outcome.contract is not None:
            c = outcome.contract
            lines.append(
                f"seat {c.caller} called {c.called} (partner: seat {c.partner}),"
                f" needing {c.target}; side 0 is caller and partner"
            )
        lines.append(f"points: {' '.join(str(p) for p in outcome.side_points)} (by {side})")
        if outcome.declared is not None:
            right = "right" if outcome.declared.right else "wrong"
            lines.append(f"seat {outcome.declared.seat} declared 31: {right}")
        if outcome.winner is None:
            lines.append("result: tie")
        else:
            cappotto = " (cappotto)" if outcome.cappotto else ""
            lines.append(f"result: {side} {outcome.winner} wins{cappotto}")
    return lines


def record_to_text(record: dict[str, Any]) -> str:
    """The record as JSON text with one field per line, and one move or trick per line."""
    parts = []
    for key, value in record.items():
        if key in ("moves", "tricks") and value:
            items = ",\n    ".join(json.dumps(item) for item in value)
            parts.append(f'  "{key}": [\n    {items}\n  ]')
        else:
            parts.append(f'  "{key}": {json.dumps(value)}')
    return "{\n" + ",\n".join(parts) + "\n}"
