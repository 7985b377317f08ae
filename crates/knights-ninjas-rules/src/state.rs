//! The state of a game and the bookkeeping every rule shares: zones, gems, drawing.

use rules_core::{GameRng, Outcome, Seat, Status};
use serde::{Deserialize, Serialize};

use crate::action::Play;
use crate::cards::{Card, Cards};
use crate::components::Components;
use crate::events::Event;
use crate::options::Options;

/// One player's kingdom: their gems and the fortifications before them. A fortification slot
/// holds the physical card lying there: the card itself, or a Jester announced as it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Kingdom {
    /// The gems the player owns.
    pub gems: u8,
    /// The Castle (a `CASTLE`, or a `JESTER` announced as one).
    #[serde(default)]
    pub castle: Option<Card>,
    /// The Archer (on the walls when there is a Castle).
    #[serde(default)]
    pub archer: Option<Card>,
    /// The Minstrel: the kingdom cannot be attacked until its owner's next turn.
    #[serde(default)]
    pub minstrel: Option<Card>,
}

impl Kingdom {
    /// The slot of a fortification (`role` is Castle, Archer or Minstrel).
    pub fn slot(&self, role: Card) -> Option<Card> {
        match role {
            Card::Castle => self.castle,
            Card::Archer => self.archer,
            Card::Minstrel => self.minstrel,
            _ => None,
        }
    }

    pub(crate) fn slot_mut(&mut self, role: Card) -> &mut Option<Card> {
        match role {
            Card::Castle => &mut self.castle,
            Card::Archer => &mut self.archer,
            Card::Minstrel => &mut self.minstrel,
            _ => unreachable!("{role} is not a fortification"),
        }
    }
}

/// Cards one seat put on the table together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// Who played them.
    pub seat: Seat,
    /// The cards, as announced.
    pub play: Play,
}

/// One attack card (or revolt) on its way: the responses it met so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exchange {
    /// The attack card(s), played by the attacker.
    pub play: Play,
    /// The seat the card attacks now: the defender, or the attacker once traitored.
    pub aimed_at: Seat,
    /// The Traitors played on it, in order (each one turned it around).
    pub traitors: Vec<Played>,
    /// The strength response that met it, kept on the table while its gems move.
    pub response: Option<Played>,
}

/// The attack of the current turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    /// Whose turn it is.
    pub attacker: Seat,
    /// The one rival attacked this turn.
    pub defender: Seat,
    /// Ladders raised against the defender's Castle this turn (discarded when the turn ends).
    pub ladders: Vec<Play>,
    /// The attack card being answered or resolved, if any.
    pub exchange: Option<Exchange>,
}

impl Attack {
    /// The party of the attack opposite `seat`.
    pub fn other(&self, seat: Seat) -> Seat {
        if seat == self.attacker {
            self.defender
        } else {
            self.attacker
        }
    }
}

/// Gems in motion: taken from one kingdom, not yet arrived. Highwaymen may steal them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Motion {
    /// The kingdom they left.
    pub from: Seat,
    /// The seat about to receive them.
    pub to: Seat,
    /// How many.
    pub gems: u8,
    /// The Highwaymen played on them, in order.
    pub highwaymen: Vec<Played>,
    /// The seat being asked whether it steals them.
    pub asked: Seat,
    /// Consecutive passes since the window (re)opened; a full round closes it.
    pub passes: u8,
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The player whose turn it is chooses: attack, fortify or discard (or `end` with no card).
    Main,
    /// He fortifies: more fortifications, or `end`.
    Fortify,
    /// He attacks and no gems have moved: another attack card against the same rival, or `end`.
    Attack,
    /// The seat the attack card is aimed at answers it or passes.
    Respond,
    /// Gems are in motion: the asked seat steals them with a Highwayman or passes.
    Interrupt,
    /// The game has ended.
    Over,
}

impl Phase {
    /// The phase's name in scenario files (`main`, `respond`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Phase::Main => "main",
            Phase::Fortify => "fortify",
            Phase::Attack => "attack",
            Phase::Respond => "respond",
            Phase::Interrupt => "interrupt",
            Phase::Over => "over",
        }
    }
}

/// A game of Of Knights and Ninjas in progress: everything, hidden cards and the RNG included.
/// Seats see it through [`crate::Observation`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    pub(crate) options: Options,
    pub(crate) components: Components,
    pub(crate) rng: GameRng,
    /// The draw pile; the top card is the last.
    pub(crate) deck: Vec<Card>,
    /// The discard pile; the top card is the last.
    pub(crate) discard: Vec<Card>,
    pub(crate) hands: Vec<Cards>,
    pub(crate) kingdoms: Vec<Kingdom>,
    /// The gems that win now.
    pub(crate) target: u8,
    /// How many times the discard pile became the deck.
    pub(crate) reshuffles: u32,
    /// Whose turn it is.
    pub(crate) turn: Seat,
    /// Whether this is the game's first turn (its player draws one card, not two).
    pub(crate) first_turn: bool,
    pub(crate) phase: Phase,
    pub(crate) attack: Option<Attack>,
    pub(crate) motion: Option<Motion>,
    /// `known[viewer * players + holder]`: cards `viewer` knows to be in `holder`'s hand
    /// (cards a Princess took from the table in view of all).
    pub(crate) known: rules_core::KnownHands<Card, { crate::cards::CARD_KINDS }>,
    /// The winners once the game is over: the seat that reached the target, or those owning
    /// the most gems when the deck ran out at the lowest target.
    pub(crate) winners: Vec<Seat>,
}

impl State {
    /// The number of seats.
    pub fn players(&self) -> usize {
        self.options.players
    }

    /// The components in play.
    pub fn components(&self) -> &Components {
        &self.components
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// A seat's hand (hidden information: use observations for players).
    pub fn hand(&self, seat: Seat) -> &Cards {
        &self.hands[seat]
    }

    /// A seat's kingdom.
    pub fn kingdom(&self, seat: Seat) -> &Kingdom {
        &self.kingdoms[seat]
    }

    /// Every kingdom, by seat.
    pub fn kingdoms(&self) -> &[Kingdom] {
        &self.kingdoms
    }

    /// The gems that win now.
    pub fn target(&self) -> u8 {
        self.target
    }

    /// How many reshuffles there have been.
    pub fn reshuffles(&self) -> u32 {
        self.reshuffles
    }

    /// The attack of this turn, if one is under way.
    pub fn attack(&self) -> Option<&Attack> {
        self.attack.as_ref()
    }

    /// The gems in motion, if any.
    pub fn motion(&self) -> Option<&Motion> {
        self.motion.as_ref()
    }

    /// The draw pile, top card last (hidden information).
    pub fn deck(&self) -> &[Card] {
        &self.deck
    }

    /// The discard pile, top card last.
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// The cards `viewer` knows to be in `holder`'s hand.
    pub fn known(&self, viewer: Seat, holder: Seat) -> &Cards {
        self.known.get(viewer, holder)
    }

    /// The seat whose decision it is, or the outcome.
    #[inline]
    pub fn status(&self) -> Status {
        match self.phase {
            Phase::Over => Status::Over(Outcome {
                winners: self.winners.clone(),
            }),
            _ => Status::Decision(self.decider()),
        }
    }

    /// The seat deciding now (the winner once the game is over). Read from the phase, not
    /// through [`State::status`]: every check asks it, and the outcome's list of winners would
    /// be copied (and the call not inlined) only to be thrown away.
    #[inline]
    pub(crate) fn decider(&self) -> Seat {
        match self.phase {
            Phase::Over => self.winners.first().copied().unwrap_or(self.turn),
            Phase::Main | Phase::Fortify | Phase::Attack => self.turn,
            Phase::Respond => self.exchange().aimed_at,
            Phase::Interrupt => self.motion().expect("gems move").asked,
        }
    }

    pub(crate) fn exchange(&self) -> &Exchange {
        self.attack
            .as_ref()
            .and_then(|a| a.exchange.as_ref())
            .expect("an attack card is being answered")
    }

    /// The next seat clockwise after `seat`.
    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players()
    }

    // ----- moving cards -----

    /// Draws one card for `seat`. An empty deck is first replaced by the reshuffled discard
    /// pile; the deck running out reshuffles at once. False when no card could be drawn.
    pub(crate) fn draw(&mut self, seat: Seat, ev: &mut Vec<Event>) -> bool {
        let draw = rules_core::deck::draw(&mut self.deck, &mut self.discard, &mut self.rng);
        if let Some(cards) = draw.reshuffled_before {
            self.reshuffled(cards, ev);
        }
        let Some(card) = draw.card else {
            return false;
        };
        self.hands[seat].add(card);
        ev.push(Event::Drew {
            seat,
            card: Some(card),
        });
        if let Some(cards) = draw.reshuffled_after {
            self.reshuffled(cards, ev);
        }
        true
    }

    /// The discard pile became a deck of `cards` cards: the target falls by one (never below
    /// the minimum).
    fn reshuffled(&mut self, cards: usize, ev: &mut Vec<Event>) {
        self.reshuffles += 1;
        self.target = self.components.target_after(self.reshuffles);
        ev.push(Event::Reshuffled {
            cards,
            target: self.target,
        });
    }

    /// Whether `seat` holds every card of `play`.
    pub(crate) fn holds(&self, seat: Seat, play: Play) -> bool {
        let hand = &self.hands[seat];
        if play.role == Card::Jester {
            return false;
        }
        hand.count(play.role) as u16 >= play.natural as u16
            && hand.count(Card::Jester) as u16 >= play.jesters as u16
    }

    /// Takes one card out of `seat`'s hand in view of everyone.
    pub(crate) fn take_card(&mut self, seat: Seat, card: Card) {
        let removed = self.hands[seat].remove(card);
        debug_assert!(removed, "{card} not in hand");
        self.known.left_openly(seat, card);
    }

    /// Takes the cards of `play` out of `seat`'s hand.
    pub(crate) fn take_play(&mut self, seat: Seat, play: Play) {
        for card in play.physical() {
            self.take_card(seat, card);
        }
    }

    /// Puts the physical cards of `play` on the discard pile.
    pub(crate) fn discard_play(&mut self, play: Play, cleared: &mut Vec<Card>) {
        for card in play.physical() {
            self.discard.push(card);
            cleared.push(card);
        }
    }

    /// A card from the table goes into `seat`'s hand in view of everyone.
    pub(crate) fn give_card(&mut self, seat: Seat, card: Card) {
        self.hands[seat].add(card);
        self.known.entered_openly(seat, card);
    }

    /// Clears the exchange from the table: attack card, Traitors and response to the discard
    /// pile (`keep_attack`: the attack card went elsewhere).
    pub(crate) fn clear_exchange(&mut self, keep_attack: bool, ev: &mut Vec<Event>) {
        let Some(exchange) = self.attack.as_mut().and_then(|a| a.exchange.take()) else {
            return;
        };
        let mut cleared = Vec::new();
        if !keep_attack {
            self.discard_play(exchange.play, &mut cleared);
        }
        for t in &exchange.traitors {
            self.discard_play(t.play, &mut cleared);
        }
        if let Some(r) = exchange.response {
            self.discard_play(r.play, &mut cleared);
        }
        if !cleared.is_empty() {
            ev.push(Event::CardsDiscarded { cards: cleared });
        }
    }
}

/// Every card lying on the table: fortifications, the attack's Ladders, the attack card and its
/// answers, the Highwaymen on moving gems.
pub(crate) fn table_cards(
    kingdoms: &[Kingdom],
    attack: Option<&Attack>,
    motion: Option<&Motion>,
) -> Cards {
    let mut all = Cards::new();
    for k in kingdoms {
        for card in [k.castle, k.archer, k.minstrel].into_iter().flatten() {
            all.add(card);
        }
    }
    let mut add_play = |play: Play| play.physical().for_each(|c| all.add(c));
    if let Some(a) = attack {
        a.ladders.iter().copied().for_each(&mut add_play);
        if let Some(x) = &a.exchange {
            add_play(x.play);
            x.traitors.iter().for_each(|t| add_play(t.play));
            if let Some(r) = x.response {
                add_play(r.play);
            }
        }
    }
    if let Some(m) = motion {
        m.highwaymen.iter().for_each(|h| add_play(h.play));
    }
    all
}
