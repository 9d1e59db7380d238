"""The network table's way in: the host's invitations, a guest's reply, the links between
the pages, and leaving (``docs/network-table.md``).

The host's page makes an offer per friend's seat and shows its invitation link; a friend's
page opened on it takes a name, answers the offer and shows the reply link; the host takes
the reply in and, once every friend's channel is open, deals (``net_hand.py``). A lost link
pauses the table: the host's page makes a new invitation for that seat at once, the friend
opens it (or pastes it) and the hand goes on from what both pages saved.

Everything from another device (a link, a reply, a frame) is read by its own reader, bounded
and checked whole; what fails is said in words and never shown as markup.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Final

from briscola.app.effects import CopyText, LogError, Share, Wire
from briscola.app.game.seats import person_name
from briscola.app.handlers.net_hand import (
    group_of,
    net_groups,
    randomness,
    remember_table,
    send_lobby,
    start_hand,
    sync,
    take_frame,
)
from briscola.app.online.description import BadDescription, from_sdp, to_sdp
from briscola.app.online.invitation import (
    BadLink,
    Invitation,
    Reply,
    invitation_link,
    key_bytes,
    key_text,
    read_invitation,
    read_reply,
    reply_link,
)
from briscola.app.online.lobby import LinkState, NetSeat, guest_seats, host_seats
from briscola.app.online.transport import (
    HOST,
    AnswerMade,
    Closed,
    Failed,
    HangUp,
    MakeAnswer,
    MakeOffer,
    News,
    OfferMade,
    Opened,
    Received,
    TakeAnswer,
)
from briscola.app.saved import storage
from briscola.app.state import Net
from briscola.app.steps import Change, Save, Steps, TakeLock, Then
from briscola.engine.errors import InvalidStateError
from briscola.engine.values import replace
from briscola.i18n import net_text
from briscola.network import Identity, PublicKey, Table
from briscola.network.table_setup import is_seat_name
from briscola.setup.settings import clean_name

if TYPE_CHECKING:
    from briscola.app.state import PageState

MAX_PASTE: Final = 3_000
"""Longest text taken from the paste fields (a link is about 500 characters)."""


# -- this page's key pair ------------------------------------------------------------------


def identity_of(state: PageState) -> tuple[Identity, bool]:
    """This page's identity: the one in memory, the saved one, or a new one (True: it is new
    and must be saved)."""
    if state.net.identity is not None:
        return state.net.identity, False
    group = group_of(state)
    ports = state.ports
    saved, _ = storage.load_kind(ports.store, ports.ns, "identity", ports.clock.now_ms())
    if isinstance(saved, Identity) and saved.group == group:
        return saved, False
    return Identity.generate(randomness(), group), True


def _take_table(state: PageState) -> Steps:
    """The tab plays the network table: it takes the lock from a tab it followed."""
    if not state.play.following:
        return [TakeLock(force=True)]
    return [TakeLock(force=True), Change(play=state.play._replace(following=False))]


# -- the host ------------------------------------------------------------------------------


def invite(state: PageState, _: str | None = None) -> Steps:
    """ "Invita un amico": the table of the start screen's choices, with friends at the
    seats chosen for people; an offer is made for each."""
    if "webrtc" not in state.ports.abilities:
        return [Change(net=Net(role="unavailable"))]
    if state.net.role:
        return []
    settings, lang = state.saved.settings, state.lang
    identity, new = identity_of(state)
    name = clean_name(person_name(settings, 0, lang)) or net_text(lang, "host")
    seats = list(host_seats(settings, name, lang))
    seats[0] = seats[0]._replace(key=identity.public.to_text())
    now = state.ports.clock.now_ms()
    seats = [seat._replace(since=now) if seat.who == "guest" else seat for seat in seats]
    rules = replace(settings.rules(), best_of=1)  # one hand at a time (docs/network-table.md)
    net = Net(role="host", seats=tuple(seats), me=0, rules=rules, identity=identity)
    offers = [Wire(MakeOffer(seat, settings.stun)) for seat in guest_seats(net.seats)]
    return [*_take_table(state), Change(net=net), *([Save(("identity",))] if new else []), *offers]


def _offer_made(seat: int, sdp: str, state: PageState) -> Steps:
    net = state.net
    if net.role != "host" or not _is_guest(net, seat) or net.identity is None:
        return []
    try:
        offer = from_sdp("offer", sdp)
    except BadDescription as error:
        return _seat_failed(state, seat, "no-candidate", str(error))
    settings = state.saved.settings
    invite_ = Invitation(
        seat,
        len(net.seats),
        settings.variant if net.table is None else _variant(net),
        net.seats[0].name,
        key_bytes(net.identity.public.to_text()),
        offer,
        again=net.table is not None,
    )
    link = invitation_link(state.ports.page_url, invite_)
    old = net.seats[seat]
    link_state: LinkState = "lost" if old.link == "lost" else "invited"
    now = state.ports.clock.now_ms()
    since = old.since if old.link == "lost" else now
    new = old._replace(link=link_state, invite=link, since=since, why="")
    return [Change(net=_with_seat(net, seat, new))]


def _variant(net: Net) -> str:
    from briscola.app.online.seating import variant_of

    assert net.rules is not None
    return variant_of(net.rules) or "classic"


def invite_again(state: PageState, arg: str | None) -> Steps:
    """A new invitation for the friend's seat ``arg`` (after a failure)."""
    net = state.net
    seat = _seat_arg(arg)
    if net.role != "host" or seat is None or not _is_guest(net, seat):
        return []
    old = net.seats[seat]
    if old.link in ("open", "connecting", "offering"):
        return []
    link: LinkState = "lost" if old.link == "lost" else "offering"
    new = old._replace(link=link, invite="", why="")
    return [
        Change(net=_with_seat(net, seat, new)),
        Wire(MakeOffer(seat, state.saved.settings.stun)),
    ]


def take_reply(state: PageState, text: str | None) -> Steps:
    """The host pasted (or opened) a friend's reply: that seat's channel opens."""
    net = state.net
    if net.role != "host" or not text:
        return []
    try:
        reply = read_reply(text[:MAX_PASTE])
    except BadLink as error:
        return _problem(state, net_text(state.lang, "reply.bad"), str(error))
    refusal = _reply_refusal(net, reply)
    if refusal:
        return _problem(state, net_text(state.lang, f"reply.{refusal}"), refusal)
    old = net.seats[reply.seat]
    name = old.name if net.table is not None else reply.name
    new = old._replace(
        name=name,
        key=key_text(reply.key),
        link="connecting",
        invite="",
        since=state.ports.clock.now_ms(),
    )
    return [
        Change(net=_with_seat(net, reply.seat, new)._replace(problem="")),
        Wire(TakeAnswer(reply.seat, to_sdp(reply.answer))),
    ]


def _reply_refusal(net: Net, reply: Reply) -> str:
    """Why the host refuses ``reply`` ("" if it takes it): a short code."""
    if not _is_guest(net, reply.seat):
        return "seat"
    seat = net.seats[reply.seat]
    if not seat.invite:
        return "stale" if seat.link in ("connecting", "open") else "seat"
    assert net.identity is not None
    key = PublicKey.from_text(key_text(reply.key), net.identity.group)
    if key is None:
        return "key"
    if net.table is not None:  # a friend coming back: the same key as at the deal
        return "" if net.table.setup.seats[reply.seat].key == key else "key"
    if clean_name(reply.name) != reply.name or not is_seat_name(reply.name):
        return "name"
    if any(other.key == key.to_text() for n, other in enumerate(net.seats) if n != reply.seat):
        return "key"
    return ""


def give_to_computer(state: PageState, arg: str | None) -> Steps:
    """The host waited for a lost friend: the hand stops, and a new one is dealt with the
    computer at that seat (everyone is told)."""
    from briscola.app.handlers.net_hand import replace_seat

    net = state.net
    seat = _seat_arg(arg)
    if net.role != "host" or seat is None or not _is_guest(net, seat):
        return []
    if net.seats[seat].link not in ("lost", "failed"):
        return []
    return replace_seat(state, seat)


# -- a guest -------------------------------------------------------------------------------


def opened_with(text: str, state: PageState) -> Steps:
    """The page was opened with an invitation link (``#invito=``) or a reply link
    (``#risposta=``: the page passes it to the tab that invited, and says so)."""
    if text.startswith("risposta="):
        return [Change(net=Net(role="relayed", reply=text[:MAX_PASTE]))]
    return take_invitation(state, text)


def take_invitation(state: PageState, text: str | None) -> Steps:
    """A friend's page: the invitation opened or pasted. A new one after a lost link goes on
    with the hand this page saved."""
    if not text:
        return []
    try:
        invitation = read_invitation(text[:MAX_PASTE])
    except BadLink as error:
        return _problem(state, net_text(state.lang, "invite.bad"), str(error))
    if "webrtc" not in state.ports.abilities:
        return [Change(net=Net(role="unavailable", invitation=invitation))]
    net = state.net
    if net.role == "host":
        return _problem(state, net_text(state.lang, "invite.own"), "an invitation to the host")
    table = net.table if net.table is not None else _saved_table(state)
    if table is not None and _same_table(table, invitation):
        return _rejoin(state, table, invitation)
    if net.table is not None and net.table.status in ("deal", "play", "reveal"):
        return _problem(state, net_text(state.lang, "invite.other"), "another table's invitation")
    identity, new = identity_of(state)
    seats = [NetSeat("host", invitation.host_name)] + [
        NetSeat("guest", "") for _ in range(1, invitation.players)
    ]
    settings = state.saved.settings
    name = clean_name(settings.names[0])
    seats[invitation.seat] = NetSeat("guest", name, key=identity.public.to_text())
    fresh = Net(
        role="guest",
        seats=tuple(seats),
        me=invitation.seat,
        identity=identity,
        invitation=invitation,
    )
    return [*_take_table(state), Change(net=fresh), *([Save(("identity",))] if new else [])]


def _saved_table(state: PageState) -> Table | None:
    """The network table this device saved, if it can be read."""
    ports = state.ports
    data = ports.store.get(ports.ns.key("network"))
    if data is None:
        return None
    try:
        return Table.resume(data, randomness(), net_groups(state))
    except InvalidStateError:
        return None


def _same_table(table: Table, invitation: Invitation) -> bool:
    """Whether ``invitation`` asks this page back to the seat it holds at ``table``."""
    host = table.setup.seats[table.setup.host].key
    return (
        invitation.again
        and invitation.seat in table.local_seats
        and host.to_text() == key_text(invitation.host_key)
        and table.status in ("deal", "play", "reveal")
    )


def _rejoin(state: PageState, table: Table, invitation: Invitation) -> Steps:
    """Back at the seat of ``table`` after a lost link: answer the new offer at once."""
    identity = table.identities[invitation.seat]
    net = remember_table(
        Net(role="guest", me=invitation.seat, identity=identity, invitation=invitation), table
    )
    answer = Wire(MakeAnswer(to_sdp(invitation.offer), state.saved.settings.stun))
    return [*_take_table(state), Change(net=net), answer]


def join(state: PageState, text: str | None) -> Steps:
    """A friend's page: the name chosen; the answer to the host's offer is made."""
    net = state.net
    if net.role != "guest" or net.invitation is None or net.table is not None or net.reply:
        return []
    name = clean_name(text or "")
    if not is_seat_name(name):
        return _problem(state, net_text(state.lang, "name.bad"), "no name")
    seat = net.seats[net.me]._replace(name=name)
    stun = state.saved.settings.stun
    return [
        Change(net=_with_seat(net, net.me, seat)._replace(problem="")),
        Wire(MakeAnswer(to_sdp(net.invitation.offer), stun)),
    ]


def _answer_made(sdp: str, state: PageState) -> Steps:
    net = state.net
    if net.role != "guest" or net.invitation is None or net.identity is None:
        return []
    try:
        answer = from_sdp("answer", sdp)
    except BadDescription as error:
        return _seat_failed(state, HOST, "no-candidate", str(error))
    name = net.seats[net.me].name or "?"
    reply = Reply(net.me, name, key_bytes(net.identity.public.to_text()), answer)
    link = reply_link(state.ports.page_url, reply)
    host = net.seats[HOST]._replace(link="connecting", since=state.ports.clock.now_ms(), why="")
    return [Change(net=_with_seat(net, HOST, host)._replace(reply=link))]


# -- the links -------------------------------------------------------------------------------


def peer_news(news: News, state: PageState) -> Steps:
    """What the transport reports."""
    match news:
        case OfferMade(seat, sdp):
            return _offer_made(seat, sdp, state)
        case AnswerMade(sdp):
            return _answer_made(sdp, state)
        case Opened(seat):
            return _opened(seat, state)
        case Closed(seat):
            return _closed(seat, state)
        case Failed(seat, why, detail):
            return _seat_failed(state, seat, why, detail)
        case Received(seat, text):
            return take_frame(seat, text, state)
    return []


def _opened(seat: int, state: PageState) -> Steps:
    net = state.net
    if seat >= len(net.seats) or net.seats[seat].link not in ("connecting", "lost"):
        return []
    new = net.seats[seat]._replace(link="open", since=state.ports.clock.now_ms(), why="")
    net = _with_seat(net, seat, new)
    if net.role == "guest":
        return [Change(net=net), Then(sync)]
    steps: Steps = [Change(net=net), Then(send_lobby)]
    if net.table is None and all(s.link == "open" for s in net.seats if s.who == "guest"):
        steps.append(Then(start_hand))
    return steps


def _closed(seat: int, state: PageState) -> Steps:
    net = state.net
    if seat >= len(net.seats) or net.seats[seat].link != "open":
        return []
    now = state.ports.clock.now_ms()
    lost = net.seats[seat]._replace(link="lost", since=now, invite="", why="closed")
    net = _with_seat(net, seat, lost)
    if net.role == "guest":
        return [Change(net=net)]
    # The host makes the friend's new invitation at once; a guest still here is told.
    return [
        Change(net=net),
        Wire(MakeOffer(seat, state.saved.settings.stun)),
        Then(send_lobby),
    ]


def _seat_failed(state: PageState, seat: int, why: str, detail: str) -> Steps:
    net = state.net
    if seat >= len(net.seats) or net.seats[seat].link in ("open", ""):
        return []
    old = net.seats[seat]
    link: LinkState = "lost" if old.link == "lost" or net.table is not None else "failed"
    new = old._replace(link=link, invite="", why=why)
    said = f"network: seat {seat}'s link failed ({why}): {detail}"[:200]
    return [Change(net=_with_seat(net, seat, new)), LogError(said)]


# -- the buttons -----------------------------------------------------------------------------


def copy_link(state: PageState, arg: str | None) -> Steps:
    """Copy an invitation link (``arg``: its seat) or the reply link (``arg`` "reply")."""
    link, field = _link_of(state, arg)
    if not link:
        return []
    from briscola.app.steps import say

    return [CopyText(link, field), *say(net_text(state.lang, "copied"))]


def share_link(state: PageState, arg: str | None) -> Steps:
    """Offer a link to the system's share sheet."""
    link, _ = _link_of(state, arg)
    if not link:
        return []
    key = "share.reply" if arg == "reply" else "share.invite"
    return [Share(net_text(state.lang, key), link)]


def _link_of(state: PageState, arg: str | None) -> tuple[str, str]:
    net = state.net
    if arg == "reply":
        return net.reply, "net-link-reply"
    seat = _seat_arg(arg)
    if net.role != "host" or seat is None or not _is_guest(net, seat):
        return "", ""
    return net.seats[seat].invite, f"net-link-{seat}"


def ask_leave(state: PageState, _: str | None = None) -> Steps:
    """ "Lascia il tavolo": asked first while a hand is on."""
    from briscola.app.acts import Act
    from briscola.app.steps import ask

    table = state.net.table
    if table is not None and table.status in ("deal", "play", "reveal"):
        return ask(state, Act.NET_LEAVE)
    return leave(state)


def leave(state: PageState, _: str | None = None) -> Steps:
    """Leave the network table: the links close, the saved table is forgotten."""
    if not state.net.role:
        return []
    screen = state.screen._replace(overlay=None)
    return [
        Change(net=Net(), screen=screen, play=state.play._replace(hold=0, refusal="")),
        Save(("network",)),
        Wire(HangUp()),
    ]


def one_device(state: PageState, _: str | None = None) -> Steps:
    """The same table on this one device (friends pass it around): the network table is
    left and the hand dealt here."""
    from briscola.app.handlers.playing import new_session

    return [*leave(state), Then(new_session)]


def set_stun(state: PageState, value: str | None) -> Steps:
    """The STUN server's address, for play across networks ("" for none)."""
    from briscola.app.handlers.saving import save_settings
    from briscola.setup.settings import stun_url

    url = stun_url(value or "")
    if url is None:
        return _problem(state, net_text(state.lang, "stun.bad"), "not a STUN address")
    if url == state.saved.settings.stun:
        return []
    settings = state.saved.settings.replace(stun=url)
    return [
        Change(saved=state.saved._replace(settings=settings), net=state.net._replace(problem="")),
        Then(save_settings),
        Then(partial(_offers_again, url)),
    ]


def _offers_again(stun: str, state: PageState) -> Steps:
    """The invitations not yet answered are made again with the new STUN server."""
    net = state.net
    if net.role != "host":
        return []
    waiting = [n for n, seat in enumerate(net.seats) if seat.who == "guest" and seat.invite]
    seats = tuple(
        seat._replace(invite="", link="offering") if n in waiting else seat
        for n, seat in enumerate(net.seats)
    )
    return [Change(net=net._replace(seats=seats)), *(Wire(MakeOffer(n, stun)) for n in waiting)]


# -- helpers ----------------------------------------------------------------------------------


def _problem(state: PageState, words: str, detail: str) -> Steps:
    return [
        Change(net=state.net._replace(problem=words)),
        LogError(f"network: {detail}"[:200]),
    ]


def _is_guest(net: Net, seat: int) -> bool:
    return 0 <= seat < len(net.seats) and net.seats[seat].who == "guest"


def _seat_arg(arg: str | None) -> int | None:
    return int(arg) if arg in ("1", "2", "3", "4", "5") else None


def _with_seat(net: Net, seat: int, new: NetSeat) -> Net:
    seats = list(net.seats)
    seats[seat] = new
    return net._replace(seats=tuple(seats))
