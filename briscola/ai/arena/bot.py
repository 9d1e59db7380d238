"""Players for the arena: computer players in this process, and outside bot programs.

An outside bot speaks the bot protocol (``docs/bot-protocol.md``): JSON lines on its stdin
and stdout. Anything wrong — an illegal action, malformed JSON, a line too long, no answer in
time, a closed pipe — raises :class:`BotFault` with a short reason; the arena then forfeits
the hand and restarts the program. Each program runs in a process group of its own, and the
whole group is ended when the program is stopped, so nothing it starts outlives it.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import random
import select
import shlex
import shutil
import signal
import subprocess
import time
from typing import Any, Final, Protocol

from briscola.ai.levels.base import Player
from briscola.engine.actions import Action, action_from_json
from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import loads_bounded, shorten
from briscola.engine.view import SeatView

PROTOCOL: Final = "briscola-bot"
VERSION: Final = 1
STARTUP_TIMEOUT: Final = 10.0
"""Seconds a program may take to start and answer ``hello`` (at least ``timeout``)."""
MAX_LINE: Final = 1_000_000
"""Longest answer line in bytes: no answer needs more than a few hundred, and a longer
line is a forfeit, read no further (memory stays bounded whatever the program writes)."""
REASON: Final = 200
"""Longest forfeit reason, in characters."""
NAME: Final = 40
"""Longest bot name kept from its ``hello`` answer (it is quoted in every reason)."""
CHUNK: Final = 65_536
GRACE: Final = 0.5
"""Seconds a stopped program's process group has between SIGTERM and SIGKILL."""
REAPED: Final = 0.1
"""Seconds to wait, at most, for the killed processes of a group to be gone."""


class BotFault(Exception):
    """A seat's player broke the protocol or the rules; the message says how, briefly."""

    def __init__(self, reason: str) -> None:
        super().__init__(printable(shorten(reason, REASON)))


def printable(text: str) -> str:
    """``text`` with control characters (a new line, a terminal escape) shown as ``?``, so
    that what a bot writes cannot break the arena's report or drive the terminal.

    >>> printable("bad\\x1b[2J\\nname")
    'bad?[2J?name'
    """
    return "".join(c if c.isprintable() else "?" for c in text)


class Agent(Protocol):
    """One seat's player as the arena drives it."""

    name: str

    def new_hand(self, rng: random.Random) -> None:
        """A hand starts; ``rng`` is this seat's randomness for the hand."""

    def act(self, view: SeatView) -> Action:
        """The action for ``view``; raises :class:`BotFault` if none can be had."""
        ...

    def end_hand(self, result: dict[str, Any]) -> None:
        """The hand is over (``result`` is the outcome's JSON)."""

    def close(self) -> None:
        """The match is over."""


class LocalAgent:
    """A computer player of :mod:`briscola.ai` in this process."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.name = player.name
        self.rng = random.Random(0)

    def new_hand(self, rng: random.Random) -> None:
        """Take the hand's randomness."""
        self.rng = rng

    def act(self, view: SeatView) -> Action:
        """Ask the player."""
        return self.player.choose(view, self.rng)

    def end_hand(self, result: dict[str, Any]) -> None:
        """Nothing to tell a local player."""

    def close(self) -> None:
        """Nothing to release."""


def bot_argv(command: str) -> list[str]:
    """The program and arguments of a bot ``command``, split like a shell command line.

    Raises :class:`ValueError` with a one-line reason when the program cannot be run: an
    empty command, an unbalanced quote, a program missing or not executable, a directory.
    """
    try:
        argv = shlex.split(command)
    except ValueError as error:
        raise ValueError(f"cannot split the command: {error}") from None
    if not argv:
        raise ValueError("empty command")
    program = argv[0]
    if os.sep in program or (os.altsep and os.altsep in program):
        if os.path.isdir(program):
            raise ValueError(f"{program!r} is a directory")
        if not os.path.exists(program):
            raise ValueError(f"{program!r}: no such file")
        if not os.access(program, os.X_OK):
            raise ValueError(f"{program!r} is not executable")
    elif shutil.which(program) is None:
        raise ValueError(f"no program named {program!r} on the PATH")
    return argv


class BotAgent:
    """An outside program speaking the bot protocol, restarted after any fault."""

    def __init__(self, command: str, timeout: float = 10.0) -> None:
        self.command = command
        try:
            self.argv = shlex.split(command)
        except ValueError:
            self.argv = [command]
        if not self.argv:
            raise ValueError("empty bot command")
        self.timeout = timeout
        self.name = printable(shorten(self.argv[-1], NAME))
        self.process: subprocess.Popen[bytes] | None = None
        self.pending = bytearray()
        """Bytes read past the last answer line (never more than a line and a chunk)."""

    # -- the process -----------------------------------------------------------------------

    def _start(self) -> None:
        try:
            # A session of its own: the program's children share its process group, and
            # ending the group ends them all.
            process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                bufsize=0,
                start_new_session=True,
            )
        except (OSError, ValueError) as error:
            raise BotFault(f"cannot start {self.argv[0]!r}: {_why(error)}") from None
        assert process.stdin is not None and process.stdout is not None
        # Never blocking on the pipes: every read and write waits with poll() and a
        # deadline, so a program that stops reading or writing cannot hang the arena.
        os.set_blocking(process.stdin.fileno(), False)
        os.set_blocking(process.stdout.fileno(), False)
        self.process = process
        self.pending = bytearray()
        self._send({"type": "hello", "protocol": PROTOCOL, "version": VERSION})
        # Starting a program can take a while on a busy machine: the hello gets more time.
        answer = self._receive("hello", max(self.timeout, STARTUP_TIMEOUT))
        name = answer.get("name")
        if not isinstance(name, str) or not name:
            shown = shorten(json.dumps(answer), 60)
            raise self._fault(f'answered hello with {shown}, not {{"name": "..."}}')
        self.name = printable(shorten(name, NAME))

    def _stop(self) -> None:
        process, self.process = self.process, None
        self.pending = bytearray()
        if process is None:
            return
        for pipe in (process.stdin, process.stdout):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()
        end_group(process, GRACE)

    def _fault(self, reason: str) -> BotFault:
        """Stop the program; the fault to raise."""
        self._stop()
        return BotFault(reason)

    def _send(self, message: dict[str, Any]) -> None:
        process = self.process
        if process is None or process.stdin is None:
            raise BotFault("the bot is not running")
        data = memoryview((json.dumps(message, separators=(",", ":")) + "\n").encode())
        fd = process.stdin.fileno()
        deadline = time.monotonic() + self.timeout
        while data:
            try:
                data = data[os.write(fd, data) :]
            except BlockingIOError:
                pass
            except OSError as error:
                raise self._fault(f"cannot write to the bot: {_why(error)}") from None
            if data:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise self._fault(f"the bot read no input for {self.timeout:g} s")
                _ready(fd, select.POLLOUT, left)

    def _read_line(self, what: str, wait: float) -> bytes:
        """The next line the program writes, read in chunks and never more than a line."""
        process = self.process
        assert process is not None and process.stdout is not None
        fd = process.stdout.fileno()
        deadline = time.monotonic() + wait
        searched = 0
        while True:
            end = self.pending.find(b"\n", searched)
            if end > MAX_LINE or (end < 0 and len(self.pending) > MAX_LINE):
                raise self._fault(f"the answer to {what} is longer than {MAX_LINE:,} bytes")
            if end >= 0:
                line = bytes(self.pending[:end])
                del self.pending[: end + 1]
                return line
            searched = len(self.pending)
            left = deadline - time.monotonic()
            if left <= 0:
                raise self._fault(f"no answer to {what} within {wait:g} s")
            if not _ready(fd, select.POLLIN, left):
                continue
            try:
                chunk = os.read(fd, CHUNK)
            except BlockingIOError:
                continue
            except OSError as error:
                raise self._fault(f"cannot read the bot's answer: {_why(error)}") from None
            if not chunk:
                raise self._fault(f"the bot closed its output instead of answering {what}")
            self.pending += chunk

    def _receive(self, what: str, timeout: float | None = None) -> dict[str, Any]:
        line = self._read_line(what, self.timeout if timeout is None else timeout)
        try:
            answer = loads_bounded(line, f"the answer to {what}", max_chars=MAX_LINE)
        except InvalidStateError as error:
            raise self._fault(str(error)) from None
        if not isinstance(answer, dict):
            shown = shorten(line.decode(errors="replace"), 60)
            raise self._fault(f"the answer to {what} is not a JSON object: {shown}")
        return answer

    # -- the agent -------------------------------------------------------------------------

    def new_hand(self, rng: random.Random) -> None:
        """Start the program if it is not running (first hand, or after a fault)."""
        if self.process is None:
            self._start()

    def act(self, view: SeatView) -> Action:
        """Send ``act`` and read the action; a fault stops the program."""
        if self.process is None:
            self._start()
        legal = view.legal_actions()
        self._send({"type": "act", "view": view.to_json(), "legal": [a.to_json() for a in legal]})
        answer = self._receive("act")
        try:
            action = action_from_json(answer.get("action"))  # type: ignore[arg-type]
        except InvalidStateError as error:
            raise self._fault(f"bad action: {error}") from None
        if action not in legal:
            raise self._fault(f"illegal action {action} (legal: {', '.join(map(str, legal))})")
        return action

    def end_hand(self, result: dict[str, Any]) -> None:
        """Send the result (no answer expected)."""
        if self.process is not None:
            with contextlib.suppress(BotFault):
                self._send({"type": "result", "result": result})

    def close(self) -> None:
        """Send ``quit``, give the program a moment to exit, and end its process group."""
        process = self.process
        if process is not None:
            with contextlib.suppress(BotFault):
                self._send({"type": "quit"})
                deadline = time.monotonic() + min(self.timeout, 2.0)
                while time.monotonic() < deadline and not _has_exited(process):
                    time.sleep(0.01)
        self._stop()


def _ready(fd: int, event: int, seconds: float) -> bool:
    """Wait up to ``seconds`` for ``fd`` to be ready (or closed); whether it is."""
    # poll() rather than select(), which refuses descriptors numbered 1024 and above.
    poller = select.poll()
    poller.register(fd, event)
    # At most a minute per call (poll() takes a C int of milliseconds): callers loop.
    return bool(poller.poll(max(1, math.ceil(min(seconds, 60.0) * 1000))))


def end_group(process: subprocess.Popen[bytes], grace: float) -> None:
    """End ``process`` and every process of its group: SIGTERM, then SIGKILL after ``grace``
    seconds (at once if the program exits sooner), then reap the program."""
    # The program is not reaped before the SIGKILL, so its id (the group's) cannot have
    # been given to another process meanwhile.
    _signal_group(process, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and not _has_exited(process):
        time.sleep(0.01)
    _signal_group(process, signal.SIGKILL)
    process.wait()
    # A signal is delivered asynchronously: wait, briefly, until the rest of the group is
    # gone too. Killed children become zombies at once, but stay members of the group until
    # init reaps them, which some inits do only every second or two: hence the short bound.
    deadline = time.monotonic() + min(grace, REAPED)
    while time.monotonic() < deadline and _signal_group(process, 0):
        time.sleep(0.005)


def _signal_group(process: subprocess.Popen[bytes], sig: int) -> bool:
    """Send ``sig`` to the program's process group; False if the group has no process."""
    try:
        os.killpg(process.pid, sig)
    except ProcessLookupError:
        return False
    except PermissionError:  # a member changed its user: the group still exists
        pass
    return True


def _has_exited(process: subprocess.Popen[bytes]) -> bool:
    """Whether the program has exited, without reaping it where the system allows."""
    waitid = getattr(os, "waitid", None)
    if waitid is None:  # macOS before Python 3.13
        return process.poll() is not None
    try:
        return waitid(os.P_PID, process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:  # already reaped
        return True


def _why(error: BaseException) -> str:
    """An OS error's reason without its file name (the reason's owner names the file)."""
    return getattr(error, "strerror", None) or str(error)
