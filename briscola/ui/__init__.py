"""The page in the browser: the only package that may import ``js``, ``pyscript`` or ``pyodide``.

``markup`` turns the presenters' models into HTML text (pure, testable without a browser);
the other modules render it into the DOM, wire clicks and keys, pace the computer's moves,
save to ``localStorage`` and coordinate tabs. No game logic lives here: every decision is
made by :mod:`briscola.app`.
"""

from briscola.ui.zip_loader import install

# The page imports the rest of the game from briscola.zip: read each module once from here on.
install()
