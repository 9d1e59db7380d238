"""Matches for measuring, outside the page: the arena (``match``: two players on the same
deals with the seats exchanged) and outside bot programs (``bot``: the bot protocol).

The command line's ``arena`` and the benchmarks use it; the page never imports it and the
site build leaves it out (it reaches the research options of ``briscola.ai.lab``).
"""
