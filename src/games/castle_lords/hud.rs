//! What surrounds Castle Lords' pieces: each seat's plate (name, points, hand, banners, crowns,
//! castles), the state of the hand, the exchange's and the army's labels (entities of their phase),
//! and what the rules card says of each piece and pick (the kit writes it: `table::describe`; the
//! prompt's words are the picks', `human.rs`). The shared frame (prompt bar, notice, log, menu) is
//! the table kit's.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use castle_lords_rules::{Crown, Observation, Phase, RuleSet};
use rules_core::{Game, Seat};

use super::human::{CastleChoice, Target};
use super::layout::{self, PLATE_SIZE};
use super::present::{BannerOf, CardFace, CastlePanel, Place, Places, TagOf};
use super::{CastleLords, CastleLordsSystems, HandPhase, Seen, look, words};
use shell::assets::Fonts;
use shell::locale::{Locale, Msg};
use shell::theme;
use table::Seating;
use table::describe::Describe;
use table::hud::table_label;
use table::zones::{Face, HeldBy};
use table::{MatchSystems, Viewer};

/// A seat's plate.
#[derive(Component, Clone, Copy, Debug)]
pub struct PlateOf(pub Seat);

#[derive(Component)]
struct PlateText(Seat);

/// A button of the prompt.
pub type CastleButton = table::decide::PromptButton<Target>;

#[derive(Component)]
struct StatusText;

#[derive(Component)]
struct PileText(bool);

#[derive(Component)]
struct ArmyText;

#[derive(Component)]
struct ProposalLabel(Seat);

#[derive(Component)]
struct OfferLabel;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(HandPhase::Exchange), spawn_exchange_labels);
    app.add_systems(OnEnter(HandPhase::Attack), spawn_army_label);
    app.add_systems(
        Update,
        (
            plates,
            status,
            // Their labels live in their phase alone (spawned on entering it, gone on leaving).
            exchange_labels.run_if(in_state(HandPhase::Exchange)),
            army_label.run_if(in_state(HandPhase::Attack)),
        )
            .in_set(MatchSystems::Ui)
            .in_set(CastleLordsSystems),
    );
}

/// Spawns the HUD of a match: plates, status line, pile counts and the kit's frame.
pub fn spawn_hud(commands: &mut Commands, seating: &Seating, fonts: &Fonts) {
    for seat in 0..seating.seats.len() {
        let body = (
            Sprite::from_color(theme::PANEL, PLATE_SIZE),
            table::piece::HOVER_ONLY,
        );
        commands
            .spawn((
                Name::new(format!("Plate of seat {seat}")),
                PlateOf(seat),
                table::piece::seat_plate(seat, PLATE_SIZE, look::seat_hue(seat), 30.0, body),
            ))
            .with_child((
                PlateText(seat),
                table::piece::plate_line(
                    fonts,
                    &seating.seats[seat].name,
                    14.0,
                    PLATE_SIZE,
                    Vec2::new(12.0, 4.0),
                ),
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
    table::hud::spawn(commands, fonts, layout::NOTICE_BOTTOM);
}

/// The exchange's labels: the offer's and each proposal's owner. They belong to the exchange.
fn spawn_exchange_labels(mut commands: Commands, fonts: Res<Fonts>, seating: Res<Seating>) {
    commands.spawn((
        Name::new("Offer label"),
        OfferLabel,
        table_label(&fonts, "", 13.0, layout::OFFER_AT + Vec2::new(0.0, -52.0)),
        DespawnOnExit(HandPhase::Exchange),
    ));
    for seat in 0..seating.seats.len() {
        // A long name goes on two lines rather than over its neighbour's (the proposals lie a
        // step apart), hanging down from under its card.
        commands.spawn((
            ProposalLabel(seat),
            table_label(&fonts, "", 13.0, Vec2::ZERO),
            bevy::text::TextBounds::new_horizontal(layout::PROPOSAL_STEP - 6.0),
            bevy::text::TextLayout::justify(bevy::text::Justify::Center),
            bevy::sprite::Anchor::TOP_CENTER,
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
    locale: Res<Locale>,
    mut texts: Query<(&PlateText, &mut Text2d)>,
    mut plates: Query<(&PlateOf, &mut Transform)>,
) {
    // While the scored hand is held on the table, so are its plates: not yet the next deal's.
    // A name changes when a friend takes a seat online.
    let unchanged =
        !seen.is_changed() && !places.is_changed() && !locale.is_changed() && !seating.is_changed();
    if unchanged || places.own.holding_scored_hand() {
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
        let mut line = locale.text(
            &Msg::new("castle-plate")
                .with("symbol", look::seat_symbol(s))
                .with("name", seating.seats[s].name.as_str())
                .with("points", state.score(s))
                .with("cards", state.hand(s).len()),
        );
        if deciding == Some(s) {
            line.insert_str(0, "▶ ");
        }
        shell::text::write(&mut body, &line);
    }
}

fn status(
    seen: Res<Seen>,
    places: Res<Places>,
    locale: Res<Locale>,
    mut texts: Query<&mut Text2d, With<StatusText>>,
    mut piles: Query<(&PileText, &mut Text2d), Without<StatusText>>,
) {
    // The piles, like the table, show the scored hand until the next deal is laid.
    let unchanged = !seen.is_changed() && !places.is_changed() && !locale.is_changed();
    if unchanged || places.own.holding_scored_hand() {
        return;
    }
    let state = &seen.board;
    let hand = match state.rules() {
        RuleSet::Advanced => Msg::new("castle-status-hand-of").with("hands", state.options().hands),
        _ => Msg::new("castle-status-hand"),
    };
    let mut parts = vec![
        hand.with("hand", state.hand_number()),
        Msg::new("castle-status-rules").with("rules", words::rules_code(state.rules())),
    ];
    if state.last_round() {
        parts.push(Msg::new("castle-status-last-round"));
    }
    let line = parts
        .iter()
        .map(|m| locale.text(m))
        .collect::<Vec<_>>()
        .join(" · ");
    shell::text::write_all(&mut texts, &line);
    for (pile, mut text) in &mut piles {
        let line = if pile.0 {
            Msg::new("castle-deck").with("count", state.deck().len())
        } else {
            Msg::new("castle-dungeon").with("count", state.dungeon().len())
        };
        let line = locale.text(&line);
        shell::text::write(&mut text, &line);
    }
}

fn exchange_labels(
    seating: Res<Seating>,
    seen: Res<Seen>,
    places: Res<Places>,
    locale: Res<Locale>,
    mut labels: Query<(&ProposalLabel, &mut Text2d, &mut Transform)>,
    mut offer: Query<&mut Text2d, (With<OfferLabel>, Without<ProposalLabel>)>,
) {
    for mut text in &mut offer {
        if text.0.is_empty() || locale.is_changed() {
            text.0 = locale.t("castle-label-offer");
        }
    }
    let players = seating.seats.len();
    for (label, mut text, mut transform) in &mut labels {
        let s = label.0;
        let shown = seen.board.proposal(s).is_some();
        let line = if shown {
            seating.seats[s].name.clone()
        } else {
            String::new()
        };
        shell::text::write(&mut text, &line);
        let index = (s + players - places.bottom) % players;
        let at = layout::proposal_at(index) + Vec2::new(0.0, -44.0);
        transform.translation = at.extend(30.0);
    }
}

fn army_label(seen: Res<Seen>, locale: Res<Locale>, mut texts: Query<&mut Text2d, With<ArmyText>>) {
    let state = &seen.board;
    let components = state.options().components();
    let line = match state.phase() {
        Phase::Army { castle } => locale.text(
            &Msg::new("castle-army-label")
                .with("castle", words::castle_name(castle, components))
                .with("count", state.army().len())
                .with("needed", state.needed(state.turn(), castle as usize)),
        ),
        _ => String::new(),
    };
    shell::text::write_all(&mut texts, &line);
}

/// What the rules card reads of the table: the cards and castles, and the pieces that are
/// neither (banners, name tags, crowns, plates).
#[derive(SystemParam)]
pub struct Described<'w, 's> {
    viewer: Res<'w, Viewer>,
    cards: Query<'w, 's, (&'static Face<CardFace>, Option<&'static HeldBy>)>,
    panels: Query<'w, 's, &'static CastlePanel>,
    banners: Query<'w, 's, (&'static Face<BannerOf>, Option<&'static HeldBy>)>,
    tags: Query<'w, 's, &'static Face<TagOf>>,
    crowns: Query<'w, 's, &'static Face<Crown>>,
    plates: Query<'w, 's, &'static PlateOf>,
    places: Res<'w, Places>,
}

impl Described<'_, '_> {
    /// What `entity` is, in words, if it is a piece that is not a card or a castle.
    /// `you` is the person at the screen, whose pieces are "yours".
    fn describe(
        &self,
        entity: Entity,
        o: &Observation,
        names: &[String],
        you: Option<Seat>,
    ) -> Option<Msg> {
        let yes_if_you = |s: Seat| if you == Some(s) { "yes" } else { "no" };
        let components = o.options.components();
        let castle = |c: u8| words::castle_name(c, components);
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        if let Ok((banner, held)) = self.banners.get(entity) {
            let seat = banner.0.0;
            let place = held.and_then(|h| self.places.place_of(h.0));
            return Some(words::banner_text(
                &name(seat),
                you == Some(seat),
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
            let msg = match o.controller(c as usize) {
                Some(lord) => Msg::new("castle-tag-lord")
                    .with("name", name(lord))
                    .with("you", yes_if_you(lord)),
                None => Msg::new("castle-tag-no-lord"),
            };
            return Some(msg.with("castle", castle(c)));
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
        Some(
            Msg::new("castle-seat-text")
                .with("symbol", look::seat_symbol(s))
                .with("name", name(s))
                .with("cards", o.hand_sizes[s])
                .with("reserve", o.reserve[s])
                .with("count", lordships.len())
                .with("castles", lordships.join(", ")),
        )
    }
}

/// The rules card: what the piece under the pointer (or the focused pick) is and does, and why
/// it cannot be chosen now when it cannot.
impl Describe for CastleLords {
    type Described = Described<'static, 'static>;

    fn describe_piece(
        d: &Described,
        seen: &Seen,
        seating: &Seating,
        choice: &CastleChoice,
        piece: Entity,
    ) -> Option<Msg> {
        // "You" only where one person plays at the screen, as in the log (table::speaker).
        let you = table::handoff::single_viewer(&seating.seats);
        if let Some(text) = d.describe(piece, &seen.observation, &seating.names(), you) {
            return Some(text);
        }
        if let Ok(panel) = d.panels.get(piece) {
            return Some(target_text(
                d,
                seen,
                seating,
                choice,
                Target::Castle(panel.0),
                true,
            ));
        }
        let (face, held) = d.cards.get(piece).ok()?;
        // Only a card in the viewer's hand can be refused (a card that has joined the army is
        // just described).
        let place = held.and_then(|h| d.places.place_of(h.0));
        let in_own_hand = matches!(place, Some(Place::Hand(s)) if Some(s) == d.viewer.0);
        let card = face.0.0?;
        Some(target_text(
            d,
            seen,
            seating,
            choice,
            Target::Card(card),
            in_own_hand,
        ))
    }

    fn describe_pick(
        d: &Described,
        seen: &Seen,
        seating: &Seating,
        choice: &CastleChoice,
        pick: Target,
    ) -> Option<Msg> {
        Some(target_text(d, seen, seating, choice, pick, true))
    }
}

/// What `target` is and does; for a card `refusable` (a card of the viewer's hand, or the
/// focused one), why it cannot be chosen now when it cannot.
fn target_text(
    d: &Described,
    seen: &Seen,
    seating: &Seating,
    choice: &CastleChoice,
    target: Target,
    refusable: bool,
) -> Msg {
    let state = &seen.board;
    let components = state.options().components();
    let rules = state.rules();
    let names = seating.names();
    let you = table::handoff::single_viewer(&seating.seats);
    match target {
        Target::Card(card) => {
            let text = words::card_text(card, components, rules);
            match super::human::why_not(seen, Target::Card(card)) {
                Some(why) if d.viewer.0.is_some() && refusable => words::two_lines(text, why),
                _ => text,
            }
        }
        Target::Castle(c) => {
            let castle = &state.castles()[c as usize];
            let lord = state.controller(c as usize);
            let text = Msg::new("castle-castle-text")
                .with("castle", words::castle_name(c, components))
                .with("value", state.castle_value(c as usize))
                .with("defenders", castle.defenders.len())
                .with("ruled", if lord.is_some() { "yes" } else { "no" })
                .with("lord", lord.map_or("", |s| names[s].as_str()));
            match choice.seat {
                Some(seat) => words::two_lines(
                    text,
                    Msg::new("castle-castle-needs").with("needed", state.needed(seat, c as usize)),
                ),
                None => text,
            }
        }
        Target::Proposal(s) => match state.proposal(s) {
            Some(card) => Msg::new("castle-proposal-text")
                .with("name", names[s].as_str())
                .with("you", if you == Some(s) { "yes" } else { "no" })
                .with("text", words::card_text(card, components, rules)),
            None => Msg::new("castle-proposed-nothing")
                .with("name", names[s].as_str())
                .with("you", if you == Some(s) { "yes" } else { "no" }),
        },
        Target::Button(b) => match super::human::why_not(seen, Target::Button(b)) {
            Some(why) => words::two_lines(b.label(), why),
            None => b.label(),
        },
    }
}
