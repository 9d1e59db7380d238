"""The hypothesis settings of the property tests: few examples each (the whole suite runs in
minutes), no deadline (a slow machine is no failure), no example database (a run depends on
its seed alone)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

PROPERTY = settings(
    max_examples=10,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Hypothesis settings for the random-play properties: whole hands, ten per table."""

HEAVY = settings(PROPERTY, max_examples=4)
"""For properties that check every seat or reload the state at every step of a hand."""
