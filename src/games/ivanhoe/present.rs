//! The present step: the table follows the engine's events. Each event moves card numbers in
//! the [`TableModel`]; then every card and token is given its place, and whatever changed place
//! flies there (staggered in the order of the events, so a deal deals and an Outwit crosses).

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_tweening::lens::SpriteColorLens;
use bevy_tweening::{Tween, TweenAnim};
use ivanhoe_rules::{Colour, Event};
use rules_core::Seat;

use super::cards::{self, CardLook};
use super::layout::{self, BANNER_AT};
use super::look;
use super::model::{CardId, TableModel, Zone};
use super::words;
use super::{Session, TableEvent};
use crate::shell::assets::Fonts;
use crate::shell::screens::Screen;
use crate::shell::settings::AnimationSpeed;
use crate::shell::theme;
use crate::table::GameLog;
use crate::table::animation::{self, Placement};
use crate::table::{MatchSystems, Viewer};

/// The table's entities and where the model says each card lies.
#[derive(Resource)]
pub struct Table {
    /// Where each physical card lies.
    pub model: TableModel,
    /// The entity of each physical card, by number.
    pub cards: Vec<Entity>,
    /// The 25 tokens: entity, colour, holder (`None`: in the pool).
    pub tokens: Vec<(Entity, Colour, Option<Seat>)>,
    /// A hand shown to everyone for a moment (a starter who cannot start).
    pub revealed: Option<(Seat, Timer)>,
    stagger: HashMap<CardId, f32>,
    token_stagger: HashMap<usize, f32>,
    needs_layout: bool,
    /// The viewer's hand by slot while they decide: a card played leaves its slot empty, so the
    /// cards under the pointer stay put until the decision is over.
    hand_slots: (Option<Seat>, Vec<Option<CardId>>),
}

/// A token of the pool or of a player.
#[derive(Component, Clone, Copy, Debug)]
pub struct TokenEntity {
    /// Its colour.
    pub colour: Colour,
}

/// The banner of the tournament's colour.
#[derive(Component)]
pub struct Banner(pub Option<Colour>);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (present, expire_reveal, layout, cards::redraw, banner)
            .chain()
            .in_set(MatchSystems::Present)
            .in_set(super::IvanhoeSystems),
    );
}

/// Spawns the table for a new match: felt, 110 cards in the deck, 25 tokens in the pool, the
/// banner.
pub fn spawn_table(commands: &mut Commands, session: &Session, fonts: &Fonts) {
    commands.spawn((
        Name::new("Felt"),
        Sprite::from_color(theme::TABLE, layout::TABLE_SIZE * 2.0),
        Transform::from_xyz(0.0, 0.0, -10.0),
        Pickable::IGNORE,
        DespawnOnExit(Screen::Match),
    ));
    let cards = cards::spawn_cards(commands);
    let mut tokens = Vec::new();
    for colour in Colour::ALL {
        for depth in 0..5 {
            let at = layout::pool_place(colour.index(), depth);
            let entity = commands
                .spawn((
                    Name::new(format!("{} token", colour.name())),
                    TokenEntity { colour },
                    Placement { at, scale: 1.0 },
                    Sprite::from_color(look::colour_hue(colour), Vec2::splat(layout::TOKEN_SIZE)),
                    Transform::from_translation(at),
                    Pickable::default(),
                    DespawnOnExit(Screen::Match),
                    children![(
                        Text2d::new(look::colour_symbol(colour)),
                        TextFont::from_font_size(16.0).with_font(fonts.regular.clone()),
                        TextColor(look::ink_on(colour)),
                        Transform::from_xyz(0.0, 0.0, 0.1),
                        Pickable::IGNORE,
                    )],
                ))
                .id();
            tokens.push((entity, colour, None));
        }
    }
    commands.spawn((
        Name::new("Tournament banner"),
        Banner(None),
        Sprite::from_color(Color::srgb(0.3, 0.3, 0.3), Vec2::new(150.0, 40.0)),
        Transform::from_translation(BANNER_AT.extend(2.0)),
        Pickable::IGNORE,
        DespawnOnExit(Screen::Match),
        children![(
            super::hud::BannerText,
            Text2d::new("No tournament"),
            TextFont::from_font_size(18.0).with_font(fonts.bold.clone()),
            TextColor(Color::WHITE),
            Transform::from_xyz(0.0, 0.0, 0.1),
            Pickable::IGNORE,
        )],
    ));
    commands.insert_resource(Table {
        model: TableModel::new(session.seats.len()),
        cards,
        tokens,
        revealed: None,
        stagger: HashMap::new(),
        token_stagger: HashMap::new(),
        needs_layout: true,
        hand_slots: (None, Vec::new()),
    });
}

fn present(
    mut commands: Commands,
    mut events: MessageReader<TableEvent>,
    mut table: ResMut<Table>,
    session: Res<Session>,
    mut log: ResMut<GameLog>,
    speed: Res<AnimationSpeed>,
    fonts: Res<Fonts>,
) {
    let names = session.names();
    let who = words::Speaker::new(&names, crate::table::handoff::single_viewer(&session.seats));
    let mut order = 0.0;
    for crate::table::TableEvent(event) in events.read() {
        let step = if matches!(event, Event::Dealt { .. } | Event::DeckShuffled { .. }) {
            0.03
        } else {
            0.15
        };
        // In words before the model moves: the cards named lie where the event found them.
        let line = {
            let model = &table.model;
            words::describe(event, &who, &|seat, at| model.face_up(seat, at))
        };
        for m in table.model.apply(event) {
            table.stagger.insert(m.card, order);
            order += step;
        }
        match event {
            Event::TokenWon { seat, colour } => {
                if let Some(i) = table
                    .tokens
                    .iter()
                    .position(|(_, c, h)| c == colour && h.is_none())
                {
                    table.tokens[i].2 = Some(*seat);
                    table.token_stagger.insert(i, order);
                }
            }
            Event::TokenReturned { seat, colour } => {
                if let Some(i) = table
                    .tokens
                    .iter()
                    .position(|(_, c, h)| c == colour && *h == Some(*seat))
                {
                    table.tokens[i].2 = None;
                    table.token_stagger.insert(i, order);
                }
            }
            Event::HandRevealed { seat, .. } => {
                table.revealed = Some((
                    *seat,
                    Timer::new(
                        speed.scale(2.5).max(std::time::Duration::from_millis(800)),
                        TimerMode::Once,
                    ),
                ));
            }
            Event::ActionCancelled { by, .. } => {
                crate::table::flash::show(
                    &mut commands,
                    &fonts,
                    format!("Ivanhoe! — {}", names[*by]),
                    *speed,
                    theme::GOLD,
                    layout::FLASH_Y,
                );
            }
            Event::TournamentWon { seat, colour } => {
                let text = format!(
                    "{} the {} tournament",
                    who.does(*seat, "wins"),
                    colour.name()
                );
                crate::table::flash::show(
                    &mut commands,
                    &fonts,
                    text,
                    *speed,
                    look::colour_hue(*colour).lighter(0.2),
                    layout::FLASH_Y,
                );
            }
            Event::GameWon { seat } => {
                crate::table::flash::show(
                    &mut commands,
                    &fonts,
                    format!("{} the game!", who.does(*seat, "wins")),
                    *speed,
                    theme::GOLD,
                    layout::FLASH_Y,
                );
            }
            _ => {}
        }
        if let Some(line) = line {
            // Also to the console (the terminal, or the browser's), for players and tests.
            info!("{line}");
            log.push(line);
        }
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

/// Gives every card and token its place and look; what moved flies there.
fn layout(
    mut commands: Commands,
    mut table: ResMut<Table>,
    viewer: Res<Viewer>,
    session: Res<Session>,
    speed: Res<AnimationSpeed>,
    mut cards: Query<(&Transform, &mut Placement, &mut CardLook)>,
    mut tokens: Query<(&Transform, &mut Placement), Without<CardLook>>,
) {
    if !table.needs_layout && !viewer.is_changed() {
        return;
    }
    let players = session.seats.len();
    let over = session.deciding().is_none();
    let revealed = table.revealed.as_ref().map(|(s, _)| *s);
    update_hand_slots(&mut table, viewer.0, session.deciding());
    for zone in TableModel::zones(players) {
        let ids = table.model.cards(zone);
        let slots = &table.hand_slots;
        let own_hand = zone == Zone::Hand(viewer.0.unwrap_or(usize::MAX)) && slots.0 == viewer.0;
        for (i, &id) in ids.iter().enumerate() {
            let (slot, count) = if own_hand {
                let slot = slots.1.iter().position(|s| *s == Some(id)).unwrap_or(i);
                (slot, slots.1.len())
            } else {
                (i, ids.len())
            };
            let (at, scale) = layout::card_place(zone, slot, count, viewer.0, players);
            let face_up = match zone {
                Zone::Deck => false,
                Zone::Hand(s) => viewer.0 == Some(s) || revealed == Some(s) || over,
                _ => true,
            };
            let Ok((transform, mut placement, mut look)) = cards.get_mut(table.cards[id as usize])
            else {
                continue;
            };
            let new_look = CardLook {
                card: table.model.face(id),
                face_up,
            };
            if *look != new_look {
                *look = new_look;
            }
            let target = Placement { at, scale };
            if *placement != target {
                *placement = target;
                let delay = table.stagger.get(&id).copied().unwrap_or(0.0);
                animation::fly(
                    &mut commands,
                    table.cards[id as usize],
                    transform,
                    target,
                    *speed,
                    delay,
                    0.45,
                );
            }
        }
    }
    let mut held: HashMap<Seat, usize> = HashMap::new();
    let mut pooled = [0usize; 5];
    let mut order: Vec<usize> = (0..table.tokens.len()).collect();
    order.sort_by_key(|&i| table.tokens[i].1.index());
    for i in order {
        let (entity, colour, holder) = table.tokens[i];
        let at = match holder {
            Some(seat) => {
                let n = held.entry(seat).or_default();
                *n += 1;
                layout::token_place(seat, *n - 1, viewer.0, players)
            }
            None => {
                pooled[colour.index()] += 1;
                layout::pool_place(colour.index(), pooled[colour.index()] - 1)
            }
        };
        let Ok((transform, mut placement)) = tokens.get_mut(entity) else {
            continue;
        };
        let target = Placement {
            at,
            scale: if holder.is_some() { 1.0 } else { 0.9 },
        };
        if *placement != target {
            *placement = target;
            let delay = table.token_stagger.get(&i).copied().unwrap_or(0.0);
            animation::fly(&mut commands, entity, transform, target, *speed, delay, 0.6);
        }
    }
    table.stagger.clear();
    table.token_stagger.clear();
    table.needs_layout = false;
}

/// Keeps the viewer's hand in its slots while they decide (cards played leave gaps, new cards go
/// to the right); at any other time the hand closes up.
fn update_hand_slots(table: &mut Table, viewer: Option<Seat>, deciding: Option<Seat>) {
    let Some(seat) = viewer else {
        table.hand_slots = (None, Vec::new());
        return;
    };
    let ids = table.model.cards(Zone::Hand(seat));
    let keep = deciding == Some(seat) && table.hand_slots.0 == Some(seat);
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
    for id in ids {
        if !slots.contains(&Some(id)) {
            slots.push(Some(id));
        }
    }
}

/// The banner takes the tournament's colour (a tween of its hue) and name.
fn banner(
    mut commands: Commands,
    session: Res<Session>,
    speed: Res<AnimationSpeed>,
    mut banners: Query<(Entity, &mut Banner, &Sprite)>,
) {
    let colour = session.state.colour();
    for (entity, mut banner, sprite) in &mut banners {
        if banner.0 == colour {
            continue;
        }
        banner.0 = colour;
        let end = colour.map_or(Color::srgb(0.3, 0.3, 0.3), look::colour_hue);
        let duration = speed.scale(0.6);
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
