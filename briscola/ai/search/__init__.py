"""The searches the hard level plans with: worlds × values, the open hand, the auction.

- ``worlds``, ``read_worlds``, ``gate``: where a search's worlds come from (dealt at random,
  every one, read first by the styles, or chosen by the gate's reading of the opponent);
- ``evaluation``: what a move is worth in one world (played out, or solved exactly);
- ``world_search``: every move valued in the same worlds, the best mean wins;
- ``open_search``: Briscola scoperta, the one true world searched by alpha-beta;
- ``bidding``: the Chiamata's bids and calls (the rule of thumb, and contracts played out).
"""
