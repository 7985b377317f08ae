//! The present step: every place of the table is a zone entity ([`Place`]), every card and gem a
//! piece held by one. After each decision the zones are filled from what the screen sees (the
//! observation of the seat at the bottom: its hand face up when it is the viewer's, the others'
//! as backs, the field and the kingdoms face up); the table kit works out which piece moves
//! where, guided by what the events say happened, and flies it there. The events also go to the
//! log in words and to the flashes.

use super::KnightsNinjas;
use bevy::prelude::*;
use knights_ninjas_rules::Card;
use rules_core::Seat;

use shell::art::Art;
use shell::assets::Fonts;
use shell::locale::{Locale, Msg};
use shell::theme;
use table::Seating;

use table::zones::{self, Arrangement, Face, Slot};

use super::gem_colours::GemColours;
use super::layout::{self, CARD_SIZE, KINGDOM_SIZE};
use super::{KnightsNinjasSystems, Seen, look, words};

mod pieces;
mod sync;
mod wanted;

use pieces::{spawn_card, spawn_gem};
use sync::sync;

/// A place on the table: the key of a zone entity.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The draw pile.
    Deck,
    /// The discard pile.
    Discard,
    /// A seat's hand.
    Hand(Seat),
    /// A kingdom's fortification place: 0 Castle, 1 Archer, 2 Minstrel.
    Fort(Seat, u8),
    /// A kingdom's gems.
    Gems(Seat),
    /// The Ladders raised this turn.
    Ladders,
    /// The attack card (or revolt) under way.
    Attack,
    /// The Traitors that turned it.
    Traitors,
    /// The answer that met it.
    Response,
    /// The Highwaymen played on the gems in flight.
    Highwaymen,
    /// The gems in flight.
    Flight,
}

/// The roles of the three fortification places, in order.
pub const FORTS: [Card; 3] = [Card::Castle, Card::Archer, Card::Minstrel];

/// Every zone of the table by its place, and the seat shown at the bottom (the kit's
/// [`zones::Places`]); and beside them each gem's colour, from the events.
pub type Places = zones::Places<Place, KnFace, GemColours>;

impl zones::TablePlace for Place {
    type Face = KnFace;
    type Own = GemColours;

    fn arrangement(self, places: &Places) -> Arrangement {
        let seat = |s: Seat| layout::seat_place(s, places.bottom, places.players);
        match self {
            Place::Deck => layout::pile(layout::DECK_AT),
            Place::Discard => layout::pile(layout::DISCARD_AT),
            Place::Hand(s) => layout::hand(seat(s)),
            Place::Fort(s, i) => layout::fortification(seat(s), i as usize),
            Place::Gems(s) => layout::gems(seat(s)),
            Place::Ladders => layout::row(layout::LADDERS_AT),
            Place::Attack => layout::row(layout::ATTACK_AT),
            Place::Traitors => layout::row(layout::TRAITORS_AT),
            Place::Response => layout::row(layout::RESPONSE_AT),
            Place::Highwaymen => layout::row(layout::HIGHWAYMEN_AT),
            Place::Flight => layout::flight(),
        }
    }

    fn plate(seat: Seat, places: &Places) -> Option<Vec2> {
        Some(layout::seat_place(seat, places.bottom, places.players).plate)
    }

    fn hand(seat: Seat) -> Option<Place> {
        Some(Place::Hand(seat))
    }
}

/// A card's face: the card (`None` for one this screen may not see) and, for a Jester on the
/// table, the card it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct KnFace {
    /// The physical card.
    pub card: Option<Card>,
    /// What a Jester stands for.
    pub stands_for: Option<Card>,
}

impl KnFace {
    /// A card as itself.
    pub fn of(card: Card) -> Self {
        KnFace {
            card: Some(card),
            stands_for: None,
        }
    }

    /// A card on the table as announced: a Jester shows what it stands for.
    fn played(card: Card, role: Card) -> Self {
        KnFace {
            card: Some(card),
            stands_for: (card == Card::Jester && role != Card::Jester).then_some(role),
        }
    }
}

/// A gem, in the colour of the seat whose kingdom it started in (for good: see
/// [`GemColours`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gem(pub Seat);

/// A kingdom's panel: clickable to attack it.
#[derive(Component, Clone, Copy, Debug)]
pub struct KingdomPanel(pub Seat);

/// The moments that decided the game, for the winner's screen: the last few flashes.
#[derive(Resource, Default, Debug)]
pub struct Decisive(pub Vec<Msg>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Decisive>();
    zones::add::<KnightsNinjas, Place, _>(app, sync, KnightsNinjasSystems);
}

/// Lays the table for a new match: kingdoms, piles, zones, and every piece where the deal finds
/// it (the cards in the deck, each kingdom's gems).
pub fn spawn_table(
    commands: &mut Commands,
    seating: &Seating,
    seen: &Seen,
    fonts: &Fonts,
    art: &Art,
    locale: &Locale,
) {
    let o = &seen.observation;
    let players = seating.seats.len();
    commands.insert_resource(Decisive::default());
    let mut places = Places::new(seen.seat, players, GemColours::default());
    for s in 0..players {
        spawn_kingdom(commands, fonts, art, locale, s, &seating.seats[s].name);
    }
    for at in [layout::DECK_AT, layout::DISCARD_AT] {
        commands.spawn((
            Name::new("Pile"),
            table::piece::pile_spot(at, CARD_SIZE * 0.75),
        ));
    }
    let mut all = vec![
        Place::Deck,
        Place::Discard,
        Place::Ladders,
        Place::Attack,
        Place::Traitors,
        Place::Response,
        Place::Highwaymen,
        Place::Flight,
    ];
    for s in 0..players {
        all.extend([Place::Hand(s), Place::Gems(s)]);
        all.extend((0..3).map(|i| Place::Fort(s, i)));
    }
    places.spawn_zones(commands, all);
    let deck = places.zones[&Place::Deck];
    let total = o.components.total_cards();
    for i in 0..total {
        let card = spawn_card(commands, art, layout::pile(layout::DECK_AT).place(i, 0));
        commands
            .entity(card)
            .insert((zones::HeldBy(deck), Slot(i), Face(KnFace::default())));
    }
    for s in 0..players {
        let zone = places.zones[&Place::Gems(s)];
        let arrangement = places.arrangement(Place::Gems(s));
        let n = o.kingdoms[s].gems as usize;
        for i in 0..n {
            let gem = spawn_gem(commands, art, Gem(s), arrangement.place(i, n));
            commands.entity(gem).insert((zones::HeldBy(zone), Slot(i)));
        }
    }
    commands.insert_resource(places);
}

fn spawn_kingdom(
    commands: &mut Commands,
    fonts: &Fonts,
    art: &Art,
    locale: &Locale,
    seat: Seat,
    name: &str,
) {
    let key = (
        Name::new(format!("Kingdom of seat {seat}")),
        KingdomPanel(seat),
    );
    let hue = look::seat_hue(seat);
    table::piece::spawn_choosable_plate(commands, art, seat, KINGDOM_SIZE, hue, key).with_children(
        |kingdom| {
            for index in 0..FORTS.len() {
                kingdom.spawn(fort_spot(fonts, locale, index));
            }
            kingdom.spawn((
                KingdomText(seat),
                table::piece::plate_line(fonts, name, 14.0, KINGDOM_SIZE, Vec2::new(12.0, 4.0)),
            ));
        },
    );
}

/// The empty place of a fortification in a kingdom's panel, named.
fn fort_spot(fonts: &Fonts, locale: &Locale, index: usize) -> impl Bundle {
    (
        Sprite::from_color(Color::srgba(0.0, 0.0, 0.0, 0.3), CARD_SIZE * 0.45),
        Transform::from_translation(layout::fortification_offset(index).extend(0.05)),
        Pickable::IGNORE,
        children![(
            words::label(locale, words::card_name(FORTS[index])),
            TextFont::from_font_size(9.0).with_font(fonts.regular.clone()),
            TextColor(theme::MUTED),
            Transform::from_xyz(0.0, 0.0, 0.01),
            Pickable::IGNORE,
        )],
    )
}

/// The text of a kingdom's panel: its seat's name, gems and hand.
#[derive(Component, Clone, Copy, Debug)]
pub struct KingdomText(pub Seat);
