//! Where the app is: the [`Screen`] showing, the game chosen ([`ActiveGame`]), and the games at
//! the table that the title offers ([`Catalogue`], each a [`GameEntry`]). Their own module, as
//! every screen and much of the shell read them, while the screens' module wires the screens.

use bevy::prelude::*;

use crate::locale::Msg;

/// The prefix of the messages of `game`'s rules (its engine's name): `rules-<game>`; the rules
/// screen's pages are `<prefix>-01-title`, `<prefix>-01-body`, ... and its cards
/// `<prefix>-card-<code>-name` and `-text`.
pub fn rules_prefix(game: &str) -> String {
    format!("rules-{game}")
}

/// The screen showing; entities of a screen are despawned when it is left.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[states(scoped_entities)]
pub enum Screen {
    /// Assets loading.
    #[default]
    Loading,
    /// An asset could not be loaded.
    AssetError,
    /// The title and main menu.
    Title,
    /// Seats, names and difficulties.
    Setup,
    /// Online play: the server, rooms to create or join, the matches this device holds.
    Online,
    /// A match in progress.
    Match,
    /// The winner's screen.
    Results,
}

/// The game chosen on the title screen, by its rules engine's name (`ivanhoe`,
/// `castle-lords`, ...). The games' plugin sets the first one.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ActiveGame(pub &'static str);

/// A game the title offers: its registry entry (`rules_core::Game::INFO`), which states its name,
/// seat range, variants and rule sets once for the command line, the bots and this setup screen.
#[derive(Clone, Debug)]
pub struct GameEntry {
    /// The game's registry entry.
    pub info: &'static rules_core::registry::GameInfo,
    /// Whether the game has a guided first match: the setup then offers "Learn to play".
    pub guide: bool,
    /// Whether the title and the online screen offer it: not the table kit's test game, which
    /// the app still plays (its saves, its tests) without offering it to players.
    pub offered: bool,
}

impl GameEntry {
    /// The entry of the game named `name` in the catalogue.
    pub fn registered(name: &str) -> Option<Self> {
        catalogue::info(name).map(|info| GameEntry {
            info,
            guide: false,
            offered: true,
        })
    }

    /// Its rules engine's name: the [`ActiveGame`] it sets.
    pub fn name(&self) -> &'static str {
        self.info.name
    }

    /// Its title, for players: the message `game-<name>`.
    pub fn title(&self) -> Msg {
        Msg::new(format!("game-{}", self.info.name))
    }

    /// The prefix of its rules' messages in the language files (`rules-<name>`): the rules
    /// screen's pages are `<prefix>-01-title`, `<prefix>-01-body`, ... and its cards
    /// `<prefix>-card-<code>-name` and `-text`.
    pub fn rules_prefix(&self) -> String {
        rules_prefix(self.info.name)
    }

    /// Every number of seats a table may have, variants included.
    pub fn seats(&self) -> std::ops::RangeInclusive<usize> {
        let all: Vec<usize> = self.info.all_seats().collect();
        let first = all.first().copied().unwrap_or(2);
        first..=all.last().copied().unwrap_or(first)
    }

    /// A word on a number of seats a variant allows ("two-player variant").
    pub fn seat_note(&self, players: usize) -> Option<Msg> {
        self.info
            .variant_for(players)
            .map(|flag| Msg::new(format!("variant-{}", flag.replace('_', "-"))))
    }

    /// The names of its rule sets for players (messages `rules-<name>`), the default first;
    /// empty for a game with one.
    pub fn rule_sets(&self) -> Vec<Msg> {
        self.info
            .rule_sets
            .iter()
            .map(|r| Msg::new(format!("rules-{}", r.name)))
            .collect()
    }

    /// The registry name (`intermediate`, ...) of the rule set at `index` in
    /// [`GameEntry::rule_sets`]; `None` for a game with one set of rules.
    pub fn rule_set_name(&self, index: usize) -> Option<&'static str> {
        let sets = self.info.rule_sets;
        (!sets.is_empty()).then(|| sets[index % sets.len()].name)
    }
}

/// The games the title offers, in order, each added by its game's plugin.
#[derive(Resource, Clone, Debug, Default)]
pub struct Catalogue(pub Vec<GameEntry>);

impl Catalogue {
    /// The entry of the game named `name`.
    pub fn entry(&self, name: &str) -> Option<&GameEntry> {
        self.0.iter().find(|g| g.name() == name)
    }

    /// The games the title and the online screen offer, in menu order.
    pub fn offered(&self) -> impl Iterator<Item = &GameEntry> {
        self.0.iter().filter(|g| g.offered)
    }
}
