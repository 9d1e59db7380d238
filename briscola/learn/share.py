"""A shareable deal: the query part of a link that carries the table's settings and the
deal (the hand's seed, number and dealer, from which the deal is drawn exactly as the page
drew it), and optionally the sharer's result.

The text is ``key=value`` pairs joined by ``&`` in a fixed order (:data:`KEYS`); the parser
is strict: every key known and present once (the optional ones at most once), every value
ASCII in its own form, at most :data:`MAX_LENGTH` characters. Anything else is refused with
an :class:`InvalidStateError` whose message says what is wrong, so the page can refuse the
link and touch nothing.
"""

from __future__ import annotations

from typing import Final

from briscola.engine.errors import InvalidStateError, RulesError
from briscola.engine.jsonio import shorten
from briscola.engine.state import GameState
from briscola.engine.values import value
from briscola.setup.levels import PLAYER_NAMES
from briscola.setup.seeds import MAX_SEED, deal_rng
from briscola.setup.settings import Settings

VERSION: Final = "1"
MAX_LENGTH: Final = 300
"""Longest query text read (a full link's is under 150 characters)."""
MAX_HAND: Final = 99
"""Highest hand number a link may name (a series of five with ties replays a few)."""
KEYS: Final = ("v", "p", "d", "var", "sw", "fs", "sg", "lv", "seed", "n", "dl", "pts", "res")
"""Every key, in the order written; ``dl`` only after the first hand, ``pts``/``res`` only
with a result."""
SEED_DIGITS: Final = 19
"""A hand seed is below 2⁶³, which has 19 digits."""
RESULTS: Final = {"w": "won", "l": "lost", "t": "tied"}


@value
class SharedResult:
    """How the sharer did: their side's points and won, lost or tied."""

    points: int
    result: str
    """One of ``won``, ``lost``, ``tied``."""


@value
class SharedDeal:
    """A table and one deal at it, as a link carries them."""

    settings: Settings
    """The table's settings (a single hand; the receiver keeps its own display choices)."""
    hand_seed: int
    hand_number: int = 1
    dealer: int | None = None
    """The dealer after the first hand of a series; None for a first hand (drawn by lot)."""
    result: SharedResult | None = None

    def deal(self) -> GameState:
        """The hand as the sharer's page dealt it, before the first move."""
        rules = self.settings.rules()
        return GameState.new(rules, deal_rng(self.hand_seed, self.hand_number), self.dealer)


def encode(shared: SharedDeal) -> str:
    """The query text (without ``?``) of a link to ``shared``.

    >>> encode(SharedDeal(Settings(levels=("hard",) * 5), 1234))
    'v=1&p=2&d=40&var=classic&sw=1&fs=0&sg=0&lv=hard&seed=1234&n=1'
    """
    s = shared.settings
    pairs = [
        ("v", VERSION),
        ("p", str(s.players)),
        ("d", str(s.rules().deck)),
        ("var", s.variant),
        ("sw", _flag(s.swap_seven)),
        ("fs", _flag(s.follow_suit)),
        ("sg", _flag(s.signals)),
        ("lv", ".".join(s.levels[: s.players - 1])),
        ("seed", str(shared.hand_seed)),
        ("n", str(shared.hand_number)),
    ]
    if shared.dealer is not None:
        pairs.append(("dl", str(shared.dealer)))
    if shared.result is not None:
        code = next(k for k, v in RESULTS.items() if v == shared.result.result)
        pairs += [("pts", str(shared.result.points)), ("res", code)]
    return "&".join(f"{key}={value}" for key, value in pairs)


def parse(text: str, base: Settings | None = None) -> SharedDeal:
    """The deal a link's query text (with or without ``?``) carries; ``base`` gives the
    receiver's own choices that a link does not carry (language, display).

    >>> parse("v=1&p=2&d=40&var=classic&sw=1&fs=0&sg=0&lv=hard&seed=1234&n=1").hand_seed
    1234
    >>> parse("v=1&p=2&d=40&var=classic&sw=1&fs=0&sg=0&lv=hard&seed=x&n=1")
    Traceback (most recent call last):
    ...
    briscola.engine.errors.InvalidStateError: the link: 'seed' must be digits, not 'x'
    """
    if not isinstance(text, str):
        raise InvalidStateError("the link must be text")
    if len(text) > MAX_LENGTH:
        raise InvalidStateError(f"the link is too long ({len(text):,} characters; at most 300)")
    if not text.isascii():
        raise InvalidStateError("the link holds characters other than ASCII")
    fields = _fields(text.removeprefix("?"))
    if fields.get("v") != VERSION:
        raise InvalidStateError(f"the link's version {shorten(repr(fields.get('v')))} is not 1")
    players = _number(fields, "p", 2, 6)
    levels = _text(fields, "lv").split(".")
    if len(levels) != players - 1 or any(level not in PLAYER_NAMES for level in levels):
        raise InvalidStateError(f"the link: 'lv' must name {players - 1} computer level(s)")
    own = base or Settings()
    try:
        settings = own.replace(
            players=players,
            deck=_number(fields, "d", 36, 40),
            variant=_text(fields, "var"),
            swap_seven=_flag_of(fields, "sw"),
            follow_suit=_flag_of(fields, "fs"),
            signals=_flag_of(fields, "sg"),
            levels=(*levels, *own.levels[players - 1 :]),
            people=(),
            best_of=1,
        )
        if settings.variant != fields["var"] or settings.rules().deck != int(fields["d"]):
            raise RulesError("this table cannot play that variant or deck")
    except RulesError as error:
        raise InvalidStateError(f"the link's table: {error}") from None
    seed = _text(fields, "seed")
    if not (seed.isdigit() and len(seed) <= SEED_DIGITS and int(seed) < MAX_SEED):
        raise InvalidStateError(f"the link: 'seed' must be digits, not {_shown(fields, 'seed')}")
    number = _number(fields, "n", 1, MAX_HAND)
    dealer = None
    if number > 1:
        dealer = _number(fields, "dl", 0, players - 1)
    elif "dl" in fields:
        raise InvalidStateError("the link: a first hand's dealer is drawn, not given ('dl')")
    return SharedDeal(settings, int(seed), number, dealer, _result(fields))


def _fields(text: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for pair in text.split("&"):
        key, sep, value = pair.partition("=")
        if not sep:
            raise InvalidStateError(f"the link: {shorten(repr(pair), 30)} is not key=value")
        if key not in KEYS:
            raise InvalidStateError(f"the link: unknown key {shorten(repr(key), 30)}")
        if key in fields:
            raise InvalidStateError(f"the link: {key!r} is given twice")
        fields[key] = value
    return fields


def _result(fields: dict[str, str]) -> SharedResult | None:
    if "pts" not in fields and "res" not in fields:
        return None
    points = _number(fields, "pts", 0, 120)
    code = _text(fields, "res")
    if code not in RESULTS:
        raise InvalidStateError("the link: 'res' must be w, l or t")
    return SharedResult(points, RESULTS[code])


def _shown(fields: dict[str, str], key: str) -> str:
    return shorten(repr(fields.get(key)), 30)


def _text(fields: dict[str, str], key: str) -> str:
    if key not in fields:
        raise InvalidStateError(f"the link: {key!r} is missing")
    return fields[key]


def _number(fields: dict[str, str], key: str, low: int, high: int) -> int:
    value = _text(fields, key)
    if not (value.isdigit() and len(value) <= 3 and low <= int(value) <= high):
        raise InvalidStateError(
            f"the link: {key!r} must be a number from {low} to {high}, not {_shown(fields, key)}"
        )
    return int(value)


def _flag(value: bool) -> str:
    return "1" if value else "0"


def _flag_of(fields: dict[str, str], key: str) -> bool:
    value = _text(fields, key)
    if value not in ("0", "1"):
        raise InvalidStateError(f"the link: {key!r} must be 0 or 1, not {_shown(fields, key)}")
    return value == "1"
