"""Original card art of the Briscola web table, drawn in code: the cards in one self-contained SVG.

Modules: ``svg`` (markup helpers), ``palette`` (suits, ranks, colours), ``symbols`` (the four
suit symbols), ``glyphs`` (corner index letters drawn as strokes), ``pips`` (where the symbols
of number cards go), ``figures`` (Fante, Cavallo, Re), ``faces`` (whole cards and the back),
``sprite`` (every card in one SVG, a view each), ``icons`` (web-manifest icons and favicon),
``render`` (headless-Chromium renders).
"""
