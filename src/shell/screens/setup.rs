//! Match setup: the game's range of seats, each a person at this screen or a computer player of some
//! difficulty, with names; and the animation speed.

use bevy::prelude::*;
use bots::Difficulty;

use std::ops::RangeInclusive;

use super::{ActiveGame, Catalogue, GameEntry, Screen};
use crate::shell::assets::Fonts;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};

use super::online::{OnlineSetup, table_spec};
use super::rules::OpenRules;
use crate::shell::input::PressUsed;
use crate::shell::locale::{Arg, Locale, Msg};
use crate::shell::menu::{Activate, Layer, MenuFocus, MenuItem, MenuSystems};
use crate::shell::online::{Connection, Online, OnlineRequest, OnlineSettings};
use crate::shell::saves::MatchStart;
use crate::shell::settings::{AnimationSpeed, LastSetups, SeatMemory, SetupMemory};
use crate::shell::theme;
use online_protocol::ClientMessage;

/// A computer player's level, in words (the message `level-<name>`).
pub fn level(difficulty: Difficulty) -> Msg {
    Msg::new(format!("level-{}", difficulty.name()))
}

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at this screen.
    Human,
    /// A computer player.
    Computer(Difficulty),
    /// A person playing online from elsewhere: the server sends what they decide.
    Remote,
}

impl SeatKind {
    /// In words.
    pub fn label(self) -> Msg {
        match self {
            SeatKind::Human => Msg::new("seat-person"),
            SeatKind::Computer(d) => Msg::new("seat-computer").with("level", level(d)),
            SeatKind::Remote => Msg::new("seat-remote"),
        }
    }

    /// The kind after this one on the seat's button: a person, then each of `levels` (the
    /// levels offered for the game and rule set, weakest first), then a person again.
    fn next(self, levels: &[Difficulty]) -> SeatKind {
        let at = match self {
            SeatKind::Human | SeatKind::Remote => Some(0),
            SeatKind::Computer(d) => levels.iter().position(|l| *l == d).map(|i| i + 1),
        };
        match at.and_then(|i| levels.get(i)) {
            Some(level) => SeatKind::Computer(*level),
            None => SeatKind::Human,
        }
    }

    /// This kind at a table that offers only `levels`: a level it does not offer becomes the
    /// strongest one it does (a seat of the last match carried over to another game, or a
    /// table whose rule set changed).
    fn fitted(self, levels: &[Difficulty]) -> SeatKind {
        match self {
            SeatKind::Computer(d) if !levels.contains(&d) => levels
                .iter()
                .rev()
                .find(|l| **l < d)
                .or(levels.first())
                .map_or(SeatKind::Human, |l| SeatKind::Computer(*l)),
            kind => kind,
        }
    }
}

/// One seat of the match to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatSetup {
    /// The name shown at the table.
    pub name: String,
    /// Who plays it.
    pub kind: SeatKind,
}

/// The match the setup screen prepares.
#[derive(Resource, Clone, Debug)]
pub struct MatchSetup {
    /// The seats, clockwise (2 to 5).
    pub seats: Vec<SeatSetup>,
    /// The deal's seed; a fresh one per match when `None`.
    pub seed: Option<u64>,
    /// The rule set, an index into the game's [`GameEntry::rule_sets`] (0
    /// for a game with one set of rules).
    pub rules: usize,
}

const NAMES: [&str; 10] = [
    "Wilfred",
    "Rowena",
    "Brian",
    "Rebecca",
    "Cedric",
    "Athelstane",
    "Isaac",
    "Maurice",
    "Reginald",
    "Ulrica",
];

impl Default for MatchSetup {
    fn default() -> Self {
        let mut seats = vec![SeatSetup {
            name: NAMES[0].into(),
            kind: SeatKind::Human,
        }];
        for name in &NAMES[1..4] {
            seats.push(SeatSetup {
                name: (*name).into(),
                kind: SeatKind::Computer(Difficulty::Normal),
            });
        }
        Self {
            seats,
            seed: None,
            rules: 0,
        }
    }
}

impl MatchSetup {
    /// The levels offered at this table: the game's, under the chosen rule set, at this number
    /// of seats (a level is offered only where it measured stronger than the one below it).
    fn levels(&self, entry: Option<&GameEntry>, game: &str) -> &'static [Difficulty] {
        let rules = entry.and_then(|e| e.rule_set_name(self.rules));
        bots::offered_levels(game, rules, self.seats.len())
    }

    /// Fits every seat to the levels offered at this table (see [`SeatKind::fitted`]).
    fn fit_levels(&mut self, entry: Option<&GameEntry>, game: &str) {
        let levels = self.levels(entry, game);
        for seat in &mut self.seats {
            seat.kind = seat.kind.fitted(levels);
        }
    }

    /// Sets the number of seats within the game's range, adding computer players or removing
    /// the last seats.
    pub fn set_players(&mut self, players: usize, range: &RangeInclusive<usize>) {
        let players = players.clamp(*range.start(), *range.end());
        self.seats.truncate(players);
        while self.seats.len() < players {
            let name = self.unused_name(0);
            self.seats.push(SeatSetup {
                name,
                kind: SeatKind::Computer(Difficulty::Normal),
            });
        }
    }

    /// The setup as the settings keep it.
    pub fn memory(&self) -> SetupMemory {
        SetupMemory {
            seats: self
                .seats
                .iter()
                .map(|seat| SeatMemory {
                    name: seat.name.clone(),
                    level: match seat.kind {
                        SeatKind::Human | SeatKind::Remote => "person".into(),
                        SeatKind::Computer(level) => level.to_string(),
                    },
                })
                .collect(),
            rules: self.rules,
        }
    }

    /// Puts back a setup the settings kept. A seat whose level is not one this version knows
    /// (a hand-edited file) becomes a normal computer player; an empty list of seats is
    /// ignored.
    pub fn recall(&mut self, memory: &SetupMemory) {
        if memory.seats.is_empty() {
            return;
        }
        self.seats = memory
            .seats
            .iter()
            .map(|seat| SeatSetup {
                name: seat.name.clone(),
                kind: match seat.level.as_str() {
                    "person" => SeatKind::Human,
                    level => SeatKind::Computer(level.parse().unwrap_or(Difficulty::Normal)),
                },
            })
            .collect();
        self.rules = memory.rules;
    }

    fn unused_name(&self, from: usize) -> String {
        (0..NAMES.len())
            .map(|i| NAMES[(from + i) % NAMES.len()])
            .find(|n| self.seats.iter().all(|s| s.name != *n))
            // Never short: a table has fewer seats than there are names.
            .unwrap_or(NAMES[from % NAMES.len()])
            .into()
    }
}

#[derive(Component)]
struct SetupRoot;

/// "Create the room": the setup goes to the server as a room's table, the creator at its first
/// person's seat; the online screen shows the room's code once the server answers.
fn create_room(
    _: On<Activate>,
    setup: Res<MatchSetup>,
    catalogue: Res<Catalogue>,
    game: Res<State<ActiveGame>>,
    settings: Res<OnlineSettings>,
    mut online: ResMut<Online>,
    mut requests: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(entry) = catalogue.entry(game.get().0) else {
        return;
    };
    if matches!(
        online.connection,
        Connection::Offline | Connection::Closed(_)
    ) {
        requests.write(OnlineRequest::Open {
            url: settings.url(),
            resume: None,
        });
    }
    online.leave_room();
    online.created = true;
    requests.write(OnlineRequest::Send(ClientMessage::CreateRoom {
        table: table_spec(&setup, entry),
        name: super::online::player_name(&setup),
    }));
    next.set(Screen::Online);
}

/// The seed a page address names, `?seed=42` (among other parameters or none): in the browser,
/// every match on that page is dealt from it, so a browser test deals the same matches each
/// run. Anything else is no seed, and matches are dealt at random.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // read in the browser only
pub fn seed_in_query(query: &str) -> Option<u64> {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("seed=")?.parse().ok())
}

/// The seat whose name is being typed, with its name before (put back by Escape, or when the
/// typing ends with nothing typed).
#[derive(Resource, Default, Debug)]
pub struct Typing(pub Option<(usize, String)>);

/// The longest name a seat may have: it must fit its plate at the table.
const NAME_LENGTH: usize = 12;

/// While a name is typed, the keyboard types: letters go into the name, Backspace takes the
/// last one off, Enter or Tab (or a click anywhere) keeps it, Escape puts the old name back.
/// Nothing else answers those keys meanwhile.
fn type_name(
    mut keys: MessageReader<KeyboardInput>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    mut typing: ResMut<Typing>,
    mut setup: ResMut<MatchSetup>,
    mut used: ResMut<PressUsed>,
) {
    let Some((seat, before)) = typing.0.clone() else {
        keys.clear();
        return;
    };
    if seat >= setup.seats.len() {
        typing.0 = None;
        return;
    }
    // The keys typed are the name's, not the menu's.
    used.0 = true;
    let mut done = mouse.is_some_and(|m| m.get_just_pressed().next().is_some());
    let mut name = setup.seats[seat].name.clone();
    for key in keys.read() {
        if key.state != ButtonState::Pressed || done {
            continue;
        }
        match key.key_code {
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Tab => done = true,
            KeyCode::Escape => {
                name = before.clone();
                done = true;
            }
            KeyCode::Backspace => {
                name.pop();
            }
            _ => {
                let text = match (&key.text, &key.logical_key) {
                    (Some(text), _) => text.to_string(),
                    (None, Key::Character(text)) => text.to_string(),
                    _ => String::new(),
                };
                for c in text.chars().filter(|c| !c.is_control()) {
                    if name.chars().count() < NAME_LENGTH {
                        name.push(c);
                    }
                }
            }
        }
    }
    if done {
        let kept = name.trim().to_string();
        name = if kept.is_empty() { before } else { kept };
        typing.0 = None;
    }
    if setup.seats[seat].name != name {
        setup.seats[seat].name = name;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>().init_resource::<Typing>();
    app.add_systems(
        Update,
        type_name
            .before(MenuSystems)
            .run_if(in_state(Screen::Setup)),
    );
    app.add_systems(OnExit(Screen::Setup), |mut typing: ResMut<Typing>| {
        typing.0 = None;
    });
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, |mut setup: ResMut<MatchSetup>| {
        let query = web_sys::window().and_then(|w| w.location().search().ok());
        setup.seed = query.as_deref().and_then(seed_in_query);
    });
    app.add_systems(
        OnEnter(Screen::Setup),
        |mut focus: ResMut<MenuFocus>,
         mut setup: ResMut<MatchSetup>,
         catalogue: Res<Catalogue>,
         game: Res<State<ActiveGame>>,
         last: Res<LastSetups>| {
            focus.0 = Some(100);
            // This game's last setup if it has one, else the seats of the last match; fitted to
            // this game's table and levels.
            if let Some(memory) = last.games.get(game.get().0) {
                setup.recall(memory);
            }
            let range = seat_range(&catalogue, game.get());
            let players = setup.seats.len();
            if !range.contains(&players) {
                setup.set_players(players, &range);
            }
            let name = game.get().0;
            setup.fit_levels(catalogue.entry(name), name);
        },
    );
    app.add_systems(
        OnExit(Screen::Setup),
        |setup: Res<MatchSetup>, game: Res<State<ActiveGame>>, mut last: ResMut<LastSetups>| {
            let memory = setup.memory();
            if last.games.get(game.get().0) != Some(&memory) {
                last.games.insert(game.get().0.to_string(), memory);
            }
        },
    );
    app.add_systems(
        Update,
        rebuild.run_if(
            in_state(Screen::Setup).and_then(
                resource_changed::<MatchSetup>
                    .or_eager(resource_changed::<AnimationSpeed>)
                    .or_eager(resource_changed::<Typing>)
                    .or_eager(resource_changed::<OnlineSetup>)
                    .or_eager(no_root),
            ),
        ),
    );
}

/// The seat range of `game`, as its plugin registered it.
fn seat_range(catalogue: &Catalogue, game: &ActiveGame) -> RangeInclusive<usize> {
    catalogue.entry(game.0).map_or(2..=2, GameEntry::seats)
}

fn no_root(roots: Query<(), With<SetupRoot>>) -> bool {
    roots.is_empty()
}

/// The width of the label column, shared by every row so that labels line up.
const LABEL_WIDTH: f32 = 150.0;

fn rebuild(
    mut commands: Commands,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    setup: Res<MatchSetup>,
    speed: Res<AnimationSpeed>,
    roots: Query<Entity, With<SetupRoot>>,
    catalogue: Res<Catalogue>,
    game: Res<State<ActiveGame>>,
    typing: Res<Typing>,
    online: Res<OnlineSetup>,
) {
    let range = seat_range(&catalogue, game.get());
    let entry = catalogue.entry(game.get().0).cloned();
    let levels = setup.levels(entry.as_ref(), game.get().0);
    let title = entry
        .as_ref()
        .map_or(Arg::from(game.get().0), |e| Arg::from(e.title()));
    for root in &roots {
        commands.entity(root).despawn();
    }
    // Anchored at the top, not centred: adding a seat must not move the rows above it (the
    // More button stays under the pointer).
    let root = commands
        .spawn((
            Name::new("Setup screen"),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::FlexStart,
                align_items: AlignItems::Center,
                padding: UiRect::top(px(40)),
                row_gap: px(6),
                ..default()
            },
            SetupRoot,
            // The rules open over it (a higher layer): the setup's buttons wait.
            Layer(0),
            DespawnOnExit(Screen::Setup),
        ))
        .id();
    // How to play this game, in the corner so that it moves nothing else: last in the focus
    // order.
    let corner = commands
        .spawn((
            ChildOf(root),
            Node {
                position_type: PositionType::Absolute,
                right: px(16),
                top: px(16),
                ..default()
            },
        ))
        .id();
    commands
        .spawn((
            ChildOf(corner),
            theme::wide_button(
                &fonts,
                locale.t("howto-open"),
                200.0,
                // In the top row for Up and Down, where it shows (its own row would sit
                // between Start's and Learn to play's, and Down from Start would skip the latter).
                (MenuItem::at(102).in_row(0), Name::new("How to play")),
            ),
        ))
        .observe(
            |_: On<Activate>, game: Res<State<ActiveGame>>, mut open: MessageWriter<OpenRules>| {
                open.write(OpenRules(game.get().0));
            },
        );
    commands.spawn((
        ChildOf(root),
        theme::headline(
            &fonts,
            locale.text(&Msg::new("setup-title").with("game", title)),
            48.0,
        ),
        Node {
            margin: UiRect::bottom(px(16)),
            ..default()
        },
    ));
    let players = setup.seats.len();
    let row = |commands: &mut Commands, label: String| {
        let line = commands
            .spawn((
                ChildOf(root),
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    width: px(LABEL_WIDTH + 200.0 + 300.0 + 24.0),
                    ..default()
                },
            ))
            .id();
        // The label's box spans the row's height and centres its text, level with the buttons.
        let cell = commands
            .spawn((
                ChildOf(line),
                Node {
                    width: px(LABEL_WIDTH),
                    align_self: AlignSelf::Stretch,
                    align_items: AlignItems::Center,
                    ..default()
                },
            ))
            .id();
        commands.spawn((
            ChildOf(cell),
            theme::text(&fonts, label, 20.0, theme::MUTED),
        ));
        line
    };

    let players_line = match entry.as_ref().and_then(|g| g.seat_note(players)) {
        Some(note) => Msg::new("setup-players-variant")
            .with("count", players)
            .with("variant", note),
        None => Msg::new("setup-players").with("count", players),
    };
    let count = row(&mut commands, locale.text(&players_line));
    commands
        .spawn((
            ChildOf(count),
            theme::wide_button(
                &fonts,
                locale.t("setup-fewer"),
                256.0,
                (
                    MenuItem::at(1).in_row(0).enabled(players > *range.start()),
                    Name::new("Fewer players"),
                ),
            ),
        ))
        .observe({
            let range = range.clone();
            move |_: On<Activate>,
                  mut setup: ResMut<MatchSetup>,
                  catalogue: Res<Catalogue>,
                  game: Res<State<ActiveGame>>| {
                let n = setup.seats.len();
                setup.set_players(n - 1, &range);
                // The levels offered depend on the number of seats too.
                let name = game.get().0;
                setup.fit_levels(catalogue.entry(name), name);
            }
        });
    commands
        .spawn((
            ChildOf(count),
            theme::wide_button(
                &fonts,
                locale.t("setup-more"),
                292.0,
                (
                    MenuItem::at(2).in_row(0).enabled(players < *range.end()),
                    Name::new("More players"),
                ),
            ),
        ))
        .observe({
            let range = range.clone();
            move |_: On<Activate>,
                  mut setup: ResMut<MatchSetup>,
                  catalogue: Res<Catalogue>,
                  game: Res<State<ActiveGame>>| {
                let n = setup.seats.len();
                setup.set_players(n + 1, &range);
                // The levels offered depend on the number of seats too.
                let name = game.get().0;
                setup.fit_levels(catalogue.entry(name), name);
            }
        });

    for (seat, s) in setup.seats.iter().enumerate() {
        let line = row(
            &mut commands,
            locale.text(&Msg::new("setup-seat").with("number", seat + 1)),
        );
        let order = 10 + seat as u32 * 3;
        let r = 1 + seat as u32;
        // The name: typed (the button takes the keys until Enter), or the next from a list (the
        // arrow button, for a gamepad or a mouse alone).
        // While typed, it says how many letters it has of the most it may have.
        let label = match &typing.0 {
            Some((typed, _)) if *typed == seat => locale.text(
                &Msg::new("setup-name-typing")
                    .with("name", s.name.as_str())
                    .with("count", s.name.chars().count())
                    .with("most", NAME_LENGTH),
            ),
            _ => s.name.clone(),
        };
        commands
            .spawn((
                ChildOf(line),
                theme::wide_button(
                    &fonts,
                    label,
                    212.0,
                    (
                        MenuItem::at(order).in_row(r),
                        Name::new(format!("Name of seat {seat}")),
                    ),
                ),
            ))
            .observe(
                move |_: On<Activate>, setup: Res<MatchSetup>, mut typing: ResMut<Typing>| {
                    typing.0 = Some((seat, setup.seats[seat].name.clone()));
                },
            );
        commands
            .spawn((
                ChildOf(line),
                theme::wide_button(
                    &fonts,
                    ">",
                    40.0,
                    (
                        MenuItem::at(order + 1).in_row(r),
                        Name::new(format!("Next name for seat {seat}")),
                    ),
                ),
            ))
            .observe(move |_: On<Activate>, mut setup: ResMut<MatchSetup>| {
                let from = NAMES
                    .iter()
                    .position(|n| *n == setup.seats[seat].name)
                    .map_or(0, |i| i + 1);
                let name = setup.unused_name(from);
                setup.seats[seat].name = name;
            });
        commands
            .spawn((
                ChildOf(line),
                theme::wide_button(
                    &fonts,
                    locale.text(&match s.kind {
                        // Online, a person's seat is the creator's or a friend's who joins.
                        SeatKind::Human if online.0 => Msg::new("seat-person-online"),
                        kind => kind.label(),
                    }),
                    292.0,
                    (
                        MenuItem::at(order + 2).in_row(r),
                        Name::new(format!("Kind of seat {seat}")),
                    ),
                ),
            ))
            .observe(move |_: On<Activate>, mut setup: ResMut<MatchSetup>| {
                let kind = setup.seats[seat].kind.next(levels);
                setup.seats[seat].kind = kind;
            });
    }
    // The rows below the seats keep their place whatever the number of seats: empty rows
    // stand for the seats not taken.
    for _ in players..*range.end() {
        commands.spawn((
            ChildOf(root),
            Node {
                height: px(51),
                ..default()
            },
        ));
    }

    let options = row(&mut commands, locale.t("setup-options"));
    // The speed in the narrow column, the rule set (its names are longer) in the wide one.
    commands
        .spawn((
            ChildOf(options),
            theme::wide_button(
                &fonts,
                locale.text(&Msg::new("setup-speed").with("speed", speed.label())),
                256.0,
                (MenuItem::at(89).in_row(90), Name::new("Animation speed")),
            ),
        ))
        .observe(|_: On<Activate>, mut speed: ResMut<AnimationSpeed>| *speed = speed.next());
    if let Some(sets) = entry
        .as_ref()
        .map(GameEntry::rule_sets)
        .filter(|r| !r.is_empty())
    {
        let current = sets[setup.rules % sets.len()].clone();
        let count = sets.len();
        commands
            .spawn((
                ChildOf(options),
                theme::wide_button(
                    &fonts,
                    locale.text(&Msg::new("setup-rules").with("rules", current)),
                    292.0,
                    (MenuItem::at(90).in_row(90), Name::new("Rule set")),
                ),
            ))
            .observe({
                let entry = entry.clone();
                let name = game.get().0;
                move |_: On<Activate>, mut setup: ResMut<MatchSetup>| {
                    setup.rules = (setup.rules + 1) % count;
                    // Levels differ by rule set: an expert seat becomes hard where expert is
                    // not offered.
                    setup.fit_levels(entry.as_ref(), name);
                }
            });
    }

    let go = row(&mut commands, String::new());
    if online.0 {
        // A room on the server: the seats above are its seats, a person's for each friend.
        commands
            .spawn((
                ChildOf(go),
                theme::wide_button(
                    &fonts,
                    locale.t("setup-create-room"),
                    256.0,
                    (MenuItem::at(100).in_row(100), Name::new("Create the room")),
                ),
            ))
            .observe(create_room);
    } else {
        commands
            .spawn((
                ChildOf(go),
                theme::wide_button(
                    &fonts,
                    locale.t("setup-start"),
                    256.0,
                    (MenuItem::at(100).in_row(100), Name::new("Start")),
                ),
            ))
            .observe(|_: On<Activate>, mut next: ResMut<NextState<Screen>>| {
                next.set(Screen::Match)
            });
    }
    let back = if online.0 {
        Screen::Online
    } else {
        Screen::Title
    };
    commands
        .spawn((
            ChildOf(go),
            theme::wide_button(
                &fonts,
                locale.t("back-esc"),
                292.0,
                (MenuItem::at(101).in_row(100).on_back(), Name::new("Back")),
            ),
        ))
        .observe(move |_: On<Activate>, mut next: ResMut<NextState<Screen>>| next.set(back));
    if !online.0 && entry.as_ref().is_some_and(|e| e.guide) {
        // The game's guided first match: its own seats and deal, whatever is set above.
        let learn = row(&mut commands, String::new());
        commands
            .spawn((
                ChildOf(learn),
                theme::wide_button(
                    &fonts,
                    locale.t("setup-learn"),
                    256.0,
                    (MenuItem::at(110).in_row(110), Name::new("Learn to play")),
                ),
            ))
            .observe(
                |_: On<Activate>,
                 mut start: ResMut<MatchStart>,
                 mut next: ResMut<NextState<Screen>>| {
                    *start = MatchStart::Guide;
                    next.set(Screen::Match);
                },
            );
    }
    commands.spawn((
        ChildOf(root),
        theme::text(
            &fonts,
            locale.t(if online.0 {
                "setup-share-online"
            } else {
                "setup-share"
            }),
            16.0,
            theme::MUTED,
        ),
        Node {
            margin: UiRect::top(px(20)),
            ..default()
        },
    ));
}

#[cfg(test)]
mod tests {
    /// The browser page's `?seed=N` deals its matches from N; a malformed or absent one deals at
    /// random (no seed).
    #[test]
    fn a_page_address_names_the_seed() {
        assert_eq!(seed_in_query("?seed=42"), Some(42));
        assert_eq!(seed_in_query("?game=castle-lords&seed=7"), Some(7));
        assert_eq!(seed_in_query(""), None);
        assert_eq!(seed_in_query("?seed=seven"), None);
        assert_eq!(seed_in_query("?seeds=4"), None);
    }

    use super::*;

    /// The kinds the seat's button steps through, from a person back to a person.
    fn cycle(levels: &[Difficulty]) -> Vec<SeatKind> {
        let mut kinds = vec![SeatKind::Human];
        loop {
            let next = kinds.last().unwrap().next(levels);
            if next == SeatKind::Human {
                return kinds;
            }
            kinds.push(next);
        }
    }

    /// The default setup at `seats` seats under rule set number `rules`.
    fn table_setup(rules: usize, seats: usize) -> MatchSetup {
        let mut setup = MatchSetup {
            rules,
            ..Default::default()
        };
        setup.set_players(seats, &(seats..=seats));
        setup
    }

    /// Every table of the registry, by game, rule set and seat count.
    fn tables() -> Vec<(GameEntry, usize, usize)> {
        let mut out = Vec::new();
        for game in rules_core::registry::GAMES {
            let entry = GameEntry::registered(game.name).expect("registered");
            for rules in 0..entry.rule_sets().len().max(1) {
                for seats in entry.seats() {
                    out.push((entry.clone(), rules, seats));
                }
            }
        }
        out
    }

    /// The seat's button steps through a person and exactly the levels offered at this table:
    /// the game's, under its rule set, at its number of seats.
    #[test]
    fn the_seat_button_offers_the_tables_levels() {
        for (entry, rules, seats) in tables() {
            let name = entry.name();
            let levels = bots::offered_levels(name, entry.rule_set_name(rules), seats);
            let mut wanted = vec![SeatKind::Human];
            wanted.extend(levels.iter().map(|l| SeatKind::Computer(*l)));
            assert_eq!(
                cycle(levels),
                wanted,
                "{name}, rules {rules}, {seats} seats"
            );
            let setup = table_setup(rules, seats);
            assert_eq!(setup.levels(Some(&entry), name), levels);
        }
    }

    /// A level the table lacks becomes its strongest below (or its weakest, with none below).
    #[test]
    fn a_level_the_table_lacks_becomes_its_strongest_below() {
        let levels = [Difficulty::Easy, Difficulty::Hard];
        let computer = SeatKind::Computer;
        assert_eq!(
            computer(Difficulty::Expert).fitted(&levels),
            computer(Difficulty::Hard)
        );
        assert_eq!(
            computer(Difficulty::Normal).fitted(&levels),
            computer(Difficulty::Easy)
        );
        assert_eq!(SeatKind::Human.fitted(&levels), SeatKind::Human);
        assert_eq!(
            computer(Difficulty::Hard).fitted(&levels),
            computer(Difficulty::Hard)
        );
    }

    /// Seats follow the table's levels whenever the rule set or the number of seats changes:
    /// after any change, every computer seat plays a level the table offers.
    #[test]
    fn the_seats_fit_the_chosen_rule_set_and_seat_count() {
        for (entry, rules, seats) in tables() {
            let name = entry.name();
            let mut setup = table_setup(rules, seats);
            for seat in &mut setup.seats[1..] {
                seat.kind = SeatKind::Computer(Difficulty::Expert);
            }
            setup.fit_levels(Some(&entry), name);
            let levels = setup.levels(Some(&entry), name);
            for seat in &setup.seats {
                match seat.kind {
                    SeatKind::Computer(level) => assert!(
                        levels.contains(&level),
                        "{name}, rules {rules}, {seats} seats: {level:?} is not offered"
                    ),
                    SeatKind::Human | SeatKind::Remote => {}
                }
            }
            assert_eq!(setup.seats[0].kind, SeatKind::Human);
        }
    }
}
