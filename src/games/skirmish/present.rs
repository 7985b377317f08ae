//! The present step: every place of the table is a zone entity ([`Place`]), every card a piece
//! held by one. After each decision the zones are filled from what the screen sees (the
//! observation of the seat at the bottom: its hand face up when it is the viewer's, the others'
//! as backs, the played cards and the discard pile face up); the table kit works out which card
//! moves where, guided by what the events say happened, and flies it there.

use super::Skirmish;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use rules_core::Seat;
use skirmish_rules::Card;

use shell::art::Art;
use shell::assets::Fonts;
use table::Seating;

use table::zones::{self, Arrangement, Face, Slot};

use super::layout::{self, CARD_SIZE, PLATE_SIZE};
use super::{Seen, SkirmishSystems, look};

mod sync;

use sync::sync;

/// A place on the table: the key of a zone entity.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The draw pile.
    Deck,
    /// The discard pile.
    Discard,
    /// The cards played this turn, while their target is chosen.
    Played,
    /// A seat's hand.
    Hand(Seat),
}

/// Every zone of the table by its place, and the seat shown at the bottom (the kit's
/// [`zones::Places`]).
pub type Places = zones::Places<Place, SkFace>;

impl zones::TablePlace for Place {
    type Face = SkFace;
    type Own = ();

    fn arrangement(self, places: &Places) -> Arrangement {
        let seat = |s: Seat| layout::seat_place(s, places.bottom, places.players);
        match self {
            Place::Deck => layout::pile(layout::DECK_AT),
            Place::Discard => layout::pile(layout::DISCARD_AT),
            Place::Played => layout::played(),
            Place::Hand(s) => layout::hand(seat(s)),
        }
    }

    fn plate(seat: Seat, places: &Places) -> Option<Vec2> {
        Some(layout::seat_place(seat, places.bottom, places.players).plate)
    }

    fn hand(seat: Seat) -> Option<Place> {
        Some(Place::Hand(seat))
    }
}

/// A card's face: the card, or `None` for one this screen may not see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SkFace(pub Option<Card>);

/// A seat's plate: its name, strength and hand; clickable to hit it.
#[derive(Component, Clone, Copy, Debug)]
pub struct SeatPanel(pub Seat);

/// The words on a seat's plate.
#[derive(Component, Clone, Copy, Debug)]
pub struct PlateText(pub Seat);

/// The bar of a seat's strength on its plate, full at the strength a seat starts with.
#[derive(Component, Clone, Copy, Debug)]
pub struct StrengthBar(pub Seat);

/// The strength bar's width when full.
pub const BAR_WIDTH: f32 = PLATE_SIZE.x - 28.0;

pub(super) fn plugin(app: &mut App) {
    zones::add::<Skirmish, Place, _>(app, sync, SkirmishSystems);
}

/// Lays the table for a new match: the plates, the piles, the zones, and every card in the
/// deck (the deal's events fly them to the hands).
pub fn spawn_table(
    commands: &mut Commands,
    seating: &Seating,
    seen: &Seen,
    fonts: &Fonts,
    art: &Art,
) {
    let players = seating.seats.len();
    let mut places = Places::new(seen.seat, players, ());
    for s in 0..players {
        spawn_plate(commands, fonts, art, s);
    }
    for at in [layout::DECK_AT, layout::DISCARD_AT] {
        commands.spawn((
            Name::new("Pile"),
            table::piece::pile_spot(at, CARD_SIZE * 0.85),
        ));
    }
    let mut all = vec![Place::Deck, Place::Discard, Place::Played];
    all.extend((0..players).map(Place::Hand));
    places.spawn_zones(commands, all);
    let deck = places.zones[&Place::Deck];
    for i in 0..skirmish_rules::cards::DECK_SIZE {
        let card = spawn_card(commands, art, layout::pile(layout::DECK_AT).place(i, 0));
        commands
            .entity(card)
            .insert((zones::HeldBy(deck), Slot(i), Face(SkFace::default())));
    }
    commands.insert_resource(places);
}

pub(super) fn spawn_card(
    commands: &mut Commands,
    art: &Art,
    at: table::animation::Placement,
) -> Entity {
    commands
        .spawn((Name::new("Card"), table::piece::card(art, at, CARD_SIZE)))
        .id()
}

/// A seat's plate: its colour down the left edge, its name and strength, the strength's bar.
fn spawn_plate(commands: &mut Commands, fonts: &Fonts, art: &Art, seat: Seat) {
    let half = PLATE_SIZE / 2.0;
    let key = (Name::new(format!("Plate of seat {seat}")), SeatPanel(seat));
    let hue = look::seat_hue(seat);
    table::piece::spawn_choosable_plate(commands, art, seat, PLATE_SIZE, hue, key).with_children(
        |plate| {
            plate.spawn((
                PlateText(seat),
                table::piece::plate_line(fonts, "", 15.0, PLATE_SIZE, Vec2::new(14.0, 6.0)),
            ));
            plate.spawn((
                Sprite::from_color(Color::srgba(0.0, 0.0, 0.0, 0.4), Vec2::new(BAR_WIDTH, 10.0)),
                Transform::from_xyz(0.0, -half.y + 14.0, 0.05),
                Pickable::IGNORE,
            ));
            plate.spawn((
                StrengthBar(seat),
                Sprite::from_color(look::seat_hue(seat), Vec2::new(BAR_WIDTH, 10.0)),
                Anchor::CENTER_LEFT,
                Transform::from_xyz(-BAR_WIDTH / 2.0, -half.y + 14.0, 0.1),
                Pickable::IGNORE,
            ));
        },
    );
}
