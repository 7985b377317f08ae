//! The present step: every place of Ivanhoe's table is a zone entity ([`Place`]), every card and
//! token a piece held by one, as at every game's table. After each event the zones are filled
//! from what the screen sees ([`Seen`]: the hands face down but the viewer's, in a replay every
//! hand, once the match is over every hand the screen knows); the table kit works out which
//! piece moves where, guided by what the events say happened (a played card flies from its
//! hand to its display, an Outwit's two cards cross), and flies it there. The card that flies
//! is the one played: of identical cards, the one a person chose ([`table::zones::Leaving`]).

use bevy::prelude::*;
use bevy_tweening::lens::SpriteColorLens;
use bevy_tweening::{Tween, TweenAnim};
use ivanhoe_rules::{Card, Colour, Tokens};
use rules_core::Seat;

use super::cards::{self, CardFace};
use super::layout::{self, BANNER_AT};
use super::{Ivanhoe, IvanhoeSystems, Seen, look};
use shell::art::Art;
use shell::assets::Fonts;
use shell::screens::Screen;
use table::ArrangeZones;
use table::MatchSystems;
use table::Seating;
use table::animation::{Pace, Placement};
use table::zones::{self, Arrangement, Face, HeldBy, Slot};

mod lying;
mod sync;
mod wanted;

pub use super::place::Place;
pub use lying::Lying;

/// Every zone of the table by its place, and the seat shown at the bottom (the kit's
/// [`zones::Places`]); beside them what only Ivanhoe follows ([`Follow`]).
pub type Places = zones::Places<Place, CardFace, Follow>;

/// What Ivanhoe's table follows beside its zones.
#[derive(Debug, Default)]
pub struct Follow {
    /// A hand shown to everyone for a moment (a starter who cannot start): its seat, its cards
    /// and how long it stays shown.
    pub revealed: Option<(Seat, Vec<Card>, Timer)>,
}

impl zones::TablePlace for Place {
    type Face = CardFace;
    type Own = Follow;

    fn arrangement(self, places: &Places) -> Arrangement {
        layout::arrangement(self, places.bottom, places.players)
    }

    fn hand(seat: Seat) -> Option<Place> {
        Some(Place::Hand(seat))
    }
}

/// Tokens of each colour: one for each seat at the largest table.
const TOKENS_PER_COLOUR: usize = 5;

/// How many tokens of `colour` lie in the pool when the seats hold `won`.
pub(super) fn left_in_pool(won: &[Tokens], colour: Colour) -> usize {
    let out = won.iter().filter(|held| held.has(colour)).count();
    TOKENS_PER_COLOUR.saturating_sub(out)
}

/// A token of the pool or of a player; its colour is its [`Face`].
#[derive(Component, Clone, Copy, Debug)]
pub struct TokenEntity;

/// The banner of the tournament's colour.
#[derive(Component)]
pub struct Banner(pub Option<Colour>);

pub(super) fn plugin(app: &mut App) {
    zones::add::<Ivanhoe, Place, _>(app, sync::sync, IvanhoeSystems);
    app.add_systems(
        Update,
        banner
            .in_set(MatchSystems::Present)
            .in_set(IvanhoeSystems)
            .before(ArrangeZones),
    );
}

/// A token of `colour` at `at`, showing its colour and its emblem.
fn token(art: &Art, colour: Colour, at: Vec3) -> impl Bundle {
    (
        Name::new(format!("{} token", colour.name())),
        TokenEntity,
        Face(colour),
        Placement { at, scale: 1.0 },
        art.card(look::colour_hue(colour), Vec2::splat(layout::TOKEN_SIZE)),
        Transform::from_translation(at),
        Pickable::default(),
        DespawnOnExit(Screen::Match),
        // The colour's emblem, as on its cards: the colour is never the only sign.
        children![(
            shell::art::picture(
                look::image(art, look::colour_picture(colour)),
                look::ink_on(colour),
                layout::TOKEN_SIZE - 8.0,
            ),
            Transform::from_xyz(0.0, 0.0, 0.1),
            Pickable::IGNORE,
        )],
    )
}

/// Lays the table for a new match on the shell's felt: the banner, a zone for every place, the
/// 110 cards in the deck face down and the 25 tokens in the pool; the first fill deals them
/// where the match has them.
pub fn spawn_table(
    commands: &mut Commands,
    seating: &Seating,
    seen: &Seen,
    fonts: &Fonts,
    art: &Art,
) {
    commands.spawn((
        Name::new("Tournament banner"),
        Banner(None),
        Sprite::from_color(Color::srgb(0.3, 0.3, 0.3), Vec2::new(150.0, 40.0)),
        Transform::from_translation(BANNER_AT.extend(2.0)),
        Pickable::IGNORE,
        DespawnOnExit(Screen::Match),
        children![(
            BannerText,
            Text2d::new(""),
            shell::locale::Words(shell::locale::Msg::new("iv-no-tournament")),
            TextFont::from_font_size(18.0).with_font(fonts.bold.clone()),
            TextColor(Color::WHITE),
            Transform::from_xyz(0.0, 0.0, 0.1),
            Pickable::IGNORE,
        )],
    ));
    let players = seating.seats.len();
    let mut places = Places::new(seen.seat, players, Follow::default());
    for place in Place::all(players) {
        let zone = commands
            .spawn((
                Name::new(format!("Zone {place:?}")),
                place,
                layout::zone(place, players),
                DespawnOnExit(Screen::Match),
            ))
            .id();
        places.insert(place, zone);
    }
    let deck = places.zones[&Place::Deck];
    for i in 0..ivanhoe_rules::cards::DECK_SIZE {
        let at = layout::arrangement(Place::Deck, seen.seat, players).place(i, 0);
        let card = cards::spawn_card(commands, art, at);
        commands
            .entity(card)
            .insert((HeldBy(deck), Slot(i), Face(CardFace(None))));
    }
    for colour in Colour::ALL {
        let stack = places.zones[&Place::Pool(colour.index() as u8)];
        for depth in 0..TOKENS_PER_COLOUR {
            let at = layout::pool_place(colour.index(), depth);
            commands.spawn((token(art, colour, at), HeldBy(stack), Slot(depth)));
        }
    }
    commands.insert_resource(places);
}

/// The banner takes the tournament's colour (a tween of its hue) and name.
fn banner(
    mut commands: Commands,
    seen: Res<Seen>,
    pace: Pace,
    mut banners: Query<(Entity, &mut Banner, &Sprite)>,
) {
    let colour = seen.board.colour();
    for (entity, mut banner, sprite) in &mut banners {
        if banner.0 == colour {
            continue;
        }
        banner.0 = colour;
        let end = colour.map_or(Color::srgb(0.3, 0.3, 0.3), look::colour_hue);
        let duration = pace.speed().scale(0.6);
        if duration.is_zero() {
            commands.entity(entity).insert(Sprite::from_color(
                end,
                sprite.custom_size.unwrap_or(Vec2::ONE),
            ));
        } else {
            let lens = SpriteColorLens {
                start: sprite.color,
                end,
            };
            commands.entity(entity).insert(TweenAnim::new(Tween::new(
                EaseFunction::QuadraticInOut,
                duration,
                lens,
            )));
        }
    }
}

/// A seat's name plate (clicking it names that player as a target).
#[derive(Component, Clone, Copy, Debug)]
pub struct PlateEntity(pub Seat);

/// The banner's text.
#[derive(Component)]
pub struct BannerText;
