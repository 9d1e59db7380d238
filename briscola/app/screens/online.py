"""The presenter of the network table's screen (drawn by ``ui/markup/online.py``): the host's
invitations, a friend's name and reply, the table filling, the deal, a pause after a lost
link, and the hand's end; and the network table's hand on the table screen.

Names and everything else from other devices reach the markup as plain text (it escapes
them); links are text too, shown in read-only fields and as QR codes.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Final

from briscola.app.acts import Act
from briscola.app.game.seats import side_name
from briscola.app.online.lobby import OPEN_MS, WAIT_MS, NetSeat
from briscola.app.online.seating import NetHand, table_settings, variant_of
from briscola.app.online.transport import HOST
from briscola.app.screens.table import TableModel, present_table
from briscola.engine.tuples import NamedTuple
from briscola.i18n import level_name, net_text, text

if TYPE_CHECKING:
    from briscola.app.state import Net, PageState
    from briscola.network import Table

PLAYING: Final = ("deal", "play", "reveal")
"""The protocol's statuses while a hand is on."""


class LinkBox(NamedTuple):
    """A link to pass on to a friend: read-only text, a QR code, copy and share."""

    arg: str
    """The seat it invites ("1"…"5"), or "reply"."""
    heading: str
    link: str
    note: str
    share: bool
    """The browser has a share sheet."""


class SeatLine(NamedTuple):
    """A seat in the list: its name, who plays it, its link's state in words."""

    seat: int
    name: str
    who: str
    status: str
    state: str
    """"open", "waiting", "lost", "failed" or "" (the host, a computer): for its mark."""
    give: str = ""
    """The host's button giving a lost friend's seat to the computer (after the wait)."""
    again: str = ""
    """The host's button making a new invitation for a seat that failed."""


class Field(NamedTuple):
    """A form of one text field and its button: its act carries the text."""

    act: Act
    label: str
    button: str
    value: str = ""
    help: str = ""
    name: str = "text"


class Button(NamedTuple):
    """A button of the screen."""

    act: Act
    label: str
    primary: bool = False


class OnlineModel(NamedTuple):
    """Everything the network table's screen shows."""

    stage: str
    heading: str
    lead: str
    seats: tuple[SeatLine, ...] = ()
    links: tuple[LinkBox, ...] = ()
    fields: tuple[Field, ...] = ()
    problem: str = ""
    buttons: tuple[Button, ...] = ()
    stun: Field | None = None
    code: str = ""
    """The table's code, for the players to compare aloud (the same on every device)."""
    result: tuple[str, ...] = ()
    busy: bool = False
    """The page waits for something (the screen says so to screen readers)."""


def net_screen(state: PageState) -> str:
    """ "table" while the network table's hand is on and every link open, else "online"."""
    net = state.net
    table = net.table
    if table is None or table.status not in ("play", "reveal") or net.shown is None:
        return "online"
    links = [seat.link for seat in net.seats if seat.link]
    if any(link != "open" for link in links):
        return "online"
    return "table"


def present_online(state: PageState) -> OnlineModel:
    """The network table's screen now."""
    net, lang = state.net, state.lang
    t = partial(net_text, lang)
    if net.role == "unavailable":
        return OnlineModel(
            "unavailable",
            t("unavailable.heading"),
            t("unavailable.lead"),
            buttons=(
                Button(Act.NET_LOCAL, t("one-device"), True),
                Button(Act.NET_LEAVE, t("back")),
            ),
        )
    if net.role == "relayed":
        box = LinkBox("reply", t("relayed.link"), net.reply, "", "share" in state.ports.abilities)
        return OnlineModel(
            "relayed",
            t("relayed.heading"),
            t("relayed.lead"),
            links=(box,),
            buttons=(Button(Act.NET_LEAVE, t("close")),),
        )
    table = net.table
    if table is not None and table.status in ("verified", "stopped"):
        return _over(state, net, table)
    if net.role == "host":
        return _host(state, net, table)
    return _guest(state, net, table)


def _seat_lines(state: PageState, net: Net) -> tuple[SeatLine, ...]:
    lang, now = state.lang, state.ports.clock.now_ms()
    lines = []
    for n, seat in enumerate(net.seats):
        lines.append(_seat_line(n, seat, net, lang, now))
    return tuple(lines)


def _seat_line(n: int, seat: NetSeat, net: Net, lang: str, now: float) -> SeatLine:
    t = partial(net_text, lang)
    name = seat.name or t("seat.free", n=n + 1)
    if n == net.me:
        return SeatLine(n, name, t("who.you"), "", "")
    if seat.who == "computer":
        level = level_name(seat.level or "", lang)
        return SeatLine(n, name, t("who.computer", level=level), "", "")
    who = t("who.host") if seat.who == "host" else t("who.friend")
    host_page = net.role == "host"
    if not host_page and seat.who == "guest":  # another friend, as the host's lobby tells
        status = t("status.joined") if seat.link == "open" else t("status.expected")
        return SeatLine(n, name, who, status, "open" if seat.link == "open" else "waiting")
    match seat.link:
        case "open":
            return SeatLine(n, name, who, t("status.open"), "open")
        case "offering":
            return SeatLine(n, name, who, t("status.offering"), "waiting")
        case "invited":
            return SeatLine(n, name, who, t("status.invited"), "waiting")
        case "connecting":
            return SeatLine(n, name, who, t("status.connecting"), "waiting")
        case "lost":
            seconds = max(0, int((now - seat.since) / 1000))
            give = ""
            if host_page and now - seat.since >= WAIT_MS:
                give = t("give", name=name)
            return SeatLine(n, name, who, t("status.lost", s=seconds), "lost", give=give)
        case "failed":
            status = t("status.failed", why=t(f"why.{_why(seat.why)}", s=OPEN_MS // 1000))
            again = t("again") if host_page else ""
            return SeatLine(n, name, who, status, "failed", again=again)
    return SeatLine(n, name, who, "", "")


def _why(code: str) -> str:
    return code if code in ("no-candidate", "timeout", "ice", "error", "closed") else "error"


def _stun(state: PageState) -> Field:
    lang = state.lang
    return Field(
        Act.NET_STUN,
        net_text(lang, "stun.label"),
        net_text(lang, "stun.save"),
        state.saved.settings.stun,
        net_text(lang, "stun.help"),
        name="stun",
    )


def _buttons(lang: str, *, one_device: bool = True) -> tuple[Button, ...]:
    t = partial(net_text, lang)
    local = (Button(Act.NET_LOCAL, t("one-device")),) if one_device else ()
    return (*local, Button(Act.NET_LEAVE, t("leave")))


def _host(state: PageState, net: Net, table: Table | None) -> OnlineModel:
    lang = state.lang
    t = partial(net_text, lang)
    share = "share" in state.ports.abilities
    links = tuple(
        LinkBox(str(n), t("link.invite", n=n + 1), seat.invite, t("link.invite.note"), share)
        for n, seat in enumerate(net.seats)
        if seat.who == "guest" and seat.invite
    )
    paste = Field(Act.NET_REPLY, t("paste.reply"), t("paste.reply.button"))
    waiting = any(seat.link in ("offering", "connecting") for seat in net.seats)
    fields = (paste,) if any(seat.invite for seat in net.seats) else ()
    if table is None:
        return OnlineModel(
            "host",
            t("host.heading"),
            t("host.lead"),
            _seat_lines(state, net),
            links,
            fields,
            net.problem,
            _buttons(lang),
            _stun(state),
            busy=waiting,
        )
    lost = [seat.name for seat in net.seats if seat.who == "guest" and seat.link != "open"]
    if lost:
        return OnlineModel(
            "paused",
            t("paused.heading"),
            t("paused.host", names=", ".join(lost)),
            _seat_lines(state, net),
            links,
            fields,
            net.problem,
            _buttons(lang, one_device=False),
            code=table.code(),
            busy=True,
        )
    return _dealing(state, net, table)


def _dealing(state: PageState, net: Net, table: Table) -> OnlineModel:
    t = partial(net_text, state.lang)
    return OnlineModel(
        "dealing",
        t("dealing.heading"),
        t("dealing.lead"),
        _seat_lines(state, net),
        problem=net.problem,
        buttons=_buttons(state.lang, one_device=False),
        code=table.code(),
        busy=True,
    )


def _guest(state: PageState, net: Net, table: Table | None) -> OnlineModel:
    lang = state.lang
    t = partial(net_text, lang)
    host = net.seats[HOST] if net.seats else None
    host_name = host.name if host is not None else "?"
    share = "share" in state.ports.abilities
    reply = (
        (LinkBox("reply", t("link.reply"), net.reply, t("link.reply.note", name=host_name), share),)
        if net.reply and host is not None and host.link != "open"
        else ()
    )
    if table is not None:
        if host is not None and host.link == "open":
            return _dealing(state, net, table)
        paste = Field(Act.NET_INVITATION, t("paste.invite"), t("paste.invite.button"))
        return OnlineModel(
            "paused",
            t("paused.heading"),
            t("paused.guest", name=host_name),
            _seat_lines(state, net),
            reply,
            () if reply else (paste,),
            net.problem,
            _buttons(lang, one_device=False),
            code=table.code(),
            busy=True,
        )
    invitation = net.invitation
    if invitation is None:
        return OnlineModel("guest", t("guest.heading", name=host_name), "", problem=net.problem)
    what = _table_words(invitation.players, invitation.variant, lang)
    lead = t("guest.lead", name=host_name, table=what, n=invitation.seat + 1)
    if not net.reply:
        name = Field(Act.NET_JOIN, t("name.label"), t("name.button"), net.seats[net.me].name)
        return OnlineModel(
            "name",
            t("guest.heading", name=host_name),
            lead,
            fields=(name,),
            problem=net.problem,
            buttons=(Button(Act.NET_LEAVE, t("cancel")),),
            stun=_stun(state),
        )
    if host is not None and host.link == "open":
        return OnlineModel(
            "lobby",
            t("lobby.heading", name=host_name),
            t("lobby.lead"),
            _seat_lines(state, net),
            problem=net.problem,
            buttons=(Button(Act.NET_LEAVE, t("leave")),),
            busy=True,
        )
    failed = host is not None and host.link == "failed"
    return OnlineModel(
        "reply",
        t("reply.heading"),
        t("reply.failed", why=t(f"why.{_why(host.why)}", s=OPEN_MS // 1000))
        if failed and host is not None
        else t("reply.lead", name=host_name),
        links=reply,
        problem=net.problem,
        buttons=(Button(Act.NET_LEAVE, t("cancel")),),
        busy=not failed,
    )


def _table_words(players: int, variant: str, lang: str) -> str:
    """ "Briscola a 2 · classica"-like words for a table of the start screen."""
    table = text(lang, f"start.players.{players}")
    if variant == "classic":
        return table
    return f"{table} · {text(lang, f'start.variant.{variant}').split(' · ')[0]}"


def _over(state: PageState, net: Net, table: Table) -> OnlineModel:
    lang = state.lang
    t = partial(net_text, lang)
    buttons = (Button(Act.NET_LEAVE, t("done"), True),)
    verdict = table.verdict
    names = tuple(seat.name for seat in net.seats)
    from briscola.network import Verified

    if isinstance(verdict, Verified):
        outcome = verdict.outcome
        public = table.hand.state
        sides = tuple(public.side_of(seat) for seat in range(table.players))
        if outcome.winner is None:
            headline = t("over.tie")
        else:
            headline = t("over.wins", side=side_name(sides, outcome.winner, lang, names))
        points = tuple(
            t("over.points", side=side_name(sides, side, lang, names), points=value)
            for side, value in enumerate(outcome.side_points)
            if side in sides
        )
        return OnlineModel(
            "over",
            t("over.heading"),
            headline,
            result=(*points, t("over.checked")),
            problem=net.problem,
            buttons=buttons,
            code=table.code(),
        )
    stopped = table.stopped
    who = names[stopped.seat] if stopped is not None and stopped.seat is not None else "?"
    reason = t(f"reason.{stopped.reason}") if stopped is not None else ""
    return OnlineModel(
        "stopped",
        t("stopped.heading"),
        t("stopped.lead", name=who, reason=reason),
        result=(t("stopped.nothing"),),
        problem=net.problem,
        buttons=buttons,
        code=table.code(),
    )


def present_net_table(state: PageState) -> TableModel | None:
    """The network table's hand on the table screen, from this page's seat."""
    net = state.net
    table, view = net.table, net.shown
    if table is None or view is None or net.rules is None:
        return None
    variant = variant_of(net.rules) or "classic"
    settings = table_settings(state.saved.settings, net.rules, variant, net.seats)
    hand = NetHand(settings, net.me, view, over=table.status != "play")
    model = present_table(
        hand, state.lang, hold_trick=bool(state.play.hold), refusal=state.play.refusal
    )
    fresh = table.view(net.me)
    if fresh is None or table.status != "play":  # a card being opened, or the keys revealed
        waiting = "reveal" if table.status == "reveal" else "opening"
        hand_cards = tuple(card._replace(playable=False) for card in model.hand)
        status = net_text(state.lang, f"table.{waiting}")
        return model._replace(my_turn=False, hint="", status=status, hand=hand_cards)
    return model
