"""The layout check's page: the built page without its scripts, and the script that writes
one case of ``layout_cases.py`` into it and lists what is wrong with it (shared by the
layout check, the last trick's place and the phone's card sizes)."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Page

# Writes one case as ui/game.py would (the menu, the notice, the table's frame and regions,
# the body's state), then lists what is wrong with it: a card of the hand (or its number
# key's badge) outside the window or more than half under the next card, a control (or the
# hint's reason) over a card, another control, a seat's name or a caption, a control outside
# the window, a word of the felt over its border, a name whose text is wider than its box or
# reaches outside the window, a page wider or higher than the window.
WRITE_AND_MEASURE = """(c) => {
const byId = id => document.getElementById(id);
byId('nav').innerHTML = c.nav;
byId('notice').innerHTML = c.notice;
byId('notice').hidden = !c.notice;
byId('screen-loading').hidden = true;
const screen = byId('screen-table');
screen.innerHTML = c.frame;
screen.hidden = false;
for (const [id, html] of Object.entries(c.regions)) byId(id).innerHTML = html;
Object.assign(document.body.dataset, c.state);
window.scrollTo(0, 0);
const W = innerWidth, H = innerHeight, found = [];
const round = r => [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
// Shown: drawn, not in a closed disclosure, nor words left to screen readers alone (a box
// of a pixel that clips its words).
const heard = e => {
  const r = e.getBoundingClientRect();
  return r.width <= 1 && r.height <= 1 && getComputedStyle(e).overflowX === 'hidden';
};
const shown = e => e.checkVisibility({visibilityProperty: true})
  && !e.closest('details:not([open]) > :not(summary)') && !heard(e);
const label = e => (e.getAttribute('aria-label') || e.textContent || e.className)
  .trim().slice(0, 24);
const hand = [];
for (const card of document.querySelectorAll('#t-hand button.card')) {
  const r = card.getBoundingClientRect();
  const key = getComputedStyle(card, '::after');
  const w = parseFloat(key.width), h = parseFloat(key.height), below = -parseFloat(key.bottom);
  const middle = r.left + parseFloat(key.left);  // the badge is centred on its 'left'
  const badge = {left: middle - w / 2, right: middle + w / 2,
                 top: r.bottom + below - h, bottom: r.bottom + below};
  hand.push({e: card, r: r}, {e: card, r: badge, what: 'key of '});
  for (const box of [r, badge]) {
    if (box.left < 0 || box.top < 0 || box.right > W || box.bottom > H) {
      const what = box === r ? '' : 'key of ';
      found.push(`hand: ${what}${label(card)} at ${round(box)} outside ${W}x${H}`);
    }
  }
}
const cards = [...hand];
const onTable = '#t-trick .card-img, #t-stock .deck, #t-stock .face-up, #t-stock .next';
for (const e of document.querySelectorAll(onTable)) {
  if (shown(e)) cards.push({e: e, r: e.getBoundingClientRect()});
}
// The hint's reason counts as a control: it is read beside the card it names, never over one.
const buttons = '#nav button, #notice button, #screen-table button, #screen-table summary, '
  + '#screen-table .hint-reason';
const controls = [...document.querySelectorAll(buttons)]
  .filter(shown).map(e => ({e: e, r: e.getBoundingClientRect()}))
  .filter(c => c.r.width > 0 && c.r.height > 0);
const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
  && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
const related = (a, b) => a === b || a.contains(b) || b.contains(a);
// The hand's cards may lie one over the next (the Chiamata's eight on a phone), but each
// keeps at least half of itself, its corner with the rank and suit, and its key in view.
const inHand = e => e.matches('#t-hand button.card');
const held = [...document.querySelectorAll('#t-hand button.card')];
held.slice(1).forEach((next, i) => {
  const r = held[i].getBoundingClientRect(), n = next.getBoundingClientRect();
  const key = hand[2 * i + 1].r;
  if (overlap(r, n) && n.left - r.left < r.width / 2) {
    found.push(`hand: ${label(held[i])} more than half under ${label(next)}`);
  }
  if (overlap(key, n)) found.push(`hand: key of ${label(held[i])} under ${label(next)}`);
});
controls.forEach((c, i) => {
  for (const k of cards) {
    if (!related(c.e, k.e) && !inHand(c.e) && overlap(c.r, k.r)) {
      found.push(`control ${label(c.e)} at ${round(c.r)} over card `
        + `${k.what || ''}${label(k.e)} at ${round(k.r)}`);
    }
  }
  for (const d of controls.slice(i + 1)) {
    if (!related(c.e, d.e) && !(inHand(c.e) && inHand(d.e)) && overlap(c.r, d.r)) {
      found.push(`control ${label(c.e)} at ${round(c.r)} over control `
        + `${label(d.e)} at ${round(d.r)}`);
    }
  }
});
// A name is cut short where a box that clips (its own or an ancestor's) is narrower than
// its text, or where the text reaches outside the window.
const clips = e => getComputedStyle(e).overflowX !== 'visible';
const names = '#screen-table .name, #screen-table .who, #screen-table .role';
for (const e of document.querySelectorAll(names)) {
  if (!shown(e)) continue;
  const text = document.createRange();
  text.selectNodeContents(e);
  const t = text.getBoundingClientRect();
  let cut = t.left < 0 || t.right > W;
  for (let box = e; box && box !== document.body && !cut; box = box.parentElement) {
    if (!clips(box)) continue;
    const r = box.getBoundingClientRect(), style = getComputedStyle(box);
    cut = t.left < r.left + parseFloat(style.paddingLeft) - 0.5
      || t.right > r.right - parseFloat(style.paddingRight) + 0.5;
  }
  if (cut) found.push(`name cut short: ${e.textContent} (${t.width.toFixed(1)} px)`);
}
// A seat's words and marks (its name, its team's mark, the dealer's and the captain's tags,
// a signal or a bid, the pile with its picture or its room, its count, the points) lie over
// none of its own or another seat's, nor over a card: a tag measured with its background, a
// line of words by its letters (the line's box less the room above the capitals and below
// the baseline, a fifth of its height each: a tag may touch that room, not the letters).
const union = (a, b) => {
  const r = {left: Math.min(a.left, b.left), top: Math.min(a.top, b.top),
             right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom)};
  return {...r, width: r.right - r.left, height: r.bottom - r.top};
};
const glyphs = e => {
  const text = document.createRange();
  text.selectNodeContents(e);
  const lines = [...text.getClientRects()].filter(r => r.width > 0).map(r => {
    const room = r.height / 5;
    return {left: r.left, right: r.right, top: r.top + room, bottom: r.bottom - room};
  });
  if (!lines.length) return {left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0};
  return lines.reduce(union, {...lines[0], width: 0, height: 0});
};
// A signal's words are measured with its box (they may run out of it); a screen reader's
// words are no part of what is drawn.
const words = e => [e, ...e.querySelectorAll('.sr-only')].length > 1
  ? e.querySelector(':scope > :not(.sr-only)') : e;
const drawn = e => e.matches('.name, .pile-count, .points') ? glyphs(e)
  : e.matches('.signal') ? union(e.getBoundingClientRect(), glyphs(words(e)))
  : e.getBoundingClientRect();
const parts = [...document.querySelectorAll('#screen-table .seat-box :is(.name, .role, '
  + '.dealer, .captain, .signal, .pile, .pile-img, .pile-count, .points)')]
  .filter(shown).map(e => ({e: e, r: drawn(e)})).filter(p => p.r.width > 0 && p.r.height > 0);
parts.forEach((p, i) => {
  for (const q of parts.slice(i + 1)) {
    if (!related(p.e, q.e) && overlap(p.r, q.r)) {
      found.push(`seat: ${label(p.e)} at ${round(p.r)} over ${label(q.e)} at ${round(q.r)}`);
    }
  }
  for (const k of cards) {
    if (overlap(p.r, k.r)) {
      found.push(`seat: ${label(p.e)} at ${round(p.r)} over card ${k.what || ''}`
        + `${label(k.e)} at ${round(k.r)}`);
    }
  }
});
// The felt's words (the trump's suit, the trick's caption, the stock's and the fingerprint's
// buttons, the names, the signals and bids) lie inside its border; no control lies over a
// seat's name, the trump's or the trick's caption, and none reaches outside the window.
const felt = document.querySelector('#screen-table .felt');
if (felt) {
  const f = felt.getBoundingClientRect();
  const left = f.left + felt.clientLeft, top = f.top + felt.clientTop;
  const inside = {left: left, top: top,
                  right: left + felt.clientWidth, bottom: top + felt.clientHeight};
  const feltWords = '.trump-label, .trick-caption, .stock-empty, .felt summary, .name, .who, '
    + '.role, .signal';
  for (const e of felt.querySelectorAll(feltWords)) {
    if (!shown(e)) continue;
    const text = document.createRange();
    text.selectNodeContents(words(e));
    const t = text.getBoundingClientRect();
    if (t.width === 0) continue;
    if (t.left < inside.left - .5 || t.top < inside.top - .5 || t.right > inside.right + .5
        || t.bottom > inside.bottom + .5) {
      found.push(`over the felt's border: ${label(e)} at ${round(t)} (inside ${round(inside)})`);
    }
    if (!e.matches('.name, .trump-label, .trick-caption')) continue;
    for (const c of controls) {
      if (!related(c.e, e) && overlap(c.r, t)) {
        found.push(`control ${label(c.e)} at ${round(c.r)} over ${label(e)} at ${round(t)}`);
      }
    }
  }
}
for (const c of controls.filter(c => !inHand(c.e))) {  // the hand's cards: above
  const r = c.r;
  if (r.left < -.5 || r.top < -.5 || r.right > W + .5 || r.bottom > H + .5) {
    found.push(`control ${label(c.e)} at ${round(r)} outside ${W}x${H}`);
  }
}
if (document.documentElement.scrollWidth > W) {
  found.push(`page ${document.documentElement.scrollWidth} px wide`);
}
// The table is a column as high as the window: the page never scrolls (the felt's whole
// border, under the hand, in view too).
if (document.documentElement.scrollHeight > H) {
  found.push(`page ${document.documentElement.scrollHeight} px high`);
}
return found;
}"""


def open_without_scripts(page: Page, site_url: str, site_dir: Path) -> None:
    """The built page without its scripts: its stylesheets and its empty screens."""
    built = (site_dir / "index.html").read_text(encoding="utf-8")
    quiet = re.sub(r"<script\b[^>]*>.*?</script>", "", built, flags=re.S)
    url = f"{site_url}layout-check.html"
    page.route(url, lambda route: route.fulfill(body=quiet, content_type="text/html"))
    page.emulate_media(reduced_motion="reduce")
    page.goto(url)
