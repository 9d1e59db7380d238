"""A click that checks where it landed, for the Firefox and WebKit drivers.

A driver aims a click at where the element is when the command starts, and the mouse event
comes a moment later: a card still flying into the hand (a new deal, a card drawn, a hand
shown after the pass screen) may sit still at its starting point during its delay, pass a
driver's stillness check there, and have moved on when the event comes, so the click lands
on the table, where it does nothing. A person whose tap missed taps again: so each click
waits until the element runs no animation and its box stays put between two looks, a
capturing listener reports where the click landed, and one that landed elsewhere is made
again (``CLICK_TRIES`` in all). A click that reached the element and did nothing is the
page's fault, and the test's next wait says so.
"""

from __future__ import annotations

CLICK_TRIES = 3
CLICK_LANDED_S = 10.0
# Whether the element is still: no animation runs on it or on a box around it, and its box
# is where it was at the previous look.
STILL = """selector => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const boxes = window.__testBoxes ?? (window.__testBoxes = new WeakMap());
    const box = element.getBoundingClientRect();
    const here = [box.x, box.y, box.width, box.height].join(' ');
    const before = boxes.get(element);
    boxes.set(element, here);
    for (let e = element; e; e = e.parentElement) {
        if (e.getAnimations().some(a => a.playState === 'running' || a.pending)) return false;
    }
    return before === here && box.width > 0 && box.height > 0;
}"""
# The next click's landing, whatever it hits: "hit" inside the element ``selector`` matches
# as the click comes (a capturing listener: before the page's own), else what it hit instead.
ARM_CLICK = """selector => {
    window.__click = null;
    document.addEventListener('click', event => {
        const element = document.querySelector(selector);
        const target = event.target;
        window.__click = element && element.contains(target) ? 'hit'
            : `${target.tagName}#${target.id}.${target.className}`;
    }, {capture: true, once: true});
}"""
CLICK_LANDED = "() => window.__click"
