"""HTML of the table during a hand: a fixed layout per table size, and regions filled from it.

The DOM layer writes the layout once, then replaces only the regions whose HTML changed, so
focus, open disclosures and running animations survive unrelated updates.
"""

from __future__ import annotations

from collections.abc import Iterable

from briscola.app.acts import Act
from briscola.app.screens.table import HandCard, Offer, Played, SeatModel, TableModel, Tally
from briscola.i18n import text
from briscola.ui.markup.html import attrs, card_img, classes, esc
from briscola.ui.markup.learn import HINT_REASON, counting_panel, hint_bar, proof_line
from briscola.ui.markup.lesson import LESSON_TIP, lesson_panel


def layout_key(model: TableModel, lang: str) -> str:
    """What the layout depends on: a new key means writing the layout again."""
    return f"{model.players}:{model.me}:{','.join(s.place for s in model.seats)}:{lang}"


def layout(model: TableModel, lang: str) -> str:
    """The table's frame with an empty element for every region."""
    seats = "".join(
        f'<div class="{classes("seat", f"at-{s.place}", s.role)}" id="seat-{s.seat}"></div>'
        for s in model.seats
        if s.seat != model.me
    )
    return (
        f'<div class="table players-{model.players}">'
        f'<p class="series" id="t-series"></p>'
        f'<div class="felt" role="group"{attrs(aria_label=text(lang, "table.label"))}>'
        f"{seats}"
        f'<div class="stock" id="t-stock"></div>'
        f'<div class="trick-area" id="t-trick"></div>'
        f'<div class="bottom"><div class="me-line">'
        f'<div class="seat at-bottom you" id="seat-{model.me}"></div>'
        f'<p class="status" id="t-status"></p>'
        f'<div class="tools" id="t-tools"></div></div>'
        f'<div class="learn" id="t-learn"></div>'
        f'<div class="proof-line" id="t-proof"></div>'
        f'<div class="hand" id="t-hand" role="group"{attrs(aria_label=text(lang, "hand.label"))}>'
        f"</div>"
        f"</div></div></div>"
    )


def regions(model: TableModel, lang: str) -> dict[str, str]:
    """The HTML of every region, by element id."""
    html = {f"seat-{s.seat}": seat(s, lang) for s in model.seats}
    html["t-series"] = series(model)
    html["t-stock"] = stock(model)
    html["t-trick"] = trick(model)
    html["t-status"] = status(model)
    html["t-hand"] = hand(model)
    html["t-tools"] = tools(model, lang)
    html["t-learn"] = lesson_panel(model.lesson) if model.lesson else hint_bar(model.learn)
    html["t-proof"] = proof_line(model.proof, lang)
    return html


def seat(model: SeatModel, lang: str) -> str:
    """A seat: name, role and level, dealer marker, card backs, captured pile; a signal or
    a bid said (beside the person's name, over another seat's cards)."""
    # On a phone the team's word is left to screen readers, and its mark is drawn in the
    # name's line (the stylesheet shows one of the two).
    mark = f'<span class="team-mark {model.role}"></span>' if model.role_label else ""
    head = f'<span class="name">{mark}{esc(model.name)}</span>'
    if model.role_label:  # the team's word stays on a phone, the level goes
        level = f'<span class="level"> · {esc(model.level)}</span>' if model.level else ""
        head += f'<span class="{classes("role", model.role)}">{esc(model.role_label)}{level}</span>'
    if model.dealer:
        head += f'<span class="dealer">{esc(text(lang, "dealer"))}</span>'
    if model.captain:
        head += f'<span class="captain">{esc(text(lang, "captain"))}</span>'
    body = ""
    if model.role == "you":
        head += f'<span class="signal">{esc(model.signal)}</span>' if model.signal else ""
    else:  # its words over the seat's cards and pile (the name and the marks stay)
        if model.signal:  # in few words on the smallest seats (the stylesheet shows one)
            short = model.said_short
            shorter = f'<span class="said short">{esc(short)}</span>' if short != model.said else ""
            body += (
                f'<span class="signal"><span class="sr-only">{esc(model.signal)}</span>'
                f'<span aria-hidden="true"><span class="said">{esc(model.said)}</span>{shorter}'
                f"</span></span>"
            )
        known = "".join(card_img(face.code, "", "mini known") for face in model.known)
        backs = "".join(card_img("back", "", "mini") for _ in range(model.cards - len(model.known)))
        label = model.cards_label
        if model.known_label:
            label += "; " + model.known_label
        shown = classes("backs", model.cards > 0 and len(model.known) == model.cards and "open")
        body += f'<div class="{shown}" role="img"{attrs(aria_label=label)}>{backs}{known}</div>'
    pile = card_img("back", "", "pile-img") if model.tricks else ""
    body += (
        f'<div class="{classes("pile", not model.tricks and "empty")}">{pile}'
        f'<span class="pile-count">{esc(model.tricks_label)}</span></div>'
    )
    if model.points is not None:
        body += f'<span class="points">{esc(text(lang, "score"))}: {model.points}</span>'
    body = f'<div class="seat-body">{body}</div>'
    turn = " turn" if model.turn else ""
    return f'<div class="seat-box{turn}"><div class="seat-head">{head}</div>{body}</div>'


def series(model: TableModel) -> str:
    """ "Mano 2 · al meglio di 3" and the hands won so far."""
    return esc(model.series_label) + tallies(model.wins, "wins")


def tallies(items: tuple[Tally, ...], cls: str) -> str:
    """Names and numbers side by side (hands won, or points)."""
    if not items:
        return ""
    cells = "".join(
        f'<span class="{classes("tally", item.mine and "mine")}">'
        f"{esc(item.name)} <b>{item.value}</b></span>"
        for item in items
    )
    return f' <span class="{cls}">{cells}</span>'


def stock(model: TableModel) -> str:
    """The stock with its count, the face-up trump under it, and the trump suit."""
    face_up = ""
    if model.face_up is not None:
        face_up = card_img(model.face_up.code, model.face_up_label, "card-img face-up")
    deck = ""
    if not model.has_stock:  # Briscola Chiamata: the contract, once the card is called
        contract = f'<p class="contract">{esc(model.contract_label)}</p>'
        return f'<p class="trump-label">{esc(model.trump_label)}</p>{contract}'
    if model.stock_left > (1 if model.face_up else 0):
        deck = (
            f'<div class="deck" role="img"{attrs(aria_label=model.stock_label)}>'
            f'{card_img("back")}<span class="count">{model.stock_left}</span></div>'
        )
    elif model.face_up is None:
        deck = f'<p class="stock-empty">{esc(model.stock_label)}</p>'
    upcoming = ""
    if model.stock_next:  # Briscola scoperta: the stock's order is public
        faces = "".join(card_img(face.code, "", "card-img next") for face in model.stock_next)
        upcoming = (
            f'<div class="stock-next" role="img"{attrs(aria_label=model.stock_next_label)}>'
            f"{faces}</div>"
        )
    if model.stock_later:  # the rest, in order, on demand
        later = "".join(
            f"<li>{card_img(face.code, face.name, 'mini')}</li>" for face in model.stock_later
        )
        upcoming += (
            f'<details class="stock-later"><summary data-focus="stock-later">'
            f"{esc(model.stock_later_label)}</summary>"
            f'<ol class="later-list">{later}</ol></details>'
        )
    return (
        f'<div class="pile-stack">{face_up}{deck}</div>'
        f'<p class="trump-label">{esc(model.trump_label)}</p>{upcoming}'
    )


def played(card: Played) -> str:
    """A card on the table with the name of who played it."""
    cls = classes("played", f"at-{card.place}", card.wins and "wins")
    return (
        f'<li class="{cls}" data-card="{esc(card.face.code)}">'
        f"{card_img(card.face.code, card.face.name)}"
        f'<span class="who">{esc(card.name)}</span></li>'
    )


def trick(model: TableModel) -> str:
    """The current trick (or the one just finished, with its winner)."""
    cards = "".join(played(card) for card in model.trick)
    cls = classes("trick", model.trick_done and "done")
    caption = f'<p class="trick-caption">{esc(model.trick_label)}</p>' if model.trick_done else ""
    return f'<ul class="{cls}"{attrs(aria_label=model.trick_label)}>{cards}</ul>{caption}'


def status(model: TableModel) -> str:
    """Whose turn it is (and that the computer is thinking, once it has been a while), and
    how to play when it is the person's."""
    hint = f' <span class="hint">{esc(model.hint)}</span>' if model.hint else ""
    cls = classes("turn-you" if model.my_turn else "turn-other", model.thinking and "thinking")
    return f'<span class="{cls}">{esc(model.status)}</span>{hint}' if model.status else ""


def hand_card(
    card: HandCard,
    my_turn: bool = False,
    hinted: bool = False,
    act: Act = Act.PLAY,
    described_by: str = HINT_REASON,
) -> str:
    """A card of the person's hand: a button named for screen readers, with its number key.

    A card the rules forbid on the person's turn (Briscolone's follow suit) is disabled too,
    but a click on it still reaches the game (``data-refusable``), which says why. With
    another ``act`` than playing (the puzzle's pick) the card carries no engine action. A
    hinted card is described by the sentence of ``described_by`` (the hint's, the lesson's).
    """
    blocked = my_turn and not card.playable
    cls = classes("card", card.trump and "trump", hinted and "hinted")
    return (
        f'<button type="button"{attrs(class_=cls)}'
        f"{attrs(data_act=act, data_arg=card.face.code, data_focus=f'card-{card.key}')}"
        f"{attrs(data_action=card.action if act == Act.PLAY else None)}"
        f"{attrs(aria_label=card.face.name, aria_keyshortcuts=str(card.key))}"
        f"{attrs(aria_disabled=None if card.playable else 'true')}"
        f"{attrs(data_refusable='1' if blocked else None)}"
        f"{attrs(aria_describedby=described_by if hinted else None)}>"
        f"{card_img(card.face.code)}</button>"
    )


def hand(model: TableModel) -> str:
    """The person's hand."""
    if model.lesson is not None:  # the lesson's tip names its card
        hinted, by = model.lesson.tip_card, LESSON_TIP
    else:
        hinted, by = (model.learn.card if model.learn is not None else ""), HINT_REASON
    return "".join(
        hand_card(card, model.my_turn, card.face.code == hinted, described_by=by)
        for card in model.hand
    )


def choice_group(
    cls: str,
    label: str,
    act: Act,
    offers: Iterable[Offer],
    *,
    escape: bool = True,
    described_by: str | None = None,
) -> str:
    """A named group of buttons, one per offer: the Chiamata's bids and call, the partner
    signals. ``escape=False`` when the offers' words are markup already; ``described_by``:
    the id of the sentence that explains them."""
    buttons = "".join(
        f'<button type="button" class="btn {cls.rstrip("s")}"'
        f"{attrs(data_act=act, data_arg=o.arg, data_focus=f'{act}-{o.arg}')}"
        f"{attrs(data_action=o.action)}>"
        f"{esc(o.words) if escape else o.words}</button>"
        for o in offers
    )
    described = attrs(aria_describedby=described_by)
    return f'<div class="{cls}" role="group"{attrs(aria_label=label)}{described}>{buttons}</div>'


def offer_help(model: TableModel, help_id: str) -> str:
    """The Chiamata's sentence beside its offers: in full where there is room, behind its
    question on a small screen (the stylesheet shows one of the two)."""
    said = esc(model.offer_help)
    return (
        f'<p class="offer-help wide" id="{help_id}">{said}</p>'
        f'<details class="offer-help narrow"><summary data-focus="{help_id}">'
        f"{esc(model.offer_ask)}</summary><p>{said}</p></details>"
    )


def tools(model: TableModel, lang: str) -> str:
    """The swap and declare controls (only when legal), the last trick, the learning aids'
    disclosures (every trick, the cards still out), the learner's score."""
    html = ""
    if model.swap is not None:
        html += (
            f'<button type="button" class="btn swap"'
            f"{attrs(data_act=Act.SWAP, data_arg=model.swap.seven.code, data_focus='swap')}"
            f"{attrs(data_action=model.swap.action)}"
            f"{attrs(aria_label=model.swap.label)}>"
            f"{card_img(model.swap.seven.code, '', 'tiny')} ⇄ "
            f"{card_img(model.swap.taken.code, '', 'tiny')}"
            f"<span>{esc(text(lang, 'swap'))}</span></button>"
        )
    help_id = None
    if model.offer_help:  # the Chiamata: what a bid promises, what the called card does
        help_id = "bid-help" if model.bid_offers else "call-help"
        html += offer_help(model, help_id)
    if model.bid_offers:
        html += choice_group(
            "bids", text(lang, "bid.group"), Act.BID, model.bid_offers, described_by=help_id
        )
    if model.call_offers:
        calls = [
            Offer(
                c.face.code,
                card_img(c.face.code, "", "tiny") + f"<span>{esc(c.face.name)}</span>",
                c.action,
            )
            for c in model.call_offers
        ]
        html += choice_group(
            "calls", text(lang, "call.group"), Act.CALL, calls, escape=False, described_by=help_id
        )
    if model.signal_offers:
        html += choice_group("signals", text(lang, "signal.group"), Act.SIGNAL, model.signal_offers)
    if model.declare_label:
        html += (
            f'<button type="button" class="btn declare"'
            f"{attrs(data_act=Act.DECLARE, data_arg='31', data_focus='declare')}"
            f"{attrs(data_action=model.declare_action)}>"
            f"{esc(model.declare_label)}</button>"
        )
    if model.last_trick:
        label = text(lang, "last.label", cards=trick_words(model.last_trick))
        cards = "".join(played(card) for card in model.last_trick)
        html += (
            f'<details class="last-trick"><summary data-focus="last">'
            f"{esc(text(lang, 'last.show'))}</summary>"
            f'<ul class="trick mini-trick"{attrs(aria_label=label)}>'
            f"{cards}</ul></details>"
        )
    if model.tricks:
        html += all_tricks(model.tricks, lang)
    html += counting_panel(model.counting, lang)
    if model.score:
        html += f'<p class="score">{esc(text(lang, "score"))}:{tallies(model.score, "points")}</p>'
    elif model.score_note:
        html += f'<p class="score">{esc(model.score_note)}</p>'
    return html


def trick_words(cards: tuple[Played, ...]) -> str:
    """A trick for screen readers: "Tu: Asso di Denari, Marco: 3 di Coppe"."""
    return ", ".join(f"{c.name}: {c.face.name}" for c in cards)


def all_tricks(tricks: tuple[tuple[Played, ...], ...], lang: str) -> str:
    """The aid that shows every trick of the hand, first to last, each with its winner."""
    rows = "".join(
        f'<li><ul class="trick mini-trick"'
        f"{attrs(aria_label=text(lang, 'tricks.label', n=n, cards=trick_words(cards)))}>"
        f"{''.join(played(card) for card in cards)}</ul></li>"
        for n, cards in enumerate(tricks, 1)
    )
    return (
        f'<details class="all-tricks"><summary data-focus="tricks">'
        f"{esc(text(lang, 'tricks.show'))} ({len(tricks)})</summary>"
        f'<ol class="trick-list">{rows}</ol></details>'
    )
