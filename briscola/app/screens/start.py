"""The presenter of the start screen, and the one place that turns its choices into settings."""

from __future__ import annotations

from typing import Final

from briscola.app.game.seats import person_name, role_label, seat_name, table_sides
from briscola.app.screens.faces import CardFace
from briscola.app.screens.lesson import LessonOffer
from briscola.app.statistics.counts import Stats
from briscola.engine.cards import Card
from briscola.engine.errors import RulesError
from briscola.engine.rules import BEST_OF
from briscola.engine.tuples import NamedTuple
from briscola.engine.variants import (
    CHIAMATA_PLAYERS,
    DECK_SIZES,
    RULE_TOGGLES,
    TABLES,
    VARIANTS,
    offered,
)
from briscola.i18n import card_phrase, level_name, text
from briscola.setup.levels import LEVELS
from briscola.setup.looks import BACKS, FELTS, OWN_BACK, PATTERNS
from briscola.setup.settings import (
    COMPUTER_SEATS,
    COUNTING,
    PACES,
    PERSON,
    SEATS,
    Settings,
    clean_name,
)

TOGGLES: Final = (
    "follow_suit",
    "signals",
    "swap_seven",
    "show_points",
    "show_tricks",
    "same_dealer_after_tie",
    "cappotto_double",
    "clockwise",
)
"""Yes/no choices, by their :class:`Settings` field names."""
_TOGGLE_LABELS: Final = {
    "follow_suit": "start.follow_suit",
    "signals": "start.signals",
    "swap_seven": "start.swap",
    "show_points": "start.learner",
    "show_tricks": "start.show_tricks",
    "same_dealer_after_tie": "start.same_dealer",
    "cappotto_double": "start.cappotto",
    "clockwise": "start.clockwise",
}


class DailyOffer(NamedTuple):
    """The start screen's daily deal: the button and a line on today's result and streaks
    (or, when the deal cannot be dealt, why: ``ready`` False)."""

    label: str
    note: str
    ready: bool = True


class Choice(NamedTuple):
    """One option of a group: its form value, its label, whether it is chosen."""

    value: str
    label: str
    selected: bool


class ChoiceGroup(NamedTuple):
    """A group of exclusive options (radio buttons or a select), named like the form field."""

    name: str
    label: str
    choices: tuple[Choice, ...]


class Toggle(NamedTuple):
    """A yes/no option (a checkbox)."""

    name: str
    label: str
    checked: bool


class NameField(NamedTuple):
    """A person's name at a table of several people: a text field named ``name-<seat>``,
    empty for the default name, which it shows as its placeholder."""

    seat: int
    label: str
    """Its name for screen readers ("Nome per Giulia (compagna)")."""
    value: str
    placeholder: str
    short: str = ""
    """What it shows beside the field ("Nome", under the seat's choice), when shorter."""


PREVIEW: Final = ("AD", "3C", "RS", "CB")
"""The cards the deck's preview shows: an ace, a three, a king and a knight, a suit each."""


class LooksPreview(NamedTuple):
    """A few cards of the chosen deck and its back, on the chosen felt."""

    label: str
    """What the preview is, for screen readers ("Anteprima: Napoletane")."""
    cards: tuple[CardFace, ...]
    back: str
    """The back's name ("Dorso: Scozzese")."""


class StartModel(NamedTuple):
    """Everything the start screen shows; the groups appear in this order."""

    table: tuple[ChoiceGroup, ...]
    """Players, the 3-player deck (only for 3), the variant, single hand or series."""
    levels: tuple[ChoiceGroup, ...]
    """A level per computer seat, named ``level-1`` … ``level-3``."""
    toggles: tuple[Toggle, ...]
    stats: str
    pace: ChoiceGroup
    """Lento, Normale, Veloce: how fast the computer plays and a finished trick is gathered."""
    aids: tuple[ChoiceGroup, ...] = ()
    """The learning aids' choices (the counting aid), shown with the options."""
    summary: str = ""
    """The current choices in one line ("2 giocatori · Classica · Difficile · Mano singola")."""
    open: bool = False
    """The choices are shown (they sit behind a disclosure; "Gioca" plays them at once)."""
    daily: DailyOffer | None = None
    """The daily deal's button and its line."""
    names: tuple[NameField, ...] = ()
    """The people's names, by seat, when more than one person plays (each beside its
    seat's choice; seat 0's first)."""
    looks: tuple[ChoiceGroup, ...] = ()
    """The cards' pattern (the deck), their back and the table's felt."""
    preview: LooksPreview | None = None
    """The chosen deck's preview."""
    lesson: LessonOffer | None = None
    """The first hand that teaches: its button and line."""


def present_start(settings: Settings, stats: Stats, lang: str, *, open: bool = False) -> StartModel:
    """The start screen for the remembered ``settings`` (``open``: their choices shown)."""
    rules = settings.rules()
    table = [
        ChoiceGroup(
            "players",
            text(lang, "start.players"),
            tuple(
                Choice(str(n), text(lang, f"start.players.{n}"), n == settings.players)
                for n in TABLES
            ),
        )
    ]
    if len(DECK_SIZES[settings.players]) > 1:
        left_out = card_phrase(Card.from_code("2D"), lang)  # the card a deck of 39 leaves out
        table.append(
            ChoiceGroup(
                "deck",
                text(lang, "start.deck"),
                tuple(
                    Choice(str(n), text(lang, f"start.deck.{n}", card=left_out), n == rules.deck)
                    for n in DECK_SIZES[settings.players]
                ),
            )
        )
    variants = offered(settings.players, rules.deck)
    if len(variants) > 1:  # a table of five plays only the Chiamata
        table.append(
            ChoiceGroup(
                "variant",
                text(lang, "start.variant"),
                tuple(
                    Choice(name, text(lang, f"start.variant.{name}"), name == settings.variant)
                    for name in variants
                ),
            )
        )
    if settings.players != CHIAMATA_PLAYERS:  # the Chiamata's sides change every hand
        table.append(
            ChoiceGroup(
                "best_of",
                text(lang, "start.series"),
                tuple(
                    Choice(str(n), text(lang, f"start.series.{n}"), n == settings.best_of)
                    for n in BEST_OF
                ),
            )
        )
    counting = ChoiceGroup(
        "counting",
        text(lang, "start.counting"),
        tuple(
            Choice(mode, text(lang, f"start.counting.{mode}"), mode == settings.counting)
            for mode in COUNTING
        ),
    )
    sides = table_sides(rules)
    levels = tuple(
        ChoiceGroup(
            f"level-{seat}",
            _level_label(sides, seat, lang),
            (
                *(
                    Choice(
                        level,
                        level_name(level, lang),
                        level == settings.levels[seat - 1] and not settings.is_person(seat),
                    )
                    for level in LEVELS
                ),
                Choice(PERSON, text(lang, "start.person"), settings.is_person(seat)),
            ),
        )
        for seat in range(1, settings.players)
    )
    toggles = tuple(
        Toggle(name, text(lang, _TOGGLE_LABELS[name]), bool(getattr(settings, name)))
        for name in TOGGLES
        if _shown(name, settings)
    )
    pace = ChoiceGroup(
        "pace",
        text(lang, "start.pace"),
        tuple(Choice(p, text(lang, f"start.pace.{p}"), p == settings.pace) for p in PACES),
    )
    return StartModel(
        tuple(table),
        levels,
        toggles,
        stats_line(stats, settings.players, lang),
        pace,
        (counting,),
        summary(settings, lang),
        open,
        names=name_fields(settings, lang),
        looks=looks(settings, lang),
        preview=preview(settings, lang),
    )


def looks(settings: Settings, lang: str) -> tuple[ChoiceGroup, ...]:
    """The choices of the cards' pattern, their back and the felt."""
    groups = (
        ("pattern", settings.pattern, PATTERNS),
        ("back", settings.back, (OWN_BACK, *BACKS)),
        ("felt", settings.felt, FELTS),
    )
    return tuple(
        ChoiceGroup(
            name,
            text(lang, f"start.{name}"),
            tuple(Choice(v, text(lang, f"start.{name}.{v}"), v == chosen) for v in values),
        )
        for name, chosen, values in groups
    )


def preview(settings: Settings, lang: str) -> LooksPreview:
    """A few cards of the chosen pattern, named as the table names them (``lang`` says
    whether with the French suits).

    >>> shown = preview(Settings(pattern="napoletane"), "it")
    >>> shown.label, [face.name for face in shown.cards][:2], shown.back
    ('Anteprima: Napoletane', ['Asso di Denari', 'Tre di Coppe'], 'Dorso: Del mazzo')
    """
    pattern = text(lang, f"start.pattern.{settings.pattern}")
    back = text(lang, f"start.back.{settings.back}")
    return LooksPreview(
        text(lang, "start.preview", pattern=pattern),
        tuple(CardFace.of(Card.from_code(code), lang) for code in PREVIEW),
        text(lang, "start.preview.back", back=back),
    )


def name_fields(settings: Settings, lang: str) -> tuple[NameField, ...]:
    """The name fields of a table of several people (none for one person)."""
    if not settings.friends:
        return ()
    sides = table_sides(settings.rules())
    return tuple(
        NameField(
            seat,
            text(lang, "start.name", seat=_level_label(sides, seat, lang))
            if seat
            else text(lang, "start.name.you"),
            settings.names[seat],
            person_name(settings, seat, lang),
            text(lang, "start.name.short") if seat else "",
        )
        for seat in settings.persons()
    )


def summary(settings: Settings, lang: str) -> str:
    """The table, the variant, the computer's levels and the series length, in one line.

    >>> summary(Settings(levels=("hard",) * 5), "it")
    '2 giocatori · Classica · Difficile · Mano singola'
    >>> four = Settings(players=4, best_of=3, levels=("easy", "hard", "easy", "hard", "hard"))
    >>> summary(four, "en")
    '4 players · Classic · Easy, Hard · Best of 3'
    >>> summary(Settings(players=5), "de")
    '5 Spieler · Briscola chiamata · Mittel'
    >>> summary(Settings(players=4, people=(2,)), "it")
    '4 giocatori · Classica · Medio · 2 persone · Mano singola'
    """
    parts = [text(lang, "start.summary.players", n=settings.players)]
    if settings.players == CHIAMATA_PLAYERS:
        parts.append("Briscola chiamata")
    else:  # the variant's short name, as the table's series line says it
        parts.append(text(lang, f"start.variant.{settings.variant}").split(" · ")[0])
    chosen = settings.computer_levels()
    if chosen:
        parts.append(", ".join(level_name(level, lang) for level in dict.fromkeys(chosen)))
    if settings.friends:
        parts.append(text(lang, "start.summary.people", n=len(settings.persons())))
    if settings.players != CHIAMATA_PLAYERS:
        parts.append(text(lang, f"start.series.{settings.best_of}"))
    return " · ".join(parts)


def _level_label(sides: tuple[int | None, ...], seat: int, lang: str) -> str:
    """The seat's name (the computer's, which a person there keeps as default) and role."""
    role = role_label(sides, seat, lang)
    return f"{seat_name(seat, lang)} ({role})" if role else seat_name(seat, lang)


def _shown(toggle: str, settings: Settings) -> bool:
    """A rule option shows where the table and the variant let a player switch it
    (Briscolone has no trump, so no swap, and its own follow-suit option)."""
    if toggle in RULE_TOGGLES:
        return toggle in VARIANTS[settings.variant].toggles_at(settings.players)
    return True


def stats_line(stats: Stats, players: int, lang: str) -> str:
    """Hands and series won and lost at this table size (empty before the first hand)."""
    values = {
        name: stats.get(players, name)
        for name in ("hands_won", "hands_lost", "hands_tied", "series_won", "series_lost")
    }
    if not any(values.values()):
        return ""
    return text(
        lang,
        "start.stats",
        players=players,
        won=values["hands_won"],
        lost=values["hands_lost"],
        tied=values["hands_tied"],
        series_won=values["series_won"],
        series_lost=values["series_lost"],
    )


def choose(settings: Settings, name: str, value: str) -> Settings:
    """The settings after the person changed the form field ``name`` to ``value``.

    A value that makes no sense (a tampered form) leaves the settings as they were.

    >>> choose(Settings(), "players", "3").rules().deck
    39
    >>> choose(Settings(players=3), "deck", "36").deck
    36
    >>> choose(Settings(), "level-2", "hard").levels[1]
    'hard'
    >>> choose(Settings(), "players", "9") == Settings()
    True
    >>> choose(Settings(), "variant", "briscolone").rules().hand_size
    5
    >>> choose(Settings(players=3), "variant", "scoperta") == Settings(players=3)
    True
    >>> choose(Settings(), "pace", "fast").pace, choose(Settings(), "pace", "x").pace
    ('fast', 'normal')
    >>> friends = choose(Settings(players=4), "level-2", "person")
    >>> friends.people, choose(friends, "level-2", "easy").people
    ((2,), ())
    >>> choose(friends, "name-2", "  Bea ").names[2]
    'Bea'
    >>> choose(Settings(), "pattern", "piemontesi").pattern, choose(Settings(), "felt", "x").felt
    ('piemontesi', 'verde')
    """
    try:
        if name in ("players", "deck", "best_of"):
            return settings.replace(**{name: int(value)})
        if name == "variant":
            return settings.replace(variant=value)
        if name in TOGGLES:
            return settings.replace(**{name: value in ("1", "true", "on")})
        if name.startswith("level-") and (value in LEVELS or value == PERSON):
            return _seat_level(settings, int(name.removeprefix("level-")), value)
        if name.startswith("name-"):
            seat = int(name.removeprefix("name-"))
            if 0 <= seat < SEATS:
                names = list(settings.names)
                names[seat] = clean_name(value)
                return settings.replace(names=tuple(names))
        if name in ("language", "pace", "counting", "pattern", "back", "felt"):
            return settings.replace(**{name: value})
        if name == "sound":
            return settings.replace(sound=value in ("1", "true", "on"))
    except (ValueError, RulesError):
        pass
    return settings


def _seat_level(settings: Settings, seat: int, value: str) -> Settings:
    """Seat ``seat`` (1 to 5) played by a person (``value`` "person") or a computer level."""
    if not 1 <= seat <= COMPUTER_SEATS:
        return settings
    people = set(settings.people) - {seat}
    if value == PERSON:
        return settings.replace(people=tuple(sorted(people | {seat})))
    levels = list(settings.levels)
    levels[seat - 1] = value
    return settings.replace(levels=tuple(levels), people=tuple(sorted(people)))
