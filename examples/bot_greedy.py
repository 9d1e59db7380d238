#!/usr/bin/env python3
"""An example bot for ``python -m briscola arena --bot``: the greedy baseline, standalone.

It speaks the bot protocol, version 1 (docs/bot-protocol.md): one JSON object per line on
stdin, one answer per line on stdout for ``hello`` and ``act``. It needs nothing but Python's
standard library, so it can be copied as the start of your own bot.

    python -m briscola arena bot greedy --bot "python examples/bot_greedy.py" --games 100
"""

from __future__ import annotations

import json
import sys
from typing import Any

POINTS = {"A": 11, "3": 10, "R": 4, "C": 3, "F": 2}
STRENGTH = {rank: 10 - i for i, rank in enumerate("A3RCF76542")}


def key(code: str, trump: str) -> tuple[bool, int, int]:
    """How dear a card is: (is trump, points, strength)."""
    return (code[1] == trump, POINTS.get(code[0], 0), STRENGTH[code[0]])


def winner(cards: list[str], trump: str) -> int:
    """Index of the card that takes the trick so far."""
    best = 0
    for i, code in enumerate(cards[1:], 1):
        top = cards[best]
        if code[1] == top[1]:
            if STRENGTH[code[0]] > STRENGTH[top[0]]:
                best = i
        elif code[1] == trump:
            best = i
    return best


def choose(view: dict[str, Any], legal: list[dict[str, Any]]) -> dict[str, Any]:
    """The greedy action: never swaps; takes a trick with points as cheaply as it can.

    With the variants' actions it stays simple: it never declares or signals, and in the
    Chiamata's auction it takes the first legal action (a pass when it may, then the lowest
    bid; the first card it may call).
    """
    trump = view["trump_suit"]
    hand = sorted((a["play"] for a in legal if "play" in a), key=lambda c: key(c, trump))
    if not hand:
        return legal[0]
    table = [placed["card"] for placed in view["trick"]]
    if table and sum(POINTS.get(c[0], 0) for c in table) > 0:
        for card in hand:
            if winner([*table, card], trump) == len(table):
                return {"play": card}
    return {"play": hand[0]}


def main() -> None:
    """Answer the arena's messages until ``quit``."""
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            answer: dict[str, Any] = {"name": "example-greedy"}
        elif kind == "act":
            answer = {"action": choose(message["view"], message["legal"])}
        elif kind == "quit":
            return
        else:
            continue  # "result" and anything newer: no answer
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
