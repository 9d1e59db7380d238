"""A network table as one page holds it: fed the messages that arrive, it returns the
messages to send and what happened. No I/O inside: the page carries the text.

Every message is checked in this order: its shape (``wire.py``), its table and seat, its
signature, its number (a replay or a gap is refused), its body (``bodies.py``), then what it
means now: the deal's step (``book.py``) or the move, which the engine checks
(``referee.py``). A message refused before its signature checked blames nobody and is only
counted; one its seat signed that breaks the rules stops the hand, naming the seat.
"""

from __future__ import annotations

import base64
import hashlib
from collections import Counter
from collections.abc import Mapping
from typing import Any, Final, Literal

from briscola.engine.actions import Action
from briscola.engine.cards import Card
from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import loads_bounded
from briscola.engine.values import replace
from briscola.engine.view import SeatView
from briscola.network.bodies import (
    Body,
    BodyError,
    Keys,
    Move,
    Reveal,
    Shape,
    Show,
    Shuffle,
    Stop,
    Sync,
    Unlock,
    read_body,
)
from briscola.network.book import Context, DealBook, SentBox
from briscola.network.deal import SeatSecrets, opening_exponent
from briscola.network.duties import duties, owed, secrets_body
from briscola.network.events import (
    Dealt,
    Event,
    Moved,
    Outgoing,
    Output,
    Refused,
    Stopped,
    Verified,
)
from briscola.network.group import GROUPS, Group
from briscola.network.identity import Identity, PublicKey
from briscola.network.openings import (
    assign_targets,
    cards_seen,
    deal_is_open,
    open_cards,
    public_sources,
    seat_layers,
)
from briscola.network.randomness import Randomness
from briscola.network.reasons import Refusal
from briscola.network.referee import UNKNOWN, Breach, PublicHand, shown_card
from briscola.network.table_setup import SetupError, TableSetup, canonical
from briscola.network.verify import check_deal, real_deal, secrets_of, verify
from briscola.network.wire import Envelope, WireError, read_envelope, write_message

Status = Literal["deal", "play", "reveal", "verified", "stopped"]
SNAPSHOT_FORMAT: Final = "briscola-network-table"
SNAPSHOT_VERSION: Final = 1
MAX_EARLY: Final = 256
"""Most messages a page holds until what they follow has come."""


class Table:
    """One hand of a network table on one page (see the module's docstring).

    Make one with :meth:`host` (the host's page), :meth:`join` (a guest's, from the host's
    first message) or :meth:`resume` (a page reloaded, from its :meth:`snapshot`).
    """

    __slots__ = (
        "setup",
        "group",
        "rules",
        "players",
        "table_id",
        "table_text",
        "identities",
        "randomness",
        "shape",
        "transcript",
        "by_seat",
        "refusals",
        "secrets",
        "book",
        "hand",
        "received",
        "shown",
        "reveals",
        "stoppers",
        "stopped",
        "verdict",
        "events",
        "replaying",
        "stop_owed",
        "announced",
        "dealt",
        "deal_sources",
        "kinds",
        "early",
    )

    def __init__(
        self, setup: TableSetup, identities: Mapping[int, Identity], randomness: Randomness
    ) -> None:
        for seat, identity in identities.items():
            if setup.seats[seat].key != identity.public:
                raise SetupError(f"the identity given for seat {seat} is not that seat's")
        self.setup = setup
        self.group: Group = setup.group
        self.rules = setup.rules
        self.players = setup.players
        self.table_id = setup.table_id
        self.table_text = base64.b64encode(self.table_id).decode("ascii")
        self.identities = dict(identities)
        self.randomness = randomness
        self.shape = Shape(self.group, self.rules.deck, self.players)
        self.transcript: list[str] = []
        self.by_seat: list[list[str]] = [[] for _ in range(self.players)]
        self.refusals: Counter[tuple[int | None, Refusal]] = Counter()
        """How many messages were refused, by the seat they claim to be from and the reason."""
        self.secrets: dict[int, SeatSecrets] = {}
        self.book = DealBook(self.group, self.rules, self.table_id)
        self.hand = PublicHand(self.rules, setup.dealer)
        self.received: dict[int, int] = {}
        """Keys boxed for a drawer this page plays, by position."""
        self.shown: dict[int, tuple[int, int]] = {}
        """The captain (of this page) each position was shown to, and the exponent that
        opens it."""
        self.reveals: dict[int, Reveal] = {}
        self.stoppers: list[int] = []
        self.stopped: Stopped | None = None
        self.verdict: Stopped | Verified | None = None
        self.events: list[Event] = []
        self.replaying = False
        self.stop_owed: tuple[Refusal, str | None] | None = None
        """The stop this page owes the others: why, and the message that shows it."""
        self.announced: dict[int, set[Card]] = {seat: set() for seat in identities}
        self.dealt = False
        self.deal_sources: frozenset[tuple[int, int]] = frozenset()
        self.kinds: list[list[str]] = [[] for _ in range(self.players)]
        """The kind of each message of each seat, in order."""
        self.early: list[tuple[str, Envelope]] = []
        """Messages that came before some message they follow, held until it comes."""

    # -- making a table ------------------------------------------------------------------

    @classmethod
    def host(
        cls, setup: TableSetup, identities: Mapping[int, Identity], randomness: Randomness
    ) -> tuple[Table, Output]:
        """The host's table: ``identities`` of the host's seat and every computer seat. The
        output starts with the setup, signed, for every guest."""
        plays = {seat for seat in range(setup.players) if setup.plays_for(seat) == setup.host}
        if set(identities) != plays:
            raise SetupError("the host plays its own seat and every computer seat, no other")
        table = cls(setup, identities, randomness)
        text = write_message(
            identities[setup.host],
            randomness,
            table.table_id,
            setup.host,
            0,
            (0,) * setup.players,
            "setup",
            setup.to_json(),
        )
        output = table._step()
        return table, Output((Outgoing(None, text), *output.messages), output.events)

    @classmethod
    def join(
        cls,
        text: str | bytes,
        identity: Identity,
        randomness: Randomness,
        host_key: PublicKey | None = None,
        groups: Mapping[str, Group] = GROUPS,
    ) -> tuple[Table, Output]:
        """A guest's table from the host's setup message. ``host_key`` (from the invitation)
        must have signed it; the guest's key must have a seat. Raises :class:`SetupError`."""
        try:
            envelope = read_envelope(text)
        except WireError as error:
            raise SetupError(f"not a table's setup: {error.detail}") from None
        if envelope.kind != "setup":
            raise SetupError("the first message of a table is its setup")
        setup = TableSetup.from_json(envelope.body, groups)
        host = setup.seats[setup.host].key
        if envelope.seat != setup.host or (host_key is not None and host != host_key):
            raise SetupError("the setup does not come from the host of the invitation")
        if envelope.table != base64.b64encode(setup.table_id).decode("ascii"):
            raise SetupError("the setup does not name its own table")
        if not host.verify(envelope.signed_bytes(), envelope.signature):
            raise SetupError("the setup's signature is wrong")
        seats = [s for s, seat in enumerate(setup.seats) if seat.key == identity.public]
        if len(seats) != 1 or setup.seats[seats[0]].computer is not None:
            raise SetupError("this page's key has no seat at the table")
        table = cls(setup, {seats[0]: identity}, randomness)
        return table, table._step()

    def next_hand(self, dealer: int) -> tuple[Table, Output]:
        """The table's next hand, dealt by ``dealer``, with the same seats and keys (every
        page makes it the same way; the series decides the dealer)."""
        table = Table(self.setup.next_hand(dealer), self.identities, self.randomness)
        return table, table._step()

    # -- what the page asks ----------------------------------------------------------------

    @property
    def status(self) -> Status:
        """``"deal"``, ``"play"``, ``"reveal"`` (the hand is over, the keys are being
        revealed), ``"verified"`` or ``"stopped"``."""
        if isinstance(self.verdict, Verified):
            return "verified"
        if self.stopped is not None:
            return "stopped"
        if self.hand.state.is_over:
            return "reveal"
        return "play" if self.dealt else "deal"

    @property
    def local_seats(self) -> tuple[int, ...]:
        """The seats this page plays (its person's, and on the host's page the computers')."""
        return tuple(sorted(self.identities))

    def view(self, seat: int) -> SeatView | None:
        """What ``seat`` (one this page plays) sees, from the engine; None until its cards are
        open. Cards of other seats this page has not seen are left out."""
        if seat not in self.identities:
            raise ValueError(f"seat {seat} is not played on this page")
        if not self.dealt or not self.hand.knows_hand(seat):
            return None
        view = self.hand.state.view(seat)
        known_cards = set(self.hand.known.values())
        known = tuple(
            cards if s == seat else tuple(c for c in cards if c in known_cards)
            for s, cards in enumerate(view.known)
        )
        stock = view.stock_cards
        if stock is not None and not set(stock) <= known_cards:
            stock = None
        return replace(view, known=known, stock_cards=stock)

    def waiting_for(self) -> tuple[int, ...]:
        """The seats that owe a message of the protocol now (not counting a move: the seat to
        play is ``view.current_player``)."""
        return tuple(sorted({seat for seat, _ in owed(self)}))

    def code(self) -> str:
        """A short code of the table (its seats' keys and its nonce): players compare it aloud
        to be sure no one relays the messages between them with keys of its own."""
        data = self.setup.to_json()
        del data["hand"], data["dealer"]
        number = int.from_bytes(hashlib.sha256(canonical(data)).digest()[:4], "big")
        return f"{number % 10**8:08d}"[:4] + "-" + f"{number % 10**8:08d}"[4:]

    # -- messages in ---------------------------------------------------------------------

    def receive(self, text: str | bytes) -> Output:
        """A message from a peer, whatever it holds."""
        self.events = []
        try:
            envelope = read_envelope(text)
            self._check_envelope(envelope)
        except WireError as error:
            self._refuse(error.seat, error.reason, error.detail)
            return self._output(())
        if envelope.kind == "sync":
            return self._answer_sync(envelope)
        if envelope.kind == "setup":
            if canonical(envelope.body) != canonical(self.setup.to_json()):
                self._refuse(envelope.seat, Refusal.OUT_OF_TURN, "a second setup of the hand")
            return self._output(())
        self._hold(text if isinstance(text, str) else text.decode("utf-8"), envelope)
        return self._step()

    def act(self, seat: int, action: Action) -> Output:
        """The move of a seat this page plays. Raises ``ValueError`` unless it is that seat's
        turn and the engine allows the move (the page offers only ``view.legal``)."""
        self.events = []
        view = self.view(seat) if seat in self.identities else None
        if self.status != "play" or view is None or action not in view.legal:
            raise ValueError(f"seat {seat} may not {action} now")
        opening = None
        card = shown_card(action, self.hand.state.trump_suit)
        if card is not None:
            position = self.hand.where[card]
            layers = self.layers(seat, position)
            if position not in self.hand.public and layers is not None:
                exponent = opening_exponent(self.group, layers)
                key = self.group.element_text(exponent % self.group.q)
                opening = {"position": position, "key": key}
        text = self._send(seat, "move", {"action": action.to_json(), "open": opening})
        output = self._step()
        return Output((Outgoing(None, text), *output.messages), output.events)

    def sync(self) -> Output:
        """After a reload or a lost connection: asks the others (the host, for a guest) for
        the messages this page lacks, and offers them those they lack."""
        self.events = []
        seat = self.local_seats[0]
        to = None if seat == self.setup.host else self.setup.host
        text = self._sync_message(seat, reply=False)
        return self._output((Outgoing(to, text),))

    def give_up(self) -> Output:
        """The page waited long enough: the hand stops, naming the seats that owe a message
        (or, at the end, their keys)."""
        self.events = []
        seats = self.waiting_for()
        if seats and self.verdict is None:
            named = ", ".join(map(str, seats))
            if self.stopped is None or self.stopped.seat is None:
                self._stop(seats[0], Refusal.WITHHELD, f"seat {named} did not send", final=True)
            self.verdict = self.stopped
        return self._output(())

    # -- the checks ----------------------------------------------------------------------

    def _check_envelope(self, envelope: Envelope) -> None:
        if envelope.table != self.table_text:
            raise WireError(Refusal.WRONG_TABLE, envelope.seat, "a message of another hand")
        seat = envelope.seat
        if not 0 <= seat < self.players:
            raise WireError(Refusal.UNKNOWN_SEAT, None, f"no seat {seat} at this table")
        key = self.setup.seats[seat].key
        if envelope.kind == "setup" and seat != self.setup.host:
            raise WireError(Refusal.NOT_HOST, seat, "a setup from another seat than the host")
        if not key.verify(envelope.signed_bytes(), envelope.signature):
            raise WireError(Refusal.BAD_SIGNATURE, seat, f"not signed by seat {seat}")
        if envelope.kind in ("sync", "setup"):
            return
        expected = len(self.by_seat[seat])
        held = any(e.seat == seat and e.seq == envelope.seq for _, e in self.early)
        if envelope.seq < expected or held:
            raise WireError(Refusal.REPLAY, seat, f"seat {seat}'s message {envelope.seq} again")

    def _hold(self, text: str, envelope: Envelope) -> None:
        """Keep a message until this page has every message it follows (``seen``)."""
        if len(self.early) >= MAX_EARLY:
            self._refuse(envelope.seat, Refusal.GAP, "too many messages ahead of their turn")
            return
        self.early.append((text, envelope))

    def _ready(self, envelope: Envelope) -> bool:
        """Whether a held message is next from its seat and this page has what it follows."""
        if envelope.seq != len(self.by_seat[envelope.seat]):
            return False
        seen = envelope.seen
        if len(seen) != self.players:
            return True  # refused as soon as it is read
        return all(n <= len(texts) for n, texts in zip(seen, self.by_seat, strict=True))

    def _drain(self) -> None:
        """Take in every held message that is ready, in the order they came."""
        progress = True
        while progress:
            progress = False
            for index, (text, envelope) in enumerate(self.early):
                if self._ready(envelope):
                    del self.early[index]
                    self._accept(text, envelope)
                    progress = True
                    break

    def _context(self, envelope: Envelope) -> Context:
        """What a message follows, checked: a count per seat, its own being its number."""
        seen = envelope.seen
        if len(seen) != self.players or seen[envelope.seat] != envelope.seq:
            raise Breach(Refusal.BAD_VALUE, "seen must count each seat's messages, its own too")
        return Context(seen, self._count_in(seen, "move"))

    def _count_in(self, seen: tuple[int, ...], kind: str) -> int:
        """How many messages of ``kind`` a message's context holds."""
        return sum(kinds[:n].count(kind) for n, kinds in zip(seen, self.kinds, strict=True))

    def _accept(self, text: str, envelope: Envelope) -> None:
        """A message in its place in the sequence: kept, then read and applied."""
        seat = envelope.seat
        if envelope.kind == "stop" and not self.replaying:
            self._take_evidence(envelope.body.get("evidence"))
        self.transcript.append(text)
        self.by_seat[seat].append(text)
        self.kinds[seat].append(envelope.kind)
        try:
            context = self._context(envelope)
            body = read_body(envelope.kind, envelope.body, self.shape)
            self._apply(seat, envelope.seq, body, context)
        except BodyError as error:
            self._breach(seat, Breach(error.reason, error.detail), text)
        except Breach as breach:
            self._breach(seat, breach, text)
        self._progress()

    def _take_evidence(self, text: Any) -> None:
        """The message a stop shows, taken in first if this page has not had it (it then
        names its seat here too); anything else a stop carries is left aside."""
        if not isinstance(text, str):
            return
        try:
            envelope = read_envelope(text)
            self._check_envelope(envelope)
        except WireError:
            return  # had already (a replay), or not a message of this hand
        if envelope.kind not in ("stop", "sync", "setup"):
            if self._ready(envelope):
                self._accept(text, envelope)
            else:
                self._hold(text, envelope)

    def _apply(self, seat: int, seq: int, body: Body, context: Context) -> None:
        if isinstance(body, Stop):
            self.stoppers.append(seat)
            self._stop(None, Refusal(body.reason), f"seat {seat} stopped the hand")
            return
        if isinstance(body, Reveal):
            self._add_reveal(seat, body, context)
            return
        if self.stopped is not None:
            self._refuse(seat, Refusal.OUT_OF_TURN, "the hand has stopped")
            return
        if isinstance(body, Shuffle):
            if self._count_in(context.seen, "shuffle") != seat:
                raise Breach(Refusal.OUT_OF_TURN, f"seat {seat} shuffled before its turn")
            self.book.add_shuffle(seat, body)
        elif isinstance(body, Unlock):
            self.book.add_unlock(seat, seq, body, context)
        elif isinstance(body, Keys):
            self._add_keys(seat, seq, body, context)
        elif isinstance(body, Show):
            self._add_show(seat, seq, body, context)
        elif isinstance(body, Move):
            self._add_move(seat, body, context)
        else:  # a sync is answered before it gets here
            raise Breach(Refusal.OUT_OF_TURN, "a sync has no place in the hand")

    def _add_keys(self, seat: int, seq: int, body: Keys, context: Context) -> None:
        first = len(self.book.key_boxes)
        self.book.add_keys(seat, seq, body, context)
        for sent in self.book.key_boxes[first:]:
            if sent.box.to in self.identities:
                keys = self._open(sent)
                if keys is None:
                    raise Breach(Refusal.WRONG_KEY, f"a box for seat {sent.box.to} holds no key")
                self.received.update(zip(sent.box.positions, keys, strict=True))

    def _add_show(self, seat: int, seq: int, body: Show, context: Context) -> None:
        self.book.add_show(seat, seq, body.box, context)
        if body.box.to in self.identities:
            exponents = self._open(self.book.show_boxes[-1])
            if exponents is None:
                raise Breach(Refusal.WRONG_KEY, f"seat {seat}'s show holds no key")
            for position, exponent in zip(body.box.positions, exponents, strict=True):
                self.shown[position] = (body.box.to, exponent)

    def _open(self, sent: SentBox) -> list[int] | None:
        """The exponents of a box for a seat of this page."""
        mine = sent.box.to
        secret = self.book.box_secret(sent.sender, mine, self.secrets[mine].dh, mine)
        return self.book.open_box(sent, secret)

    def _add_move(self, seat: int, body: Move, context: Context) -> None:
        dealt = self.dealt and all(context.has(source) for source in self.deal_sources)
        if not dealt or context.moves != len(self.hand.moves):
            raise Breach(Refusal.OUT_OF_TURN, f"seat {seat} moved out of its turn")
        shown = None
        if body.opening is not None:
            position = body.opening.position
            value = self.book.public_value(position)
            chain = self.book.chains.get(position)
            if value is None or chain is None or chain.target != seat:
                raise Breach(Refusal.WRONG_KEY, f"seat {seat} shows a card it did not draw")
            exponent = self.group.even(body.opening.exponent)
            card = self.book.card_at_value(pow(value, exponent, self.group.p))
            if card is None:
                raise Breach(Refusal.WRONG_KEY, "the key shown opens no card")
            shown = (position, card)
        self.hand.move(seat, body.action, shown)
        self.events.append(Moved(seat, body.action))

    def _add_reveal(self, seat: int, body: Reveal, context: Context) -> None:
        over = self.hand.state.is_over and context.moves == len(self.hand.moves)
        open_deal = (
            self.rules.open_hands and self._count_in(context.seen, "shuffle") == self.players
        )
        if not over and not open_deal and not self._count_in(context.seen, "stop"):
            raise Breach(Refusal.OUT_OF_TURN, "secrets revealed before the hand is over")
        if seat in self.reveals:
            return
        self.reveals[seat] = body

    # -- what follows a message ----------------------------------------------------------

    def _step(self) -> Output:
        """After a message: the cards that can be opened, then this page's seats' messages."""
        messages: list[Outgoing] = []
        while True:
            self._drain()
            self._progress()
            if self.replaying:
                break
            written = duties(self)
            if not written:
                break
            # One at a time: a box is sealed for the number its message will have.
            seat, kind, body = written[0]
            messages.append(Outgoing(None, self._send(seat, kind, body)))
        return self._output(tuple(messages))

    def _progress(self) -> None:
        try:
            if self.stopped is None and not self.rules.open_hands:
                assign_targets(self.book, self.hand)
            self._open_cards()
        except Breach as breach:
            culprit = None if breach.seat in (None, UNKNOWN) else breach.seat
            self._stop(culprit, breach.reason, breach.detail)
            self.stop_owed = (breach.reason, None)
        if not self.dealt and not self.rules.open_hands and deal_is_open(self.book, self.hand):
            self.dealt = True
            self.deal_sources = public_sources(self.book)
            self.events.append(Dealt())
        if self.dealt:
            self.events += cards_seen(self.hand, self.shown, self.announced)
        if self.verdict is None and self.stopped is not None and self.book.dealt is None:
            self.verdict = self.stopped  # stopped before the deal: nothing to check
        if len(self.reveals) == self.players and self.rules.open_hands and not self.dealt:
            self._open_the_deal()
        ended = self.stopped is not None or self.hand.state.is_over
        if self.verdict is None and ended and len(self.reveals) == self.players:
            self._verify()

    def _open_the_deal(self) -> None:
        """Briscola scoperta: every seat has revealed its secrets once the deck was dealt; the
        shuffle is checked and every card read from it."""
        if self.stopped is not None or self.book.dealt is None:
            return
        secrets = {seat: secrets_of(reveal) for seat, reveal in self.reveals.items()}
        failure = check_deal(self.book, secrets)
        if failure is not None:
            self._stop(*failure)
            return
        for position, card in enumerate(real_deal(self.book, secrets)):
            self.hand.learn(position, card, public=True)
        self.dealt = True
        self.events.append(Dealt())

    def _open_cards(self) -> None:
        """Open every card this page can now: its seats' cards, the public ones, and a
        captain's partners' cards."""
        mine = {seat: self.secrets[seat] for seat in self.identities if seat in self.secrets}
        open_cards(self.book, self.hand, mine, self.received, self.shown)

    def layers(self, seat: int, position: int) -> list[int] | None:
        """What ``seat`` (of this page) takes off its card at ``position``: its own lock and
        the last shuffler's key (its own key, for the last shuffler); None while that key
        has not come."""
        return seat_layers(self.secrets[seat], self.received, position)

    def _verify(self) -> None:
        verdict = verify(self.book, self.setup.dealer, self.reveals, self.hand.moves, self.stoppers)
        if verdict.seat is not None and verdict.reason is not None:
            if self.stopped is None or self.stopped.seat is None:
                self._stop(verdict.seat, verdict.reason, verdict.detail, final=True)
            self.verdict = self.stopped
            return
        if self.stopped is not None:
            self.verdict = self.stopped
            return
        assert verdict.state is not None
        outcome = verdict.state.outcome()
        if outcome is None:
            self._stop(None, Refusal.ILLEGAL_MOVE, "the real deal does not end the hand")
            self.verdict = self.stopped
            return
        self.verdict = Verified(outcome)
        self.events.append(self.verdict)

    # -- stops and refusals ----------------------------------------------------------------

    def _refuse(self, seat: int | None, reason: Refusal, detail: str) -> None:
        self.refusals[(seat, reason)] += 1
        self.events.append(Refused(seat, reason, detail))

    def _breach(self, sender: int, breach: Breach, text: str) -> None:
        """A message ``sender`` signed (``text``) broke the rules."""
        self._refuse(sender, breach.reason, breach.detail)
        culprit = sender if breach.seat is None else None if breach.seat == UNKNOWN else breach.seat
        self._stop(culprit, breach.reason, breach.detail)
        if self.stop_owed is None:
            self.stop_owed = (breach.reason, text)

    def _stop(self, seat: int | None, reason: Refusal, detail: str, final: bool = False) -> None:
        if self.stopped is not None and not final:
            return
        self.stopped = Stopped(seat, reason, detail)
        self.events.append(self.stopped)

    # -- messages out ----------------------------------------------------------------------

    def _send(self, seat: int, kind: str, body: dict[str, Any]) -> str:
        """A message of a seat this page plays: written, signed, and taken in like any other."""
        seq = len(self.by_seat[seat])
        text = write_message(
            self.identities[seat],
            self.randomness,
            self.table_id,
            seat,
            seq,
            self._seen(),
            kind,
            body,
        )
        self._accept(text, read_envelope(text))
        return text

    def _sync_message(self, seat: int, reply: bool) -> str:
        body = {"have": [len(texts) for texts in self.by_seat], "reply": reply}
        return write_message(
            self.identities[seat],
            self.randomness,
            self.table_id,
            seat,
            0,
            self._seen(),
            "sync",
            body,
        )

    def _seen(self) -> tuple[int, ...]:
        return tuple(len(texts) for texts in self.by_seat)

    def _answer_sync(self, envelope: Envelope) -> Output:
        try:
            body = read_body("sync", envelope.body, self.shape)
        except BodyError as error:
            self._refuse(envelope.seat, error.reason, error.detail)
            return self._output(())
        assert isinstance(body, Sync)
        asker = envelope.seat
        messages = [
            Outgoing(asker, text)
            for seat, texts in enumerate(self.by_seat)
            for text in texts[body.have[seat] :]
        ]
        if not body.reply and asker not in self.identities:
            messages.append(Outgoing(asker, self._sync_message(self.local_seats[0], reply=True)))
        return self._output(tuple(messages))

    def _output(self, messages: tuple[Outgoing, ...]) -> Output:
        events = tuple(self.events)
        self.events = []
        return Output(messages, events)

    # -- snapshots -----------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything this page needs to go on after a reload: the setup, the messages so far,
        and this page's secrets. Keep it on this device only."""
        return {
            "format": SNAPSHOT_FORMAT,
            "version": SNAPSHOT_VERSION,
            "setup": self.setup.to_json(),
            "identities": {str(s): i.to_json() for s, i in self.identities.items()},
            "secrets": {str(s): secrets_body(self.group, x) for s, x in self.secrets.items()},
            "transcript": list(self.transcript),
            "refusals": [[s, str(r), n] for (s, r), n in sorted(self.refusals.items(), key=str)],
        }

    @classmethod
    def resume(
        cls, data: Any, randomness: Randomness, groups: Mapping[str, Group] = GROUPS
    ) -> Table:
        """The table a :meth:`snapshot` saved (its data or JSON text), its messages taken in
        again; raises ``InvalidStateError`` if the snapshot is damaged. Then call
        :meth:`sync`."""
        if isinstance(data, (str, bytes, bytearray)):
            data = loads_bounded(data, "a network table")
        try:
            return _resume(cls, data, randomness, groups)
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise InvalidStateError(f"a damaged network table: {str(error)[:80]}") from None

    def __repr__(self) -> str:
        return (
            f"<Table seats={self.local_seats} status={self.status} messages={len(self.transcript)}>"
        )


def _resume(
    cls: type[Table], data: Any, randomness: Randomness, groups: Mapping[str, Group]
) -> Table:
    if data.get("format") != SNAPSHOT_FORMAT or data.get("version") != SNAPSHOT_VERSION:
        raise ValueError("not a saved network table of this version")
    setup = TableSetup.from_json(data["setup"], groups)
    identities = {int(s): Identity.from_json(i, groups) for s, i in data["identities"].items()}
    table = cls(setup, identities, randomness)
    for seat, saved in data["secrets"].items():
        try:
            secrets = read_body("reveal", saved, table.shape)
        except BodyError as error:
            raise ValueError(f"the secrets of seat {seat}: {error.detail}") from None
        assert isinstance(secrets, Reveal)
        table.secrets[int(seat)] = secrets_of(secrets)
    table.replaying = True
    for text in data["transcript"]:
        envelope = read_envelope(text)
        table._accept(text, envelope)
        table._step()
    table.replaying = False
    table.events = []
    for seat, reason, count in data["refusals"]:
        table.refusals[(seat, Refusal(reason))] = count
    return table
