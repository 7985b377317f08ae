//! One plugin for a game: everything a game gives the kit, wired in one place, so that a game's
//! own plugin says what it is (its pictures, its guide) and adds only its table's systems.

use std::marker::PhantomData;

use bevy::prelude::*;
use bevy::state::state::SubStates;

use super::cue::{self, Cues};
use super::decide::{self, Picks};
use super::describe::{self, Describe};
use super::guide::{Guide, GuideBook};
use super::summary::{self, Summary};
use super::{TableGame, TablePlugin};
use rules_core::Game;
use shell::pictures::{Painter, Pictures};
use shell::screens::{Catalogue, GameEntry};

/// A game at the kit: the game in the shell's catalogue (with its guided first match), its
/// pictures in the picture book, its match at the table ([`TablePlugin`]), its guide, its cues,
/// its summary for the winner's screen and its turn phases (a sub-state of its
/// [`super::AtTable`]).
pub struct GamePlugin<G: TableGame> {
    /// Paints the game's cards and pieces (the shell's picture book, the rules card's pictures).
    pub pictures: Painter,
    /// Its guided first match.
    pub guide: fn() -> Guide<G>,
    /// Whether the title and the online screen offer the game ([`GameEntry::offered`]).
    pub offered: bool,
    game: PhantomData<G>,
}

impl<G: TableGame> GamePlugin<G> {
    /// The game whose cards `pictures` paints and whose first match `guide` guides.
    pub fn new(pictures: Painter, guide: fn() -> Guide<G>) -> Self {
        Self {
            pictures,
            guide,
            offered: true,
            game: PhantomData,
        }
    }

    /// The game at the table without the title or the online screen offering it: the kit's
    /// test game, which its tests and saves reach by name.
    pub fn unoffered(self) -> Self {
        Self {
            offered: false,
            ..self
        }
    }
}

impl<G> Plugin for GamePlugin<G>
where
    G: TableGame + Cues + Picks + Describe + Summary,
    G::Phase: SubStates,
{
    fn build(&self, app: &mut App) {
        app.world_mut()
            .resource_mut::<Catalogue>()
            .0
            .push(GameEntry {
                info: G::Engine::INFO,
                guide: true,
                offered: self.offered,
            });
        app.world_mut()
            .get_resource_or_init::<Pictures>()
            .register(G::Engine::NAME, self.pictures);
        #[cfg(feature = "dev")]
        app.world_mut()
            .get_resource_or_init::<super::source::bots::HandOvers>()
            .0
            .insert(G::Engine::NAME, super::source::bots::hand_over::<G>);
        app.add_plugins(TablePlugin::<G>::default());
        app.insert_resource(GuideBook::<G>(self.guide));
        cue::add::<G>(app);
        summary::add::<G>(app);
        describe::add::<G>(app);
        // The decision screen, and what listens to it: the bell and the tick, the hint, the
        // turning points found once the match is over.
        decide::add::<G>(app);
        super::sound::add::<G>(app);
        super::hint::add::<G>(app);
        super::turning::add::<G>(app);
        app.add_sub_state::<G::Phase>();
    }
}
