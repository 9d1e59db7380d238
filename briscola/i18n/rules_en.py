"""The rules page in English: what the game plays, options included."""

from __future__ import annotations

from typing import Final

SECTIONS: Final = (
    (
        "The game",
        (
            "The great Italian classic: any trick may be worth an Ace or a Three. A face-up"
            " card sets the trump suit, which beats all the others. Play one against one,"
            " three players each for themselves, or in pairs; the aim is more than 60 of the"
            " 120 points.",
        ),
    ),
    (
        "The cards",
        (
            "The Italian 40-card deck: four suits (Coins, Cups, Swords and Clubs) of ten cards,"
            " Ace to 7, then Jack, Knight and King.",
            "From strongest: Ace, Three, King, Knight, Jack, 7, 6, 5, 4, 2.",
            "Points: Ace 11, Three 10, King 4, Knight 3, Jack 2; the other cards are worth"
            " nothing. 120 points in all.",
        ),
    ),
    (
        "The deal",
        (
            "The dealer gives three cards to each player, one at a time, starting with the"
            " player after the dealer, then turns the next card face up and lays it across"
            " under the stock: its suit is trump. That card is the last one drawn.",
            "The first dealer is drawn by lot; the player after the dealer leads.",
        ),
    ),
    (
        "Tricks",
        (
            "The leader plays any card, then each other player plays one, in turn. There is no"
            " duty to follow suit, to win the trick or to play a trump.",
            "The highest trump wins; without trumps, the highest card of the suit led. A card"
            " of another suit never wins. The winner takes the cards and leads the next trick.",
            "After each trick everyone draws a card, the winner first, then in playing order."
            " The face-up trump goes to whoever draws last. When the stock is used up, the"
            " cards in hand are played out without drawing.",
        ),
    ),
    (
        "Scoring",
        (
            "As at a real table, the points are not shown during the hand: they appear at the end.",
            "With two players and in pairs, more than 60 points wins; 60 to 60 is a tie. With"
            " three, most points wins; if two or three share the top, the hand is a tie.",
            "Taking all 120 points is a cappotto.",
        ),
    ),
    (
        "Three and four players",
        (
            "With three, the Two of Coins is removed (39 cards, 13 tricks) and each plays for"
            " themselves. Option: all four Twos are removed (36 cards, 12 tricks).",
            "With four, two pairs play: partners sit opposite each other and, by the usual"
            " rule, may not signal (an option allows it: see ‘Partner signals’ below)."
            " A pair’s points are added together.",
        ),
    ),
    (
        "Single hand or series",
        (
            "Play a single hand or a series: best of 3 (first to win 2 hands) or best of 5"
            " (first to 3). After every hand the deal passes to the next player.",
            "A tied hand counts for nobody and is played again. Option: after a tie the same"
            " dealer deals again. Option: a cappotto counts as two hands won.",
        ),
    ),
    (
        "Swapping the Seven",
        (
            "On by default; it can be switched off. A player who has just won a trick and"
            " holds the 7 of trump may exchange it for the face-up trump, while that card is"
            " still under the stock and higher than the 7 (Ace, Three, King, Knight or Jack)."
            " Never during the first trick of a hand.",
            "The 7 goes under the stock and the card taken goes into the swapper’s hand, in"
            " sight of everyone. The swap does not cost the turn.",
        ),
    ),
    (
        "On this page",
        (
            "Learner’s option: shows everyone’s points during the hand.",
            "Counter-clockwise table: the players are drawn the other way round; the playing"
            " order does not change.",
            "Keyboard: keys 1 to 3 (1 to 5 in Briscolone) play your cards; Tab reaches every"
            " control.",
            "Hint (key H): the card the Hard level would choose, with the reason. After a hand,"
            " “Review the hand” compares each of your moves with the best one; the arrow keys ← →"
            " change the trick.",
            "The computer plays only from what its seat sees: its own cards and those shown, never"
            " yours. The fingerprint shown at the start of a hand and the secret revealed"
            " at its end prove that the cards were fixed before the first move.",
            "The game is saved after every move: reload the page and you are back where you"
            " were, even offline.",
        ),
    ),
    (
        "Variants",
        (
            "Chosen on the start screen; the rules above hold wherever nothing else is said here.",
            "Con il Due: the 2 of trump becomes the highest trump and beats even the Ace of trump;"
            " it is still worth nothing. Not offered for three players with 36 cards, where the"
            " 2s are out.",
            "Briscolone: five cards each and no trump; no card is turned and there is no swap of"
            " the 7. The highest card of the suit led wins the trick. With the option ‘must follow"
            " suit’, a player holding the suit led has to play it; another suit is refused.",
            "Five players, Briscola chiamata: 40 cards, eight each, no stock and no card turned."
            " The auction starts after the dealer: each bids a rank lower than the last (Ace, 3,"
            " King, Knight, Jack, 7, 6, 5, 4, 2; the lower, the higher the bid), then ‘2 for 62’,"
            " ‘2 for 63’… up to 120, or passes and is out. If the first four pass, the dealer must"
            " bid. The winner calls a card of the rank bid: its suit is trump and its holder is"
            " the secret partner, revealed when it is played. Caller and partner need 61 points"
            " (or the points bid); otherwise the other three win. One hand at a time.",
            "Six players: 36 cards (the 2s out), two teams of three in alternating seats. Each"
            " team's captain is its first player of the hand (the two seats after the dealer):"
            " once the stock is gone, the partners show the captain their cards; each still"
            " plays their own.",
            "Partner signals (four and six players, optional): from the second trick, on your"
            " turn and before playing, you may give one signal per trick: ‘I hold the Ace of"
            " trump’, ‘I hold the 3 of trump’ or ‘I have nothing’ (no Ace, no 3, no trump)."
            " Signals are true, and everyone sees them, opponents too.",
            "A 31: whoever believes their side already holds 31 points or more in its tricks"
            " declares it on their turn (the ‘Declare 31’ button). Right, the hand ends and"
            " they win it; wrong, they lose it. Keep count: points are hidden during the hand.",
            "Scoperta (two players): every hand is face up and the order of the stock is visible:"
            " no luck, only reckoning. The computer plays it almost perfectly.",
        ),
    ),
    (
        "Tips",
        (
            "Don’t give away Aces and Threes: playing one into a trick a trump can still beat"
            " hands your opponent 10 or 11 points.",
            "Win with the lowest card that will do, keep high trumps for rich tricks, and"
            " throw worthless cards when taking does not pay. In pairs, if your partner is"
            " surely winning the trick, load it with an Ace or a Three.",
        ),
    ),
)
