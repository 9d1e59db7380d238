"""What the other players' past plays say, on kernel positions.

- ``histories``: every past of a seat's hand (un-drawing, taking back its plays) and the
  share of them a model player explains;
- ``inference``: the styles of each opponent in one world (greedy, the policy, random) and
  the greedy baseline's card;
- ``evidence``: which kind of player an opponent is (greedy, the policy, strong, random),
  read over uniform worlds (the gate's reading).

The search (``briscola.ai.search``) turns these likelihoods into weighed worlds.
"""
