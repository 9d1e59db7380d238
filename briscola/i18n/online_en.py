"""English: the network table's words (loaded when a network table starts)."""

from __future__ import annotations

from typing import Final

STRINGS: Final = {
    "friend": "Friend {n}",
    "host": "Host",
    "nobody": "nobody",
    "seats": "Seats at the table",
    "seat.free": "Seat {n}",
    "who.you": "you",
    "who.host": "host",
    "who.friend": "friend",
    "who.computer": "computer · {level}",
    "status.offering": "making the invitation…",
    "status.invited": "invitation ready: waiting for the reply",
    "status.connecting": "connecting…",
    "status.open": "connected",
    "status.lost": "connection lost {s} s ago",
    "status.failed": "not connected: {why}",
    "status.joined": "at the table",
    "status.expected": "expected",
    "why.no-candidate": "the browser found no network address to offer",
    "why.timeout": "no answer within {s} seconds: are both devices on the same network?",
    "why.ice": "the two devices cannot reach each other (different networks? try a STUN server)",
    "why.error": "the browser refused the connection",
    "why.closed": "the connection closed",
    "again": "New invitation",
    "give": "Give {name}’s seat to the computer",
    "one-device": "Play on this device",
    "leave": "Leave the table",
    "back": "Back",
    "cancel": "Cancel",
    "close": "Close",
    "done": "Done",
    "copy": "Copy",
    "copied": "Link copied.",
    "share": "Share",
    "share.invite": "Invitation to Briscola",
    "share.reply": "Reply to the Briscola invitation",
    "qr.label": "QR code: {what}",
    "code": "Table code: {code}. Compare it aloud: it is the same on every device.",
    "unavailable.heading": "Network table not available",
    "unavailable.lead": (
        "This browser cannot connect two devices without a server (it lacks WebRTC). Try "
        "Chrome, Edge or Firefox, or play on this device, passing it round."
    ),
    "host.heading": "Invite your friends",
    "host.lead": (
        "Send each friend their invitation. When they reply, paste their reply here (or "
        "open it on this device): the game starts once everyone is in."
    ),
    "link.invite": "Invitation for seat {n}",
    "link.invite.note": "Send it in a message, or let a phone’s camera read it.",
    "paste.reply": "A friend’s reply (the link or the code)",
    "paste.reply.button": "Add",
    "reply.bad": "This is not a valid reply: copy it again, all of it.",
    "reply.seat": "This reply is not for a seat waiting for a friend.",
    "reply.stale": "This friend is connected already, or connecting.",
    "reply.key": "This reply’s key is not right: ask your friend to open the invitation again.",
    "reply.name": "The name in this reply cannot be shown.",
    "stun.label": "STUN server (optional)",
    "stun.save": "Save",
    "stun.help": (
        "A STUN server helps two devices on different networks find each other: if you "
        "name one (say stun:stun.example.org:3478), the page will contact that address; "
        "leave it empty to play on the same network."
    ),
    "stun.bad": "This is not a STUN server’s address (say stun:stun.example.org:3478).",
    "guest.heading": "Invitation from {name}",
    "guest.lead": "{name} invites you to a game: {table}. Your seat: {n}.",
    "name.label": "Your name",
    "name.button": "Reply",
    "name.bad": "Write a name (20 characters at most).",
    "invite.bad": "This is not a valid invitation: copy it again, all of it.",
    "invite.own": "This is an invitation of this very device: send it to a friend.",
    "invite.other": "This invitation is for another table: finish or leave this hand first.",
    "reply.heading": "Your reply",
    "reply.lead": (
        "Send this reply to {name}: once they paste it (or open it), you are at the "
        "table. Keep this page open."
    ),
    "reply.failed": "The connection did not work: {why}.",
    "link.reply": "Reply for the one who invited you",
    "link.reply.note": "Send it to {name} in a message.",
    "lobby.heading": "At {name}’s table",
    "lobby.lead": "You are connected. Waiting for the other players.",
    "dealing.heading": "Shuffling the deck",
    "dealing.lead": (
        "Each device locks the deck with its own key: nobody can see or choose the others’ cards."
    ),
    "paused.heading": "Game paused",
    "paused.host": (
        "Connection lost with {names}. Send the new invitation below: whoever opens it "
        "picks the hand up where it was."
    ),
    "paused.guest": (
        "The connection with {name} broke. Wait for their new invitation and open it, or "
        "paste it here: the hand goes on where it was."
    ),
    "paste.invite": "New invitation (the link or the code)",
    "paste.invite.button": "Open",
    "relayed.heading": "Reply received",
    "relayed.lead": (
        "Go back to the tab where you made the invitation: the reply has been passed to "
        "it. If nothing changes there, copy this link and paste it in that tab."
    ),
    "relayed.link": "The reply",
    "table.opening": "Opening the card drawn…",
    "table.reveal": "End of the hand: the keys are revealed and everything checked…",
    "over.heading": "Hand verified",
    "over.wins": "{side} win.",
    "over.tie": "A tie.",
    "over.points": "{side}: {points} points",
    "over.checked": "Every key has been revealed: this device checked the deck and every move.",
    "stopped.heading": "Hand stopped",
    "stopped.lead": "The hand stopped over a message from {name}: {reason}",
    "stopped.nothing": "This hand counts for nobody.",
    "say.verified": "Hand verified.",
    "say.stopped": "The hand stopped over a message from {name}.",
    "refused": "Refused a message claiming to come from {name}: {reason}",
    "refused.frame": "Refused a message that is not valid from {name}.",
    "reason.too-long": "too long.",
    "reason.too-deep": "nested too deep.",
    "reason.not-json": "not a readable message.",
    "reason.not-an-object": "not a readable message.",
    "reason.unknown-field": "it has a field no message has.",
    "reason.missing-field": "a field is missing.",
    "reason.wrong-type": "a field of the wrong type.",
    "reason.bad-value": "a field with an impossible value.",
    "reason.wrong-table": "it belongs to another table or hand.",
    "reason.unknown-seat": "from a seat the table does not have.",
    "reason.bad-signature": "the signature is not that seat’s (forged or damaged).",
    "reason.replay": "it came again (a replay).",
    "reason.gap": "one before it is missing.",
    "reason.not-host": "only the host may send it.",
    "reason.out-of-turn": "it was not their turn.",
    "reason.illegal-move": "a move the rules do not allow.",
    "reason.wrong-key": "a key that does not open the right card.",
    "reason.card-not-in-deck": "a card the deck does not have.",
    "reason.card-played-twice": "a card played twice.",
    "reason.key-not-owed": "a key it was not to send.",
    "reason.bad-deal-step": "a step of the shuffle its keys do not bear out.",
    "reason.bad-reveal": "keys other than those used in the hand.",
    "reason.false-alarm": "it stopped the hand over a card that was right.",
    "reason.withheld": "it did not send what it owed.",
}
