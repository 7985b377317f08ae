//! Whether a line agrees with the person it speaks to, for the games' tests (issue 45:
//! "You draws", "Vous pioche"). A rule of thumb over words, not a grammar: it reads the
//! word that follows each "you" or "vous" (an object, "from you." or "chez vous :", is
//! followed by no word and passes).
//!
//! - English: that word is not in the third person singular, which ends in a single "s"
//!   ("draws", "is", "has", "wins"): the plain verbs of the lines that end in "s" end in
//!   "ss" ("pass"). "now" between them is skipped ("you now own"). "You's" is never
//!   written ("your").
//! - French: past the pronouns that may stand between ("ne", "vous", "en"...) and an elided
//!   "n'", the verb ends in "-ez" ("piochez", "avez", "pouvez") or is one of the three that
//!   do not ("êtes", "faites", "dites"): never "joue", "pioche", "prend", "a", "est".

use shell::locale::{Language, Locale, Msg};

/// What ends a word in a line.
const MARKS: &[char] = &['.', ',', ';', ':', '!', '?', '(', ')'];
/// The pronouns that may stand between a French subject and its verb.
const PRONOUNS: &[&str] = &[
    "ne", "vous", "en", "y", "le", "la", "les", "lui", "leur", "se",
];
/// French verbs of the second person plural that do not end in "-ez".
const IRREGULAR: &[&str] = &["êtes", "faites", "dites"];
/// The words that call the person at the screen "you", in English and in French.
const YOU: [&[&str]; 2] = [&["you", "your"], &["vous", "votre", "vos", "vôtre"]];

/// A word of a line, lowercase, without the marks that end it.
fn word(token: &str) -> String {
    token.trim_end_matches(MARKS).to_lowercase()
}

/// Whether `w` is a word (not a number, nor a mark standing alone).
fn is_word(w: &str) -> bool {
    !w.is_empty() && w.chars().all(char::is_alphabetic)
}

/// The French verb from `tokens[at]` on: past the pronouns, without an elided "n'",
/// "l'" or "s'".
fn french_verb(tokens: &[&str], at: usize) -> Option<String> {
    let verb = tokens
        .iter()
        .skip(at)
        .map(|t| word(t))
        .find(|w| !PRONOUNS.contains(&w.as_str()))?;
    for elided in ["n'", "l'", "s'", "n’", "l’", "s’"] {
        if let Some(rest) = verb.strip_prefix(elided) {
            return Some(rest.to_string());
        }
    }
    Some(verb)
}

/// What is wrong with "you" in an English line: a verb in the third person after it,
/// or "you's".
pub fn english(text: &str) -> Vec<String> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut wrong = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let lower = token.to_lowercase();
        if lower.starts_with("you's") || lower.starts_with("you’s") {
            wrong.push(format!("{token:?} in {text:?}"));
        }
        if lower != "you" {
            continue;
        }
        let verb = tokens
            .iter()
            .skip(i + 1)
            .map(|t| word(t))
            .find(|w| w.as_str() != "now");
        if let Some(verb) = verb
            && is_word(&verb)
            && verb.ends_with('s')
            && !verb.ends_with("ss")
        {
            wrong.push(format!("\"you {verb}\" in {text:?}"));
        }
    }
    wrong
}

/// What is wrong with "vous" in a French line: a verb not in the second person plural
/// after it.
pub fn french(text: &str) -> Vec<String> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut wrong = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        if token.to_lowercase() != "vous" {
            continue;
        }
        if let Some(verb) = french_verb(&tokens, i + 1)
            && is_word(&verb)
            && !verb.ends_with("ez")
            && !IRREGULAR.contains(&verb.as_str())
        {
            wrong.push(format!("\"vous {verb}\" in {text:?}"));
        }
    }
    wrong
}

/// What is wrong with a line said to the person at the screen, whose seat is `name`,
/// in English and in French: it calls them "you" ("vous", "votre"), never by name, and
/// its verbs agree.
pub fn said_to_you(english_text: &str, french_text: &str, name: &str) -> Vec<String> {
    let mut wrong = english(english_text);
    wrong.extend(french(french_text));
    for (text, you) in [english_text, french_text].into_iter().zip(YOU) {
        if text.contains(name) {
            wrong.push(format!("{name} by name in {text:?}"));
        }
        if !text
            .split_whitespace()
            .any(|t| you.contains(&word(t).as_str()))
        {
            wrong.push(format!("no \"you\" in {text:?}"));
        }
    }
    wrong
}

/// What is wrong with a line said of seat `name` to someone else, in English and in
/// French: it names them, with no "you", and the verb after the name keeps the third
/// person: in English a word ending in "s" ("draws", "is", "has") or "cannot" (a name
/// in a shared subject, "Rowena and Wilfred share", or before a mark or "'s" is not
/// read); in French no "-ez" nor "êtes".
pub fn said_by_name(english_text: &str, french_text: &str, name: &str) -> Vec<String> {
    let mut wrong = Vec::new();
    for (text, you) in [english_text, french_text].into_iter().zip(YOU) {
        if !text.contains(name) {
            wrong.push(format!("no {name} in {text:?}"));
        }
        if text
            .split_whitespace()
            .any(|t| you.contains(&word(t).as_str()))
        {
            wrong.push(format!("\"you\" in {text:?}"));
        }
    }
    let tokens: Vec<&str> = english_text.split_whitespace().collect();
    for (i, token) in tokens.iter().enumerate() {
        if *token != name || (i > 0 && tokens[i - 1] == "and") {
            continue;
        }
        let Some(next) = tokens.get(i + 1).map(|t| word(t)) else {
            continue;
        };
        if is_word(&next) && next != "and" && next != "cannot" && !next.ends_with('s') {
            wrong.push(format!("\"{name} {next}\" in {english_text:?}"));
        }
    }
    let tokens: Vec<&str> = french_text.split_whitespace().collect();
    for (i, token) in tokens.iter().enumerate() {
        if *token != name {
            continue;
        }
        if let Some(verb) = french_verb(&tokens, i + 1)
            && (verb.ends_with("ez") || IRREGULAR.contains(&verb.as_str()))
        {
            wrong.push(format!("\"{name} {verb}\" in {french_text:?}"));
        }
    }
    wrong
}

/// Says every one of `events` to the person at the screen (seat 0, "you") and by name (nobody
/// is "you"), through `say` (a game's log line and flash for an event, with the seat 0 that is
/// "you" or none); checks each line's agreement in English and French (the person's name is
/// `person`), but those whose message id is in `no_verb` (a line with no verb to agree).
/// Returns the message ids said, and every problem found, in words.
pub fn check_events<E>(
    locale: &Locale,
    person: &str,
    events: &[E],
    no_verb: &[&str],
    mut say: impl FnMut(&E, Option<usize>) -> Vec<Msg>,
) -> (std::collections::HashSet<String>, Vec<String>) {
    let mut told = std::collections::HashSet::new();
    let mut wrong = Vec::new();
    for event in events {
        for you in [Some(0), None] {
            for msg in say(event, you) {
                told.insert(msg.id().to_string());
                if !no_verb.contains(&msg.id()) {
                    wrong.extend(check_line(locale, person, you.is_some(), &msg));
                }
            }
        }
    }
    (told, wrong)
}

/// One line rendered in English and French and checked: said to the person at the screen
/// (`to_you`), whose name is `person`, or of a seat by name. Its problems, in words (a line that
/// does not render is one).
fn check_line(locale: &Locale, person: &str, to_you: bool, msg: &Msg) -> Vec<String> {
    let english = locale.render_checked(Language::English, msg);
    let french = locale.render_checked(Language::French, msg);
    let (Ok(english), Ok(french)) = (english, french) else {
        return vec![format!("{} does not render", msg.id())];
    };
    if to_you {
        said_to_you(&english, &french, person)
    } else {
        said_by_name(&english, &french, person)
    }
}
