//! The rules card's words, the same in every game: what the piece under the pointer is (the
//! piece on top first, while the pointer is the device in use), else what the focused pick is,
//! else an invitation to point at a card; nothing of anyone's hand while the screen is handed
//! over. The kit decides what is pointed at and writes the card; the game says what each of its
//! pieces and picks is ([`Describe`]).

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;
use rules_core::Game;
use shell::locale::{Locale, Msg};

use super::decide::{Choice, Picks};
use super::handoff::HandOff;
use super::hud::{Hovered, PanelFollows, RulesCard, write_rules_card};
use super::{AtTable, MatchSystems, Seating, Seen};

/// What the rules card says of a game's pieces and picks.
pub trait Describe: Picks {
    /// What the game reads to tell what a piece is (its cards' faces and zones, its plates).
    type Described: SystemParam + 'static;

    /// What the rules card says of `piece`, under the pointer: `None` for an entity that is
    /// none of the game's pieces (the card then looks at the piece below).
    fn describe_piece(
        described: &SystemParamItem<Self::Described>,
        seen: &Seen<Self>,
        seating: &Seating,
        choice: &Choice<Self>,
        piece: Entity,
    ) -> Option<Msg>;

    /// What the rules card says of `pick`, the focused one, if anything.
    fn describe_pick(
        described: &SystemParamItem<Self::Described>,
        seen: &Seen<Self>,
        seating: &Seating,
        choice: &Choice<Self>,
        pick: Self::Pick,
    ) -> Option<Msg>;
}

/// The rules card of `G`'s table, in [`MatchSystems::Ui`].
pub(crate) fn add<G: Describe>(app: &mut App) {
    app.add_systems(
        Update,
        rules_card::<G>
            .in_set(MatchSystems::Ui)
            .run_if(in_state(AtTable(G::Engine::NAME))),
    );
}

fn rules_card<G: Describe>(
    hovered: Res<Hovered>,
    follows: Res<PanelFollows>,
    seating: Res<Seating>,
    seen: Res<Seen<G>>,
    choice: Res<Choice<G>>,
    handoffs: Query<(), With<HandOff>>,
    described: StaticSystemParam<G::Described>,
    locale: Res<Locale>,
    mut texts: RulesCard,
) {
    let text = if handoffs.is_empty() {
        // The pieces under the pointer count only while the pointer is the device in use.
        let pointed: &[Entity] = if follows.pointer() { &hovered.0 } else { &[] };
        pointed
            .iter()
            .rev()
            .find_map(|&piece| G::describe_piece(&described, &seen, &seating, &choice, piece))
            .or_else(|| {
                let pick = choice.focused()?;
                G::describe_pick(&described, &seen, &seating, &choice, pick)
            })
    } else {
        None
    };
    write_rules_card(&mut texts, &locale, text);
}
