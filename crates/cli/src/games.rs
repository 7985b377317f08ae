//! The games the command line can drive: the catalogue's, by their registry entries, and the
//! table a command's arguments describe, checked before anything uses it.

use catalogue::Entry;
use rules_core::registry::GameInfo;

/// The most games one `simulate` may play: a run that long already takes hours, and a bound
/// turns a mistyped count into an error instead of a run with no end.
pub const MAX_GAMES: u64 = 10_000_000;

/// The most deals one `arena` may play (each is played once per seat rotation, by bots that
/// may search).
pub const MAX_DEALS: u64 = 1_000_000;

/// The most actions a game may take before it counts as unfinished.
pub const MAX_ACTIONS: u64 = 10_000_000;

/// The most worker threads a command may start.
pub const MAX_THREADS: u64 = 256;

/// A table of one game, its options checked: what a command plays.
#[derive(Clone)]
pub struct Table {
    /// The game, as the catalogue lists it.
    pub game: &'static dyn Entry,
    /// The game's options, as JSON its `Options` read.
    pub options: serde_json::Value,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.game.name(), self.options)
    }
}

/// The registry entry of the game named `name`; the error lists the games there are.
pub fn game_info(name: &str) -> Result<&'static GameInfo, String> {
    catalogue::info(name)
        .ok_or_else(|| format!("unknown game '{name}' (the games: {})", catalogue::names()))
}

/// The arguments that describe a table, shared by the commands that play games.
#[derive(clap::Args, Clone, Debug)]
pub struct TableArgs {
    /// Which game (`ivanhoe-cli games` lists them).
    // The default is the first of the menu, so that no program but the catalogue names a game.
    #[arg(long, default_value = catalogue::games()[0].name(), value_parser = game_info)]
    game: &'static GameInfo,
    /// The rule set, for a game that has several (`ivanhoe-cli games` lists them; default: the
    /// first).
    #[arg(long)]
    rules: Option<String>,
    /// Allow the game's unofficial 2-player variant, for a game that has one.
    #[arg(long)]
    two_player_variant: bool,
    /// Number of players, within the game's seats.
    #[arg(long, default_value_t = 4)]
    pub players: usize,
}

/// A seat kind as `arena` and `calibrate` take them (`bots::arena::SeatKind`'s notation).
pub fn parse_seat(text: &str) -> Result<bots::arena::SeatKind, String> {
    text.parse()
}

impl TableArgs {
    /// The table these arguments describe with one seat kind per player in `seats`, refused
    /// with a message naming what is wrong.
    pub fn table_seated(&self, seats: &[bots::arena::SeatKind]) -> Result<Table, String> {
        let table = self.table()?;
        if seats.len() != self.players {
            return Err(format!(
                "{} seat kinds given for {} players",
                seats.len(),
                self.players
            ));
        }
        Ok(table)
    }

    /// The table these arguments describe, refused with a message naming what is wrong before
    /// anything is sized by the player count.
    pub fn table(&self) -> Result<Table, String> {
        table(
            self.game,
            self.rules.as_deref(),
            self.players,
            self.two_player_variant,
        )
    }
}

/// The table of `info` with `players` seats, the rule set named `rules` (the default when
/// `None`) and the two-player variant on or off; refused with a message naming what is wrong,
/// before anything is sized by the player count.
pub fn table(
    info: &'static GameInfo,
    rules: Option<&str>,
    players: usize,
    two_player_variant: bool,
) -> Result<Table, String> {
    let flags: &[&str] = if two_player_variant {
        &["two_player_variant"]
    } else {
        &[]
    };
    info.check_players(players, flags)
        .map_err(|e| format!("--players: {e}"))?;
    let rules = info.rule_set(rules).map_err(|e| format!("--rules: {e}"))?;
    if two_player_variant && info.variant_for(2).is_none() {
        return Err(format!(
            "--two-player-variant: {} has no such variant",
            info.display_name
        ));
    }
    let Some(game) = catalogue::find(info.name) else {
        return Err(format!(
            "the command line has no engine for '{}'",
            info.name
        ));
    };
    // The options as the engines and their records spell them: the rule set only for a game
    // that has several, the variant flag only when it is on.
    let mut options = serde_json::json!({ "players": players });
    if let Some(rules) = rules {
        options["rules"] = rules.name.into();
    }
    if let Some(flag) = info.variant_for(2).filter(|_| two_player_variant) {
        options[flag] = true.into();
    }
    game.check_options(&options)
        .map_err(|e| format!("--rules: {e}"))?;
    Ok(Table { game, options })
}

/// Every table of every game of the catalogue: each rule set, each seat count (those a variant
/// adds included), with a label `game/rules/seats` (`game/seats` for a game of one set of rules).
pub fn every_table() -> Vec<(String, Table)> {
    let mut tables = Vec::new();
    for info in catalogue::infos() {
        let rule_sets: Vec<Option<&str>> = if info.rule_sets.is_empty() {
            vec![None]
        } else {
            info.rule_sets.iter().map(|r| Some(r.name)).collect()
        };
        for rules in rule_sets {
            for players in info.all_seats() {
                let variant = !info.seats.contains(&players);
                let label = match rules {
                    Some(r) => format!("{}/{r}/{players}", info.name),
                    None => format!("{}/{players}", info.name),
                };
                let table =
                    table(info, rules, players, variant).expect("every registry table sets up");
                tables.push((label, table));
            }
        }
    }
    tables
}
