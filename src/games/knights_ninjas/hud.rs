//! The HUD: each kingdom's name, gems and hand, the gems that win and the piles, and what the rules
//! card says of each piece and pick (the kit writes it: `table::describe`; the prompt's words and
//! the buttons' labels are the picks', `human.rs`).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use knights_ninjas_rules::Card;
use rules_core::Seat;

use super::human::{KnChoice, Pick};
use super::present::{FORTS, Gem, KingdomPanel, KingdomText, KnFace, Place, Places};
use super::{KnightsNinjas, KnightsNinjasSystems, Seen, layout, look, words};
use shell::assets::Fonts;
use shell::locale::{Arg, Locale, Msg, Words};
use shell::theme;
use table::Seating;
use table::describe::Describe;
use table::handoff::single_viewer;
use table::hud::table_label;
use table::zones::{Face, HeldBy};
use table::{MatchSystems, Viewer};

/// A button of the prompt.
pub type KnButton = table::decide::PromptButton<Pick>;

#[derive(Component)]
struct StatusText;

#[derive(Component)]
struct PileText(bool);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (kingdoms, status)
            .in_set(MatchSystems::Ui)
            .in_set(KnightsNinjasSystems),
    );
}

/// Spawns the HUD of a match: the status line, the field's names, the piles' counts and the
/// kit's frame.
pub fn spawn_hud(commands: &mut Commands, _seating: &Seating, fonts: &Fonts, locale: &Locale) {
    commands.spawn((StatusText, table_label(fonts, "", 20.0, layout::TARGET_AT)));
    for (at, id) in layout::FIELD {
        let name = Msg::new(id);
        commands.spawn((
            table_label(fonts, locale.text(&name), 12.0, at + Vec2::new(0.0, -50.0)),
            Words(name),
        ));
    }
    for (deck, at) in [(true, layout::DECK_AT), (false, layout::DISCARD_AT)] {
        commands.spawn((
            PileText(deck),
            table_label(fonts, "", 13.0, at + Vec2::new(0.0, 62.0)),
        ));
    }
    table::hud::spawn(commands, fonts, layout::NOTICE_BOTTOM);
}

fn kingdoms(
    seating: Res<Seating>,
    seen: Res<Seen>,
    locale: Res<Locale>,
    mut texts: Query<(&KingdomText, &mut Text2d, &mut TextColor)>,
) {
    // A name changes when a friend takes a seat online.
    if !seen.is_changed() && !locale.is_changed() && !seating.is_changed() {
        return;
    }
    let o = &seen.observation;
    for (text, mut body, mut colour) in &mut texts {
        let s = text.0;
        let mut lines = vec![
            format!("{} {}", look::seat_symbol(s), seating.seats[s].name),
            locale.text(
                &Msg::new("kn-panel-holdings")
                    .with("gems", o.kingdoms[s].gems)
                    .with("hand", o.hand_sizes[s]),
            ),
        ];
        if seen.deciding == Some(s) {
            lines[0].insert_str(0, "▶ ");
        }
        if o.kingdoms[s].minstrel.is_some() {
            lines.push(locale.t("kn-panel-guarded"));
        }
        let line = lines.join("\n");
        shell::text::write(&mut body, &line);
        colour.0 = if seen.deciding == Some(s) {
            theme::GOLD
        } else {
            theme::TEXT
        };
    }
}

fn status(
    seen: Res<Seen>,
    locale: Res<Locale>,
    mut texts: Query<&mut Text2d, With<StatusText>>,
    mut piles: Query<(&PileText, &mut Text2d), Without<StatusText>>,
) {
    if !seen.is_changed() && !locale.is_changed() {
        return;
    }
    let o = &seen.observation;
    let mut line = locale.text(&Msg::new("kn-status-target").with("target", o.target));
    if o.reshuffles > 0 {
        let reshuffles = Msg::new("kn-status-reshuffles").with("reshuffles", o.reshuffles);
        line = format!("{line} · {}", locale.text(&reshuffles));
    }
    shell::text::write_all(&mut texts, &line);
    for (pile, mut text) in &mut piles {
        let msg = if pile.0 {
            Msg::new("kn-pile-deck").with("count", o.deck_size)
        } else {
            Msg::new("kn-pile-discard").with("count", o.discard.len())
        };
        let line = locale.text(&msg);
        shell::text::write(&mut text, &line);
    }
}

/// What the rules card reads of the table: the cards' faces and zones, the gems, the kingdoms.
#[derive(SystemParam)]
pub struct Described<'w, 's> {
    viewer: Res<'w, Viewer>,
    places: Res<'w, Places>,
    cards: Query<'w, 's, (&'static Face<KnFace>, &'static HeldBy)>,
    gems: Query<'w, 's, (&'static Face<Gem>, &'static HeldBy)>,
    panels: Query<'w, 's, &'static KingdomPanel>,
}

/// The rules card: what a card, a gem or a kingdom is, and why a card of the hand cannot be
/// played now.
impl Describe for KnightsNinjas {
    type Described = Described<'static, 'static>;

    fn describe_piece(
        d: &Described,
        seen: &Seen,
        seating: &Seating,
        choice: &KnChoice,
        piece: Entity,
    ) -> Option<Msg> {
        let names = seating.names();
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        let o = &seen.observation;
        if let Ok((face, held)) = d.cards.get(piece) {
            let place = d.places.place_of(held.0);
            let in_hand = matches!(place, Some(Place::Hand(s)) if Some(s) == choice.seat);
            return describe_card(d, seen, seating, choice, face.0, in_hand);
        }
        if let Ok((colour, held)) = d.gems.get(piece) {
            let (at, owner) = match d.places.place_of(held.0) {
                Some(Place::Gems(s)) => ("kingdom", name(s)),
                Some(Place::Flight) => ("flight", String::new()),
                _ => ("elsewhere", String::new()),
            };
            return Some(
                Msg::new("kn-rules-gem")
                    .with("colour", name(colour.0.0))
                    .with("where", at)
                    .with("owner", owner)
                    .with("gems", o.target),
            );
        }
        let panel = d.panels.get(piece).ok()?;
        let k = &o.kingdoms[panel.0];
        let forts: Vec<Msg> = FORTS
            .iter()
            .filter(|r| k.slot(**r).is_some())
            .map(|r| words::card_name(*r))
            .collect();
        let you = single_viewer(&seating.seats);
        Some(
            Msg::new("kn-rules-kingdom")
                .with("you", if you == Some(panel.0) { "yes" } else { "no" })
                .with("symbol", look::seat_symbol(panel.0))
                .with("who", name(panel.0))
                .with("gems", k.gems)
                .with("hand", o.hand_sizes[panel.0])
                .with("fortified", forts.len())
                .with("forts", Arg::List(forts)),
        )
    }

    fn describe_pick(
        d: &Described,
        seen: &Seen,
        seating: &Seating,
        choice: &KnChoice,
        pick: Pick,
    ) -> Option<Msg> {
        match pick {
            Pick::Card(card) => {
                let face = KnFace {
                    card: Some(card),
                    stands_for: None,
                };
                describe_card(d, seen, seating, choice, face, true)
            }
            Pick::StandsFor(card) => Some(words::card_text(card)),
            Pick::Revolt { .. } => Some(words::card_text(Card::Peasant)),
            _ => None,
        }
    }
}

/// A card (a Jester with what it stands for), and, in the hand of the person deciding, why it
/// cannot be played now.
fn describe_card(
    d: &Described,
    seen: &Seen,
    seating: &Seating,
    choice: &KnChoice,
    face: KnFace,
    in_hand: bool,
) -> Option<Msg> {
    let card = face.card?;
    let mut text = match face.stands_for {
        Some(role) => Msg::new("kn-rules-jester-as")
            .with("card", words::code(role))
            .with("text", words::card_text(role)),
        None => Msg::new("kn-rules-card")
            .with("card", words::code(card))
            .with("text", words::card_text(card)),
    };
    if in_hand
        && d.viewer.0.is_some()
        && choice.seat.is_some()
        && choice.selection.picks().is_empty()
        && !choice.allows(Pick::Card(card))
    {
        let why = super::human::why_not(seen, seating, choice, Pick::Card(card));
        text = Msg::new("kn-rules-not-playable")
            .with("text", text)
            .with("why", why);
    }
    Some(text)
}
