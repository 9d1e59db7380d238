"""HTML for each screen, from the presenters' models. Pure text: no DOM, no game logic."""
