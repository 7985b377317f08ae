//! The present step of Castle Lords: every place of the table is a zone entity ([`Place`]), and
//! every card, banner, crown and castle name tag a piece held by one. After each decision the
//! zones are filled from the viewer's observation (the seat at the bottom: its own hand face
//! up, the others' as backs); the table kit works out which piece moves where, guided by what
//! the events say happened, and flies it there. The events, as the viewer sees them, also go
//! to the log in words and to the flashes.

use std::collections::{HashMap, HashSet};

use bevy::prelude::*;
use bevy::sprite::Anchor;
use castle_lords_rules::{Card, Crown, Event, Observation};
use rules_core::{Game, Seat};

use super::layout::{self, BANNER_SIZE, CARD_SIZE, CASTLE_SIZE, TAG_SIZE};
use super::{CastleLordsSystems, Seen, look, words};
use crate::shell::art::{self, Art};
use crate::shell::assets::Fonts;
use crate::shell::locale::Locale;
use crate::shell::screens::Screen;
use crate::shell::theme;
use crate::table::Seating;
use crate::table::TableReset;
use crate::table::animation::Pace;
use crate::table::animation::Placement;
use crate::table::flip::{self, Flipping};
use crate::table::highlight::{Highlight, halo};
use crate::table::zones::{self, Arrangement, Arrivals, Face, Holds, Slot, Zone, ZonesChanged};
use crate::table::{ArrangeZones, Interlude, MatchSystems, Viewer};

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

/// Every zone of the table by its place, and the seat shown at the bottom.
#[derive(Resource, Debug)]
pub struct Places {
    /// The zone entity of each place.
    pub zones: HashMap<Place, Entity>,
    /// The place of each zone entity: looked up for every piece a move may take.
    places: HashMap<Entity, Place>,
    /// The seat at the bottom: the viewer, or the last one.
    pub bottom: Seat,
    /// A scored hand held on the table: the next hand's deal (and what it sweeps away) waits,
    /// with the moves the events named, until the scoring pause is over.
    held: Option<HashSet<(Option<Place>, Place)>>,
    /// The order each hand's cards came in, from the events.
    arrivals: Arrivals<CardFace>,
    players: usize,
    castles: usize,
    boxes: usize,
}

impl Places {
    /// Whether a scored hand is held on the table for the scoring pause: its cards, banners
    /// and name tags show the hand as it was scored, not yet the next deal.
    pub fn holding_scored_hand(&self) -> bool {
        self.held.is_some()
    }

    /// `seat`'s hand (`held`) in the order the table lays it, the order its cards came in
    /// (cards not followed yet last): the decision screen takes the cards not laid out yet in
    /// this order, so that its choices keep their places once they lie.
    pub fn in_hand_order(&self, seat: Seat, held: Vec<CardFace>) -> Vec<CardFace> {
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
            Place::Dungeon => layout::pile(layout::DUNGEON_AT),
            Place::DungeonBanners => layout::dungeon_banners(),
            Place::Hand(s) => layout::hand(seat(s)),
            Place::Offer => layout::spot(layout::OFFER_AT, 0.7),
            Place::Proposal(s) => layout::spot(layout::proposal_at(self.proposal_index(s)), 0.7),
            Place::Army => layout::army(),
            Place::Castle(c) => layout::defenders(c as usize, self.castles),
            Place::Box(c, b) => layout::spot(
                layout::box_at(c as usize, self.castles, b as usize, self.boxes),
                1.0,
            ),
            Place::Reserve(s) => layout::reserve(seat(s)),
            Place::Crowns(s) => layout::crowns(seat(s)),
            Place::Lordships(s) => layout::lordships(seat(s)),
            Place::TagHome(c) => layout::tag_home(c as usize, self.castles),
        }
    }

    /// Proposals lie left to right in seat order, the bottom seat's first.
    fn proposal_index(&self, seat: Seat) -> usize {
        (seat + self.players - self.bottom) % self.players
    }
}

/// A card's face: `None` for a card whose face this screen may not show.
pub type CardFace = Option<Card>;

/// A banner, by its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BannerOf(pub Seat);

/// A castle's name tag, by castle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TagOf(pub u8);

/// A castle's panel: clickable to attack it.
#[derive(Component, Clone, Copy, Debug)]
pub struct CastlePanel(pub u8);

#[derive(Component)]
struct CardArt;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (sync, redraw_cards)
            .chain()
            .in_set(MatchSystems::Present)
            .in_set(CastleLordsSystems)
            .before(ArrangeZones),
    );
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
    let bottom = crate::table::handoff::single_viewer(&seating.seats).unwrap_or(0);
    let mut places = Places {
        zones: HashMap::new(),
        places: HashMap::new(),
        bottom,
        held: None,
        arrivals: Arrivals::default(),
        players,
        castles,
        boxes,
    };
    crate::table::surface::spawn_surface(commands, art);
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
                        art.castle_lords("castle"),
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
        commands.spawn((
            name,
            Sprite::from_color(Color::srgba(0.0, 0.0, 0.0, 0.25), CARD_SIZE * 0.7),
            Transform::from_translation(at.extend(0.5)),
            Pickable::IGNORE,
            DespawnOnExit(Screen::Match),
        ));
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
    // The pieces, where a table before the deal has them.
    let deck = places.zones[&Place::Deck];
    for i in 0..components.raw().total_cards {
        let at = layout::pile(layout::DECK_AT).place(i, 0);
        let card = spawn_card(commands, art, at);
        commands
            .entity(card)
            .insert((zones::HeldBy(deck), Slot(i), Face::<CardFace>(None)));
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

/// A piece the rules card describes when pointed at, which lets the castle or card under it
/// take the click.
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

/// A face: the emblem's colour on a round-cornered card, a line inside its edge, the type's
/// initial and the emblem in the top corner (what a fanned hand leaves visible), the soldier's
/// picture in the middle and its words at the foot; a wild card shows its own picture.
fn draw_face(
    commands: &mut Commands,
    fonts: &Fonts,
    art: &Art,
    locale: &Locale,
    components: &castle_lords_rules::Components,
    root: Entity,
    card: castle_lords_rules::Card,
) {
    let ink = look::card_ink(card);
    let half = CARD_SIZE / 2.0;
    let text = |value: String, size: f32| {
        (
            Text2d::new(value),
            TextFont::from_font_size(size).with_font(fonts.regular.clone()),
            TextColor(ink),
            Pickable::IGNORE,
        )
    };
    art::card_face(commands, art, root, CARD_SIZE, look::card_hue(card), ink);
    // The corner stays visible in a fan: the type's letter over the emblem.
    let corner = match card.soldier_type() {
        Some(_) => locale.text(&words::type_mark(card)),
        None => look::WILD_MARK.to_string(),
    };
    commands.spawn((
        ChildOf(root),
        text(corner, 26.0),
        Anchor::TOP_LEFT,
        Transform::from_xyz(-half.x + 6.0, half.y - 3.0, 0.1),
    ));
    if let Some(emblem) = card.emblem() {
        let name = components.emblems().get(emblem).map_or("", String::as_str);
        commands.spawn((
            ChildOf(root),
            art::picture(
                art.castle_lords(look::emblem_picture(emblem, name)),
                ink,
                20.0,
            ),
            Transform::from_xyz(-half.x + 16.0, half.y - 42.0, 0.1),
            Pickable::IGNORE,
        ));
    }
    commands.spawn((
        ChildOf(root),
        art::picture(
            art.castle_lords(look::card_picture(card)),
            ink.with_alpha(0.9),
            46.0,
        ),
        Transform::from_xyz(8.0, -6.0, 0.1),
        Pickable::IGNORE,
    ));
    commands.spawn((
        ChildOf(root),
        (
            Text2d::new(locale.text(&words::foot_word(card, components))),
            TextFont::from_font_size(12.0).with_font(fonts.display.clone()),
            TextColor(ink),
            Pickable::IGNORE,
        ),
        Transform::from_xyz(0.0, -half.y + 12.0, 0.1),
    ));
}

/// A back: deep blue with a gold line inside its edge and a crenellated shield.
fn draw_back(commands: &mut Commands, art: &Art, root: Entity) {
    let hue = Color::srgb(0.16, 0.22, 0.36);
    art::card_back(
        commands,
        art,
        root,
        CARD_SIZE,
        hue,
        art.castle_lords("back"),
        44.0,
    );
}

fn spawn_banner(
    commands: &mut Commands,
    fonts: &Fonts,
    art: &Art,
    seat: Seat,
    at: Placement,
) -> Entity {
    commands
        .spawn((
            Name::new(format!("Banner of seat {seat}")),
            Face(BannerOf(seat)),
            at,
            art.card(look::seat_hue(seat), BANNER_SIZE),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            HOVER_ONLY,
            DespawnOnExit(Screen::Match),
            children![(
                Text2d::new(look::seat_symbol(seat)),
                TextFont::from_font_size(16.0).with_font(fonts.regular.clone()),
                TextColor(look::seat_ink(seat)),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            )],
        ))
        .id()
}

fn spawn_tag(
    commands: &mut Commands,
    fonts: &Fonts,
    castle: u8,
    name: &str,
    at: Placement,
) -> Entity {
    commands
        .spawn((
            Name::new(format!("Name tag of {name}")),
            Face(TagOf(castle)),
            at,
            Sprite::from_color(Color::srgb(0.16, 0.14, 0.12), TAG_SIZE),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            HOVER_ONLY,
            DespawnOnExit(Screen::Match),
            children![(
                Text2d::new(name.to_string()),
                TextFont::from_font_size(14.0).with_font(fonts.bold.clone()),
                TextColor(theme::TEXT),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            )],
        ))
        .id()
}

fn spawn_crown(commands: &mut Commands, art: &Art, crown: Crown) -> Entity {
    // Crowns appear large in the middle of the table and fly to their winner.
    let at = Placement {
        at: layout::CROWN_SOURCE.extend(400.0),
        scale: 2.5,
    };
    commands
        .spawn((
            Name::new(format!("{crown:?} crown")),
            at,
            art.card(Color::srgba(0.05, 0.05, 0.06, 0.85), Vec2::splat(22.0)),
            Transform::from_translation(at.at).with_scale(Vec3::splat(at.scale)),
            HOVER_ONLY,
            DespawnOnExit(Screen::Match),
            children![(
                art::picture(
                    art.castle_lords(look::crown_picture(crown)),
                    look::crown_hue(crown),
                    18.0
                ),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            )],
        ))
        .id()
}

/// What the seats at this screen may see now: the observation of the seat at the bottom, its
/// hand shown only when it is the viewer's.
pub struct View {
    /// The observation of the bottom seat.
    pub observation: Observation,
    /// Whether its hand shows (it is the viewer's).
    pub hand_shown: bool,
    /// In a replay, every seat's hand, by seat: all lie face up.
    pub open_hands: Vec<castle_lords_rules::Cards>,
}

impl View {
    /// The view of what the screen sees, from its seat at the bottom, shown to `viewer`.
    pub fn of(seen: &Seen, viewer: Option<Seat>) -> View {
        View {
            observation: seen.observation.clone(),
            hand_shown: viewer == Some(seen.seat),
            open_hands: seen.open_hands.iter().map(|o| o.hand).collect(),
        }
    }
}

/// Follows the cards into and out of the hands (cards the screen may not see included: a hand
/// is laid in this order only when shown).
fn arrive(arrivals: &mut Arrivals<CardFace>, event: &Event) {
    match event {
        Event::HandStarted { .. } => arrivals.clear(),
        Event::Dealt { hands } => {
            for (s, hand) in hands.iter().enumerate() {
                arrivals.arrive(s, hand.iter().flatten().map(|c| Some(*c)));
            }
        }
        Event::Drew {
            seat,
            card: Some(card),
        } => arrivals.arrive(*seat, [Some(*card)]),
        Event::Exchanged {
            seat,
            with,
            gave,
            got,
            ..
        } => {
            arrivals.arrive(*with, [Some(*gave)]);
            arrivals.arrive(*seat, [Some(*got)]);
        }
        Event::ProposalReturned { seat, card } => arrivals.arrive(*seat, [Some(*card)]),
        Event::DefendersToHand { seat, cards, .. } => {
            arrivals.arrive(*seat, cards.iter().map(|c| Some(*c)));
        }
        Event::Offered { seat, card }
        | Event::Proposed { seat, card }
        | Event::ArmyCardAdded { seat, card }
        | Event::Discarded { seat, card, .. } => arrivals.leave(*seat, &Some(*card)),
        Event::HandDiscarded { seat, cards } => {
            for card in cards {
                arrivals.leave(*seat, &Some(*card));
            }
        }
        _ => {}
    }
}

/// What every card zone should show.
fn wanted_cards(
    view: &View,
    places: &Places,
    current: &HashMap<Entity, Vec<CardFace>>,
) -> Vec<(Entity, Vec<CardFace>)> {
    let o = &view.observation;
    let now = |place: Place| -> &[CardFace] {
        current
            .get(&places.zones[&place])
            .map_or(&[], |v| v.as_slice())
    };
    let faces =
        |cards: &castle_lords_rules::Cards| -> Vec<CardFace> { cards.iter().map(Some).collect() };
    let mut out = vec![
        (places.zones[&Place::Deck], vec![None; o.deck_size]),
        (
            places.zones[&Place::Dungeon],
            zones::stable(now(Place::Dungeon), faces(&o.dungeon)),
        ),
        (
            places.zones[&Place::Offer],
            o.offer.map(Some).into_iter().collect(),
        ),
        (
            places.zones[&Place::Army],
            zones::stable(now(Place::Army), faces(&o.army)),
        ),
    ];
    for s in 0..places.players {
        let hand = if s == o.seat && view.hand_shown {
            places.arrivals.lay(s, faces(&o.hand), now(Place::Hand(s)))
        } else if let Some(open) = view.open_hands.get(s) {
            places.arrivals.lay(s, faces(open), now(Place::Hand(s)))
        } else {
            vec![None; o.hand_sizes[s]]
        };
        out.push((places.zones[&Place::Hand(s)], hand));
        out.push((
            places.zones[&Place::Proposal(s)],
            o.proposals[s].map(Some).into_iter().collect(),
        ));
    }
    for (c, castle) in o.castles.iter().enumerate() {
        let place = Place::Castle(c as u8);
        out.push((
            places.zones[&place],
            zones::stable(now(place), faces(&castle.defenders)),
        ));
    }
    out
}

fn wanted_banners(o: &Observation, places: &Places) -> Vec<(Entity, Vec<BannerOf>)> {
    let mut out = Vec::new();
    for s in 0..places.players {
        out.push((
            places.zones[&Place::Reserve(s)],
            vec![BannerOf(s); o.reserve[s] as usize],
        ));
    }
    let mut dungeon = Vec::new();
    for (s, n) in o.dungeon_banners.iter().enumerate() {
        dungeon.extend(std::iter::repeat_n(BannerOf(s), *n as usize));
    }
    out.push((places.zones[&Place::DungeonBanners], dungeon));
    for (c, castle) in o.castles.iter().enumerate() {
        for (b, holder) in castle.boxes.iter().enumerate() {
            out.push((
                places.zones[&Place::Box(c as u8, b as u8)],
                holder.map(BannerOf).into_iter().collect(),
            ));
        }
    }
    out
}

fn wanted_crowns(o: &Observation, places: &Places) -> Vec<(Entity, Vec<Crown>)> {
    (0..places.players)
        .map(|s| {
            let c = o.crowns[s];
            let mut list = vec![Crown::King; c.king as usize];
            list.extend(vec![Crown::Duke; c.duke as usize]);
            list.extend(vec![Crown::Hand; c.hand as usize]);
            (places.zones[&Place::Crowns(s)], list)
        })
        .collect()
}

fn wanted_tags(o: &Observation, places: &Places) -> Vec<(Entity, Vec<TagOf>)> {
    let controllers: Vec<Option<Seat>> = (0..o.castles.len()).map(|c| o.controller(c)).collect();
    let mut out: Vec<(Entity, Vec<TagOf>)> = (0..places.players)
        .map(|s| {
            let held = (0..o.castles.len())
                .filter(|&c| controllers[c] == Some(s))
                .map(|c| TagOf(c as u8))
                .collect();
            (places.zones[&Place::Lordships(s)], held)
        })
        .collect();
    for (c, holder) in controllers.iter().enumerate() {
        out.push((
            places.zones[&Place::TagHome(c as u8)],
            holder
                .is_none()
                .then_some(TagOf(c as u8))
                .into_iter()
                .collect(),
        ));
    }
    out
}

/// The moves an event stands for, as (from, to) places; `None` from: anywhere.
fn hints(event: &Event, boxes: usize, out: &mut HashSet<(Option<Place>, Place)>) {
    use Place::*;
    let mut hint = |from: Option<Place>, to: Place| {
        out.insert((from, to));
    };
    match event {
        Event::HandStarted { .. } => {
            hint(None, Deck);
        }
        Event::Dealt { hands } => {
            for s in 0..hands.len() {
                hint(Some(Deck), Hand(s));
            }
        }
        Event::Drew { seat, .. } => hint(Some(Deck), Hand(*seat)),
        Event::Offered { seat, .. } => hint(Some(Hand(*seat)), Offer),
        Event::Proposed { seat, .. } => hint(Some(Hand(*seat)), Proposal(*seat)),
        Event::Exchanged { seat, with, .. } => {
            hint(Some(Offer), Hand(*with));
            hint(Some(Proposal(*with)), Hand(*seat));
        }
        Event::ProposalReturned { seat, .. } => hint(Some(Proposal(*seat)), Hand(*seat)),
        Event::OfferToDungeon { .. } => hint(Some(Offer), Dungeon),
        Event::ArmyCardAdded { seat, .. } => hint(Some(Hand(*seat)), Army),
        Event::ArmyPlayed { castle, .. } => hint(Some(Army), Castle(*castle)),
        Event::DefendersToDungeon { castle, .. } => hint(Some(Castle(*castle)), Dungeon),
        Event::DefendersToHand { castle, seat, .. } => hint(Some(Castle(*castle)), Hand(*seat)),
        Event::BannerPlaced { seat, castle } => hint(Some(Reserve(*seat)), Box(*castle, 0)),
        Event::BannerMoved {
            castle, from_box, ..
        } => hint(
            Some(Box(*castle, from_box.saturating_sub(1) as u8)),
            Box(*castle, 0),
        ),
        Event::BannersShifted { castle, .. } => {
            for b in 0..boxes.saturating_sub(1) {
                hint(Some(Box(*castle, b as u8)), Box(*castle, b as u8 + 1));
            }
        }
        Event::BannerToDungeon { castle, .. } => hint(
            Some(Box(*castle, boxes.saturating_sub(1) as u8)),
            DungeonBanners,
        ),
        Event::BannerReclaimed { seat } => hint(Some(DungeonBanners), Reserve(*seat)),
        Event::Discarded { seat, .. } | Event::HandDiscarded { seat, .. } => {
            hint(Some(Hand(*seat)), Dungeon)
        }
        Event::CastleCaptured {
            castle,
            seat: Some(seat),
            previous,
        } => {
            let from = match previous {
                Some(p) => Lordships(*p),
                None => TagHome(*castle),
            };
            hint(Some(from), Lordships(*seat));
        }
        _ => {}
    }
}

/// Follows the engine: each event as a hint of what flies where, then every zone filled from
/// the view.
fn sync(
    mut commands: Commands,
    seen: Res<Seen>,
    viewer: Res<Viewer>,
    mut events: MessageReader<super::TableEvent>,
    mut places: ResMut<Places>,
    mut zone_query: Query<(Entity, Option<&Holds>, &mut Zone, &Place)>,
    cards: Query<(&Face<CardFace>, &Slot)>,
    banners: Query<(&Face<BannerOf>, &Slot)>,
    crowns: Query<(&Face<Crown>, &Slot)>,
    tags: Query<(&Face<TagOf>, &Slot)>,
    mut changed: ResMut<ZonesChanged>,
    (pace, mut resets): (Pace, MessageReader<TableReset>),
    (fonts, pictures): (Res<Fonts>, Res<Art>),
    interlude: Res<Interlude>,
) {
    let state = &seen.board;
    if resets.read().count() > 0 {
        // The table jumps (a decision taken back): no scored hand is held any more, and the
        // events that follow are the whole match again.
        places.held = None;
        places.arrivals.clear();
    }
    let mut hinted = places.held.clone().unwrap_or_default();
    let mut dealt = false;
    let mut any = false;
    let mut scored = false;
    let mut hold = false;
    for crate::table::TableEvent(event) in events.read() {
        any = true;
        arrive(&mut places.arrivals, event);
        let seen = event.seen_by(viewer.0.as_slice());
        hints(&seen, places.boxes, &mut hinted);
        scored |= matches!(seen, Event::HandScored { .. });
        // The scored hand stays on the table through the pause; the next deal waits for it.
        // Not while the table settles: it shows the match as it stands, with no pause.
        hold |= scored && matches!(seen, Event::HandStarted { .. }) && !pace.settling();
        dealt |= matches!(seen, Event::Dealt { .. } | Event::HandStarted { .. });
    }
    let release = places.held.is_some() && interlude.0.is_none();
    if hold {
        places.held = Some(hinted.clone());
    }
    let holding = places.held.is_some() && !release;
    // The seat the screen sees from sits at the bottom (the viewer, else the last one).
    let bottom = seen.seat;
    let turned = bottom != places.bottom;
    if !any && !turned && !viewer.is_changed() && !release {
        return;
    }
    if release {
        places.held = None;
        dealt = true;
    }
    if turned {
        places.bottom = bottom;
        for (_, _, mut zone, place) in &mut zone_query {
            let arrangement = places.arrangement(*place);
            if zone.arrangement != arrangement {
                zone.arrangement = arrangement;
            }
        }
    }
    let view = View::of(&seen, viewer.0);
    let zone_list: Vec<(Entity, Option<&Holds>)> =
        zone_query.iter().map(|(e, h, _, _)| (e, h)).collect();
    let places = &*places;
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
    let step = if dealt { 0.03 } else { 0.12 };

    let o = &view.observation;
    let plan = zones::reconcile(
        &zones::current(&zone_list, &crowns),
        &wanted_crowns(o, places),
        |_, _| false,
        cost,
    );
    zones::carry_out(
        &mut commands,
        plan,
        0.4,
        |commands, crown| spawn_crown(commands, &pictures, *crown),
        &mut changed,
    );
    if !holding {
        let current_cards = zones::current(&zone_list, &cards);
        let by_zone: HashMap<Entity, Vec<CardFace>> = current_cards
            .iter()
            .map(|(z, pieces)| (*z, pieces.iter().map(|(_, f)| *f).collect()))
            .collect();
        let plan = zones::reconcile(
            &current_cards,
            &wanted_cards(&view, places, &by_zone),
            // A card may turn face down, or a back turn out to be any card.
            |from: &CardFace, to: &CardFace| from.is_none() || to.is_none(),
            cost,
        );
        zones::carry_out(
            &mut commands,
            plan,
            step,
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
            &zones::current(&zone_list, &banners),
            &wanted_banners(o, places),
            |_, _| false,
            cost,
        );
        zones::carry_out(
            &mut commands,
            plan,
            0.15,
            |commands, banner| {
                let at = layout::dungeon_banners().place(0, 1);
                spawn_banner(commands, &fonts, &pictures, banner.0, at)
            },
            &mut changed,
        );
        let plan = zones::reconcile(
            &zones::current(&zone_list, &tags),
            &wanted_tags(o, places),
            |_, _| false,
            cost,
        );
        let components = state.options().components();
        zones::carry_out(
            &mut commands,
            plan,
            0.2,
            |commands, tag| {
                let name = &components.castles()[tag.0 as usize].name;
                spawn_tag(
                    commands,
                    &fonts,
                    tag.0,
                    name,
                    layout::tag_home(tag.0 as usize, 1).place(0, 1),
                )
            },
            &mut changed,
        );
    }
    changed.0 = true;
}

/// Redraws the cards whose face changed: the face, or the back; every face when the language
/// changes (a face has words: its type's initial, its emblem).
fn redraw_cards(
    mut commands: Commands,
    fonts: Res<Fonts>,
    pictures: Res<Art>,
    seen: Res<Seen>,
    locale: Res<Locale>,
    cards: Query<(
        Entity,
        Ref<Face<CardFace>>,
        Option<&Children>,
        Has<Flipping>,
    )>,
    art: Query<(), With<CardArt>>,
) {
    let pictures = &*pictures;
    let components = seen.board.options().components();
    for (entity, face, children, flipping) in &cards {
        if !face.is_changed() && !locale.is_changed() {
            continue;
        }
        let root = flip::new_art(
            &mut commands,
            entity,
            children,
            |child| art.contains(child),
            flipping && face.is_changed(),
            (
                CardArt,
                Transform::from_xyz(0.0, 0.0, 0.02),
                Pickable::IGNORE,
            ),
        );
        match face.0 {
            Some(card) => draw_face(
                &mut commands,
                &fonts,
                pictures,
                &locale,
                components,
                root,
                card,
            ),
            None => draw_back(&mut commands, pictures, root),
        }
    }
}
