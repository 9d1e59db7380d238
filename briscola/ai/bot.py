"""Players for the arena: computer players in this process, and outside bot programs.

An outside bot speaks the bot protocol (``docs/bot-protocol.md``): JSON lines on its stdin
and stdout. Anything wrong — an illegal action, malformed JSON, no answer in time, a closed
pipe — raises :class:`BotFault`; the arena then forfeits the hand and restarts the program.
"""

from __future__ import annotations

import contextlib
import json
import queue
import random
import shlex
import subprocess
import threading
from typing import Any, Final, Protocol

from briscola.actions import Action, action_from_json
from briscola.ai.base import Player
from briscola.errors import InvalidStateError
from briscola.view import SeatView

PROTOCOL: Final = "briscola-bot"
VERSION: Final = 1
STARTUP_TIMEOUT: Final = 10.0
"""Seconds a program may take to start and answer ``hello`` (at least ``timeout``)."""


class BotFault(Exception):
    """A seat's player broke the protocol or the rules; the message says how."""


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


class BotAgent:
    """An outside program speaking the bot protocol, restarted after any fault."""

    def __init__(self, command: str, timeout: float = 10.0) -> None:
        self.command = command
        self.argv = shlex.split(command)
        if not self.argv:
            raise ValueError("empty bot command")
        self.timeout = timeout
        self.name = self.argv[-1]
        self.process: subprocess.Popen[str] | None = None
        self.lines: queue.Queue[str | None] = queue.Queue()

    # -- the process -----------------------------------------------------------------------

    def _start(self) -> None:
        self.process = subprocess.Popen(
            self.argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self.lines = queue.Queue()
        threading.Thread(target=_pump, args=(self.process, self.lines), daemon=True).start()
        self._send({"type": "hello", "protocol": PROTOCOL, "version": VERSION})
        # Starting a program can take a while on a busy machine: the hello gets more time.
        answer = self._receive("hello", max(self.timeout, STARTUP_TIMEOUT))
        name = answer.get("name")
        if not isinstance(name, str) or not name:
            self._stop()
            raise BotFault(f'answered hello with {answer!r}, not {{"name": "..."}}')
        self.name = name

    def _stop(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        try:
            if process.stdin:
                process.stdin.close()
        except OSError:
            pass
        process.kill()
        process.wait()

    def _send(self, message: dict[str, Any]) -> None:
        process = self.process
        if process is None or process.stdin is None:
            raise BotFault("the bot is not running")
        try:
            process.stdin.write(json.dumps(message, separators=(",", ":")) + "\n")
            process.stdin.flush()
        except OSError as error:
            self._stop()
            raise BotFault(f"cannot write to the bot: {error}") from None

    def _receive(self, what: str, timeout: float | None = None) -> dict[str, Any]:
        wait = self.timeout if timeout is None else timeout
        try:
            line = self.lines.get(timeout=wait)
        except queue.Empty:
            self._stop()
            raise BotFault(f"no answer to {what} within {wait:g} s") from None
        if line is None:
            self._stop()
            raise BotFault(f"the bot closed its output instead of answering {what}")
        try:
            answer = json.loads(line)
        except ValueError:
            self._stop()
            raise BotFault(f"malformed JSON in answer to {what}: {line.strip()[:80]!r}") from None
        if not isinstance(answer, dict):
            self._stop()
            raise BotFault(f"answer to {what} is not a JSON object: {line.strip()[:80]!r}")
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
            self._stop()
            raise BotFault(f"bad action {answer!r}: {error}") from None
        if action not in legal:
            self._stop()
            raise BotFault(f"illegal action {action} (legal: {', '.join(map(str, legal))})")
        return action

    def end_hand(self, result: dict[str, Any]) -> None:
        """Send the result (no answer expected)."""
        if self.process is not None:
            with contextlib.suppress(BotFault):
                self._send({"type": "result", "result": result})

    def close(self) -> None:
        """Send ``quit`` and stop the program."""
        if self.process is not None:
            try:
                self._send({"type": "quit"})
                self.process.wait(timeout=min(self.timeout, 2.0))
            except (BotFault, subprocess.TimeoutExpired):
                pass
        self._stop()


def _pump(process: subprocess.Popen[str], lines: queue.Queue[str | None]) -> None:
    """Copy the bot's output lines into a queue (a thread, so reads can time out)."""
    assert process.stdout is not None
    for line in process.stdout:
        lines.put(line)
    lines.put(None)
