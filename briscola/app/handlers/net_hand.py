"""The network table's hand in the page: the frames that arrive, this page's moves and its
computer seats' (on the host's page), what each output of the protocol's table does (saved
first, then sent), and the table resumed after a reload.

The host's page relays: a guest's message goes on, unchanged, to every other guest (or the
one seat it is for). Every page referees with the engine (``briscola/network``); this module
only carries the text and tells the person what happened.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from briscola.app.acts import Act
from briscola.app.effects import Drive, LogError, Wire
from briscola.app.game.announce import Seating, describe
from briscola.app.game.cues import cues
from briscola.app.game.events import (
    BidMade,
    CardCalled,
    CardPlayed,
    Event,
    PartnerRevealed,
    SevenSwapped,
    Signalled,
    TrickTaken,
)
from briscola.app.online.frames import BadFrame, Who, lobby_frame, read_frame, read_lobby
from briscola.app.online.frames import frame as make_frame
from briscola.app.online.invitation import key_text
from briscola.app.online.lobby import LinkState, NetSeat, from_lobby
from briscola.app.online.seating import shown_name, variant_of
from briscola.app.online.transport import HOST, HangUp, MakeOffer, Send
from briscola.app.state import Net
from briscola.app.steps import Change, Redraw, Save, Steps, Then, ask, cue, say
from briscola.engine.actions import (
    PLAY,
    Action,
    Call,
    Declare,
    Play,
    Signal,
    SwapSeven,
    action_from_json,
)
from briscola.engine.auction import Bid
from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import loads_bounded
from briscola.i18n import card_phrase, net_strings, net_text, suit_name, text
from briscola.network import (
    DEFAULT_GROUP,
    GROUPS,
    Dealt,
    Group,
    Identity,
    Outgoing,
    Output,
    PublicKey,
    Refused,
    SeatSetup,
    SetupError,
    Stopped,
    SystemRandomness,
    Table,
    TableSetup,
    Verified,
)

if TYPE_CHECKING:
    from briscola.ai import Player
    from briscola.app.state import PageState
    from briscola.app.state import Play as PlayRecord
    from briscola.engine.view import SeatView
    from briscola.network import Event as NetEvent

MAX_ACTION_CHARS: Final = 100
_PLAYERS: dict[tuple[str, int], Player] = {}
"""The computer players of the host's page, by hand and seat (made when first needed)."""
_PLAYERS_KEPT: Final = 10


def randomness() -> SystemRandomness:
    """The protocol's secrets: the system's (``crypto.getRandomValues`` in the page)."""
    return SystemRandomness()


def group_of(state: PageState) -> Group:
    """The group of this page's keys."""
    return state.ports.net_group or GROUPS[DEFAULT_GROUP]


def net_groups(state: PageState) -> Mapping[str, Group]:
    """The groups a table's setup may name here."""
    group = group_of(state)
    return {**GROUPS, group.name: group}


# -- what the page knows of a table ----------------------------------------------------------


def remember_table(net: Net, table: Table) -> Net:
    """``net`` holding ``table``: its rules, and its seats as the setup names them (a seat's
    link kept where ``net`` knew it)."""
    setup = table.setup
    seats = []
    for n, seat in enumerate(setup.seats):
        who: Who = "host" if n == setup.host else "computer" if seat.computer else "guest"
        old = net.seats[n] if len(net.seats) == len(setup.seats) else None
        link: LinkState = old.link if old is not None else ""
        if old is None and n != net.me and (who == "guest" or n == setup.host):
            link = "lost"  # after a reload: no channel is open yet
        if who == "computer" or n == net.me:
            link = ""
        seats.append(
            NetSeat(
                who,
                shown_name(seat.name),
                seat.computer,
                seat.key.to_text(),
                link,
                old.invite if old is not None else "",
                old.since if old is not None else 0.0,
                old.why if old is not None else "",
            )
        )
    state = table.hand.state
    return net._replace(
        seats=tuple(seats),
        rules=table.rules,
        table=table,
        shown=_view(table, net.me) or (net.shown if net.table is table else None),
        said=net.said if net.table is table else len(table.hand.moves),
        tricks=net.tricks if net.table is table else len(state.tricks),
        face_up=state.face_up if table.dealt else None,
    )


def _view(table: Table, seat: int) -> SeatView | None:
    return table.view(seat) if seat in table.identities else None


# -- outputs: saved, then sent ----------------------------------------------------------------


def carry(
    state: PageState,
    net: Net,
    out: Output,
    *,
    new_table: bool = False,
    play: PlayRecord | None = None,
) -> Steps:
    """What ``out`` (of ``net``'s table) does: the table saved, its messages sent (the
    first one as a new hand's setup with ``new_table``), its events told."""
    table = net.table
    assert table is not None
    sends: Steps = []
    for number, message in enumerate(out.messages):
        sends += _sends(net, message, "table" if new_table and number == 0 else "net")
    net, told, problem = _told(state, net, out.events)
    play = play if play is not None else state.play
    steps: Steps = list(cue(state, *cues(told, _side(net))))
    if any(isinstance(event, TrickTaken) for event in told):
        held = play.holds + 1
        play = play._replace(holds=held, hold=held)
    sentences = describe(told, state.lang, state.saved.settings.show_points, seating(net))
    sentences += _news(state, net, out.events)
    turn = turn_sentence(net, state.lang)
    if turn and not play.hold:
        sentences.append(turn)
    if problem:
        net = net._replace(problem=problem)
    return [
        Change(net=net, play=play),
        Save(("network",)),
        *sends,
        *steps,
        *say(*sentences),
        Redraw(),
        Drive(),
    ]


def _sends(net: Net, message: Outgoing, kind: str) -> Steps:
    """The frames that carry ``message`` from this page."""
    if net.role == "guest":
        to = None if message.to is None else message.to
        return [Wire(Send(HOST, make_frame("net", message.text, to)))]
    text_ = make_frame("table" if kind == "table" else "net", message.text)
    if message.to is None:
        return [Wire(Send(n, text_)) for n in _open_guests(net)]
    if message.to in _open_guests(net):
        return [Wire(Send(message.to, text_))]
    return []


def _open_guests(net: Net, but: int | None = None) -> list[int]:
    return [
        n
        for n, seat in enumerate(net.seats)
        if seat.who == "guest" and seat.link == "open" and n != but
    ]


def _side(net: Net) -> int:
    assert net.table is not None and net.rules is not None
    return net.rules.side_of(net.me) if not net.rules.is_chiamata else net.me


def seating(net: Net) -> Seating:
    """Who the sentences name: every seat by name, this page's person as "you"."""
    return Seating(tuple(seat.name for seat in net.seats), net.me)


def _told(state: PageState, net: Net, events: tuple[NetEvent, ...]) -> tuple[Net, list[Event], str]:
    """The page's own events for the moves the table accepted since it last told them, the
    net brought up to date, and a problem to show ("" if none)."""
    table = net.table
    assert table is not None
    hand = table.hand
    public = hand.state
    told: list[Event] = []
    face_up = net.face_up
    for seat, action in hand.moves[net.said :]:
        told += _move_events(seat, action, face_up, public.called, public.caller)
        if isinstance(action, SwapSeven):
            face_up = action.card
    for trick in public.tricks[net.tricks :]:
        told.append(TrickTaken(trick.winner, trick.cards, trick.points))
    problem = ""
    for event in events:
        if isinstance(event, Refused):
            problem = net_text(
                state.lang,
                "refused",
                name=_named(net, event.seat, state.lang),
                reason=reason_words(state.lang, event.reason),
            )
        elif isinstance(event, Stopped) and event.seat is not None:
            problem = net_text(
                state.lang,
                "stopped.lead",
                name=_named(net, event.seat, state.lang),
                reason=reason_words(state.lang, event.reason),
            )
    view = _view(table, net.me)
    net = net._replace(
        said=len(hand.moves),
        tricks=len(public.tricks),
        face_up=public.face_up if table.dealt else face_up,
        shown=view if view is not None else net.shown,
    )
    return net, told, problem


def _move_events(
    seat: int, action: Action, face_up: object, called: object, caller: int | None
) -> list[Event]:
    if isinstance(action, Play):
        events: list[Event] = [CardPlayed(seat, action.card)]
        if action.card == called and caller is not None and seat != caller:
            events.append(PartnerRevealed(seat, caller))
        return events
    if isinstance(action, SwapSeven) and face_up is not None:
        return [SevenSwapped(seat, action.card, face_up)]  # type: ignore[arg-type]
    if isinstance(action, Signal):
        return [Signalled(seat, action.name)]
    if isinstance(action, Bid):
        return [BidMade(seat, action)]
    if isinstance(action, Call):
        return [CardCalled(seat, action.card)]
    return []


def _news(state: PageState, net: Net, events: tuple[NetEvent, ...]) -> list[str]:
    """Sentences of the protocol's own events: the deal, the hand checked or stopped."""
    lang, found = state.lang, []
    for event in events:
        if isinstance(event, Dealt):
            found.append(deal_sentence(net, lang))
        elif isinstance(event, Verified):
            found.append(net_text(lang, "say.verified"))
        elif isinstance(event, Stopped) and event.seat is not None:
            found.append(net_text(lang, "say.stopped", name=_named(net, event.seat, lang)))
    return found


def reason_words(lang: str, code: str) -> str:
    """A refusal's reason in words."""
    return net_strings(lang).get(f"reason.{code}", code)


def _named(net: Net, seat: int | None, lang: str) -> str:
    if seat is None or not 0 <= seat < len(net.seats):
        return net_text(lang, "nobody")
    return net.seats[seat].name


def deal_sentence(net: Net, lang: str) -> str:
    """Who dealt, and the face-up trump."""
    assert net.table is not None
    state = net.table.hand.state
    card = card_phrase(state.trump_card, lang) if state.trump_card else ""
    none = "" if state.trump_card else ".auction" if state.rules.is_chiamata else ".none"
    if state.dealer == net.me:
        return text(lang, f"say.deal.you{none}", card=card)
    return text(lang, f"say.deal{none}", name=net.seats[state.dealer].name, card=card)


def turn_sentence(net: Net, lang: str) -> str:
    """ "Tocca a te." when this page's person is to move."""
    table = net.table
    if table is None or table.status != "play":
        return ""
    view = table.view(net.me)
    return text(lang, "say.turn.you") if view is not None and view.current_player == net.me else ""


# -- frames in --------------------------------------------------------------------------------


def take_frame(seat: int, text_: str, state: PageState) -> Steps:
    """A frame from ``seat``'s channel (a guest's page: the host's)."""
    net = state.net
    try:
        got = read_frame(text_)
    except BadFrame as error:
        return _refused_frame(state, seat, str(error))
    if net.role == "guest":
        if seat != HOST:
            return []
        if got.kind == "lobby":
            return _lobby(state, got.text)
        if got.kind == "table":
            return _join_hand(state, got.text)
        if net.table is None:
            return _refused_frame(state, seat, "a message before the hand's setup")
        return carry(state, net, net.table.receive(got.text))
    if net.role != "host" or not 0 < seat < len(net.seats) or net.seats[seat].who != "guest":
        return []
    if got.kind != "net":
        return _refused_frame(state, seat, "a guest's page sent the host's frame")
    table = net.table
    if table is None:
        return _refused_frame(state, seat, "a message before the hand's setup")
    relayed = make_frame("net", got.text)
    if got.to is None:
        relay: Steps = [Wire(Send(n, relayed)) for n in _open_guests(net, but=seat)]
        return [*relay, *carry(state, net, table.receive(got.text))]
    if got.to in table.local_seats:
        return carry(state, net, table.receive(got.text))
    if got.to in _open_guests(net, but=seat):
        return [Wire(Send(got.to, relayed))]
    return []


def _refused_frame(state: PageState, seat: int, detail: str) -> Steps:
    net = state.net
    words = net_text(state.lang, "refused.frame", name=_named(net, seat, state.lang))
    return [Change(net=net._replace(problem=words)), LogError(f"network: {detail}"[:200]), Redraw()]


def _lobby(state: PageState, body: str) -> Steps:
    net = state.net
    try:
        lobby = read_lobby(body)
    except BadFrame as error:
        return _refused_frame(state, HOST, str(error))
    if net.table is not None or net.invitation is None or len(lobby) != net.invitation.players:
        return []  # the setup names the seats once the hand is dealt
    seats = list(from_lobby(lobby))
    mine = net.seats[net.me]
    seats[net.me] = seats[net.me]._replace(name=mine.name, key=mine.key, link="")
    seats[HOST] = seats[HOST]._replace(link=net.seats[HOST].link, since=net.seats[HOST].since)
    return [Change(net=net._replace(seats=tuple(seats))), Redraw()]


def _join_hand(state: PageState, setup_text: str) -> Steps:
    """A guest's page: the host's setup of a hand; this page joins it."""
    net = state.net
    if net.identity is None:
        return []
    host_key = _host_key(state, net)
    try:
        table, out = Table.join(setup_text, net.identity, randomness(), host_key, net_groups(state))
    except SetupError as error:
        return _refused_frame(state, HOST, f"the setup: {error}")
    if table.local_seats != (net.me,) or variant_of(table.rules) is None:
        return _refused_frame(state, HOST, "a setup this page cannot play")
    fresh = remember_table(net._replace(table=None, shown=None, said=0, tricks=0), table)
    fresh = fresh._replace(said=0, tricks=0, problem="")
    return carry(state, fresh, out, play=state.play._replace(hold=0, refusal=""))


def _host_key(state: PageState, net: Net) -> PublicKey | None:
    if net.table is not None:
        return net.table.setup.seats[net.table.setup.host].key
    assert net.invitation is not None
    return PublicKey.from_text(key_text(net.invitation.host_key), group_of(state))


def send_lobby(state: PageState) -> Steps:
    """The host tells every friend whose channel is open who sits where."""
    net = state.net
    if net.role != "host":
        return []
    lobby = lobby_frame(tuple(seat.lobby() for seat in net.seats))
    return [Wire(Send(n, lobby)) for n in _open_guests(net)]


def sync(state: PageState) -> Steps:
    """A channel opened again: ask the others for what this page missed."""
    net = state.net
    if net.table is None:
        return []
    return carry(state, net, net.table.sync())


# -- the host deals ------------------------------------------------------------------------------


def start_hand(state: PageState) -> Steps:
    """Every friend's channel is open: the host deals the hand (the setup first)."""
    net = state.net
    if net.role != "host" or net.table is not None or net.identity is None or net.rules is None:
        return []
    return _deal(state, net, net.seats)


def _deal(state: PageState, net: Net, seats: tuple[NetSeat, ...]) -> Steps:
    assert net.identity is not None and net.rules is not None
    group, source = net.identity.group, randomness()
    bots = {n: Identity.generate(source, group) for n, s in enumerate(seats) if s.who == "computer"}
    seat_setups = []
    for n, seat in enumerate(seats):
        if n in bots:
            seat_setups.append(SeatSetup(seat.name, bots[n].public, seat.level))
            continue
        key = net.identity.public if n == 0 else PublicKey.from_text(seat.key, group)
        assert key is not None  # checked when the reply was taken
        seat_setups.append(SeatSetup(seat.name, key))
    dealer = state.ports.seeds.randrange(len(seats))
    setup = TableSetup.new(net.rules, tuple(seat_setups), host=0, dealer=dealer, randomness=source)
    table, out = Table.host(setup, {0: net.identity, **bots}, source)
    fresh = remember_table(net._replace(table=None, shown=None), table)
    fresh = fresh._replace(said=0, tricks=0, problem="")
    play = state.play._replace(generation=state.play.generation + 1, hold=0, refusal="")
    return [*carry(state, fresh, out, new_table=True, play=play), Then(send_lobby)]


def replace_seat(state: PageState, seat: int) -> Steps:
    """The host gives the lost friend's seat to the computer: the hand stops and a new one
    is dealt (every page joins it by its setup)."""
    net = state.net
    level = state.saved.settings.levels[seat - 1]
    seats = list(net.seats)
    seats[seat] = NetSeat("computer", seats[seat].name, level=level)
    steps: Steps = [Wire(HangUp(seat))]
    if net.table is not None and net.table.status in ("deal", "play", "reveal"):
        out = net.table.give_up()
        steps += [
            Wire(Send(n, make_frame("net", m.text)))
            for m in out.messages
            for n in _open_guests(net)
        ]
    return [*steps, *_deal(state, net._replace(seats=tuple(seats)), tuple(seats))]


# -- this page's moves -----------------------------------------------------------------------------


def my_view(state: PageState) -> SeatView | None:
    """This page's seat's view, if its person may move now."""
    net = state.net
    table = net.table
    if table is None or table.status != "play" or state.play.hold or not _all_open(net):
        return None
    view = table.view(net.me)
    return view if view is not None and view.current_player == net.me else None


def _all_open(net: Net) -> bool:
    if net.role == "guest":
        return net.seats[HOST].link == "open"
    return all(seat.link == "open" for seat in net.seats if seat.who == "guest")


def net_offer(act: Act, state: PageState, arg: str | None) -> Steps:
    """This page's person chose the table's offer ``act`` (``arg``: its action's JSON)."""
    view = my_view(state)
    if view is None or arg is None:
        return []
    try:
        data = loads_bounded(arg, "an action of the page", max_chars=MAX_ACTION_CHARS)
        if not isinstance(data, dict) or list(data) != [act]:
            return []
        action = action_from_json(data)
    except InvalidStateError:
        return []
    if isinstance(action, Declare):
        return ask(state, Act.DECLARE, action.points, pending=action)
    return net_act(state, action)


def net_key(number: int, state: PageState) -> Steps:
    """Number key ``number``: the card at that place of the hand."""
    view = my_view(state)
    if view is None or not 1 <= number <= len(view.hand):
        return []
    return net_act(state, PLAY[view.hand[number - 1]])


def net_act(state: PageState, action: Action) -> Steps:
    """This page's person's ``action``; refused with the reason shown if the rules forbid it."""
    view = my_view(state)
    net = state.net
    if view is None or net.table is None:
        return []
    if action not in view.legal:
        refusal = _refusal(view, action, state.lang)
        return [Change(play=state.play._replace(refusal=refusal)), *say(refusal)]
    out = net.table.act(net.me, action)
    return carry(state, net, out, play=state.play._replace(refusal="", hold=0))


def _refusal(view: SeatView, action: Action, lang: str) -> str:
    if isinstance(action, Play) and view.trick and view.rules.follow_suit:
        return text(lang, "refuse.follow", suit=suit_name(view.trick[0][1].suit, lang))
    return ""


# -- the host's computer seats ---------------------------------------------------------------


def net_waiting(state: PageState) -> tuple[int, Player, SeatView, random.Random] | None:
    """The host's page: the computer seat to move now (its seat, player, view and random
    source), if any."""
    net = state.net
    table = net.table
    if net.role != "host" or table is None or table.status != "play" or not _all_open(net):
        return None
    for seat in table.local_seats:
        level = net.seats[seat].level
        if level is None:
            continue
        view = table.view(seat)
        if view is not None and view.current_player == seat and view.legal:
            rng = random.Random(f"{table.table_text}:{len(table.hand.moves)}")
            return seat, _player(table, seat, level), view, rng
    return None


def _player(table: Table, seat: int, level: str) -> Player:
    from briscola.ai import make_player

    key = (table.table_text, seat)
    if key not in _PLAYERS:
        if len(_PLAYERS) >= _PLAYERS_KEPT:  # an earlier hand's players are not needed
            _PLAYERS.clear()
        _PLAYERS[key] = make_player(level)
    return _PLAYERS[key]


def net_computer_moved(generation: int, seat: int, action: Action, state: PageState) -> Steps:
    """The computer at ``seat`` chose ``action``; dropped if the table moved on meanwhile."""
    turn = net_waiting(state)
    net = state.net
    if turn is None or generation != state.play.generation or turn[0] != seat or net.table is None:
        return []
    if action not in turn[2].legal:
        return []
    return carry(state, net, net.table.act(seat, action))


# -- a reload --------------------------------------------------------------------------------


def resume_saved(state: PageState) -> Steps:
    """The page starts with a network table saved: it goes on with it. The host's page makes
    a new invitation for every friend; a friend's page waits for the host's."""
    ports = state.ports
    if state.net.role or state.play.following:
        return []
    data = ports.store.get(ports.ns.key("network"))
    if data is None:
        return []
    try:
        table = Table.resume(data, randomness(), net_groups(state))
    except InvalidStateError as error:
        from briscola.app.steps import SetAside

        return [SetAside("network"), LogError(f"network: {error}"[:200])]
    people = [seat for seat in table.local_seats if table.setup.seats[seat].computer is None]
    if len(people) != 1:
        return []
    me = people[0]
    role = "host" if me == table.setup.host else "guest"
    net = remember_table(Net(role=role, me=me, identity=table.identities[me]), table)
    now = ports.clock.now_ms()
    seats = tuple(s._replace(since=now) if s.link == "lost" else s for s in net.seats)
    net = net._replace(seats=seats)
    offers: Steps = []
    if role == "host":
        stun = state.saved.settings.stun
        offers = [Wire(MakeOffer(n, stun)) for n, s in enumerate(seats) if s.who == "guest"]
    return [Change(net=net), *offers, Redraw()]
