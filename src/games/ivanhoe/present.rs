//! The present step: the table follows the engine's events. Each event moves card numbers in
//! the [`TableModel`]; then every card is given its place, and whatever changed place flies
//! there (staggered in the order of the events, so a deal deals and an Outwit crosses). The
//! tokens are the kit's to fill from what the screen sees, as every game's pieces
//! ([`table::zones::Filling`]).

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_tweening::lens::SpriteColorLens;
use bevy_tweening::{Tween, TweenAnim};
use ivanhoe_rules::{Colour, Event, Tokens};
use rules_core::Seat;

use super::cards::{self, CardLook};
use super::layout::{self, BANNER_AT};
use super::look;
use super::model::{CardId, TableModel, Zone};
use super::{Seen, TableEvent};
use shell::art::Art;
use shell::assets::Fonts;
use shell::screens::Screen;
use table::flip::Flipping;

use table::Seating;
use table::TableReset;
use table::animation::Pace;
use table::animation::Placement;
use table::zones::{Face, Filling, HeldBy, Holds, Slot, Stagger, ZonesChanged, never};
use table::{ArrangeZones, MatchSystems, Viewer};

/// The table's entities and where the model says each card lies.
#[derive(Resource)]
pub struct Table {
    /// Where each physical card lies.
    pub model: TableModel,
    /// The entity of each physical card, by number.
    pub cards: Vec<Entity>,
    /// A hand shown to everyone for a moment (a starter who cannot start).
    pub revealed: Option<(Seat, Timer)>,
    /// How often the table the events moved differed from what the screen sees and was drawn
    /// again from it (a jump aside): never, unless the events miss something.
    pub drawn_again: u32,
    stagger: HashMap<CardId, f32>,
    needs_layout: bool,
    /// The viewer's hand by slot while they decide: a card played leaves its slot empty, so the
    /// cards under the pointer stay put until the decision is over.
    hand_slots: (Option<Seat>, Vec<Option<CardId>>),
    /// The zone entity of each place of the model.
    zones: HashMap<Zone, Entity>,
    /// The zone entities of the token rows: the pool's stack of each colour, each seat's row.
    token_zones: HashMap<Option<Seat>, Vec<Entity>>,
    /// The viewer the zones were laid out for.
    laid_out_for: Option<Option<Seat>>,
}

impl Table {
    /// The zone entity of a place of the model.
    pub fn zone_entity(&self, zone: Zone) -> Option<Entity> {
        self.zones.get(&zone).copied()
    }

    /// The zone entity of a row of tokens: a seat's (`holder`, row 0), or the pool's stack of
    /// colour number `row` (`holder` `None`).
    pub fn token_row(&self, holder: Option<Seat>, row: usize) -> Option<Entity> {
        self.token_zones.get(&holder)?.get(row).copied()
    }

    /// The cards of `seat`'s hand in the order they lie, left to right: by slot while the hand
    /// keeps its places, else as the model holds them.
    pub fn hand_in_order(&self, seat: Seat) -> Vec<CardId> {
        let held = self.model.cards(Zone::Hand(seat));
        if self.hand_slots.0 != Some(seat) {
            return held;
        }
        let mut out: Vec<CardId> = self.hand_slots.1.iter().flatten().copied().collect();
        out.retain(|id| held.contains(id));
        out.extend(
            held.iter()
                .filter(|id| !out.contains(id))
                .copied()
                .collect::<Vec<_>>(),
        );
        out
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
    app.add_systems(
        Update,
        (present, expire_reveal, layout, cards::redraw, banner)
            .chain()
            .in_set(MatchSystems::Present)
            .in_set(super::IvanhoeSystems)
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

/// Spawns the table for a new match: felt, 110 cards in the deck, 25 tokens in the pool, the
/// banner.
pub fn spawn_table(commands: &mut Commands, seating: &Seating, fonts: &Fonts, art: &Art) {
    table::surface::spawn_surface(commands, art);
    let cards = cards::spawn_cards(commands, art);
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
    // Every place of the model is a zone entity; the cards and tokens are held by them.
    let players = seating.seats.len();
    let zones: HashMap<Zone, Entity> = TableModel::zones(players)
        .into_iter()
        .map(|zone| {
            let entity = commands
                .spawn((
                    Name::new(format!("Zone {zone:?}")),
                    ZoneOf(zone),
                    layout::zone(zone, None, players),
                    DespawnOnExit(Screen::Match),
                ))
                .id();
            (zone, entity)
        })
        .collect();
    let mut token_zones: HashMap<Option<Seat>, Vec<Entity>> = HashMap::new();
    for holder in std::iter::once(None).chain((0..players).map(Some)) {
        let rows = match holder {
            // The pool: a stack per colour.
            None => Colour::ALL.len(),
            Some(_) => 1,
        };
        for row in 0..rows {
            let entity = commands
                .spawn((
                    Name::new(format!("Tokens of {holder:?}, row {row}")),
                    layout::token_zone(holder, row, None, players),
                    DespawnOnExit(Screen::Match),
                ))
                .id();
            token_zones.entry(holder).or_default().push(entity);
        }
    }
    // The tokens in the pool, where a table before the first tournament has them.
    for colour in Colour::ALL {
        let stack = token_zones[&None][colour.index()];
        for depth in 0..TOKENS_PER_COLOUR {
            let at = layout::pool_place(colour.index(), depth);
            commands.spawn((token(art, colour, at), HeldBy(stack), Slot(depth)));
        }
    }
    commands.insert_resource(Table {
        model: TableModel::new(seating.seats.len()),
        cards,
        revealed: None,
        drawn_again: 0,
        stagger: HashMap::new(),
        needs_layout: true,
        hand_slots: (None, Vec::new()),
        zones,
        token_zones,
        laid_out_for: None,
    });
}

/// Follows the match: each event as a hint of which card flies where; then the table agrees
/// with what the screen sees, or is drawn again from it.
fn present(
    mut events: MessageReader<TableEvent>,
    mut table: ResMut<Table>,
    seen: Res<Seen>,
    (pace, mut resets, mut won): (Pace, MessageReader<TableReset>, ResMut<super::Tournaments>),
) {
    // The table jumps (a decision taken back, a match resumed, a replay sought): the events
    // that follow are the whole match so far, and the table follows them again from the deal,
    // at once, so that every hand keeps the order its cards came in (the observation's order is
    // the rules' own, and a hand laid out in it would change places under the pointer). What
    // the screen sees still has the last word.
    let jumped = resets.read().count() > 0;
    if jumped {
        table.revealed = None;
        won.0 = 0;
        table.model = TableModel::new(seen.observation.hand_sizes.len());
    }
    let mut order = 0.0;
    let mut any = false;
    for table::TableEvent(event) in events.read() {
        any = true;
        let step = if matches!(event, Event::Dealt { .. } | Event::DeckShuffled { .. }) {
            0.03
        } else {
            0.15
        };
        let moves = table.model.apply(event);
        if !jumped {
            for m in moves {
                table.stagger.insert(m.card, order);
                order += step;
            }
        }
        match event {
            Event::HandRevealed { .. } if pace.settling() => {}
            Event::HandRevealed { seat, .. } => {
                table.revealed = Some((
                    *seat,
                    Timer::new(
                        pace.speed()
                            .scale(2.5)
                            .max(std::time::Duration::from_millis(800)),
                        TimerMode::Once,
                    ),
                ));
            }
            Event::TournamentWon { .. } => won.0 += 1,
            _ => {}
        }
        table.needs_layout = true;
    }
    if !(jumped || any || seen.is_changed()) {
        return;
    }
    let o = &seen.observation;
    table.model.learn(o, &seen.open_hands);
    let differs = table.model.agrees(o, &seen.open_hands).err();
    if let Some(why) = &differs {
        // The events missed something (a bug): what the screen sees wins.
        warn!("the table differed from what the screen sees ({why}): it is drawn again from it");
        table.drawn_again += 1;
        table.model = TableModel::of_seen(o, &seen.open_hands);
    }
    if jumped || differs.is_some() {
        table.stagger.clear();
        table.hand_slots = (None, Vec::new());
        table.needs_layout = true;
    }
}

fn expire_reveal(time: Res<Time>, mut table: ResMut<Table>) {
    if let Some((_, timer)) = table.revealed.as_mut()
        && timer.tick(time.delta()).is_finished()
    {
        table.revealed = None;
        table.needs_layout = true;
    }
}

/// A zone of the model, on its zone entity.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZoneOf(pub Zone);

/// Puts every card and token in its zone and slot, and gives cards their look; the table kit
/// lays the zones out and flies what moved (staggered in the order of the events).
fn layout(
    mut commands: Commands,
    mut table: ResMut<Table>,
    viewer: Res<Viewer>,
    seating: Res<Seating>,
    seen: Res<Seen>,
    mut cards: Query<(&mut CardLook, Option<&HeldBy>, Option<&Slot>)>,
    (tokens, holds): (Query<(&Face<Colour>, &Slot)>, Query<Option<&Holds>>),
    mut zones: Query<&mut table::zones::Zone>,
    mut changed: ResMut<ZonesChanged>,
    art: Res<Art>,
) {
    if !table.needs_layout && !viewer.is_changed() {
        return;
    }
    let players = seating.seats.len();
    let over = seen.deciding.is_none();
    // The faces of the hands the screen sees are learnt in `present`; a replay shows them all.
    let open = !seen.open_hands.is_empty();
    let revealed = table.revealed.as_ref().map(|(s, _)| *s);
    // The hand keeps its places through the whole turn, the answers to an action card included.
    let turn = seen.deciding.map(|_| seen.board.turn());
    update_hand_slots(&mut table, viewer.0, seating.deciding, turn);
    // The places follow the viewer round the table.
    if table.laid_out_for != Some(viewer.0) {
        table.laid_out_for = Some(viewer.0);
        for (zone, entity) in &table.zones {
            if let Ok(mut z) = zones.get_mut(*entity) {
                *z = layout::zone(*zone, viewer.0, players);
            }
        }
        for (holder, rows) in &table.token_zones {
            for (row, entity) in rows.iter().enumerate() {
                if let Ok(mut z) = zones.get_mut(*entity) {
                    *z = layout::token_zone(*holder, row, viewer.0, players);
                }
            }
        }
    }
    let put = |commands: &mut Commands,
               piece: Entity,
               zone: Entity,
               slot: usize,
               now: (Option<&HeldBy>, Option<&Slot>),
               stagger: Option<f32>| {
        if now.0.map(|h| h.0) != Some(zone) || now.1.map(|s| s.0) != Some(slot) {
            commands.entity(piece).insert((HeldBy(zone), Slot(slot)));
        }
        if let Some(delay) = stagger {
            commands.entity(piece).insert(Stagger(delay));
        }
    };
    for zone in TableModel::zones(players) {
        let ids = table.model.cards(zone);
        let zone_entity = table.zones[&zone];
        let slots = &table.hand_slots;
        let own_hand = zone == Zone::Hand(viewer.0.unwrap_or(usize::MAX)) && slots.0 == viewer.0;
        // The viewer's hand keeps its places, gaps and all, while they decide.
        let span = own_hand.then_some(slots.1.len());
        if let Ok(mut z) = zones.get_mut(zone_entity)
            && z.span != span
        {
            z.span = span;
        }
        for (i, &id) in ids.iter().enumerate() {
            let slot = if own_hand {
                slots.1.iter().position(|s| *s == Some(id)).unwrap_or(i)
            } else {
                i
            };
            let face_up = match zone {
                Zone::Deck => false,
                Zone::Hand(s) => viewer.0 == Some(s) || revealed == Some(s) || over || open,
                _ => true,
            };
            let entity = table.cards[id as usize];
            let Ok((mut look, by, at)) = cards.get_mut(entity) else {
                continue;
            };
            let new_look = CardLook {
                card: table.model.face(id),
                face_up,
            };
            if *look != new_look {
                // A card that changes hands and sides at once turns over on its way.
                if look.face_up != new_look.face_up && by.map(|h| h.0) != Some(zone_entity) {
                    commands.entity(entity).insert(Flipping::default());
                }
                *look = new_look;
            }
            let stagger = table.stagger.get(&id).copied();
            put(&mut commands, entity, zone_entity, slot, (by, at), stagger);
        }
    }
    // Tokens: the pool stacked by colour, each seat's row in colour order, as the screen sees
    // them; a token won flies from its colour's stack (tokens never change colour).
    let rows: Vec<(Entity, Option<&Holds>)> = (table.token_zones.values().flatten())
        .map(|&zone| (zone, holds.get(zone).ok().flatten()))
        .collect();
    let mut filling = Filling::new(&mut commands, rows, |_, _| 1, &mut changed);
    let won = &seen.observation.tokens;
    let wanted = |_: &HashMap<Entity, Vec<Colour>>| {
        let mut wanted = Vec::new();
        for (row, colour) in Colour::ALL.into_iter().enumerate() {
            let left = left_in_pool(won, colour);
            wanted.push((table.token_zones[&None][row], vec![colour; left]));
        }
        for (seat, held) in won.iter().enumerate() {
            if let Some(rows) = table.token_zones.get(&Some(seat)) {
                wanted.push((rows[0], held.colours().collect()));
            }
        }
        wanted
    };
    let spawn = |commands: &mut Commands, colour: &Colour| {
        let at = layout::pool_place(colour.index(), 0);
        commands.spawn(token(&art, *colour, at)).id()
    };
    filling.fill(&tokens, wanted, never, 0.15, spawn);
    table.stagger.clear();
    table.needs_layout = false;
    changed.0 = true;
}

/// Keeps the viewer's hand in its slots while they decide or while it is their turn (others
/// answering their action card): a card that left leaves a gap, so the card under the pointer
/// does not change; cards that came in go to the end.
fn update_hand_slots(
    table: &mut Table,
    viewer: Option<Seat>,
    deciding: Option<Seat>,
    turn: Option<Seat>,
) {
    let Some(seat) = viewer else {
        table.hand_slots = (None, Vec::new());
        return;
    };
    let ids = table.model.cards(Zone::Hand(seat));
    let keep = (deciding == Some(seat) || turn == Some(seat)) && table.hand_slots.0 == Some(seat);
    if !keep {
        table.hand_slots = (Some(seat), ids.iter().map(|&id| Some(id)).collect());
        return;
    }
    let slots = &mut table.hand_slots.1;
    for slot in slots.iter_mut() {
        if slot.is_some_and(|id| !ids.contains(&id)) {
            *slot = None;
        }
    }
    // A card back in the hand (a decision taken back, a Retreat) fills the first gap.
    for id in ids {
        if !slots.contains(&Some(id)) {
            match slots.iter_mut().find(|slot| slot.is_none()) {
                Some(gap) => *gap = Some(id),
                None => slots.push(Some(id)),
            }
        }
    }
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
