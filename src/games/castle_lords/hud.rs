//! What surrounds Castle Lords' pieces: each seat's plate (name, points, hand, banners, crowns,
//! castles), the state of the hand, the exchange's and the army's labels (entities of their
//! phase), the prompt with its buttons, and the rules card for the piece under the pointer or
//! the focus. The shared frame (prompt bar, notice, log, menu) is the table kit's.

use crate::shell::locale::Msg;
use bevy::prelude::*;
use castle_lords_rules::{Crown, Observation, Phase, RuleSet};
use rules_core::{Game, Seat};

use super::human::{CastleChoice, Target};
use super::layout::{self, PLATE_SIZE};
use super::present::{BannerOf, CardFace, CastlePanel, Place, Places, TagOf};
use super::{CastleLordsSystems, HandPhase, Seen, look, words};
use crate::shell::assets::Fonts;
use crate::shell::screens::Screen;
use crate::shell::theme;
use crate::table::Seating;
use crate::table::hud::{
    Hovered, PanelFollows, PromptText, RulesCard, table_label, write_rules_card,
};
use crate::table::zones::{Face, HeldBy};
use crate::table::{MatchSystems, Viewer};

/// A seat's plate.
#[derive(Component, Clone, Copy, Debug)]
pub struct PlateOf(pub Seat);

#[derive(Component)]
struct PlateText(Seat);

/// A button of the prompt.
pub type CastleButton = crate::table::decide::PromptButton<Target>;

#[derive(Component)]
struct StatusText;

#[derive(Component)]
struct PileText(bool);

#[derive(Component)]
struct ArmyText;

#[derive(Component)]
struct ProposalLabel(Seat);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(HandPhase::Exchange), spawn_exchange_labels);
    app.add_systems(OnEnter(HandPhase::Attack), spawn_army_label);
    app.add_systems(
        Update,
        (
            plates,
            status,
            exchange_labels,
            army_label,
            prompt,
            rules_card,
        )
            .in_set(MatchSystems::Ui)
            .in_set(CastleLordsSystems),
    );
}

/// Spawns the HUD of a match: plates, status line, pile counts and the kit's frame.
pub fn spawn_hud(commands: &mut Commands, seating: &Seating, fonts: &Fonts) {
    for seat in 0..seating.seats.len() {
        commands.spawn((
            Name::new(format!("Plate of seat {seat}")),
            PlateOf(seat),
            Sprite::from_color(theme::PANEL, PLATE_SIZE),
            Transform::from_xyz(0.0, 0.0, 30.0),
            super::present::HOVER_ONLY,
            DespawnOnExit(Screen::Match),
            children![
                (
                    Sprite::from_color(look::seat_hue(seat), Vec2::new(6.0, PLATE_SIZE.y)),
                    Transform::from_xyz(-PLATE_SIZE.x / 2.0 + 3.0, 0.0, 0.05),
                    Pickable::IGNORE,
                ),
                (
                    PlateText(seat),
                    Text2d::new(seating.seats[seat].name.clone()),
                    TextFont::from_font_size(14.0).with_font(fonts.regular.clone()),
                    TextColor(theme::TEXT),
                    bevy::sprite::Anchor::TOP_LEFT,
                    Transform::from_xyz(-PLATE_SIZE.x / 2.0 + 12.0, PLATE_SIZE.y / 2.0 - 4.0, 0.1),
                    Pickable::IGNORE,
                ),
            ],
        ));
    }
    commands.spawn((
        StatusText,
        table_label(fonts, "", 14.0, Vec2::new(0.0, 196.0)),
    ));
    for (deck, at) in [(true, layout::DECK_AT), (false, layout::DUNGEON_AT)] {
        commands.spawn((
            PileText(deck),
            table_label(fonts, "", 13.0, at + Vec2::new(0.0, 60.0)),
        ));
    }
    crate::table::hud::spawn(commands, fonts, layout::NOTICE_BOTTOM);
}

/// The exchange's labels: the offer's and each proposal's owner. They belong to the exchange.
fn spawn_exchange_labels(mut commands: Commands, fonts: Res<Fonts>, seating: Res<Seating>) {
    commands.spawn((
        Name::new("Offer label"),
        table_label(
            &fonts,
            "Offer",
            13.0,
            layout::OFFER_AT + Vec2::new(0.0, -52.0),
        ),
        DespawnOnExit(HandPhase::Exchange),
    ));
    for seat in 0..seating.seats.len() {
        commands.spawn((
            ProposalLabel(seat),
            table_label(&fonts, "", 13.0, Vec2::ZERO),
            DespawnOnExit(HandPhase::Exchange),
        ));
    }
}

/// The army's label: the castle, the soldiers so far and needed. It belongs to the attack.
fn spawn_army_label(mut commands: Commands, fonts: Res<Fonts>) {
    commands.spawn((
        ArmyText,
        table_label(&fonts, "", 15.0, layout::ARMY_AT + Vec2::new(0.0, 54.0)),
        DespawnOnExit(HandPhase::Attack),
    ));
}

fn plates(
    seating: Res<Seating>,
    seen: Res<Seen>,
    places: Res<Places>,
    mut texts: Query<(&PlateText, &mut Text2d)>,
    mut plates: Query<(&PlateOf, &mut Transform)>,
) {
    // While the scored hand is held on the table, so are its plates: not yet the next deal's.
    if !seen.is_changed() && !places.is_changed() || places.holding_scored_hand() {
        return;
    }
    let state = &seen.board;
    let players = seating.seats.len();
    for (plate, mut transform) in &mut plates {
        let at = layout::seat_place(plate.0, places.bottom, players).plate;
        transform.translation = at.extend(30.0);
    }
    let deciding = seating.deciding;
    for (text, mut body) in &mut texts {
        let s = text.0;
        let mut line = String::new();
        if deciding == Some(s) {
            line.push_str("▶ ");
        }
        line.push_str(&format!(
            "{} {}",
            look::seat_symbol(s),
            seating.seats[s].name
        ));
        line.push_str(&format!(
            "\n{} points · {} cards in hand",
            state.score(s),
            state.hand(s).len()
        ));
        if body.0 != line {
            body.0 = line;
        }
    }
}

fn status(
    seen: Res<Seen>,
    places: Res<Places>,
    mut texts: Query<&mut Text2d, With<StatusText>>,
    mut piles: Query<(&PileText, &mut Text2d), Without<StatusText>>,
) {
    // The piles, like the table, show the scored hand until the next deal is laid.
    if !seen.is_changed() && !places.is_changed() || places.holding_scored_hand() {
        return;
    }
    let state = &seen.board;
    let hands = match state.rules() {
        RuleSet::Advanced => format!(" of {}", state.options().hands),
        _ => String::new(),
    };
    let mut line = format!(
        "Hand {}{hands} · {} rules",
        state.hand_number(),
        state.rules()
    );
    if state.last_round() {
        line.push_str(" · last round: attacks are compulsory");
    }
    for mut text in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
    for (pile, mut text) in &mut piles {
        let line = if pile.0 {
            format!("Deck: {}", state.deck().len())
        } else {
            format!("Dungeon: {}", state.dungeon().len())
        };
        if text.0 != line {
            text.0 = line;
        }
    }
}

fn exchange_labels(
    seating: Res<Seating>,
    seen: Res<Seen>,
    places: Res<Places>,
    mut labels: Query<(&ProposalLabel, &mut Text2d, &mut Transform)>,
) {
    let players = seating.seats.len();
    for (label, mut text, mut transform) in &mut labels {
        let s = label.0;
        let shown = seen.board.proposal(s).is_some();
        let line = if shown {
            seating.seats[s].name.clone()
        } else {
            String::new()
        };
        if text.0 != line {
            text.0 = line;
        }
        let index = (s + players - places.bottom) % players;
        let at = layout::proposal_at(index) + Vec2::new(0.0, -52.0);
        transform.translation = at.extend(30.0);
    }
}

fn army_label(seen: Res<Seen>, mut texts: Query<&mut Text2d, With<ArmyText>>) {
    let state = &seen.board;
    let components = state.options().components();
    let line = match state.phase() {
        Phase::Army { castle } => format!(
            "Army against {}: {}, {} needed",
            words::castle_name(castle, components),
            words::soldiers(state.army().len()),
            state.needed(state.turn(), castle as usize)
        ),
        _ => String::new(),
    };
    for mut text in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// What the table asks of `seat` now, in words.
pub fn asked(seating: &Seating, seen: &Seen, phase: Phase, seat: Seat) -> String {
    let state = &seen.board;
    let components = state.options().components();
    let name = |s: Seat| seating.seats[s].name.clone();
    match phase {
        Phase::Offer => "Offer a card of your hand for exchange.".into(),
        Phase::Propose { .. } => {
            let offer = state
                .offer()
                .map(|c| words::card_name(c, components))
                .unwrap_or_default();
            format!(
                "{} offers the {offer}: propose a card from your hand, or nothing.",
                name(state.turn())
            )
        }
        Phase::Pick => "Take one of the proposals.".into(),
        Phase::Main if state.last_round() => "Last round: attack a castle if you can.".into(),
        Phase::Main => "Attack a castle, or attack nothing.".into(),
        Phase::Army { castle } => format!(
            "Build the army against {}: add cards, then launch it.",
            words::castle_name(castle, components)
        ),
        Phase::Reclaim { left } => format!("Pay for the banner: discard {left} more."),
        Phase::Discard => format!("Discard down to {} cards.", state.hand_limit()),
        Phase::Over => {
            let _ = seat;
            "The match is over.".into()
        }
    }
}

fn prompt(
    seating: Res<Seating>,
    seen: Res<Seen>,
    choice: Res<CastleChoice>,
    phase: Res<State<HandPhase>>,
    mut texts: Query<&mut Text, With<PromptText>>,
) {
    let state = &seen.board;
    let line = match (*phase.get(), choice.seat, Some(state.phase())) {
        (HandPhase::Scoring, _, _) => "The hand is scored.".into(),
        (HandPhase::Over, _, _) => "The match is over.".into(),
        (_, Some(seat), Some(p)) => asked(&seating, &seen, p, seat),
        // A person called to the screen (under the hand-off cover) is named with what they
        // are asked; "thinking" is the computer players' word.
        _ => match seating.deciding {
            Some(s) if seating.is_human(s) => {
                let name = &seating.seats[s].name;
                match state.phase() {
                    Phase::Propose { .. } => format!("{name} proposes a card for the offer."),
                    Phase::Discard => format!("{name} discards down to the hand limit."),
                    _ => format!("{name}'s turn."),
                }
            }
            Some(s) => format!("{} is thinking…", seating.seats[s].name),
            None => String::new(),
        },
    };
    for mut text in &mut texts {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
}

/// The pieces that are not cards or castles, as the rules card describes them.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Pieces<'w, 's> {
    banners: Query<'w, 's, (&'static Face<BannerOf>, Option<&'static HeldBy>)>,
    tags: Query<'w, 's, &'static Face<TagOf>>,
    crowns: Query<'w, 's, &'static Face<Crown>>,
    plates: Query<'w, 's, &'static PlateOf>,
    places: Res<'w, Places>,
}

impl Pieces<'_, '_> {
    /// What `entity` is, in words, if it is one of these pieces.
    fn describe(&self, entity: Entity, o: &Observation, names: &[String]) -> Option<String> {
        let components = o.options.components();
        let castle = |c: u8| words::castle_name(c, components);
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        if let Ok((banner, held)) = self.banners.get(entity) {
            let seat = banner.0.0;
            let place = held.and_then(|h| self.places.place_of(h.0));
            return Some(words::banner_text(
                &name(seat),
                look::seat_symbol(seat),
                place.map(|p| match p {
                    Place::Box(c, b) => words::BannerPlace::Box {
                        castle: castle(c),
                        number: b as usize + 1,
                        boxes: o.castles[c as usize].boxes.len(),
                        lord: o.controller(c as usize) == Some(seat),
                    },
                    Place::DungeonBanners => words::BannerPlace::Dungeon,
                    _ => words::BannerPlace::Reserve,
                }),
                o.options.rules,
            ));
        }
        if let Ok(tag) = self.tags.get(entity) {
            let c = tag.0.0;
            return Some(match o.controller(c as usize) {
                Some(lord) => format!(
                    "The name of {}: it lies before its lord, {}.",
                    castle(c),
                    name(lord)
                ),
                None => format!("The name of {}: no one is its lord.", castle(c)),
            });
        }
        if let Ok(crown) = self.crowns.get(entity) {
            return Some(words::crown_text(crown.0));
        }
        let plate = self.plates.get(entity).ok()?;
        let s = plate.0;
        let lordships: Vec<String> = (0..o.castles.len())
            .filter(|&c| o.controller(c) == Some(s))
            .map(|c| castle(c as u8))
            .collect();
        Some(format!(
            "{} {}: {} cards in hand, {} banners in reserve; lord of {}.",
            look::seat_symbol(s),
            name(s),
            o.hand_sizes[s],
            o.reserve[s],
            if lordships.is_empty() {
                "no castle".to_string()
            } else {
                lordships.join(", ")
            }
        ))
    }
}

/// The rules card: what the piece under the pointer (or the focus) is and does, and why it
/// cannot be chosen now when it cannot.
fn rules_card(
    seating: Res<Seating>,
    seen: Res<Seen>,
    choice: Res<CastleChoice>,
    hovered: Res<Hovered>,
    follows: Res<PanelFollows>,
    viewer: Res<Viewer>,
    cards: Query<(&Face<CardFace>, Option<&HeldBy>)>,
    places: Option<Res<Places>>,
    panels: Query<&CastlePanel>,
    pieces: Pieces,
    locale: Res<crate::shell::locale::Locale>,
    mut texts: RulesCard,
) {
    // The pieces under the pointer count only while the pointer is the device in use.
    let pointed: &[Entity] = if follows.pointer() { &hovered.0 } else { &[] };
    let state = &seen.board;
    let components = state.options().components();
    let rules = state.rules();
    let names = seating.names();
    // The piece on top first: a banner, a name tag, a crown or a plate says what it is.
    let piece = pointed
        .iter()
        .rev()
        .find_map(|&e| pieces.describe(e, &seen.observation, &names));
    // Whether a card pointed at lies in the viewer's hand: only there can it be refused (a card
    // that has joined the army is just described).
    let in_own_hand = |held: Option<&HeldBy>| {
        let place = held.and_then(|h| places.as_ref()?.place_of(h.0));
        matches!(place, Some(Place::Hand(s)) if Some(s) == viewer.0)
    };
    let mut pointed_outside_hand = false;
    let from_pointer = pointed.iter().rev().find_map(|&e| {
        if let Ok(panel) = panels.get(e) {
            Some(Target::Castle(panel.0))
        } else {
            let (face, held) = cards.get(e).ok()?;
            pointed_outside_hand = !in_own_hand(held);
            face.0.map(Target::Card)
        }
    });
    let target = from_pointer.or_else(|| choice.focused());
    let text = piece.or_else(|| {
        Some(match target? {
            Target::Card(card) => {
                let mut text = words::card_text(card, components, rules);
                if viewer.0.is_some()
                    && !pointed_outside_hand
                    && let Some(why) = super::human::why_not(&seen, Target::Card(card))
                {
                    text.push('\n');
                    text.push_str(&why);
                }
                text
            }
            Target::Castle(c) => {
                let castle = &state.castles()[c as usize];
                let lord = state
                    .controller(c as usize)
                    .map_or("no lord".to_string(), |s| format!("lord: {}", names[s]));
                let mut text = format!(
                    "{}, worth {} points; {} defenders; {lord}.",
                    words::castle_name(c, components),
                    state.castle_value(c as usize),
                    castle.defenders.len()
                );
                if let Some(seat) = choice.seat {
                    text.push_str(&format!(
                        "\nAn army of {} takes it.",
                        state.needed(seat, c as usize)
                    ));
                }
                text
            }
            Target::Proposal(s) => match state.proposal(s) {
                Some(card) => format!(
                    "{}'s proposal: {}",
                    names[s],
                    words::card_text(card, components, rules)
                ),
                None => format!("{} proposed nothing.", names[s]),
            },
            Target::Button(b) => {
                let mut text = b.label().to_string();
                if let Some(why) = super::human::why_not(&seen, Target::Button(b)) {
                    text.push('\n');
                    text.push_str(&why);
                }
                text
            }
        })
    });
    write_rules_card(&mut texts, &locale, text.map(Msg::english));
}
