"""The HTML the DOM layer writes: names, controls and escaping (no browser needed)."""

from __future__ import annotations

import json

import pytest

from briscola.app.game.session import Session
from briscola.app.screens.result import present_result
from briscola.app.screens.start import choose, present_start
from briscola.app.screens.table import present_table
from briscola.app.statistics.counts import Stats
from briscola.engine.actions import PLAY, action_from_json
from briscola.setup.settings import Settings
from briscola.ui.markup.chrome import confirm_declare, confirm_leave, nav, notice
from briscola.ui.markup.html import attrs, esc
from briscola.ui.markup.result import result
from briscola.ui.markup.rules import rules
from briscola.ui.markup.start import start
from briscola.ui.markup.table import layout, regions
from tests.support.elements import Elements
from tests.support.sessions import find, play_out, quick


def test_text_and_attributes_are_escaped() -> None:
    assert esc("<&>\"'") == "&lt;&amp;&gt;&quot;&#x27;"
    assert attrs(aria_label='a"b') == ' aria-label="a&quot;b"'


def test_the_hand_is_buttons_named_with_number_keys() -> None:
    session = find(lambda seed: quick(2, seed=seed), lambda s: s.phase == "human")
    html = regions(present_table(session, "it"), "it")["t-hand"]
    buttons = Elements(html).find("button", **{"data-act": "play"})
    assert [b["aria-label"] for b in buttons] == [c.name for c in session.view().hand]
    assert [b["aria-keyshortcuts"] for b in buttons] == ["1", "2", "3"]
    assert all("aria-disabled" not in b for b in buttons)
    waiting = regions(present_table(session, "it", following=True), "it")["t-hand"]
    assert all(b["aria-disabled"] == "true" for b in Elements(waiting).find("button"))


@pytest.mark.parametrize(
    ("settings", "kinds"),
    [
        (Settings(variant="a-31", levels=("greedy",) * 5), {"play", "declare"}),
        (Settings(players=5, levels=("greedy",) * 5), {"play", "bid"}),
    ],
)
def test_every_offer_carries_its_action_as_the_bot_protocols_json(
    settings: Settings, kinds: set[str]
) -> None:
    session = find(lambda seed: Session.new(settings, seed), lambda s: s.phase == "human")
    html = "".join(regions(present_table(session, "it"), "it").values())
    offered = [
        (a["data-act"], action_from_json(json.loads(a["data-action"] or "")))
        for _, a in Elements(html).tags
        if "data-action" in a
    ]
    assert {act for act, _ in offered} == kinds
    assert all([act] == list(action.to_json()) for act, action in offered)
    legal = session.view().legal_actions()
    hand = {PLAY[card] for card in session.view().hand}
    assert all(action in legal or action in hand for _, action in offered)


def test_every_region_has_its_element_in_the_layout() -> None:
    model = present_table(quick(4), "en")
    frame = Elements(layout(model, "en"))
    ids = {a.get("id") for _, a in frame.tags}
    assert set(regions(model, "en")) <= ids


def test_the_result_offers_the_next_step() -> None:
    single = Elements(result(present_result(play_out(quick(2)), "it"), "it"))
    assert single.find("button", **{"data-act": "again"})
    assert single.find("button", **{"data-act": "settings"})
    series = Elements(result(present_result(play_out(quick(2, best_of=3)), "it"), "it"))
    assert series.find("button", **{"data-act": "next"})
    assert not series.find("button", **{"data-act": "again"})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_form_fields_are_settings_the_app_understands(players: int) -> None:
    settings = Settings(players=players)
    form = Elements(start(present_start(settings, Stats(), "de"), "de"))
    radios = form.find("input", type="radio")
    for field in radios + form.find("input", type="checkbox"):
        name, value = field["name"], field.get("value") or "1"
        assert name is not None and value is not None
        if "checked" not in field and field["type"] == "radio":
            assert choose(settings, name, value) != settings, (name, value)
    assert len(form.find("select")) == players - 1
    assert form.find("button", type="submit")


def test_navigation_marks_the_language_and_the_screen() -> None:
    html = Elements(nav("de", "table", in_game=True))
    languages = html.find("button", **{"aria-pressed": "true", "data-act": "language"})
    pressed = [a["data-arg"] for a in languages]
    assert pressed == ["de"]
    assert html.find("button", **{"data-act": "leave"})
    assert html.find("button", **{"data-act": "rules"})
    assert Elements(nav("it", "rules", in_game=True)).find("button", **{"data-act": "back"})
    assert not Elements(nav("it", "start", in_game=False)).find("button", **{"data-act": "leave"})


def test_install_is_offered_on_the_start_screen_never_in_the_bar() -> None:
    model = present_start(Settings(), Stats(), "it")
    offered = Elements(start(model, "it", installable=True))
    assert len(offered.find("button", **{"data-act": "install"})) == 1
    assert "Installa il gioco come app" in offered.text
    assert not Elements(start(model, "it")).find("button", **{"data-act": "install"})
    for screen in ("start", "table", "result", "rules"):
        assert "install" not in nav("it", screen, in_game=screen != "start")


def test_a_daily_deal_that_cannot_be_dealt_is_a_disabled_button_that_says_why() -> None:
    from briscola.app.screens.start import DailyOffer

    model = present_start(Settings(), Stats(), "en")
    ready = Elements(start(model._replace(daily=DailyOffer("Hand of the day", "One a day")), "en"))
    wrong = DailyOffer("Hand of the day", "This device’s clock does not show the right date", False)
    refused = Elements(start(model._replace(daily=wrong), "en"))
    assert "disabled" not in ready.find("button", **{"data-act": "daily"})[0]
    button = refused.find("button", **{"data-act": "daily"})[0]
    assert "disabled" in button and button["aria-describedby"] == "daily-note"
    assert "This device’s clock does not show the right date" in refused.text


def test_rules_notice_and_dialog_render_in_each_language() -> None:
    for lang in ("it", "en", "de"):
        page = Elements(rules(lang))
        assert len(page.find("h3")) >= 8
        dialog = Elements(confirm_leave(lang))
        assert [b["value"] for b in dialog.find("button")] == ["no", "yes"]
    assert "Chiudi" in "".join(Elements(notice("x", "it")).text)


def test_the_declaration_is_confirmed_in_each_language() -> None:
    titles = []
    for lang in ("it", "en", "de"):
        dialog = Elements(confirm_declare(lang, 31))
        buttons = dialog.find("button")
        assert [b["value"] for b in buttons] == ["no", "yes"]
        assert "autofocus" in buttons[0]  # Enter or Escape right away declares nothing
        assert "31" in "".join(dialog.text)
        assert dialog.find("h2", id="confirm-title")
        titles.append(dialog.text[0])
    assert titles == ["Dichiarare 31?", "Declare 31?", "31 ansagen?"]


def test_the_chiamata_score_line_says_the_sides_are_unknown_and_each_seat_its_points() -> None:
    def hidden(session: Session) -> bool:
        view = session.view()
        return len(view.tricks) >= 2 and view.caller not in (None, 0) and view.partner is None

    session = find(lambda seed: quick(5, seed=seed, show_points=True), hidden)
    html = regions(present_table(session, "it"), "it")
    assert '<p class="score">Punti: socio ancora sconosciuto</p>' in html["t-tools"]
    points = session.view().points_taken()
    for seat, taken in enumerate(points):
        assert f'<span class="points">Punti: {taken}</span>' in html[f"seat-{seat}"]
