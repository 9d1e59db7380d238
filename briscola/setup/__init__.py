"""What sets a table up: a person's settings (``settings.py``), the decks, backs and felts
they may choose (``looks.py``), the computer levels' names (``levels.py``) and a hand's seed
(``seeds.py``). Above the engine, below the computer players and the page."""
