"""The table's layout check's cases: every table and variant, with the aids on and off, with
and without a notice, at the moments that fill the table most, as the markup the page writes.

Each case is made in CPython by the page's own controller (the fast computer players, a fixed
seed) brought to a moment, and written with the page's own markup functions
(``briscola/ui/markup``): the menu, the notice, the table's frame and its regions, and the
body's state, exactly what ``ui/game.py`` writes for that page. The browser test then writes
each case into one page per window size and measures it (``test_layout_check.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from briscola.app.acts import Act
from briscola.app.aids.hinting import HintTurn
from briscola.app.commands import Click, HintFound
from briscola.app.controller import Controller
from briscola.app.screens.page import Page, screen_name, shared_play_sentences
from briscola.engine.variants import DECK_SIZES, VARIANTS
from briscola.i18n import text
from briscola.setup.settings import Settings
from briscola.ui.markup import chrome
from briscola.ui.markup.table import layout, regions
from tests.support.controller import QUICK, controller, step, think

AIDS = {"counting": "grid", "show_points": True, "show_tricks": True}
"""Every aid on: the counting aid's every card out, the points, every trick of the hand."""


@dataclass(frozen=True)
class Table:
    """A table to check: its size, deck and variant, and whether signals are on."""

    players: int
    deck: int
    variant: str
    signals: bool = False

    @property
    def name(self) -> str:
        deck = f"/{self.deck}" if len(DECK_SIZES[self.players]) > 1 else ""
        signals = "+signals" if self.signals else ""
        return f"{self.players}p{deck} {self.variant}{signals}"

    def settings(self, aids: bool) -> Settings:
        """The start screen's choices for this table (every aid on with ``aids``); with
        signals, the easy players, who give them (the fast ones never do)."""
        chosen = QUICK.replace(players=self.players, deck=self.deck, variant=self.variant)
        if self.signals:
            chosen = chosen.replace(levels=("easy",) * 5)
        chosen = chosen.replace(signals=self.signals, best_of=3 if self.players != 5 else 1)
        return chosen.replace(**AIDS) if aids else chosen


def tables() -> list[Table]:
    """Every table size with every variant it plays (each deck of three players), and the
    tables of partners again with their signals on."""
    found = []
    for players, decks in DECK_SIZES.items():
        for deck in decks:
            for variant in VARIANTS.values():
                if variant.plays(players, deck) and not (deck == 36 and players == 3):
                    found.append(Table(players, deck, variant.name))
        if players == 3:
            found.append(Table(3, 36, "classic"))
        if players in (4, 6):
            found.append(Table(players, decks[0], "classic", signals=True))
    return found


@dataclass(frozen=True)
class Case:
    """One table at one moment: what the page writes, and what it is called."""

    name: str
    writes: dict[str, Any]


def _my_turn(game: Controller) -> bool:
    return game.waiting() is None and screen_name(game.state) == "table"


def _advance(game: Controller, wanted: Callable[[Page], bool], limit: int = 400) -> bool:
    """Step the game until the person's turn shows a page for which ``wanted`` holds."""
    for _ in range(limit):
        if screen_name(game.state) != "table":
            return False
        if _my_turn(game) and wanted(game.page()):
            return True
        step(game)
    return False


def moments(table: Table, aids: bool, lang: str = "it") -> Iterator[tuple[str, Page]]:
    """The moments of a hand that fill the table most: the person's first turn (the auction's
    first bid in the Chiamata), a later turn with the most cards down after a trick or more
    (the last trick, every trick, the points), the hint's answer shown then (and over the
    Chiamata's eight cards), and a finished trick held on the table; with signals, the
    person's turn with the most seats showing one; in ``lang``."""
    if table.signals:
        yield from _signalled(table, aids, lang)
    game, _ = controller(table.settings(aids).replace(language=lang))
    game.handle(Click(Act.START))
    if not _advance(game, lambda page: True):
        return
    yield "first", game.page()
    # The Chiamata: after the auction, on to the first card played, the contract known.
    playable = lambda page: bool(page.table and page.table.hand[0].playable)  # noqa: E731
    if table.players == 5 and _advance(game, playable):
        yield "called", game.page()
        if aids and table.variant == "classic":  # the hint's answer over the eight cards
            yield from _hinted(game, "called hinted")
    most = table.players - 1

    def later(page: Page) -> bool:
        model = page.table
        return model is not None and len(model.trick) == most and model.last_trick != ()

    if not _advance(game, later):
        return
    yield "later", game.page()
    if aids and table.variant == "classic" and not table.signals:  # the hint's search is slow
        yield from _hinted(game, "hinted")
    for _ in range(3 * table.players):
        step(game)
        page = game.page()
        if page.hold and page.table is not None:
            yield "held", page
            return


def _signalled(table: Table, aids: bool, lang: str) -> Iterator[tuple[str, Page]]:
    """The person's turns with signals shown, over the hands of two seeds (between them
    every other seat signals at four players, all but one at six): the one with the most
    seats showing one ("signalled"), and the first where each seat shows one ("signalled
    left")."""
    most: tuple[int, Page] | None = None
    first: dict[str, Page] = {}
    for seed in (1, 2):
        game, _ = controller(table.settings(aids).replace(language=lang), seed=seed)
        game.handle(Click(Act.START))
        while _advance(game, lambda page: True):
            page = game.page()
            assert page.table is not None
            signalling = [s.place for s in page.table.seats if s.signal]
            if signalling and (most is None or len(signalling) > most[0]):
                most = len(signalling), page
            for where in signalling:
                first.setdefault(where, page)
            step(game)
    if most is not None:
        yield "signalled", most[1]
    for place, page in first.items():
        if most is None or page is not most[1]:
            yield f"signalled {place}", page


def dealt(table: Table, aids: bool, lang: str = "it") -> Iterator[tuple[str, Page]]:
    """The person's first turn in a hand dealt by each other seat in turn (the dealer's tag
    on that seat, none on the person's: "dealt left"), from the first seeds whose first
    dealer it is, and the person's first turn there with a trick of their own taken (its
    pile beside their name: "dealt left, taken")."""
    places: set[str] = {"bottom"}
    for seed in range(2, 60):
        game, _ = controller(table.settings(aids).replace(language=lang), seed=seed)
        game.handle(Click(Act.START))
        if not _advance(game, lambda page: True):
            continue
        page = game.page()
        assert page.table is not None
        (place,) = (s.place for s in page.table.seats if s.dealer)
        if place in places:
            continue
        places.add(place)
        yield f"dealt {place}", page
        mine = lambda page: bool(page.table and page.table.seats[page.table.me].tricks)  # noqa: E731
        if _advance(game, mine):
            yield f"dealt {place}, taken", game.page()
        if len(places) == table.players:
            return


def _hinted(game: Controller, moment: str) -> Iterator[tuple[str, Page]]:
    """The hint asked for and its answer shown, as ``moment``."""
    game.handle(Click(Act.HINT))
    turn = game.waiting()
    if isinstance(turn, HintTurn):
        game.handle(HintFound(turn.token, think(turn)))
        yield moment, game.page()


FOLLOWING = "follow.notice"
"""The notice shown with ``notice=True``: the game is open in another tab (with its button)."""
SHARED = ("follow.shared", "follow.take_shared")
"""The longest notice, with ``shared=True``: a shared hand waits here while another tab plays
the game (three lines sideways, and a long button)."""


def playing_shared(lang: str) -> str:
    """The notice over a shared hand played here while the person's own game stays saved
    (the longest a person plays under: its words and a close button)."""
    return " ".join(shared_play_sentences(lang, in_memory=True, saved=True))


def writes(page: Page, notice: bool, shared: bool = False, playing: bool = False) -> dict[str, Any]:
    """What the page writes for ``page``: the menu, the notice, the table and its regions,
    and the body's state (with ``playing``, the notice of a shared hand played here)."""
    table = page.table
    assert table is not None
    lang = page.lang
    shown = ""
    if playing:
        shown = chrome.notice(playing_shared(lang), lang)
    elif notice:
        said, label = SHARED if shared else (FOLLOWING, "follow.take")
        shown = chrome.notice(text(lang, said), lang, Act.TAKE, text(lang, label))
    elif page.notice is not None:
        n = page.notice
        shown = chrome.notice(n.message, lang, n.action, n.action_label, n.closable)
    return {
        "nav": chrome.nav(lang, page.screen, page.in_game, page.sound),
        "notice": shown,
        "frame": layout(table, lang),
        "regions": regions(table, lang),
        "state": {"screen": "table", "phase": page.phase, "hold": "1" if page.hold else "0"},
    }


def cases() -> list[Case]:
    """Every table, aids off and on, notice off and on, at each of its moments (the classic
    ones dealt by each other seat too)."""
    found = []
    for table in tables():
        for aids in (False, True):
            others = dealt(table, aids) if table.variant == "classic" else iter(())
            for moment, page in (*moments(table, aids), *others):
                for notice in (False, True):
                    name = f"{table.name} aids={'on' if aids else 'off'} {moment}"
                    name += " notice" if notice else ""
                    found.append(Case(name, writes(page, notice)))
    return found


LONGEST = ("2p scoperta", "4p classic+signals", "5p classic", "6p a-31")
"""The tables whose words run longest (the open hand, the signals, the Chiamata's bids and
calls, six seats with their points and the declaration of 31), checked in English and German
too; and the two-player table with the shared hand's notice, in every language."""


def playing_here(table: Table, aids: bool) -> bool:
    """Whether the cases of ``table`` include the notice of a shared hand played here: the
    longest tables of five and six seats, every aid on (the fullest a notice can make them)."""
    return aids and table.players in (5, 6) and table.name in LONGEST


def language_cases() -> list[Case]:
    """The longest tables in English and German (named after their language first: ``de 6p
    a-31 aids=on later notice``), the two-player table with the shared hand's notice in
    Italian, English and German (``shared``), and the longest tables of five and six seats,
    every aid on, under the notice of a shared hand played here, in all three (``playing``)."""
    found = []
    for table in tables():
        longest = table.name in LONGEST
        if not longest and table.name != "2p classic":
            continue
        for lang in ("it", "en", "de"):
            for aids in (False, True):
                if lang == "it" and longest and not playing_here(table, aids):
                    continue  # in cases() already
                for moment, page in moments(table, aids, lang):
                    name = f"{lang} {table.name} aids={'on' if aids else 'off'} {moment}"
                    if not longest:
                        found.append(Case(f"{name} shared", writes(page, True, shared=True)))
                        continue
                    if lang != "it":  # the Italian ones are in cases()
                        found.append(Case(name, writes(page, False)))
                        found.append(Case(f"{name} notice", writes(page, True)))
                    if playing_here(table, aids):
                        found.append(Case(f"{name} playing", writes(page, True, playing=True)))
    return found
