//! The winner's screen's summary of a finished match: the kit writes it (the winners, each seat
//! by name with what it holds and its score, a footer) as the match reaches its game's last
//! phase, in the language shown then; the game gives each seat's line and the footer
//! ([`Summary`]).

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;
use rules_core::Seat;
use shell::locale::Locale;

use super::{Seating, Seen, TableGame};

/// What a game's summary says.
pub trait Summary: TableGame {
    /// What the summary reads besides the view and the seats (the tournaments won, the match's
    /// decisive moments).
    type Extra: SystemParam + 'static;

    /// The phase the match is over in (the pause before the winner's screen): the summary is
    /// written as it begins.
    const OVER: Self::Phase;

    /// What `seat` holds at the end, in words, and its score.
    fn holdings(
        seen: &Seen<Self>,
        extra: &SystemParamItem<Self::Extra>,
        locale: &Locale,
        seat: Seat,
    ) -> (String, u32);

    /// The line under the seats: how the match went (its hands, reshuffles, decisions).
    fn footer(
        seen: &Seen<Self>,
        seating: &Seating,
        extra: &SystemParamItem<Self::Extra>,
        locale: &Locale,
    ) -> String;
}

/// The summary of `G`'s matches, written as one reaches [`Summary::OVER`].
pub(crate) fn add<G: Summary>(app: &mut App) {
    app.add_systems(OnEnter(G::OVER), write::<G>);
}

fn write<G: Summary>(
    mut commands: Commands,
    seating: Res<Seating>,
    seen: Res<Seen<G>>,
    locale: Res<Locale>,
    extra: StaticSystemParam<G::Extra>,
) {
    let line = |seat: Seat| G::holdings(&seen, &extra, &locale, seat);
    let footer = G::footer(&seen, &seating, &extra, &locale);
    commands.insert_resource(seating.summary(&seen.board, line, footer));
}
