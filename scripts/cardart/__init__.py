"""Original card art of the Briscola web table, drawn in code as small self-contained SVGs.

Modules: ``svg`` (markup helpers), ``palette`` (suits, ranks, colours), ``symbols`` (the four
suit symbols), ``glyphs`` (corner index letters drawn as strokes), ``pips`` (where the symbols
of number cards go), ``figures`` (Fante, Cavallo, Re), ``faces`` (whole cards and the back),
``icons`` (web-manifest icons and favicon), ``render`` (headless-Chromium renders).
"""
