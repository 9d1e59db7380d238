"""The game's sound effects, synthesized with the Web Audio API from :data:`SCORES`.

Nothing is created before the person's first click or key: browsers let a page make sound
only after that, and a page that stays quiet until asked is kinder. ``data-sounds`` on
``<body>`` counts the effects played (for the tests), ``data-sound-last`` names the last.
"""

from __future__ import annotations

import random

from briscola.app.cues import SCORES, Noise, Tone
from briscola.ui import browser
from briscola.ui.browser import JsObject

_MASTER = 0.6
_NOISE_S = 0.25
_QUIET = 0.0001  # exponential ramps cannot reach 0


class Sounds:
    """Plays the effects once unlocked by a gesture, unless muted."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self.context: JsObject = None
        self.master: JsObject = None
        self.noise: JsObject = None
        self.played = 0

    def unlock(self) -> None:
        """Create (or wake) the audio context: call this only from a click or key handler."""
        if not self.on:
            return
        if self.context is None:
            make = browser.audio_context_class()
            if make is None:
                return
            self.context = make.new()
            self.master = self.context.createGain()
            self.master.gain.value = _MASTER
            self.master.connect(self.context.destination)
            self.noise = self._noise_buffer()
        if str(self.context.state) == "suspended":
            self.context.resume()

    def set_on(self, on: bool) -> None:
        """Switch the effects on or off (an effect already sounding ends by itself)."""
        self.on = on

    def play(self, effects: list[tuple[str, float]]) -> None:
        """Play each (name, delay in seconds) effect; nothing while muted or still locked."""
        if not self.on or self.context is None or not effects:
            return
        now = float(self.context.currentTime) + 0.01
        for name, delay in effects:
            for part in SCORES[name]:
                if isinstance(part, Tone):
                    self._tone(part, now + delay + part.at)
                else:
                    self._burst(part, now + delay + part.at)
            self.played += 1
        body = browser.document.body.dataset
        body.sounds = str(self.played)
        body.soundLast = effects[-1][0]

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
        self._through_envelope(source, noise.volume, t0, noise.length, band)

    def _through_envelope(
        self, source: JsObject, volume: float, t0: float, length: float, via: JsObject = None
    ) -> None:
        gain = self.context.createGain()
        gain.gain.setValueAtTime(_QUIET, t0)
        gain.gain.exponentialRampToValueAtTime(volume, t0 + 0.006)
        gain.gain.exponentialRampToValueAtTime(_QUIET, t0 + length)
        (via or source).connect(gain)
        gain.connect(self.master)
        source.start(t0)
        source.stop(t0 + length + 0.02)

    def _noise_buffer(self) -> JsObject:
        rate = float(self.context.sampleRate)
        size = int(rate * _NOISE_S)
        rng = random.Random(31)  # the same rustle every time: only its colour matters
        samples = [rng.uniform(-1.0, 1.0) for _ in range(size)]
        buffer = self.context.createBuffer(1, size, rate)
        buffer.copyToChannel(browser.float32_array(samples), 0)
        return buffer
