//! The HUD: each seat's plate (name, strength and its bar, hand), the deck's and discard pile's
//! counts, and what the rules card says of each piece and pick (the kit writes it:
//! `table::describe`; the prompt's words are the picks', `human.rs`).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use skirmish_rules::START_STRENGTH;

use super::human::{Pick, SkChoice};
use super::present::{BAR_WIDTH, Place, Places, PlateText, SeatPanel, SkFace, StrengthBar};
use super::{Seen, Skirmish, SkirmishSystems, layout, look};
use shell::assets::Fonts;
use shell::locale::{Locale, Msg};
use shell::theme;
use table::describe::Describe;
use table::handoff::single_viewer;
use table::hud::table_label;
use table::zones::{Face, HeldBy};
use table::{MatchSystems, Seating, Viewer};

/// A button of the prompt.
pub type SkButton = table::decide::PromptButton<Pick>;

#[derive(Component)]
struct StatusText;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (plates, status)
            .in_set(MatchSystems::Ui)
            .in_set(SkirmishSystems),
    );
}

/// Spawns the HUD of a match: the status line and the kit's frame.
pub fn spawn_hud(commands: &mut Commands, fonts: &Fonts) {
    commands.spawn((StatusText, table_label(fonts, "", 16.0, layout::STATUS_AT)));
    table::hud::spawn(commands, fonts, layout::NOTICE_BOTTOM);
}

/// Each plate's words and bar: the seat deciding marked and in gold, a seat out dimmed.
fn plates(
    seating: Res<Seating>,
    seen: Res<Seen>,
    locale: Res<Locale>,
    mut texts: Query<(&PlateText, &mut Text2d, &mut TextColor)>,
    mut bars: Query<(&StrengthBar, &mut Sprite)>,
) {
    // A name changes when a friend takes a seat online.
    if !seen.is_changed() && !locale.is_changed() && !seating.is_changed() {
        return;
    }
    let o = &seen.observation;
    for (text, mut body, mut colour) in &mut texts {
        let s = text.0;
        let mut name = format!("{} {}", look::seat_symbol(s), seating.seats[s].name);
        if seen.deciding == Some(s) {
            name.insert_str(0, "▶ ");
        }
        let state = if o.out[s] {
            Msg::new("sk-plate-out")
        } else {
            Msg::new("sk-plate")
                .with("strength", o.strength[s])
                .with("hand", o.hand_sizes[s])
        };
        let line = format!("{name}\n{}", locale.text(&state));
        shell::text::write(&mut body, &line);
        colour.0 = match (seen.deciding == Some(s), o.out[s]) {
            (true, _) => theme::GOLD,
            (false, true) => theme::MUTED,
            (false, false) => theme::TEXT,
        };
    }
    for (bar, mut sprite) in &mut bars {
        // Full at the strength every seat starts with.
        let width = BAR_WIDTH * f32::from(o.strength[bar.0]) / f32::from(START_STRENGTH);
        sprite.custom_size = Some(Vec2::new(width.min(BAR_WIDTH), 10.0));
    }
}

/// The line under the middle: the cards left in the deck and those discarded.
fn status(seen: Res<Seen>, locale: Res<Locale>, mut texts: Query<&mut Text2d, With<StatusText>>) {
    if !seen.is_changed() && !locale.is_changed() {
        return;
    }
    let o = &seen.observation;
    let line = locale.text(
        &Msg::new("sk-status")
            .with("deck", o.deck_size)
            .with("discard", o.discard.len()),
    );
    shell::text::write_all(&mut texts, &line);
}

/// What the rules card reads of the table: the cards' faces and zones, the plates.
#[derive(SystemParam)]
pub struct Described<'w, 's> {
    viewer: Res<'w, Viewer>,
    places: Res<'w, Places>,
    cards: Query<'w, 's, (&'static Face<SkFace>, &'static HeldBy)>,
    panels: Query<'w, 's, &'static SeatPanel>,
}

/// The rules card: what a card or a plate is, and why a card of the hand cannot be played now.
impl Describe for Skirmish {
    type Described = Described<'static, 'static>;

    fn describe_piece(
        d: &Described,
        seen: &Seen,
        seating: &Seating,
        choice: &SkChoice,
        piece: Entity,
    ) -> Option<Msg> {
        let o = &seen.observation;
        if let Ok((face, held)) = d.cards.get(piece) {
            let place = d.places.place_of(held.0);
            let in_hand = matches!(place, Some(Place::Hand(s)) if Some(s) == choice.seat);
            return describe_card(d, seen, seating, choice, face.0, in_hand).or_else(
                || match place {
                    Some(Place::Deck) => Some(Msg::new("sk-rules-deck").with("deck", o.deck_size)),
                    _ => None,
                },
            );
        }
        let s = d.panels.get(piece).ok()?.0;
        let you = single_viewer(&seating.seats);
        Some(
            Msg::new("sk-rules-seat")
                .with("you", if you == Some(s) { "yes" } else { "no" })
                .with("who", seating.names().get(s).cloned().unwrap_or_default())
                .with("strength", o.strength[s])
                .with("hand", o.hand_sizes[s])
                .with("out", if o.out[s] { "yes" } else { "no" }),
        )
    }

    fn describe_pick(
        d: &Described,
        seen: &Seen,
        seating: &Seating,
        choice: &SkChoice,
        pick: Pick,
    ) -> Option<Msg> {
        match pick {
            Pick::Card(card) => describe_card(d, seen, seating, choice, SkFace(Some(card)), true),
            Pick::Pair => Some(Msg::new("sk-rules-pair")),
            _ => None,
        }
    }
}

/// A card's value, and, in the hand of the person deciding, why it cannot be played now.
fn describe_card(
    d: &Described,
    seen: &Seen,
    seating: &Seating,
    choice: &SkChoice,
    face: SkFace,
    in_hand: bool,
) -> Option<Msg> {
    let card = face.0?;
    let text = Msg::new("sk-rules-card").with("value", card.value());
    if in_hand
        && d.viewer.0.is_some()
        && choice.seat.is_some()
        && choice.selection.picks().is_empty()
        && !choice.allows(Pick::Card(card))
    {
        let why = super::human::why_not(seen, seating, choice, Pick::Card(card));
        return Some(
            Msg::new("sk-rules-not-playable")
                .with("text", text)
                .with("why", why),
        );
    }
    Some(text)
}
