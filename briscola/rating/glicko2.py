"""Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation
and its volatility, and one rating period's update from the games played in it.

Ratings are on the Glicko scale (a new player: 1500, deviation 350, volatility 0.06). A
period's results are ``(opponent rating, opponent deviation, score)`` with score 1 for a win,
0.5 for a draw and 0 for a loss. The example of the paper, a player of 1500 (deviation 200)
who beats a 1400 and loses to a 1550 and to a 1700, ends at mu' = -0.2069 and phi' = 0.8722
on the Glicko-2 scale, which the paper gives as 1464.06 and 151.52 (it rounds each step to four
places; unrounded the rating is 1464.05), with a volatility of 0.05999 (0.059996 unrounded):

>>> new = update(Rating(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
>>> mu, phi = round((new.rating - CENTRE) / SCALE, 4), round(new.deviation / SCALE, 4)
>>> mu, phi, f"{mu * SCALE + CENTRE:.2f} {phi * SCALE:.2f}"
(-0.2069, 0.8722, '1464.06 151.52')
>>> f"{new.rating:.4f} {new.deviation:.4f} {new.volatility:.6f}"
'1464.0507 151.5165 0.059996'

A period without games only widens the deviation:

>>> f"{update(Rating(1500, 200, 0.06), []).deviation:.2f}"
'200.27'

Every number it takes must lie within the bounds a rating keeps (a rating from :data:`LOWEST`
to :data:`HIGHEST`, a deviation from :data:`MIN_DEVIATION` to :data:`MAX_DEVIATION`, a
volatility from :data:`MIN_VOLATILITY` to :data:`MAX_VOLATILITY`, a score from 0 to 1), else
it is refused with a :class:`ValueError`; it is compared before it is turned into a float, so
an integer of 400 digits is refused rather than overflowing. Every rating the update gives
is held inside the bounds, and over that whole domain it raises nothing
(``tests/engine/test_glicko2.py`` draws from all of it):

>>> Rating(1e308, 350, 0.06)
Traceback (most recent call last):
ValueError: a rating must be a number from 0 to 4000, not 1e+308
>>> top = update(Rating(4000, 350, 0.1), [(0, 1, 1)] * 50)
>>> top.rating, top.deviation
(4000.0, 350.0)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from briscola.engine.values import value

SCALE = 173.7178
"""Glicko points per Glicko-2 unit (400 / ln 10)."""
CENTRE = 1500.0
"""The Glicko rating that is 0 on the Glicko-2 scale."""
TAU = 0.5
"""The system constant: how much the volatility may change in a period (the paper: 0.3–1.2)."""
EPSILON = 0.000001
"""The convergence tolerance of the volatility's iteration (the paper's value)."""
MAX_STEPS = 100
"""The volatility's iteration stops after this many steps (a safeguard: over the domain the
property test draws from, it converges well before)."""

LOWEST = 0.0
HIGHEST = 4000.0
"""The ratings taken and given, a player's and an opponent's."""
MIN_DEVIATION = 1.0
MAX_DEVIATION = 350.0
"""The deviations taken and given: never wider than a new player's."""
MIN_VOLATILITY = 0.0001
MAX_VOLATILITY = 0.1
"""The volatilities taken and given: held under 0.1, as lichess holds it, so that a run of
surprises cannot make a rating swing without end; above 0.0001, so that the iteration's
logarithm of its square never meets 0."""
LOWEST_TAU = 0.3
HIGHEST_TAU = 1.2
"""The system constants taken: the paper's range of reasonable choices."""

Result = tuple[float, float, float]
"""One game of a period: the opponent's rating, the opponent's deviation, the score (0–1)."""


@value
class Rating:
    """A rating, its deviation (how unsure it is) and its volatility, on the Glicko scale;
    each field within its bounds (stored as a float).

    >>> Rating(), Rating(1500, 200, 0.06).rating
    (Rating(rating=1500.0, deviation=350.0, volatility=0.06), 1500.0)
    >>> Rating(1500, 0, 0.06)
    Traceback (most recent call last):
    ValueError: a rating's deviation must be a number from 1 to 350, not 0
    >>> Rating(10**400, 350, 0.06)
    Traceback (most recent call last):
    ValueError: a rating must be a number from 0 to 4000, not an integer of 1329 bits
    """

    rating: float = 1500.0
    deviation: float = 350.0
    volatility: float = 0.06

    def __post_init__(self) -> None:
        rating = within("a rating", self.rating, LOWEST, HIGHEST)
        deviation = within("a rating's deviation", self.deviation, MIN_DEVIATION, MAX_DEVIATION)
        volatility = within(
            "a rating's volatility", self.volatility, MIN_VOLATILITY, MAX_VOLATILITY
        )
        object.__setattr__(self, "rating", rating)
        object.__setattr__(self, "deviation", deviation)
        object.__setattr__(self, "volatility", volatility)


def within(what: str, number: object, low: float, high: float) -> float:
    """``number`` as a float, when it is a number (not a bool) from ``low`` to ``high``;
    else a :class:`ValueError` naming ``what``. The bounds are compared first, so an integer
    too big for a float is refused, never converted (which would overflow).

    >>> within("a score", 1, 0, 1), within("a score", 0.5, 0, 1)
    (1.0, 0.5)
    >>> within("a score", float("nan"), 0, 1)
    Traceback (most recent call last):
    ValueError: a score must be a number from 0 to 1, not nan
    """
    if isinstance(number, bool) or not isinstance(number, int | float) or not low <= number <= high:
        raise ValueError(f"{what} must be a number from {low:g} to {high:g}, not {_shown(number)}")
    return float(number)


def _shown(number: object) -> str:
    if isinstance(number, int) and not isinstance(number, bool) and abs(number) >= 10**20:
        return f"an integer of {number.bit_length()} bits"
    text = repr(number)
    return text if len(text) <= 30 else text[:29] + "…"


def expected_score(player: float, opponent: float, opponent_deviation: float) -> float:
    """The score a player of rating ``player`` expects against the opponent (0–1).

    >>> round(expected_score(1500, 1500, 350), 3)
    0.5
    >>> round(expected_score(1500, 1400, 30), 3)
    0.639
    """
    mu = (within("a rating", player, LOWEST, HIGHEST) - CENTRE) / SCALE
    rating, deviation, _ = _checked((opponent, opponent_deviation, 0.0))
    return _expected(mu, (rating - CENTRE) / SCALE, _g(deviation / SCALE))


def update(player: Rating, results: Sequence[Result], tau: float = TAU) -> Rating:
    """The player's rating after one rating period with these results (step 1–8 of the
    paper), held inside the bounds.

    >>> update(Rating(), [(1500, 350, 2)])
    Traceback (most recent call last):
    ValueError: a score must be a number from 0 to 1, not 2
    """
    tau = within("tau", tau, LOWEST_TAU, HIGHEST_TAU)
    checked = [_checked(result) for result in results]
    mu = (player.rating - CENTRE) / SCALE
    phi = player.deviation / SCALE
    if not checked:
        wider = math.hypot(phi, player.volatility) * SCALE
        return _bounded(player.rating, wider, player.volatility)
    games = [
        ((rating - CENTRE) / SCALE, _g(deviation / SCALE), score)
        for rating, deviation, score in checked
    ]
    expected = [_expected(mu, mu_j, g_j) for mu_j, g_j, _ in games]
    variance = 1.0 / sum(
        g_j * g_j * e * (1.0 - e) for (_, g_j, _), e in zip(games, expected, strict=True)
    )
    gain = sum(g_j * (score - e) for (_, g_j, score), e in zip(games, expected, strict=True))
    delta = variance * gain
    sigma = _new_volatility(phi, player.volatility, variance, delta, tau)
    phi_star = math.hypot(phi, sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / variance)
    new_mu = mu + new_phi * new_phi * gain
    return _bounded(new_mu * SCALE + CENTRE, new_phi * SCALE, sigma)


def _bounded(rating: float, deviation: float, volatility: float) -> Rating:
    """The rating with each field held inside its bounds (the new volatility after the
    deviation it gave: the cap changes only what the next period starts from)."""
    return Rating(
        min(HIGHEST, max(LOWEST, rating)),
        min(MAX_DEVIATION, max(MIN_DEVIATION, deviation)),
        min(MAX_VOLATILITY, max(MIN_VOLATILITY, volatility)),
    )


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, g_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-g_j * (mu - mu_j)))


def _new_volatility(phi: float, sigma: float, variance: float, delta: float, tau: float) -> float:
    """Step 5: the Illinois algorithm on f(x) = 0, x = ln(sigma'^2)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        wide = phi * phi + variance + ex
        return ex * (delta * delta - wide + ex) / (2.0 * wide * wide) - (x - a) / (tau * tau)

    x_a = a
    if delta * delta > phi * phi + variance:
        x_b = math.log(delta * delta - phi * phi - variance)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        x_b = a - k * tau
    f_a, f_b = f(x_a), f(x_b)
    steps = 0
    while abs(x_b - x_a) > EPSILON and f_b != f_a and steps < MAX_STEPS:
        x_c = x_a + (x_a - x_b) * f_a / (f_b - f_a)
        f_c = f(x_c)
        if f_c * f_b <= 0:
            x_a, f_a = x_b, f_b
        else:
            f_a /= 2.0
        x_b, f_b = x_c, f_c
        steps += 1
    return math.exp(x_a / 2.0)


def _checked(result: Result) -> Result:
    rating, deviation, score = result
    return (
        within("an opponent's rating", rating, LOWEST, HIGHEST),
        within("an opponent's deviation", deviation, MIN_DEVIATION, MAX_DEVIATION),
        within("a score", score, 0.0, 1.0),
    )
