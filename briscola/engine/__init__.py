"""The rules of Briscola: cards, tables and variants, the hand (``GameState``), seat views,
series, records and their JSON, typed errors. Standard library only; nothing above it is
imported here (``from briscola import GameState`` is the short way in)."""
