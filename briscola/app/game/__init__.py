"""The game as the page plays it: the session, what happens at the table, and how it is said
(the live region's sentences) and heard (the sound effects)."""
