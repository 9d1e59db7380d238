"""The presenters: what each screen shows, as a model in the chosen language, pure and
unit-tested. Each module is named after its markup in :mod:`briscola.ui.markup`
(``screens/start.py`` is drawn by ``ui/markup/start.py``); ``page.py`` puts the whole page
together, ``faces.py`` and ``daily.py`` serve several screens."""
