"""Words a new player tripped over: "keys 1–1" with one card, "a Anna" for "ad Anna", a
typed-in "Anna" called "compagno", rules that forbid the signals they then offer, and a
proof whose only check is a command a player cannot run."""

from __future__ import annotations

import re

import pytest

from briscola.app.aids.proof import Proof
from briscola.app.game.session import Session
from briscola.app.screens.passing import present_pass
from briscola.app.screens.table import present_table
from briscola.i18n import rules_page, text
from briscola.setup.settings import Settings
from briscola.ui.markup.learn import proof_box
from tests.support.sessions import find, quick

LAST = {
    "it": "Gioca l’ultima carta: clic o tasto 1",
    "en": "Play your last card: click or key 1",
    "de": "Spiel deine letzte Karte: Klick oder Taste 1",
}


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_one_card_in_hand_is_played_with_key_1_alone(lang: str) -> None:
    def last_card(session: Session) -> bool:
        return session.phase == "human" and len(session.view().hand) == 1

    session = find(lambda seed: quick(seed=seed), last_card)
    assert present_table(session, lang).hint == LAST[lang]
    three = find(lambda seed: quick(seed=seed), lambda s: s.phase == "human")
    hint = present_table(three, lang).hint
    assert hint.endswith("1–3") and "1–1" not in hint


def test_italian_says_ad_anna_and_ed_elena() -> None:
    friends = Settings(players=4, people=(2,), names=("Anna", "", "Elena", "", "", ""))
    session = Session.new(friends, 3)
    heading = {present_pass(session, seat, "it").heading for seat in (0, 2)}
    assert heading == {"Passa il dispositivo ad Anna", "Passa il dispositivo a Elena"}
    assert text("it", "say.turn", name="Anna") == "Tocca ad Anna."
    assert text("it", "turn.other", name="Ada") == "Tocca ad Ada"
    assert text("it", "turn.other", name="Àngela") == "Tocca ad Àngela"
    assert text("it", "turn.other", name="Marco") == "Tocca a Marco"
    assert text("it", "pair", a="Anna", b="Elena") == "Anna ed Elena"
    assert text("it", "pair", a="Elena", b="Anna") == "Elena e Anna"
    assert text("it", "bid.points", points=80) == "2 a 80"
    assert text("en", "turn.other", name="Anna") == "Anna’s turn"


def test_a_name_typed_in_gets_words_without_a_gender() -> None:
    """The page cannot know whether "Anna" is a "compagno" or a "compagna": a seat named by
    the person there is "con te" / "contro di te"; the others keep the words of their names
    (Giulia "compagna", Luca "avversario")."""
    words = {
        "it": {("partner", True): "con te", ("opponent", True): "contro di te"},
        "de": {("partner", True): "mit dir", ("opponent", True): "gegen dich"},
    }
    gendered = {
        "it": {("partner", 2): "compagna", ("opponent", 3): "avversario"},
        "de": {("partner", 2): "Partnerin", ("opponent", 3): "Gegner"},
    }
    named = {0, 1}  # Anna and Bruno typed their names; Giulia at seat 2 kept the seat's
    friends = Settings(
        players=4, people=(1, 2), names=("Anna", "Bruno", "", "", "", ""), levels=("easy",) * 5
    )
    checked = 0
    for seed in range(12):
        session = Session.new(friends, seed)
        me = session.viewer
        for lang in ("it", "de"):
            for seat in present_table(session, lang).seats:
                if seat.seat == me:
                    continue
                kind = "partner" if (seat.seat - me) % 2 == 0 else "opponent"
                if seat.seat in named:
                    assert seat.role_label == words[lang][(kind, True)]
                elif (kind, seat.seat) in gendered[lang]:
                    assert seat.role_label == gendered[lang][(kind, seat.seat)]
                checked += 1
    assert checked >= 12 * 2 * 3


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_the_rules_of_four_players_leave_room_for_the_signals_option(lang: str) -> None:
    paragraphs = [p for section in rules_page(lang) for p in section.paragraphs]
    heading = {"it": "Segnali al compagno", "en": "Partner signals", "de": "Zeichen an den"}
    four = next(p for p in paragraphs if re.match(r"(In quattro|With four|Zu viert)", p))
    offered = next(p for p in paragraphs if p.startswith(heading[lang]))
    assert heading[lang] in four  # the ban names the option that lifts it
    assert offered


@pytest.mark.parametrize("lang", ["it", "en", "de"])
def test_the_proof_says_how_to_check_it_in_words(lang: str) -> None:
    proof = Proof("ab" * 32, "cd" * 16)
    html = proof_box(proof, lang)
    steps = re.findall(r"<li>(.*?)</li>", html)
    assert len(steps) == 3 and all(len(step) > 40 for step in steps)
    assert f"python -m briscola verify {'ab' * 32} {'cd' * 16} " in html
    how = {"it": "Come si verifica", "en": "How to check", "de": "So prüfst du es"}
    assert f">{how[lang]}</summary>" in html
    assert not re.search(r"<p>(Verifica con|Check with|Prüfe mit) <code>", html)
