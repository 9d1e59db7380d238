"""The boxes of the trick and the hand, and the words of the status line, kept after every
change of the table (``window.__still``), for the tests that the table holds still."""

from __future__ import annotations

# After every change of the page (a MutationObserver), once the hand is dealt and (Briscola
# chiamata) its auction is over: the boxes of
# the trick's area (#t-trick) and of the person's hand (#t-hand, its top and bottom: its
# width follows its number of cards), the text of the status line and of the trick's caption.
WATCH_BOXES = """() => {
const seen = window.__still = {boxes: {}, texts: []};
const keep = (name, value, why) => {
  const values = seen.boxes[name] || (seen.boxes[name] = {});
  const key = String(Math.round(value * 10) / 10);
  if (!(key in values)) values[key] = why;
};
new MutationObserver(() => {
  if (!document.body || document.body.dataset.screen !== "table") return;
  if (!document.querySelector("#t-hand .card") && !seen.texts.length) return;
  // The Chiamata's auction fills the tools with its bids, before any card is played.
  if (document.querySelector("#t-tools .bids, #t-tools .calls")) return;
  const why = [document.querySelector("#t-status").innerText,
               document.querySelector("#t-trick .trick-caption")?.innerText || ""].join(" | ");
  if (!seen.texts.includes(why)) seen.texts.push(why);
  const trick = document.querySelector("#t-trick").getBoundingClientRect();
  for (const side of ["left", "top", "width", "height"]) keep(`trick ${side}`, trick[side], why);
  const hand = document.querySelector("#t-hand").getBoundingClientRect();
  keep("hand top", hand.top, why);
  keep("hand bottom", hand.bottom, why);
}).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
}"""
