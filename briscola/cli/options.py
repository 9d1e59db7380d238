"""Rule options as command-line flags, shared by every subcommand that deals hands."""

from __future__ import annotations

import argparse

from briscola.engine.errors import RulesError
from briscola.engine.rules import PRESETS, Rules, preset
from briscola.engine.values import fields_of
from briscola.engine.variants import DECK_SIZES, TABLES, VARIANTS

DECKS = tuple(sorted({size for sizes in DECK_SIZES.values() for size in sizes}, reverse=True))


def add_rule_flags(parser: argparse.ArgumentParser, *, series: bool = False) -> None:
    """Add ``--preset``, ``--variant``, ``--players``, ``--deck``, ``--no-swap`` (and the
    series flags if asked)."""
    group = parser.add_argument_group("rules")
    group.add_argument("--preset", choices=sorted(PRESETS), help="start from a named rule set")
    group.add_argument(
        "--variant", choices=tuple(VARIANTS), help="play a variant at the table chosen"
    )
    group.add_argument(
        "--players",
        type=int,
        choices=TABLES,
        help="table size (default 2; 5 is Briscola Chiamata, 6 two teams of three)",
    )
    group.add_argument(
        "--deck", type=int, choices=DECKS, help="cards in play (3 players: 39 or 36)"
    )
    group.add_argument(
        "--no-swap", action="store_true", help="switch off the trump-7 swap (on by default)"
    )
    if series:
        group.add_argument(
            "--best-of", type=int, choices=(1, 3, 5), help="series length (default 1)"
        )
        group.add_argument(
            "--same-dealer-after-tie",
            action="store_true",
            help="a tied hand is dealt again by the same dealer",
        )
        group.add_argument(
            "--cappotto-double", action="store_true", help="a cappotto counts as two hands won"
        )


def rules_from_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Rules:
    """The rules the flags ask for; a bad combination ends with a usage error."""
    base = preset(args.preset) if args.preset else Rules()
    changes: dict[str, object] = {}
    if args.players is not None:
        changes["players"] = args.players  # Rules.replace brings the new table's deck and hand
    if args.deck is not None:
        changes["deck"] = args.deck
    if args.no_swap:
        changes["swap_seven"] = False
    for name in ("best_of", "same_dealer_after_tie", "cappotto_double"):
        value = getattr(args, name, None)
        if value not in (None, False):
            changes[name] = value
    try:
        rules = base.replace(**changes)
        return rules if args.variant is None else with_variant(rules, args.variant)
    except RulesError as error:
        parser.error(str(error))


def with_variant(rules: Rules, name: str) -> Rules:
    """``rules`` at the same table playing the variant ``name``: its options replace the
    ones it sets, the others are kept.

    >>> with_variant(preset("classic-3-36"), "briscolone").hand_size
    5
    """
    fixed = dict(VARIANTS[name].options) if name in VARIANTS else {}
    kept = {
        option: getattr(rules, option)
        for option in fields_of(rules)
        if option not in fixed and option not in ("players", "deck", "hand_size")
    }
    return Rules.for_table(rules.players, variant=name, deck=rules.deck, **kept)
