//! The match in words: the log of what happened, and the notice that tells the person at the
//! screen why a pick was refused or that a setting changed. Each game writes them; it shows them
//! in its own HUD.

use bevy::prelude::*;

use super::MatchSystems;
use shell::screens::Screen;

/// The game so far, in words.
#[derive(Resource, Default, Debug)]
pub struct GameLog(pub Vec<String>);

impl GameLog {
    /// Adds a line.
    pub fn push(&mut self, line: String) {
        self.0.push(line);
        if self.0.len() > 300 {
            self.0.remove(0);
        }
    }
}

/// A short message for the person at the screen: why a pick was refused, or a setting changed.
/// It counts the refusals shown, each of which the table sounds (`sound`).
#[derive(Resource, Default, Debug)]
pub struct Notice(pub Option<(String, Timer)>, u64);

impl Notice {
    /// Shows a refusal for a few seconds.
    pub fn show(&mut self, text: String) {
        self.0 = Some((text, Timer::from_seconds(4.0, TimerMode::Once)));
        self.1 += 1;
    }

    /// How many refusals were shown so far.
    pub fn refusals(&self) -> u64 {
        self.1
    }

    /// Shows a piece of information (a setting changed) for a moment.
    pub fn inform(&mut self, text: String) {
        self.0 = Some((text, Timer::from_seconds(1.5, TimerMode::Once)));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameLog>().init_resource::<Notice>();
    app.add_systems(
        OnEnter(Screen::Match),
        |mut log: ResMut<GameLog>, mut notice: ResMut<Notice>| {
            log.0.clear();
            notice.0 = None;
        },
    );
    app.add_systems(Update, tick_notice.in_set(MatchSystems::Ui));
}

fn tick_notice(time: Res<Time>, mut notice: ResMut<Notice>) {
    if let Some((_, timer)) = notice.0.as_mut()
        && timer.tick(time.delta()).is_finished()
    {
        notice.0 = None;
    }
}
