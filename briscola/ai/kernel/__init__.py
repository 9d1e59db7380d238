"""The fast kernel of the computer players: a hand of Briscola on plain integers.

- ``sim``: the engine's rules on integers (:class:`~briscola.ai.kernel.sim.Sim`), the deal
  and the moves;
- ``sampling``: the deals a seat's view allows, as kernel positions (the search's worlds);
- ``playout``: the rule-of-thumb playout policy that finishes a hand fast;
- ``endgame``, ``exploit``, ``open_play``: exact play of a fully known position (against a
  perfect opponent, against a known style, and alpha-beta over the open hand).

Everything here works on kernel positions, never on a view's search: ``reading`` and
``search`` build on it.
"""
