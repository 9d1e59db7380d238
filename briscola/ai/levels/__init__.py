"""The computer players by level, and what a player is (``base``: a search from a view).

The page's levels (``easy``, ``medium``, ``hard``, ``maestro``), the baselines for measuring
(``random_player``, ``greedy``) and the first rule-based player (``rule_based``). The public
names are re-exported by :mod:`briscola.ai`.
"""
