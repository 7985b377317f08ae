//! Words for players, in their language. Code never writes a finished sentence for players: it
//! makes a [`Msg`], an id of the language files with typed arguments (a name, a count, another
//! message), and [`Locale::text`] renders it with [Project Fluent], each language with its own
//! plural rules and word order. Each crate of the app keeps its files beside its code, in
//! `i18n/<language>/*.ftl` (a game's in `src/games/<game>/i18n`), all built into the game
//! (so a missing or stale file cannot leave a screen without words, on any platform); a test
//! checks that every language has every message and that each file parses.
//!
//! The language is chosen on the title screen, kept in the settings, and follows the system's
//! (natively) or the browser's until one is chosen.
//!
//! [Project Fluent]: https://projectfluent.org

use std::borrow::Cow;
use std::fmt;

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language of the game.
#[derive(Reflect, Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Language {
    /// English, the language the game falls back to.
    #[default]
    English,
    /// French.
    French,
}

impl Language {
    /// Every language of the game, in the order the title offers them.
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// Its BCP 47 code, which names its folder of files.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
        }
    }

    /// The language a BCP 47 tag ("fr-CA", "en_GB.UTF-8") asks for, if the game has it.
    pub fn of_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_', '.']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The system's language (the browser's in the browser build), English when the game does
    /// not have it.
    pub fn of_system() -> Language {
        system_tag()
            .as_deref()
            .and_then(Language::of_tag)
            .unwrap_or_default()
    }

    /// The next language, cycling.
    pub fn next(self) -> Language {
        let at = Language::ALL.iter().position(|l| *l == self).unwrap_or(0);
        Language::ALL[(at + 1) % Language::ALL.len()]
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn system_tag() -> Option<String> {
    sys_locale::get_locale()
}

#[cfg(target_arch = "wasm32")]
fn system_tag() -> Option<String> {
    web_sys::window()?.navigator().language()
}

/// The language the player chose, kept from one launch to the next: until one is chosen, the
/// system's. (A flat enum: the settings file has no "none".)
#[derive(Resource, SettingsGroup, Reflect, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "display", key = "language")]
pub enum LanguageSetting {
    /// The system's language (the browser's), or English where the game lacks it.
    #[default]
    System,
    /// English.
    English,
    /// French.
    French,
}

impl LanguageSetting {
    /// The language to show.
    pub fn language(self) -> Language {
        match self {
            LanguageSetting::System => Language::of_system(),
            LanguageSetting::English => Language::English,
            LanguageSetting::French => Language::French,
        }
    }

    /// The setting that chooses `language`.
    pub fn chosen(language: Language) -> Self {
        match language {
            Language::English => LanguageSetting::English,
            Language::French => LanguageSetting::French,
        }
    }
}

/// A message for players: an id of the language files and its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    id: Cow<'static, str>,
    args: Vec<(&'static str, Arg)>,
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Words that are the same in every language: a player's name, a file's path, an error of
    /// the system.
    Text(String),
    /// A count: it chooses the plural.
    Number(i64),
    /// Another message, rendered first (a card's name, a level).
    Msg(Msg),
    /// Messages rendered one after the other, separated by commas.
    List(Vec<Msg>),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

impl From<Msg> for Arg {
    fn from(msg: Msg) -> Self {
        Arg::Msg(msg)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_args!(i32, i64, u8, u16, u32, u64, usize);

impl Msg {
    /// The message `id`, without arguments so far.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Self {
        Msg {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// The same message with the argument `name`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// Its id in the language files.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The argument `name`, if it has one.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// In English, for the console and developers (players read [`Locale::text`]).
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        static ENGLISH: std::sync::OnceLock<Locale> = std::sync::OnceLock::new();
        let english = ENGLISH.get_or_init(|| Locale::new(Language::English).0);
        f.write_str(&english.text(self))
    }
}

/// The words of every language, and the one shown.
#[derive(Resource)]
pub struct Locale {
    language: Language,
    bundles: Vec<(Language, FluentBundle<FluentResource>)>,
}

/// A language file that does not parse, or defines a message twice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileProblem {
    /// The file, from the workspace's root (`src/games/ivanhoe/i18n/fr/ivanhoe.ftl`).
    pub file: &'static str,
    /// What is wrong, in the parser's words.
    pub problem: String,
}

impl fmt::Display for FileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.problem)
    }
}

// FILES: every `i18n/<code>/*.ftl` of the app's crates, listed by `build.rs`, so each game
// brings its words by bringing its folder.
include!(concat!(env!("OUT_DIR"), "/language_files.rs"));

impl Locale {
    /// Every language's words from [`FILES`], showing `language`; with what could not be read
    /// (the rest of a file that has a problem is kept).
    pub fn new(language: Language) -> (Self, Vec<FileProblem>) {
        let mut problems = Vec::new();
        let bundles = Language::ALL
            .into_iter()
            .map(|l| {
                let id: LanguageIdentifier = l.code().parse().expect("the codes are valid tags");
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // No invisible isolation marks around arguments: the text is drawn as it is.
                bundle.set_use_isolating(false);
                for (of, file, text) in FILES {
                    if *of != l.code() {
                        continue;
                    }
                    let resource = match FluentResource::try_new(text.to_string()) {
                        Ok(resource) => resource,
                        Err((resource, errors)) => {
                            problems.extend(errors.iter().map(|e| FileProblem {
                                file,
                                problem: e.to_string(),
                            }));
                            resource
                        }
                    };
                    if let Err(errors) = bundle.add_resource(resource) {
                        problems.extend(errors.iter().map(|e| FileProblem {
                            file,
                            problem: e.to_string(),
                        }));
                    }
                }
                (l, bundle)
            })
            .collect();
        (Locale { language, bundles }, problems)
    }

    /// The language shown.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Shows `language` from now on.
    pub fn set_language(&mut self, language: Language) {
        self.language = language;
    }

    fn bundle(&self, language: Language) -> &FluentBundle<FluentResource> {
        &self
            .bundles
            .iter()
            .find(|(l, _)| *l == language)
            .expect("every language has a bundle")
            .1
    }

    /// Whether `language` has the message `id`.
    pub fn has(&self, language: Language, id: &str) -> bool {
        self.bundle(language).has_message(id)
    }

    /// `msg` in the language shown; in English where that language lacks it, and as its id in
    /// brackets where no language has it (which a test forbids).
    pub fn text(&self, msg: &Msg) -> String {
        self.render(self.language, msg)
            .or_else(|| self.render(Language::English, msg))
            .unwrap_or_else(|| {
                warn!("no words for the message {}", msg.id);
                format!("[{}]", msg.id)
            })
    }

    /// `msg` in `language`, with the problems met (an unknown argument, a missing message).
    pub fn render_checked(&self, language: Language, msg: &Msg) -> Result<String, String> {
        let bundle = self.bundle(language);
        let message = bundle
            .get_message(&msg.id)
            .ok_or_else(|| format!("no message {}", msg.id))?;
        let pattern = message
            .value()
            .ok_or_else(|| format!("the message {} has no value", msg.id))?;
        let mut args = FluentArgs::new();
        for (name, value) in &msg.args {
            let value: FluentValue = match value {
                Arg::Text(text) => FluentValue::String(Cow::Owned(text.clone())),
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Msg(inner) => FluentValue::String(Cow::Owned(self.inner(language, inner)?)),
                Arg::List(items) => FluentValue::String(Cow::Owned(
                    items
                        .iter()
                        .map(|m| self.inner(language, m))
                        .collect::<Result<Vec<_>, _>>()?
                        .join(", "),
                )),
            };
            args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        match errors.first() {
            Some(error) => Err(format!("{}: {error}", msg.id)),
            None => Ok(text.into_owned()),
        }
    }

    /// A message inside another: in the same language, else in English.
    fn inner(&self, language: Language, msg: &Msg) -> Result<String, String> {
        self.render_checked(language, msg)
            .or_else(|_| self.render_checked(Language::English, msg))
    }

    fn render(&self, language: Language, msg: &Msg) -> Option<String> {
        match self.render_checked(language, msg) {
            Ok(text) => Some(text),
            Err(problem) => {
                if self.has(language, &msg.id) {
                    warn!("the message {} in {}: {problem}", msg.id, language.code());
                }
                None
            }
        }
    }

    /// A message without arguments, in the language shown.
    pub fn t(&self, id: &'static str) -> String {
        self.text(&Msg::new(id))
    }

    /// Every message id of `language`'s files.
    pub fn ids(language: Language) -> Vec<String> {
        FILES
            .iter()
            .filter(|(l, _, _)| *l == language.code())
            .flat_map(|(_, _, text)| {
                let resource = match FluentResource::try_new(text.to_string()) {
                    Ok(r) | Err((r, _)) => r,
                };
                resource
                    .entries()
                    .filter_map(|entry| match entry {
                        fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                        _ => None,
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }
}

impl Default for Locale {
    fn default() -> Self {
        let (locale, problems) = Locale::new(Language::of_system());
        for problem in problems {
            error!("{problem}");
        }
        locale
    }
}

/// The message a text shows (on a text, or on a button whose child is its text): drawn in the
/// language shown, and again whenever it changes.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Words(pub Msg);

/// The words, in the language of the setting (kept in the settings by the windowed app).
pub fn plugin(app: &mut App) {
    app.register_type::<LanguageSetting>();
    app.init_resource::<LanguageSetting>();
    app.init_resource::<Locale>();
    app.add_systems(
        PreUpdate,
        follow_the_setting.run_if(resource_changed::<LanguageSetting>),
    );
    app.add_systems(PostUpdate, draw_words);
}

fn draw_words(
    locale: Res<Locale>,
    words: Query<(Entity, Ref<Words>)>,
    children: Query<&Children>,
    mut texts: Query<&mut Text>,
    mut table_texts: Query<&mut Text2d>,
) {
    for (entity, msg) in &words {
        if !msg.is_changed() && !locale.is_changed() {
            continue;
        }
        let line = locale.text(&msg.0);
        // The entity's own text, else its first descendant's: a UI text or one on the table.
        for target in std::iter::once(entity).chain(children.iter_descendants(entity)) {
            if let Ok(mut text) = texts.get_mut(target) {
                crate::text::write(&mut text, &line);
                break;
            }
            if let Ok(mut text) = table_texts.get_mut(target) {
                crate::text::write(&mut text, &line);
                break;
            }
        }
    }
}

fn follow_the_setting(setting: Res<LanguageSetting>, mut locale: ResMut<Locale>) {
    let language = setting.language();
    if locale.language() != language {
        locale.set_language(language);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The language files parse, and define no message twice.
    #[test]
    fn every_language_file_reads_cleanly() {
        let (_, problems) = Locale::new(Language::English);
        assert!(problems.is_empty(), "{problems:?}");
    }

    /// Every message of English is in every other language, and no language has one English
    /// lacks (a message English lacks is a typo of an id).
    #[test]
    fn every_language_has_every_message() {
        let english = Locale::ids(Language::English);
        for language in Language::ALL {
            let ids = Locale::ids(language);
            for id in &english {
                assert!(ids.contains(id), "{} lacks {id}", language.code());
            }
            for id in &ids {
                assert!(
                    english.contains(id),
                    "{} has {id}, which English lacks",
                    language.code()
                );
            }
        }
    }

    /// A count chooses the plural by each language's rules: French counts 0 and 1 alike.
    #[test]
    fn plurals_follow_each_language() {
        let (mut locale, _) = Locale::new(Language::English);
        let decisions = |n: i64| Msg::new("decision-count").with("count", n);
        assert_eq!(locale.text(&decisions(0)), "0 decisions");
        assert_eq!(locale.text(&decisions(1)), "1 decision");
        locale.set_language(Language::French);
        assert_eq!(locale.text(&decisions(0)), "0 décision");
        assert_eq!(locale.text(&decisions(2)), "2 décisions");
    }

    /// A tag from the system or the browser picks the game's language by its primary subtag.
    #[test]
    fn a_system_tag_picks_a_language() {
        assert_eq!(Language::of_tag("fr-CA"), Some(Language::French));
        assert_eq!(Language::of_tag("en_GB.UTF-8"), Some(Language::English));
        assert_eq!(Language::of_tag("de-DE"), None);
    }

    /// The French messages whose comment in their file says `Same in English: <why>`.
    fn marked_same_in_both() -> Vec<String> {
        FILES
            .iter()
            .filter(|(code, _, _)| *code == Language::French.code())
            .flat_map(|(_, _, text)| {
                // The full parse: the runtime's drops comments.
                let resource = match fluent_syntax::parser::parse(*text) {
                    Ok(r) | Err((r, _)) => r,
                };
                resource
                    .body
                    .into_iter()
                    .filter_map(|entry| match entry {
                        fluent_syntax::ast::Entry::Message(m)
                            if m.comment.as_ref().is_some_and(|c| {
                                c.content.iter().any(|l| l.starts_with("Same in English: "))
                            }) =>
                        {
                            Some(m.id.name.to_string())
                        }
                        _ => None,
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    /// No English is left in French: every message reads otherwise in French than in English,
    /// but for the few that are the same words in both, each marked so in its French file
    /// (`# Same in English: <why>` above it: a language's name, a card both editions print
    /// alike, a pattern of arguments and signs).
    #[test]
    fn french_says_everything_in_french() {
        let same_in_both = marked_same_in_both();
        assert!(
            same_in_both.iter().any(|id| id == "hud-menu"),
            "the marks are read: {same_in_both:?}"
        );
        let (locale, _) = Locale::new(Language::English);
        let raw = |language: Language, id: &str| -> String {
            let bundle = locale.bundle(language);
            let pattern = bundle.get_message(id).and_then(|m| m.value());
            let mut errors = Vec::new();
            pattern.map_or(String::new(), |p| {
                bundle.format_pattern(p, None, &mut errors).into_owned()
            })
        };
        let mut english_in_french = Vec::new();
        for id in Locale::ids(Language::English) {
            let (en, fr) = (raw(Language::English, &id), raw(Language::French, &id));
            assert!(!fr.is_empty(), "{id} has no French");
            if en == fr && !same_in_both.contains(&id) {
                english_in_french.push(id);
            }
        }
        assert!(english_in_french.is_empty(), "{english_in_french:?}");
    }

    /// A message no language has shows as its id in brackets, never as nothing.
    #[test]
    fn a_missing_message_shows_its_id() {
        let (locale, _) = Locale::new(Language::French);
        assert_eq!(
            locale.text(&Msg::new("no-such-message")),
            "[no-such-message]"
        );
    }
}
