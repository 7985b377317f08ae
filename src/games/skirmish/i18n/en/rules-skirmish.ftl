# The rules of Skirmish, as the in-game rules screen shows them, page by page. English.
#
# Pages: rules-skirmish-NN-title and rules-skirmish-NN-body, NN = 01, 02, … (two digits, no
# gaps). A body's paragraphs are separated by blank lines.
#
# Cards: rules-skirmish-card-CODE-name and rules-skirmish-card-CODE-text, CODE being the card's
# value (1 to 6); and the table's pieces that are not cards: pair, hit, plate, deck.

rules-skirmish-heading = How to play Skirmish
rules-skirmish-cards-heading = The cards and the table

## Pages

rules-skirmish-01-title = The goal
rules-skirmish-01-body =
    Skirmish is a short game for two to four players, made for this collection: a match takes a few minutes, and it shows how the table works before a longer game.

    Everyone starts with 10 strength. You take strength from your rivals by playing cards at them. A player whose strength falls to 0 is out.

    The last player still in the match wins. If the cards run out first, the strongest player still in wins.

rules-skirmish-02-title = What is in the deck
rules-skirmish-02-body =
    The deck holds 18 cards: the values 1 to 6, three cards of each.

    A card's value is the strength it takes from the rival it hits.

rules-skirmish-03-title = Setting up
rules-skirmish-03-body =
    The deck is shuffled and each player is dealt three cards, face down. You see your own hand; the others see only how many cards you hold.

    The first player begins, and turns go round the table.

rules-skirmish-04-title = A turn, step by step
rules-skirmish-04-body =
    A turn has two steps, both yours.

    First, play: one card from your hand, or two cards of the same value. The cards lie face up in the middle of the table.

    Then, choose the rival they hit. That rival loses strength equal to the cards' total. The cards go to the discard pile, and you draw back up to three cards while the deck lasts.

rules-skirmish-05-title = Pairs
rules-skirmish-05-body =
    Two cards of the same value may be played together: a pair of 5s hits for 10, enough to put a fresh rival out at once.

    A pair spends two cards in one turn. After it you draw two, so a pair costs you nothing in hand size while the deck lasts, but it does empty the deck sooner.

rules-skirmish-06-title = Choosing a rival
rules-skirmish-06-body =
    You may hit any rival still in the match, never yourself.

    A hit that leaves a rival at 0 puts them out. A rival close to 0 is an easy target; the strongest rival is the one most likely to win. Choosing between them is the heart of the game.

rules-skirmish-07-title = Strength and players out
rules-skirmish-07-body =
    Strength never falls below 0. A player at 0 is out of the match: they take no more turns, and their cards stay face down in their hand for good.

    Each player's strength is on their plate, as a number and as a bar.

rules-skirmish-08-title = When the deck is empty
rules-skirmish-08-body =
    Once the deck is empty, nobody draws. A player still in the match but holding no card is passed over: they cannot play, but they can still be hit, and they still count for the win.

rules-skirmish-09-title = The end of the match
rules-skirmish-09-body =
    The match ends at once when only one player is left in it: that player wins.

    It also ends when no player in the match holds a card. Then the strongest player still in wins, and players tied on the most strength share the win.

rules-skirmish-10-title = Playing at this table
rules-skirmish-10-body =
    Click a card of your hand, or move to it with the arrows and press Enter. If you hold two of it, the prompt asks: One card, or The pair.

    Then click a rival's plate or hand, or choose Hit on the prompt. Back takes back a card picked before it is played.

    The hint (H) tells you what the computer would play, and why.

## Cards

rules-skirmish-card-1-name = One
rules-skirmish-card-1-text = Takes 1 strength; a pair of 1s, 2.
rules-skirmish-card-2-name = Two
rules-skirmish-card-2-text = Takes 2 strength; a pair of 2s, 4.
rules-skirmish-card-3-name = Three
rules-skirmish-card-3-text = Takes 3 strength; a pair of 3s, 6.
rules-skirmish-card-4-name = Four
rules-skirmish-card-4-text = Takes 4 strength; a pair of 4s, 8.
rules-skirmish-card-5-name = Five
rules-skirmish-card-5-text = Takes 5 strength; a pair of 5s, 10: a whole player's strength.
rules-skirmish-card-6-name = Six
rules-skirmish-card-6-text = Takes 6 strength; a pair of 6s, 12.
rules-skirmish-card-pair-name = A pair
rules-skirmish-card-pair-text = Two cards of the same value played in one turn: the rival hit loses their total.
rules-skirmish-card-hit-name = A hit
rules-skirmish-card-hit-text = The cards played take their total from the rival chosen, down to 0 at most, then go to the discard pile.
rules-skirmish-card-plate-name = A player's plate
rules-skirmish-card-plate-text = A player's name, colour and symbol, their strength as a number and a bar, and the cards in their hand.
rules-skirmish-card-deck-name = The deck
rules-skirmish-card-deck-text = Face down; after a hit the player who played draws from it back up to three cards, until it is empty.
