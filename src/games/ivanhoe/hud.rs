//! What surrounds the cards: each seat's plate (name, total, hand size, Shield/Stunned, turn), pile
//! counts, the game log in words, and what the rules card says of each card (the kit writes it:
//! `table::describe`; the prompt's words and the buttons' labels are the picks', `human.rs`).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use ivanhoe_rules::{Card, Phase};
use rules_core::Seat;
use shell::locale::{Locale, Msg, Words};

use super::choices::Pick;
use super::human::HumanChoice;
use super::layout::{self, DECK_AT, DISCARD_AT, POOL_AT};
use super::look;
use super::present::{BannerText, PlateEntity};
use super::words;
use super::{Ivanhoe, Seen};
use shell::assets::Fonts;
use shell::screens::Screen;
use shell::theme;
use table::MatchSystems;
use table::Seating;
use table::describe::Describe;
use table::hud::table_label;
use table::zones::Face;

/// A button of the prompt, standing for a pick.
pub type PromptButton = table::decide::PromptButton<Pick>;

#[derive(Component)]
struct PlateText(Seat);

#[derive(Component)]
struct PileCount(bool);

#[derive(Component)]
struct PoolCount(ivanhoe_rules::Colour);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (plates, piles, banner_text, pool_counts)
            .in_set(MatchSystems::Ui)
            .in_set(super::IvanhoeSystems),
    );
}

/// The widest the goal's words run under the pool: clear of the deck's and the discard
/// pile's counts on either side.
const GOAL_WIDTH: f32 = 260.0;

/// Spawns the HUD of a match: plates, pile counts, the pool's counts and the goal, prompt bar,
/// notice, log, rules card and the menu button.
pub fn spawn_hud(commands: &mut Commands, seating: &Seating, fonts: &Fonts, bottom: Seat) {
    let players = seating.seats.len();
    for seat in 0..players {
        let place = layout::seat_place(seat, Some(bottom), players);
        commands.spawn((
            Name::new(format!("Plate of seat {seat}")),
            PlateEntity(seat),
            table::spotlight::SeatPlate(seat),
            Sprite::from_color(theme::PANEL, layout::PLATE_SIZE),
            Transform::from_translation(place.plate.extend(30.0)),
            Pickable::default(),
            DespawnOnExit(Screen::Match),
            children![(
                PlateText(seat),
                Text2d::new(seating.seats[seat].name.clone()),
                TextFont::from_font_size(15.0).with_font(fonts.regular.clone()),
                TextColor(theme::TEXT),
                Transform::from_xyz(0.0, 0.0, 0.1),
                Pickable::IGNORE,
            )],
        ));
    }
    for (is_deck, at) in [(true, DECK_AT), (false, DISCARD_AT)] {
        commands.spawn((
            PileCount(is_deck),
            table_label(fonts, "", 14.0, at + Vec2::new(0.0, -58.0)),
            Words(Msg::new("iv-deck").with("n", 0)),
        ));
    }
    for colour in ivanhoe_rules::Colour::ALL {
        let at = layout::pool_place(colour.index(), 0).truncate() + Vec2::new(0.0, -24.0);
        commands.spawn((
            PoolCount(colour),
            table_label(fonts, "", 13.0, at),
            Words(Msg::new("iv-pool-count").with("n", 5)),
        ));
    }
    let to_win = ivanhoe_rules::Options::players(players).tokens_to_win();
    commands.spawn((
        Name::new("Goal"),
        // Hanging from its first line's top, and wrapped should a language's line be longer
        // than the room between the deck and the discard pile (a second line would run under
        // the bottom seat's display: the words are kept short enough for one).
        table_label(fonts, "", 13.0, POOL_AT + Vec2::new(0.0, -36.0)),
        bevy::sprite::Anchor::TOP_CENTER,
        bevy::text::TextBounds::new_horizontal(GOAL_WIDTH),
        bevy::text::TextLayout::justify(bevy::text::Justify::Center),
        Words(Msg::new("iv-goal").with("n", to_win)),
    ));
    table::hud::spawn(commands, fonts, layout::NOTICE_BOTTOM);
}

/// The tokens of each colour left in the pool, as the screen sees them.
fn pool_counts(seen: Res<Seen>, mut counts: Query<(&PoolCount, &mut Words, &mut Visibility)>) {
    if !seen.is_changed() {
        return;
    }
    for (count, mut text, mut visibility) in &mut counts {
        let n = super::present::left_in_pool(&seen.observation.tokens, count.0);
        let line = Msg::new("iv-pool-count").with("n", n);
        text.set_if_neq(Words(line));
        *visibility = if n == 0 {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
}

/// Plates follow the seat the table is seen from round the table (the person deciding sits at
/// the bottom), say each seat's total, hand, tokens and cards before them, and light up as
/// targets.
fn plates(
    seating: Res<Seating>,
    seen: Res<Seen>,
    choice: Res<HumanChoice>,
    mut texts: Query<(
        &PlateText,
        &mut Text2d,
        &mut TextColor,
        Option<&bevy::text::TextLayoutInfo>,
    )>,
    mut plates: Query<(&PlateEntity, &mut Sprite, &mut Transform)>,
    locale: Res<Locale>,
) {
    let state = &seen.board;
    let deciding = seating.deciding;
    let goal = ivanhoe_rules::Options::players(seating.seats.len()).tokens_to_win();
    // A long line (a long name, a total, Shield and Stunned) widens its plate rather than
    // spilling past it; the width is the one laid out last frame.
    let mut widths = vec![layout::PLATE_SIZE.x; seating.seats.len()];
    for (plate, mut text, mut colour, laid_out) in &mut texts {
        let s = plate.0;
        if let Some(info) = laid_out
            && info.scale_factor > 0.0
            && let Some(width) = widths.get_mut(s)
        {
            *width = width.max(info.size.x / info.scale_factor + 20.0);
        }
        let mut line = String::new();
        if deciding == Some(s) {
            line.push_str("▶ ");
        }
        line.push_str(&seating.seats[s].name);
        if state.colour().is_some() {
            if state.is_in(s) {
                line.push_str(&format!("  {}", state.total(s)));
            } else {
                line.push_str(&format!("  {}", locale.t("iv-plate-out")));
            }
        }
        let hand = Msg::new("iv-plate-hand").with("n", state.hand(s).len());
        let tokens = state.tokens(s).len();
        line.push_str(&format!(" · {} · {tokens}/{goal}", locale.text(&hand)));
        if state.shield() == Some(s) {
            line.push_str(&format!(" · {}", locale.t("iv-plate-shield")));
        }
        if state.stunned() == Some(s) {
            line.push_str(&format!(" · {}", locale.t("iv-plate-stunned")));
        }
        shell::text::write(&mut text, &line);
        colour.0 = if deciding == Some(s) {
            theme::GOLD
        } else {
            theme::TEXT
        };
    }
    let next = choice.next_picks();
    let focused = choice.focused();
    let aimed = super::choices::aimed_seat(state);
    let players = seating.seats.len();
    for (plate, mut sprite, mut transform) in &mut plates {
        let pick = Pick::Seat(plate.0);
        sprite.color = if focused == Some(pick) {
            theme::BUTTON_HOT.lighter(0.2)
        } else if next.contains(&pick) {
            Color::srgb(0.45, 0.36, 0.12)
        } else if aimed == Some(plate.0) {
            Color::srgb(0.55, 0.16, 0.10)
        } else {
            theme::PANEL
        };
        let width = widths.get(plate.0).copied().unwrap_or(layout::PLATE_SIZE.x);
        let size = Vec2::new(width, layout::PLATE_SIZE.y);
        if sprite.custom_size != Some(size) {
            sprite.custom_size = Some(size);
        }
        // A widened plate stays on the table.
        let mut at = layout::seat_place(plate.0, Some(seen.seat), players)
            .plate
            .extend(30.0);
        let room = (theme::TABLE_SIZE.x - width) / 2.0 - 4.0;
        at.x = at.x.clamp(-room, room);
        if transform.translation != at {
            transform.translation = at;
        }
    }
}

fn piles(seen: Res<Seen>, mut counts: Query<(&PileCount, &mut Words)>) {
    for (pile, mut text) in &mut counts {
        let line = if pile.0 {
            Msg::new("iv-deck").with("n", seen.board.deck().len())
        } else {
            Msg::new("iv-discard").with("n", seen.board.discard().len())
        };
        text.set_if_neq(Words(line));
    }
}

fn banner_text(seen: Res<Seen>, mut texts: Query<&mut Words, With<BannerText>>) {
    let line = match seen.board.colour() {
        Some(c) => look::colour_label(c),
        None => Msg::new("iv-no-tournament"),
    };
    for mut text in &mut texts {
        text.set_if_neq(Words(line.clone()));
    }
}

/// What the rules card reads of the table: what each card shows (its face, or its back).
#[derive(SystemParam)]
pub struct Described<'w, 's> {
    faces: Query<'w, 's, &'static Face<super::cards::CardFace>>,
}

/// The rules card: the card under the pointer (face up) or focused (in the hand or a display),
/// and, in the hand of the person deciding, why it cannot be played now.
impl Describe for Ivanhoe {
    type Described = Described<'static, 'static>;

    fn describe_piece(
        d: &Described,
        seen: &Seen,
        seating: &Seating,
        choice: &HumanChoice,
        piece: Entity,
    ) -> Option<Msg> {
        let card = d.faces.get(piece).ok()?.0.0?;
        Some(card_line(seen, seating, choice, card))
    }

    fn describe_pick(
        _: &Described,
        seen: &Seen,
        seating: &Seating,
        choice: &HumanChoice,
        pick: Pick,
    ) -> Option<Msg> {
        let card = match pick {
            Pick::HandCard(card) => card,
            Pick::DisplayCard(s, i) => *seen.board.display(s).get(i as usize)?,
            _ => return None,
        };
        Some(card_line(seen, seating, choice, card))
    }
}

/// What the rules card says of `card`: its text, and why it cannot be played now when it lies
/// in the hand of the person deciding.
fn card_line(seen: &Seen, seating: &Seating, choice: &HumanChoice, card: Card) -> Msg {
    if let Some(seat) = choice.seat
        && seen.board.hand(seat).contains(card)
        && !choice.selection.allows(Pick::HandCard(card))
        && choice.selection.picks().is_empty()
        && matches!(seen.board.phase(), Phase::Play | Phase::FirstCard)
    {
        let names = seating.names();
        let who = words::speaker(&names, Some(seat));
        return Msg::new("iv-rules-not-playable")
            .with("card", words::card_words(card, words::Form::Start))
            .with("text", words::rules_text(card))
            .with("why", words::why_not(&seen.board, card, &who));
    }
    words::rules_card(card)
}
