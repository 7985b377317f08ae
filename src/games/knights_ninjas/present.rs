//! The present step: every place of the table is a zone entity ([`Place`]), every card and gem a
//! piece held by one. After each decision the zones are filled from what the screen sees (the
//! observation of the seat at the bottom: its hand face up when it is the viewer's, the others'
//! as backs, the field and the kingdoms face up); the table kit works out which piece moves
//! where, guided by what the events say happened, and flies it there. The events also go to the
//! log in words and to the flashes.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;
use bevy::sprite::Anchor;
use knights_ninjas_rules::{Card, Event, Observation, Play};
use rules_core::Seat;

use super::gem_colours::GemColours;
use super::layout::{self, CARD_SIZE, GEM_SIZE, KINGDOM_SIZE};
use super::{KnightsNinjasSystems, Seen, look, words};
use crate::shell::art::{self, Art};
use crate::shell::assets::Fonts;
use crate::shell::locale::{Locale, Msg};
use crate::shell::screens::Screen;
use crate::shell::theme;
use crate::table::Seating;
use crate::table::TableReset;
use crate::table::animation::Placement;
use crate::table::flip::{self, Flipping};
use crate::table::highlight::{Highlight, halo};
use crate::table::zones::{self, Arrangement, Arrivals, Face, Holds, Slot, Zone, ZonesChanged};
use crate::table::{ArrangeZones, MatchSystems, Viewer};

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

/// Every zone of the table by its place, and the seat shown at the bottom.
#[derive(Resource, Debug)]
pub struct Places {
    /// The zone entity of each place.
    pub zones: HashMap<Place, Entity>,
    places: HashMap<Entity, Place>,
    /// The seat at the bottom: the one the screen is seen from.
    pub bottom: Seat,
    /// The order each hand's cards came in, from the events.
    arrivals: Arrivals<KnFace>,
    /// Each gem's colour, from the events.
    gem_colours: GemColours,
    players: usize,
}

impl Places {
    /// `seat`'s hand (`held`) in the order the table lays it, the order its cards came in
    /// (cards not followed yet last): the decision screen takes the cards not laid out yet in
    /// this order, so that its choices keep their places once they lie.
    pub fn in_hand_order(&self, seat: Seat, held: Vec<KnFace>) -> Vec<KnFace> {
        self.arrivals.newest_last(seat, held)
    }

    /// The place of a zone entity.
    pub fn place_of(&self, zone: Entity) -> Option<Place> {
        self.places.get(&zone).copied()
    }

    fn arrangement(&self, place: Place) -> Arrangement {
        let seat = |s: Seat| layout::seat_place(s, self.bottom, self.players);
        match place {
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

#[derive(Component)]
struct CardArt;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Decisive>();
    app.add_systems(
        Update,
        (sync, redraw_cards, follow_bottom)
            .chain()
            .in_set(MatchSystems::Present)
            .in_set(KnightsNinjasSystems)
            .before(ArrangeZones),
    );
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
    let mut places = Places {
        zones: HashMap::new(),
        places: HashMap::new(),
        bottom: seen.seat,
        arrivals: Arrivals::default(),
        gem_colours: GemColours::default(),
        players,
    };
    crate::table::surface::spawn_surface(commands, art);
    for s in 0..players {
        spawn_kingdom(commands, fonts, art, locale, s, &seating.seats[s].name);
    }
    for at in [layout::DECK_AT, layout::DISCARD_AT] {
        commands.spawn((
            Name::new("Pile"),
            Sprite::from_color(Color::srgba(0.0, 0.0, 0.0, 0.25), CARD_SIZE * 0.75),
            Transform::from_translation(at.extend(0.5)),
            Pickable::IGNORE,
            DespawnOnExit(Screen::Match),
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
    for place in all {
        let zone = commands
            .spawn((
                Name::new(format!("Zone {place:?}")),
                place,
                Zone::new(places.arrangement(place)),
                DespawnOnExit(Screen::Match),
            ))
            .id();
        places.zones.insert(place, zone);
        places.places.insert(zone, place);
    }
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
    commands.spawn((
        Name::new(format!("Kingdom of seat {seat}")),
        KingdomPanel(seat),
        crate::table::spotlight::SeatPlate(seat),
        Highlight::default(),
        art.card(theme::PANEL, KINGDOM_SIZE),
        Transform::from_xyz(0.0, 0.0, 2.0),
        Pickable::default(),
        DespawnOnExit(Screen::Match),
        children![
            halo(art, KINGDOM_SIZE + Vec2::splat(12.0)),
            (
                Sprite::from_color(look::seat_hue(seat), Vec2::new(6.0, KINGDOM_SIZE.y)),
                Transform::from_xyz(-KINGDOM_SIZE.x / 2.0 + 3.0, 0.0, 0.05),
                Pickable::IGNORE,
            ),
            fort_spot(fonts, locale, 0),
            fort_spot(fonts, locale, 1),
            fort_spot(fonts, locale, 2),
            (
                KingdomText(seat),
                Text2d::new(name.to_string()),
                TextFont::from_font_size(14.0).with_font(fonts.regular.clone()),
                TextColor(theme::TEXT),
                Anchor::TOP_LEFT,
                Transform::from_xyz(
                    -KINGDOM_SIZE.x / 2.0 + 12.0,
                    KINGDOM_SIZE.y / 2.0 - 4.0,
                    0.1
                ),
                Pickable::IGNORE,
            ),
        ],
    ));
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

/// A piece the rules card describes when pointed at, which lets what lies under it take the
/// click.
pub const HOVER_ONLY: Pickable = Pickable {
    should_block_lower: false,
    is_hoverable: true,
};

fn spawn_card(commands: &mut Commands, art: &Art, at: Placement) -> Entity {
    commands
        .spawn((
            Name::new("Card"),
            Highlight::default(),
            at,
            art.card(Color::srgb(0.08, 0.06, 0.05), CARD_SIZE + Vec2::splat(4.0)),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            Pickable::default(),
            DespawnOnExit(Screen::Match),
            children![halo(art, CARD_SIZE + Vec2::splat(16.0))],
        ))
        .id()
}

fn spawn_gem(commands: &mut Commands, art: &Art, gem: Gem, at: Placement) -> Entity {
    let seat = gem.0;
    commands
        .spawn((
            Name::new(format!("Gem of seat {seat}")),
            Face(gem),
            at,
            // The piece itself is an invisible square (flights set its transform); the gem of
            // its colour's cut is drawn by a child.
            Sprite::from_color(Color::NONE, GEM_SIZE * 1.4),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            HOVER_ONLY,
            DespawnOnExit(Screen::Match),
            children![(
                art::picture(
                    art.knights_ninjas(look::gem_picture(seat)),
                    look::seat_hue(seat),
                    GEM_SIZE.x * 1.5
                ),
                Pickable::IGNORE,
            )],
        ))
        .id()
}

fn play_faces(play: &Play) -> Vec<KnFace> {
    play.physical()
        .map(|c| KnFace::played(c, play.role))
        .collect()
}

/// Follows the cards into and out of the hands (cards the screen may not see included: a hand
/// is laid in this order only when shown).
fn arrive(arrivals: &mut Arrivals<KnFace>, event: &Event) {
    let leave = |arrivals: &mut Arrivals<KnFace>, seat: Seat, play: &Play| {
        for card in play.physical() {
            arrivals.leave(seat, &KnFace::of(card));
        }
    };
    match event {
        Event::Dealt { hands, .. } => {
            arrivals.clear();
            for (s, hand) in hands.iter().enumerate() {
                arrivals.arrive(s, hand.iter().flatten().map(|c| KnFace::of(*c)));
            }
        }
        Event::Drew {
            seat,
            card: Some(card),
        } => arrivals.arrive(*seat, [KnFace::of(*card)]),
        Event::TakenByPrincess { by, card, .. } => arrivals.arrive(*by, [KnFace::of(*card)]),
        Event::Discarded { seat, card } => arrivals.leave(*seat, &KnFace::of(*card)),
        Event::Fortified { seat, play }
        | Event::Responded { seat, play }
        | Event::AttackPlayed {
            attacker: seat,
            play,
            ..
        }
        | Event::HighwaymanSteal { by: seat, play, .. } => leave(arrivals, *seat, play),
        _ => {}
    }
}

/// What every card zone should show: the hands face down but the viewer's (`hand_shown`), and
/// those of `open_hands` (a replay's, every seat's observation).
fn wanted_cards(
    o: &Observation,
    hand_shown: bool,
    open_hands: &[Observation],
    places: &Places,
    current: &HashMap<Entity, Vec<KnFace>>,
) -> Vec<(Entity, Vec<KnFace>)> {
    let now = |place: Place| -> &[KnFace] {
        current
            .get(&places.zones[&place])
            .map_or(&[], |v| v.as_slice())
    };
    let zone = |place: Place| places.zones[&place];
    let mut ladders = Vec::new();
    let mut attack = Vec::new();
    let mut traitors = Vec::new();
    let mut response = Vec::new();
    if let Some(a) = &o.attack {
        ladders.extend(a.ladders.iter().flat_map(play_faces));
        if let Some(x) = &a.exchange {
            attack = play_faces(&x.play);
            traitors.extend(x.traitors.iter().flat_map(|p| play_faces(&p.play)));
            if let Some(r) = &x.response {
                response = play_faces(&r.play);
            }
        }
    }
    let highwaymen: Vec<KnFace> = o
        .motion
        .iter()
        .flat_map(|m| m.highwaymen.iter().flat_map(|p| play_faces(&p.play)))
        .collect();
    let mut out = vec![
        (zone(Place::Deck), vec![KnFace::default(); o.deck_size]),
        (
            zone(Place::Discard),
            o.discard.iter().map(|&c| KnFace::of(c)).collect(),
        ),
        (zone(Place::Ladders), ladders),
        (zone(Place::Attack), attack),
        (zone(Place::Traitors), traitors),
        (zone(Place::Response), response),
        (zone(Place::Highwaymen), highwaymen),
    ];
    for s in 0..places.players {
        let hand = if s == o.seat && hand_shown {
            let held = o.hand.iter().map(KnFace::of).collect();
            places.arrivals.lay(s, held, now(Place::Hand(s)))
        } else if let Some(open) = open_hands.get(s) {
            let held = open.hand.iter().map(KnFace::of).collect();
            places.arrivals.lay(s, held, now(Place::Hand(s)))
        } else {
            vec![KnFace::default(); o.hand_sizes[s]]
        };
        out.push((zone(Place::Hand(s)), hand));
        let k = &o.kingdoms[s];
        for (i, role) in FORTS.into_iter().enumerate() {
            let face = k.slot(role).map(|c| KnFace::played(c, role));
            out.push((zone(Place::Fort(s, i as u8)), face.into_iter().collect()));
        }
    }
    out
}

fn wanted_gems(o: &Observation, places: &Places) -> Vec<(Entity, Vec<Gem>)> {
    let colours = |seats: Vec<Seat>| seats.into_iter().map(Gem).collect();
    let mut out: Vec<(Entity, Vec<Gem>)> = (0..places.players)
        .map(|s| {
            (
                places.zones[&Place::Gems(s)],
                colours(places.gem_colours.kingdom(s, o.kingdoms[s].gems as usize)),
            )
        })
        .collect();
    let moving = o.motion.as_ref().map_or(Vec::new(), |m| {
        places.gem_colours.in_motion(m.from, m.gems as usize)
    });
    out.push((places.zones[&Place::Flight], colours(moving)));
    out
}

/// The moves an event names, as (from, to) places (`None`: from anywhere), so that the table
/// flies the pieces the event moved, not others that merely look the same.
fn hints(event: &Event, out: &mut HashSet<(Option<Place>, Place)>) {
    let mut hint = |from: Option<Place>, to: Place| {
        out.insert((from, to));
    };
    match event {
        Event::Dealt { hands, .. } => {
            for s in 0..hands.len() {
                hint(Some(Place::Deck), Place::Hand(s));
            }
        }
        Event::Drew { seat, .. } => hint(Some(Place::Deck), Place::Hand(*seat)),
        Event::Reshuffled { .. } => hint(Some(Place::Discard), Place::Deck),
        Event::Fortified { seat, play } => {
            if let Some(i) = FORTS.iter().position(|&r| r == play.role) {
                hint(Some(Place::Hand(*seat)), Place::Fort(*seat, i as u8));
            }
        }
        Event::Discarded { seat, .. } => hint(Some(Place::Hand(*seat)), Place::Discard),
        Event::AttackPlayed { attacker, play, .. } => {
            let to = if play.role == Card::Ladder {
                Place::Ladders
            } else {
                Place::Attack
            };
            hint(Some(Place::Hand(*attacker)), to);
        }
        Event::Responded { seat, play } => {
            let to = if play.role == Card::Traitor {
                Place::Traitors
            } else {
                Place::Response
            };
            hint(Some(Place::Hand(*seat)), to);
        }
        Event::Traitored { by, .. } => hint(Some(Place::Hand(*by)), Place::Traitors),
        Event::TakenByPrincess { by, .. } => {
            hint(Some(Place::Attack), Place::Hand(*by));
            hint(Some(Place::Hand(*by)), Place::Discard);
        }
        Event::GemsTaken { from, .. } => hint(Some(Place::Gems(*from)), Place::Flight),
        Event::HighwaymanSteal { by, .. } => hint(Some(Place::Hand(*by)), Place::Highwaymen),
        Event::GemsArrived { seat, .. } => hint(Some(Place::Flight), Place::Gems(*seat)),
        _ => {}
    }
    // Whatever leaves the table goes to the discard pile.
    hint(None, Place::Discard);
}

/// Follows the engine: each event as a hint of what flies where, then every zone filled from
/// what the screen sees.
#[allow(clippy::too_many_arguments)]
fn sync(
    mut commands: Commands,
    seating: Res<Seating>,
    seen: Res<Seen>,
    viewer: Res<Viewer>,
    mut events: MessageReader<super::TableEvent>,
    mut places: ResMut<Places>,
    zone_query: Query<(Entity, Option<&Holds>)>,
    cards: Query<(&Face<KnFace>, &Slot)>,
    gems: Query<(&Face<Gem>, &Slot)>,
    mut changed: ResMut<ZonesChanged>,
    mut decisive: ResMut<Decisive>,
    mut resets: MessageReader<TableReset>,
    pictures: Res<Art>,
) {
    let names = seating.names();
    let who = words::speaker(&names, crate::table::handoff::single_viewer(&seating.seats));
    if resets.read().count() > 0 || seen.is_added() {
        // A new match, or the table jumps: the events that follow are the whole match so far.
        decisive.0.clear();
        places.arrivals.clear();
        places.gem_colours.clear();
    }
    let mut hinted = HashSet::new();
    let mut any = false;
    let mut dealt = false;
    for crate::table::TableEvent(event) in events.read() {
        any = true;
        arrive(&mut places.arrivals, event);
        places.gem_colours.follow(event);
        // What the screen may see, and of that what the person now looking may see.
        let seen_event = event.seen_by(viewer.0.as_slice());
        hints(&seen_event, &mut hinted);
        dealt |= matches!(seen_event, Event::Dealt { .. } | Event::Reshuffled { .. });
        // The last few flashes are the match's decisive moments, for the winner's screen.
        if let Some((text, _)) = words::flash(&seen_event, &who)
            && !matches!(seen_event, Event::GameWon { .. } | Event::DeckRanOut { .. })
        {
            decisive.0.push(text);
            if decisive.0.len() > 3 {
                decisive.0.remove(0);
            }
        }
    }
    if !any && !seen.is_changed() && !viewer.is_changed() {
        return;
    }
    let hand_shown = viewer.0 == Some(seen.seat);
    let o = &seen.observation;
    let zone_list: Vec<(Entity, Option<&Holds>)> = places
        .zones
        .values()
        .filter_map(|&z| zone_query.get(z).ok())
        .collect();
    let cost = |from: Entity, to: Entity| -> u32 {
        let (Some(from), Some(to)) = (places.place_of(from), places.place_of(to)) else {
            return 10;
        };
        if hinted.contains(&(Some(from), to)) || hinted.contains(&(None, to)) {
            0
        } else {
            10
        }
    };
    let current_cards = zones::current(&zone_list, &cards);
    let by_zone: HashMap<Entity, Vec<KnFace>> = current_cards
        .iter()
        .map(|(z, pieces)| (*z, pieces.iter().map(|(_, f)| *f).collect()))
        .collect();
    let plan = zones::reconcile(
        &current_cards,
        &wanted_cards(o, hand_shown, &seen.open_hands, &places, &by_zone),
        // A back may turn out to be any card, a card may turn face down, and a Jester may stand
        // for something else.
        |from: &KnFace, to: &KnFace| {
            from.card.is_none() || to.card.is_none() || from.card == to.card
        },
        cost,
    );
    zones::carry_out(
        &mut commands,
        plan,
        if dealt { 0.03 } else { 0.12 },
        |commands, _| {
            spawn_card(
                commands,
                &pictures,
                layout::pile(layout::DECK_AT).place(0, 1),
            )
        },
        &mut changed,
    );
    let plan = zones::reconcile(
        &zones::current(&zone_list, &gems),
        &wanted_gems(o, &places),
        |_, _| false,
        cost,
    );
    // The count is conserved, so a gem is spawned only when the colours turn out other than
    // the table was built with (a table built from a snapshot: an online resume).
    zones::carry_out(
        &mut commands,
        plan,
        0.08,
        |commands, gem| spawn_gem(commands, &pictures, *gem, layout::flight().place(0, 1)),
        &mut changed,
    );
    changed.0 = true;
}

/// The places follow the seat the screen is seen from round the table.
fn follow_bottom(
    seen: Res<Seen>,
    mut places: ResMut<Places>,
    mut zones: Query<(&mut Zone, &Place)>,
    mut panels: Query<(&KingdomPanel, &mut Transform)>,
    mut changed: ResMut<ZonesChanged>,
) {
    let first = places.is_added();
    if !first && places.bottom == seen.seat {
        return;
    }
    places.bottom = seen.seat;
    for (mut zone, place) in &mut zones {
        let arrangement = places.arrangement(*place);
        if zone.arrangement != arrangement {
            zone.arrangement = arrangement;
        }
    }
    for (panel, mut transform) in &mut panels {
        let at = layout::seat_place(panel.0, places.bottom, places.players).kingdom;
        transform.translation = at.extend(2.0);
    }
    changed.0 = true;
}

/// Redraws the cards whose face changed: the face (with what a Jester stands for), or the back.
fn redraw_cards(
    mut commands: Commands,
    fonts: Res<Fonts>,
    pictures: Res<Art>,
    locale: Res<Locale>,
    cards: Query<(Entity, &Face<KnFace>, Option<&Children>, Has<Flipping>), Changed<Face<KnFace>>>,
    art: Query<(), With<CardArt>>,
) {
    for (entity, face, children, flipping) in &cards {
        let root = flip::new_art(
            &mut commands,
            entity,
            children,
            |child| art.contains(child),
            flipping,
            (
                CardArt,
                Transform::from_xyz(0.0, 0.0, 0.02),
                Pickable::IGNORE,
            ),
        );
        let half = CARD_SIZE / 2.0;
        let text = |value: Msg, size: f32, ink: Color| {
            (
                words::label(&locale, value),
                TextFont::from_font_size(size).with_font(fonts.regular.clone()),
                TextColor(ink),
                Pickable::IGNORE,
            )
        };
        // A mark is a symbol, the same in every language.
        let mark = |value: &str, size: f32, ink: Color| {
            (
                Text2d::new(value),
                TextFont::from_font_size(size).with_font(fonts.regular.clone()),
                TextColor(ink),
                Pickable::IGNORE,
            )
        };
        match face.0.card {
            Some(card) => {
                let ink = look::card_ink(card);
                let hue = look::card_hue(card);
                art::card_face(&mut commands, &pictures, root, CARD_SIZE, hue, ink);
                // The corner reads in a fan: the mark, then the name.
                commands.spawn((
                    ChildOf(root),
                    mark(look::card_mark(card), 24.0, ink),
                    Anchor::TOP_LEFT,
                    Transform::from_xyz(-half.x + 5.0, half.y - 2.0, 0.1),
                ));
                commands.spawn((
                    ChildOf(root),
                    art::picture(
                        pictures.knights_ninjas(look::card_picture(card)),
                        ink.with_alpha(0.9),
                        46.0,
                    ),
                    Transform::from_xyz(8.0, 2.0, 0.1),
                    Pickable::IGNORE,
                ));
                commands.spawn((
                    ChildOf(root),
                    (
                        words::label(&locale, words::card_name(card)),
                        TextFont::from_font_size(12.0).with_font(fonts.display.clone()),
                        TextColor(ink),
                        Pickable::IGNORE,
                    ),
                    Transform::from_xyz(0.0, -half.y + 12.0, 0.1),
                ));
                if let Some(role) = face.0.stands_for {
                    // A Jester on the table: what it stands for, on a band across it.
                    commands.spawn((
                        ChildOf(root),
                        Sprite::from_color(look::card_hue(role), Vec2::new(CARD_SIZE.x, 26.0)),
                        Transform::from_xyz(0.0, -22.0, 0.08),
                        Pickable::IGNORE,
                    ));
                    commands.spawn((
                        ChildOf(root),
                        text(
                            Msg::new("kn-jester-band").with("card", words::code(role)),
                            10.0,
                            look::card_ink(role),
                        ),
                        Transform::from_xyz(0.0, -22.0, 0.12),
                    ));
                }
            }
            None => {
                let hue = Color::srgb(0.30, 0.14, 0.14);
                let emblem = pictures.knights_ninjas("back");
                art::card_back(&mut commands, &pictures, root, CARD_SIZE, hue, emblem, 42.0);
            }
        }
    }
}
