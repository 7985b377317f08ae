//! The present step of Castle Lords: every place of the table is a zone entity ([`Place`]), and
//! every card, banner, crown and castle name tag a piece held by one. After each decision the
//! zones are filled from the viewer's observation (the seat at the bottom: its own hand face
//! up, the others' as backs); the table kit works out which piece moves where, guided by what
//! the events say happened, and flies it there. The events, as the viewer sees them, also go
//! to the log in words and to the flashes.

use std::collections::HashSet;

use bevy::prelude::*;
use bevy::sprite::Anchor;
use castle_lords_rules::Card;
use rules_core::{Game, Seat};

use shell::art::{self, Art};
use shell::assets::Fonts;
use shell::screens::Screen;
use shell::theme;
use table::Seating;
use table::highlight::{Highlight, halo};
use table::zones::{self, Arrangement, Face, Slot};

use super::layout::{self, BANNER_SIZE, CARD_SIZE, CASTLE_SIZE};
use super::{CastleLords, CastleLordsSystems, Seen, look};

mod pieces;
mod sync;
mod wanted;

use pieces::{spawn_banner, spawn_card, spawn_tag};
use sync::sync;

/// A place on Castle Lords' table: the key of a zone entity.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// The draw pile.
    Deck,
    /// The dungeon's cards.
    Dungeon,
    /// The banners pushed into the dungeon.
    DungeonBanners,
    /// A seat's hand.
    Hand(Seat),
    /// The card offered for exchange.
    Offer,
    /// A seat's proposal for the offer.
    Proposal(Seat),
    /// The army being formed.
    Army,
    /// A castle's defenders.
    Castle(u8),
    /// A castle's banner box (0-based).
    Box(u8, u8),
    /// A seat's banners in reserve.
    Reserve(Seat),
    /// A seat's crowns.
    Crowns(Seat),
    /// The name tags of the castles a seat controls.
    Lordships(Seat),
    /// A castle's name tag while no one controls it.
    TagHome(u8),
}

/// Every zone of the table by its place, and the seat shown at the bottom (the kit's
/// [`zones::Places`]); and beside them a scored hand held on the table.
pub type Places = zones::Places<Place, CardFace, Held>;

/// What Castle Lords' table follows beside its zones.
#[derive(Debug)]
pub struct Held {
    /// A scored hand held on the table: the next hand's deal (and what it sweeps away) waits,
    /// with the moves the events named, until the scoring pause is over.
    hand: Option<HashSet<(Option<Place>, Place)>>,
    castles: usize,
    boxes: usize,
}

impl Held {
    /// Whether a scored hand is held on the table for the scoring pause: its cards, banners
    /// and name tags show the hand as it was scored, not yet the next deal.
    pub fn holding_scored_hand(&self) -> bool {
        self.hand.is_some()
    }
}

impl zones::TablePlace for Place {
    type Face = CardFace;
    type Own = Held;

    fn arrangement(self, places: &Places) -> Arrangement {
        let seat = |s: Seat| layout::seat_place(s, places.bottom, places.players);
        let castles = places.own.castles;
        match self {
            Place::Deck => layout::pile(layout::DECK_AT),
            Place::Dungeon => layout::pile(layout::DUNGEON_AT),
            Place::DungeonBanners => layout::dungeon_banners(),
            Place::Hand(s) => layout::hand(seat(s)),
            Place::Offer => layout::spot(layout::OFFER_AT, 0.7),
            Place::Proposal(s) => layout::spot(layout::proposal_at(proposal_index(places, s)), 0.7),
            Place::Army => layout::army(),
            Place::Castle(c) => layout::defenders(c as usize, castles),
            Place::Box(c, b) => layout::spot(
                layout::box_at(c as usize, castles, b as usize, places.own.boxes),
                1.0,
            ),
            Place::Reserve(s) => layout::reserve(seat(s)),
            Place::Crowns(s) => layout::crowns(seat(s)),
            Place::Lordships(s) => layout::lordships(seat(s)),
            Place::TagHome(c) => layout::tag_home(c as usize, castles),
        }
    }

    fn hand(seat: Seat) -> Option<Place> {
        Some(Place::Hand(seat))
    }
}

/// Proposals lie left to right in seat order, the bottom seat's first.
fn proposal_index(places: &Places, seat: Seat) -> usize {
    (seat + places.players - places.bottom) % places.players
}

/// A card's face: the card, or `None` for a card whose face this screen may not show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CardFace(pub Option<Card>);

/// A banner, by its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BannerOf(pub Seat);

/// A castle's name tag, by castle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TagOf(pub u8);

/// A castle's panel: clickable to attack it.
#[derive(Component, Clone, Copy, Debug)]
pub struct CastlePanel(pub u8);

pub(super) fn plugin(app: &mut App) {
    zones::add::<CastleLords, Place, _>(app, sync, CastleLordsSystems);
}

/// Lays the table for a new match: castles, piles, zones, and every piece where the deal
/// finds it (the cards in the deck, the banners in reserve, the name tags on the castles).
pub fn spawn_table(
    commands: &mut Commands,
    seating: &Seating,
    seen: &Seen,
    fonts: &Fonts,
    art: &Art,
) {
    let state = &seen.board;
    let components = state.options().components();
    let players = state.players();
    let castles = state.castles().len();
    let boxes = state.castles().first().map_or(0, |c| c.boxes.len());
    let bottom = table::handoff::single_viewer(&seating.seats).unwrap_or(0);
    let mut places = Places::new(
        bottom,
        players,
        Held {
            hand: None,
            castles,
            boxes,
        },
    );
    for (c, data) in components.castles().iter().enumerate() {
        let at = layout::castle_at(c, castles);
        commands.spawn((
            Name::new(format!("Castle {}", data.name)),
            CastlePanel(c as u8),
            Highlight::default(),
            art.card(Color::srgb(0.30, 0.27, 0.24), CASTLE_SIZE),
            Transform::from_translation(at.extend(2.0)),
            Pickable::default(),
            DespawnOnExit(Screen::Match),
            children![
                halo(art, CASTLE_SIZE + Vec2::splat(12.0)),
                // A castle is drawn as one, faint behind its name, value and banners.
                (
                    art::picture(
                        look::image(art, "castle"),
                        Color::srgba(0.0, 0.0, 0.0, 0.28),
                        64.0
                    ),
                    Transform::from_xyz(0.0, -4.0, 0.05),
                    Pickable::IGNORE,
                ),
                (
                    Text2d::new(data.name.clone()),
                    TextFont::from_font_size(16.0).with_font(fonts.bold.clone()),
                    TextColor(theme::TEXT),
                    Anchor::TOP_LEFT,
                    Transform::from_xyz(-CASTLE_SIZE.x / 2.0 + 8.0, CASTLE_SIZE.y / 2.0 - 6.0, 0.1),
                    Pickable::IGNORE,
                ),
                (
                    Text2d::new(format!("{}", data.value)),
                    TextFont::from_font_size(22.0).with_font(fonts.bold.clone()),
                    TextColor(theme::GOLD),
                    Anchor::TOP_RIGHT,
                    Transform::from_xyz(CASTLE_SIZE.x / 2.0 - 8.0, CASTLE_SIZE.y / 2.0 - 4.0, 0.1),
                    Pickable::IGNORE,
                ),
            ],
        ));
        for b in 0..boxes {
            let at = layout::box_at(c, castles, b, boxes);
            commands.spawn((
                Name::new(format!("Box {} of {}", b + 1, data.name)),
                Sprite::from_color(
                    Color::srgba(0.0, 0.0, 0.0, 0.35),
                    BANNER_SIZE + Vec2::splat(6.0),
                ),
                Transform::from_translation(at.extend(3.0)),
                Pickable::IGNORE,
                DespawnOnExit(Screen::Match),
            ));
        }
    }
    let piles = [
        (layout::DECK_AT, Name::new("Deck")),
        (layout::DUNGEON_AT, Name::new("Dungeon")),
    ];
    for (at, name) in piles {
        commands.spawn((name, table::piece::pile_spot(at, CARD_SIZE * 0.7)));
    }
    let mut all = vec![
        Place::Deck,
        Place::Dungeon,
        Place::DungeonBanners,
        Place::Offer,
        Place::Army,
    ];
    for s in 0..players {
        all.extend([
            Place::Hand(s),
            Place::Proposal(s),
            Place::Reserve(s),
            Place::Crowns(s),
            Place::Lordships(s),
        ]);
    }
    for c in 0..castles as u8 {
        all.extend([Place::Castle(c), Place::TagHome(c)]);
        for b in 0..boxes as u8 {
            all.push(Place::Box(c, b));
        }
    }
    places.spawn_zones(commands, all);
    // The pieces, where a table before the deal has them.
    let deck = places.zones[&Place::Deck];
    for i in 0..components.raw().total_cards {
        let at = layout::pile(layout::DECK_AT).place(i, 0);
        let card = spawn_card(commands, art, at);
        commands
            .entity(card)
            .insert((zones::HeldBy(deck), Slot(i), Face(CardFace(None))));
    }
    for s in 0..players {
        let reserve = places.zones[&Place::Reserve(s)];
        let arrangement = places.arrangement(Place::Reserve(s));
        for i in 0..state.reserve(s) {
            let banner = spawn_banner(
                commands,
                fonts,
                art,
                s,
                arrangement.place(i, state.reserve(s)),
            );
            commands
                .entity(banner)
                .insert((zones::HeldBy(reserve), Slot(i)));
        }
    }
    for c in 0..castles {
        let home = places.zones[&Place::TagHome(c as u8)];
        let at = places.arrangement(Place::TagHome(c as u8)).place(0, 1);
        let tag = spawn_tag(commands, fonts, c as u8, &components.castles()[c].name, at);
        commands.entity(tag).insert((zones::HeldBy(home), Slot(0)));
    }
    commands.insert_resource(places);
}
