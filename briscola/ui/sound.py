"""The game's sound effects, synthesized with the Web Audio API from :data:`SCORES`.

Nothing is created before the person's first click or key: browsers let a page make sound
only after that, and a page that stays quiet until asked is kinder. Between effects the
audio context is suspended, so it takes no processor time while nothing sounds.
``data-sounds`` on ``<body>`` counts the effects played (for the tests), ``data-sound-last``
names the last.
"""

from __future__ import annotations

import asyncio
import random

from briscola.app.game.cues import SCORES, Noise, Tone, length
from briscola.ui import browser
from briscola.ui.browser import JsObject

_MASTER = 0.6
_NOISE_S = 0.2
_QUIET = 0.0001  # exponential ramps cannot reach 0
_BYTE = 1 / 128
"""The noise's samples are signed bytes: this brings them to -1 … 1."""
_REST_S = 0.5
"""How long after its last effect the audio context is suspended."""


class Sounds:
    """Plays the effects once unlocked by a gesture, unless muted."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self.context: JsObject = None
        self.master: JsObject = None
        self.noise: JsObject = None
        self.played = 0
        self.broken = False
        """The browser refused its audio: the game plays on in silence."""
        self._quiet_at = 0.0
        """The audio context's time when the last effect scheduled has ended."""

    def unlock(self) -> None:
        """Create the audio context once: call this only from a click or key handler."""
        if not self.on or self.context is not None or self.broken:
            return
        make = browser.audio_context_class()
        if make is None:
            return
        try:
            context = make.new()
            master = context.createGain()
            master.gain.value = _MASTER
            master.connect(context.destination)
            self.context, self.master = context, master
            self.noise = self._noise_buffer()
            self._rest_later(0.0)
        except Exception:  # sound is optional: a browser without audio still plays
            self.broken = True
            self.context = self.master = self.noise = None

    def set_on(self, on: bool) -> None:
        """Switch the effects on or off (an effect already sounding ends by itself)."""
        self.on = on

    def play(self, effects: list[tuple[str, float]]) -> None:
        """Play each (name, delay in seconds) effect; nothing while muted or still locked."""
        if not self.on or self.context is None or not effects:
            return
        try:
            self._play(effects)
        except Exception:  # sound is optional: a failing effect never stops the game
            self.broken = True
            self.context = self.master = self.noise = None

    def _play(self, effects: list[tuple[str, float]]) -> None:
        if str(self.context.state) == "suspended":
            self.context.resume()  # allowed: the page has had its first gesture
        now = float(self.context.currentTime) + 0.01
        for name, delay in effects:
            for part in SCORES[name]:
                if isinstance(part, Tone):
                    self._tone(part, now + delay + part.at)
                else:
                    self._burst(part, now + delay + part.at)
            self._quiet_at = max(self._quiet_at, now + delay + length(name))
            self.played += 1
        self._rest_later(self._quiet_at - now)
        body = browser.document.body.dataset
        body.sounds = str(self.played)
        body.soundLast = effects[-1][0]

    def _rest_later(self, after: float) -> None:
        asyncio.get_event_loop().call_later(after + _REST_S, self._rest)

    def _rest(self) -> None:
        """Suspend the context if nothing is left to sound (a later effect rests it later)."""
        context = self.context
        running = context is not None and str(context.state) == "running"
        if running and float(context.currentTime) >= self._quiet_at:
            context.suspend()

    def _tone(self, tone: Tone, t0: float) -> None:
        osc = self.context.createOscillator()
        osc.type = tone.wave
        osc.frequency.setValueAtTime(tone.freq, t0)
        if tone.to != tone.freq:
            osc.frequency.exponentialRampToValueAtTime(tone.to, t0 + tone.length)
        self._through_envelope(osc, tone.volume, t0, tone.length)

    def _burst(self, noise: Noise, t0: float) -> None:
        source = self.context.createBufferSource()
        source.buffer = self.noise
        band = self.context.createBiquadFilter()
        band.type = "bandpass"
        band.frequency.value = noise.band
        source.connect(band)
        self._through_envelope(source, noise.volume, t0, noise.length, band, _BYTE)

    def _through_envelope(
        self,
        source: JsObject,
        volume: float,
        t0: float,
        length: float,
        via: JsObject = None,
        scale: float = 1.0,
    ) -> None:
        gain = self.context.createGain()
        gain.gain.setValueAtTime(_QUIET * scale, t0)
        gain.gain.exponentialRampToValueAtTime(volume * scale, t0 + 0.006)
        gain.gain.exponentialRampToValueAtTime(_QUIET * scale, t0 + length)
        (via or source).connect(gain)
        gain.connect(self.master)
        source.start(t0)
        source.stop(t0 + length + 0.02)

    def _noise_buffer(self) -> JsObject:
        rate = float(self.context.sampleRate)
        size = int(rate * _NOISE_S)
        rng = random.Random(31)  # the same rustle every time: only its colour matters
        buffer = self.context.createBuffer(1, size, rate)
        # Signed bytes (-128 to 127), made in one call: each burst's envelope scales them.
        buffer.copyToChannel(browser.float32_from_signed_bytes(rng.randbytes(size)), 0)
        return buffer
