"""The statistics: the counts per table size, variant and level (:mod:`.counts`), a hand
counted (:mod:`.hands`), the last hands kept for review (:mod:`.kept_hands`), the
rating per table size (:mod:`.rating`). The
statistics page's presenter is :mod:`briscola.app.screens.stats`."""
