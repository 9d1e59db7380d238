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

Result = tuple[float, float, float]
"""One game of a period: the opponent's rating, the opponent's deviation, the score (0–1)."""


@value
class Rating:
    """A rating, its deviation (how unsure it is) and its volatility, on the Glicko scale.

    >>> Rating()
    Rating(rating=1500.0, deviation=350.0, volatility=0.06)
    >>> Rating(1500, 0, 0.06)
    Traceback (most recent call last):
    ValueError: a rating's deviation must be a positive finite number, not 0
    """

    rating: float = 1500.0
    deviation: float = 350.0
    volatility: float = 0.06

    def __post_init__(self) -> None:
        _check_finite("a rating", self.rating)
        _check_positive("a rating's deviation", self.deviation)
        _check_positive("a rating's volatility", self.volatility)


def expected_score(player: float, opponent: float, opponent_deviation: float) -> float:
    """The score a player of rating ``player`` expects against the opponent (0–1).

    >>> round(expected_score(1500, 1500, 350), 3)
    0.5
    >>> round(expected_score(1500, 1400, 30), 3)
    0.639
    """
    mu = (player - CENTRE) / SCALE
    return _expected(mu, (opponent - CENTRE) / SCALE, _g(opponent_deviation / SCALE))


def update(player: Rating, results: Sequence[Result], tau: float = TAU) -> Rating:
    """The player's rating after one rating period with these results (step 1–8 of the paper).

    >>> update(Rating(), [(1500, 350, 2)])
    Traceback (most recent call last):
    ValueError: a score must be between 0 and 1, not 2
    """
    _check_positive("tau", tau)
    checked = [_checked(result) for result in results]
    mu = (player.rating - CENTRE) / SCALE
    phi = player.deviation / SCALE
    if not checked:
        return Rating(player.rating, math.hypot(phi, player.volatility) * SCALE, player.volatility)
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
    return Rating(new_mu * SCALE + CENTRE, new_phi * SCALE, sigma)


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
    while abs(x_b - x_a) > EPSILON:
        x_c = x_a + (x_a - x_b) * f_a / (f_b - f_a)
        f_c = f(x_c)
        if f_c * f_b <= 0:
            x_a, f_a = x_b, f_b
        else:
            f_a /= 2.0
        x_b, f_b = x_c, f_c
    return math.exp(x_a / 2.0)


def _checked(result: Result) -> Result:
    rating, deviation, score = result
    _check_finite("an opponent's rating", rating)
    _check_positive("an opponent's deviation", deviation)
    if not (isinstance(score, int | float) and 0.0 <= score <= 1.0):
        raise ValueError(f"a score must be between 0 and 1, not {score!r}")
    return float(rating), float(deviation), float(score)


def _check_finite(what: str, number: float) -> None:
    if isinstance(number, bool) or not isinstance(number, int | float) or not math.isfinite(number):
        raise ValueError(f"{what} must be a finite number, not {number!r}")


def _check_positive(what: str, number: float) -> None:
    if isinstance(number, bool) or not isinstance(number, int | float):
        raise ValueError(f"{what} must be a positive finite number, not {number!r}")
    if not (math.isfinite(number) and number > 0):
        raise ValueError(f"{what} must be a positive finite number, not {number!r}")
