"""At five and six players each card of the trick lies in front of the seat that played it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize

from .browser_harness import boot
from .table_driver import (
    SEED,
    open_fast,
    play_card,
    play_to_result,
    settle_auction,
    start_game,
    wait_turn_or_result,
)

pytestmark = pytest.mark.browser

# After every change of the table (a MutationObserver, so every trick the page shows is
# checked, the computer's cards too), for each card of the trick, from the table's centre (the
# centre of the trick's cell, #t-trick): the card lies on its seat's side (left of the centre
# for a seat at the left, above it for a seat at the top, below it for the person's), off the
# centre by a quarter of its width at least, and (with ``angles``) the direction to the card
# is nearer the direction of its own seat than that of any other seat. A computer's seat is
# its box, the person's is the hand.
WATCH_TRICK = """angles => {
window.__trick = {sizes: [], wrong: []};
const middle = e => {
  const r = e.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2, r.width];
};
const place = e => [...e.classList].find(c => c.startsWith("at-")).slice(3);
const apart = (a, b) => {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return Math.min(d, 2 * Math.PI - d);
};
const check = () => {
  const seen = window.__trick;
  if (!document.body || document.body.dataset.screen !== "table") return;
  const cards = [...document.querySelectorAll("#t-trick .played")];
  if (!cards.length) return;
  if (!seen.sizes.includes(cards.length)) seen.sizes.push(cards.length);
  const [cx, cy] = middle(document.querySelector("#t-trick"));
  const towards = ([x, y]) => Math.atan2(y - cy, x - cx);
  const seats = {bottom: towards(middle(document.querySelector("#t-hand")))};
  for (const s of document.querySelectorAll(".felt > .seat")) seats[place(s)] = towards(middle(s));
  for (const card of cards) {
    const own = place(card);
    const [x, y, width] = middle(card.querySelector(".card-img"));
    const angle = towards([x, y]);
    const nearest = Object.keys(seats).reduce(
        (best, p) => apart(angle, seats[p]) < apart(angle, seats[best]) ? p : best);
    const off = Math.hypot(x - cx, y - cy) >= width / 4;
    const side = (!own.includes("left") || x < cx) && (!own.includes("right") || x > cx)
        && (!own.includes("top") || y < cy) && (own !== "bottom" || y > cy);
    if ((!side || !off || (angles && nearest !== own)) && seen.wrong.length < 8) {
      seen.wrong.push(`${cards.length} cards: ${own}'s card at ${Math.round(x - cx)},`
          + `${Math.round(y - cy)} from the centre lies towards ${off ? nearest : "nobody"}`);
    }
  }
};
new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
}"""


# A phone held sideways has the person's place in a column at the right of the felt, beside
# the right seat: there the person's card lies below the centre, the others on their sides.
@pytest.mark.parametrize(
    ("players", "size", "clockwise", "angles"),
    [
        (6, {"width": 360, "height": 740}, False, True),
        (6, {"width": 1280, "height": 800}, False, True),
        (6, {"width": 1280, "height": 800}, True, True),
        (6, {"width": 740, "height": 360}, False, False),
        (5, {"width": 360, "height": 740}, True, True),
        (5, {"width": 1280, "height": 800}, False, True),
    ],
    ids=str,
)
def test_each_trick_card_lies_in_front_of_its_seat(
    page: Page, site_url: str, players: int, size: ViewportSize, clockwise: bool, angles: bool
) -> None:
    page.set_viewport_size(size)
    open_fast(page, site_url)
    page.evaluate(WATCH_TRICK, angles)
    start_game(page, players, checks=("clockwise",) if clockwise else ())
    play_to_result(page)
    seen = page.evaluate("window.__trick")
    print(f"\n{players} players at {size['width']}x{size['height']}: {seen}")
    assert {1, 2, players} <= set(seen["sizes"])  # early tricks and whole ones were checked
    assert seen["wrong"] == []


# The cards flying to the trick, with motion on: where each one starts (the offsets the
# motion set, from the place it lands), whether that start lies in the box of the seat that
# played it, and whether it lands where it then lies in the trick once the trick is whole.
WATCH_FLIGHTS = """() => {
window.__flights = {flown: 0, astray: [], moved: []};
const SLACK = 8;
const offsets = {}, landed = {};
const middle = r => [r.left + r.width / 2, r.top + r.height / 2];
const place = e => [...e.classList].find(c => c.startsWith("at-")).slice(3);
// Where a card lies in the trick: from the trick's corner (the table around it may move).
const inTrick = card => {
  const [x, y] = middle(card.getBoundingClientRect());
  const corner = card.closest(".trick").getBoundingClientRect();
  return [Math.round(x - corner.left), Math.round(y - corner.top)];
};
new MutationObserver(() => {
  for (const card of document.querySelectorAll("#t-trick .played.arriving")) {
    const dx = parseFloat(card.style.getPropertyValue("--dx"));
    const dy = parseFloat(card.style.getPropertyValue("--dy"));
    if (!Number.isNaN(dx)) offsets[card.dataset.card] = [dx, dy];
  }
  const cards = [...document.querySelectorAll("#t-trick .played")];
  const whole = cards.length === document.querySelectorAll(".seat").length;
  for (const card of whole ? cards : []) {
    const was = landed[card.dataset.card], [x, y] = inTrick(card);
    if (was && Math.hypot(x - was[0], y - was[1]) > 1 && window.__flights.moved.length < 5) {
      window.__flights.moved.push(`${card.dataset.card} landed at ${was}, lies at ${x},${y}`);
    }
    delete landed[card.dataset.card];
  }
}).observe(document, {subtree: true, attributes: true, childList: true});
document.addEventListener("animationend", event => {
  const card = event.target;
  if (event.animationName !== "arrive" || !card.matches("#t-trick .played")) return;
  const [x, y] = middle(card.getBoundingClientRect());
  landed[card.dataset.card] = inTrick(card);
  const own = place(card);
  if (own === "bottom") return;  // the person's comes from the hand (test_motion_sound_pace)
  const seat = document.querySelector(`.felt .seat.at-${own}`);
  const [dx, dy] = offsets[card.dataset.card] || [NaN, NaN];
  const r = seat.getBoundingClientRect(), sx = x + dx, sy = y + dy;
  window.__flights.flown += 1;
  // How far outside the seat's box the flight starts; a few pixels are allowed, since the
  // table's rows may move a little while a card flies (the status line below it changes).
  const out = Math.hypot(
    Math.max(r.left - sx, 0, sx - r.right), Math.max(r.top - sy, 0, sy - r.bottom));
  if (out > SLACK && window.__flights.astray.length < 5) {
    window.__flights.astray.push(
      `${card.dataset.card} from ${own} starts ${Math.round(out)} px off its seat at ${sx},${sy}`);
  }
}, true);
}"""


@pytest.mark.parametrize(
    ("players", "size"),
    [(6, {"width": 1280, "height": 800}), (5, {"width": 360, "height": 740})],
    ids=str,
)
def test_a_card_flies_from_its_seat_and_lands_where_it_sits(
    page: Page, site_url: str, players: int, size: ViewportSize
) -> None:
    page.set_viewport_size(size)
    boot(page, f"{site_url}?fast=1&seed={SEED}")  # motion on
    page.evaluate(WATCH_FLIGHTS)
    start_game(page, players)
    settle_auction(page)
    for _ in range(3 * players):  # the first tricks, every seat's cards among them
        if wait_turn_or_result(page) != "turn":
            break
        play_card(page)
    flights = page.evaluate("window.__flights")
    print(f"\n{players} players at {size['width']}x{size['height']}: {flights}")
    assert flights["flown"] >= 3  # landings seen (a card swept before it lands is not one)
    assert flights["astray"] == []
    assert flights["moved"] == []
