"""Matches for measuring, outside the page: the arena (``match``: two players on the same
deals with the seats exchanged) and outside bot programs (``bot``: the bot protocol).

The command line's ``arena`` and the benchmarks use it; the page never imports it and the
site build leaves it out (it reaches the research options of ``briscola.ai.lab``). The
match's names are importable from here too.
"""

from __future__ import annotations

from briscola.ai.arena.match import (
    Contestant,
    MatchGame,
    MatchResult,
    play_deals,
    run_match,
    seats_of_a,
)

__all__ = ["Contestant", "MatchGame", "MatchResult", "play_deals", "run_match", "seats_of_a"]
