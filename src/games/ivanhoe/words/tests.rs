use super::*;
use ivanhoe_rules::display_total;
use shell::locale::{Language, Locale};

/// What the rules card says a display card counts in a tournament of `colour`: "counts N",
/// or "or M in green" for green.
fn stated_value(text: &str, colour: Colour) -> u32 {
    let number_after = |key: &str| -> Option<u32> {
        let at = text.find(key)? + key.len();
        text[at..]
            .split(|c: char| !c.is_ascii_digit())
            .find(|w| !w.is_empty())?
            .parse()
            .ok()
    };
    if colour == Colour::Green
        && let Some(at) = text.find(" in green")
    {
        let before = &text[..at];
        let digits: String = before
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        return digits.chars().rev().collect::<String>().parse().unwrap();
    }
    number_after("counts ").expect("the text states a value")
}

/// Every display card's rules text states, for every tournament colour it may join, the
/// value the engine counts for it there (supporters count in purple too, and 1 in green;
/// every green card counts 1: RULINGS §1).
#[test]
fn display_card_texts_state_the_engines_values() {
    for card in Card::ALL {
        if !card.is_display_card() {
            continue;
        }
        let text = rules_text(card).to_string();
        for colour in Colour::ALL {
            let joins = card.colour().is_none_or(|c| c == colour);
            if !joins {
                assert!(
                    text.contains("only"),
                    "{text}: must say it joins its colour only"
                );
                continue;
            }
            assert_eq!(
                stated_value(&text, colour),
                display_total(&[card], Some(colour)),
                "{card:?} in {colour:?}: {text}"
            );
        }
        assert!(!text.contains("but purple"), "{text}");
    }
}

/// Text free of the engine's notation: no seat numbers or positions, no card codes in
/// capitals, no gendered pronouns; in French as in English, with every word found.
fn assert_for_players(msg: &Msg) {
    let french = Locale::new(Language::French).0;
    let rendered = french.render_checked(Language::French, msg);
    assert!(
        rendered.as_ref().is_ok_and(|t| !t.contains('[')),
        "{msg:?} in French: {rendered:?}"
    );
    let rendered = french.render_checked(Language::English, msg);
    assert!(rendered.is_ok(), "{msg:?} in English: {rendered:?}");
    let text = &msg.to_string();
    let lower = format!(" {} ", text.to_lowercase());
    assert!(!lower.contains("seat"), "{text}");
    assert!(!text.contains('#'), "{text}");
    assert!(
        !lower.contains(" he ") && !lower.contains(" his "),
        "{text}"
    );
    assert!(!lower.contains("display card 1"), "{text}");
    let shouting = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .any(|w| w.len() > 2 && w.chars().all(|c| c.is_ascii_uppercase()));
    assert!(!shouting, "engine notation in {text}");
}

/// Every refusal a player can meet in random games (each unplayable hand card, and every
/// illegal Stay, Withdraw, Ivanhoe or Pass) reads as words for players, from the engine's
/// typed errors (RULINGS §1's rules, never its notation).
#[test]
fn refusals_are_written_for_players() {
    use ivanhoe_rules::{Action, Options};
    use rules_core::{Game, GameRng, Status};
    let names: Vec<String> = ["Wilfred", "Rowena", "Brian", "Rebecca", "Cedric"]
        .map(String::from)
        .to_vec();
    let mut kinds = std::collections::HashSet::new();
    for seed in 0..12u64 {
        let players = 2 + seed as usize % 4;
        let mut events = Vec::new();
        let mut state = State::new_game(&Options::players(players), seed, &mut events).unwrap();
        let mut rng = GameRng::new(seed);
        let mut legal = Vec::new();
        while let Status::Decision(seat) = state.status() {
            let who = speaker(&names, Some(seat));
            state.legal_actions(&mut legal);
            for card in state.hand(seat).kinds() {
                let playable = legal
                    .iter()
                    .any(|a| matches!(a, Action::Play(p) if p.card() == card));
                if !playable {
                    assert_for_players(&why_not(&state, card, &who));
                }
            }
            for action in [
                Action::Stay,
                Action::Withdraw,
                Action::Ivanhoe,
                Action::Pass,
            ] {
                if let Err(error) = state.check(&action) {
                    kinds.insert(std::mem::discriminant(&error));
                    assert_for_players(&refusal(&error, seat, &state, &who));
                }
            }
            let action = legal[rng.below(legal.len())];
            state.apply(&action, &mut events).unwrap();
        }
    }
    assert!(kinds.len() >= 3, "several kinds of refusal were read");
}

/// An action card's targets are named by card, not by position (point 12): "Outwit: your
/// red 3 for Rowena's purple 4", whatever the play in random games.
#[test]
fn targets_are_named_by_their_cards() {
    use ivanhoe_rules::Options;
    use rules_core::{Game, GameRng, Status};
    let names: Vec<String> = ["Wilfred", "Rowena", "Brian", "Rebecca", "Cedric"]
        .map(String::from)
        .to_vec();
    let mut named = 0;
    for seed in 0..30u64 {
        let mut events = Vec::new();
        let mut state = State::new_game(&Options::players(4), seed, &mut events).unwrap();
        let mut rng = GameRng::new(seed);
        let mut legal = Vec::new();
        while let Status::Decision(seat) = state.status() {
            if let Some(pending) = state.pending() {
                let who = speaker(&names, Some(seat));
                let faces = |s: Seat, at| face_up_card(&state, s, at);
                let msg = play_words(pending.play, pending.actor, &who, &faces);
                assert_for_players(&msg);
                let text = msg.to_string();
                let aimed: Vec<(Seat, FaceUp)> = match pending.play {
                    Play::Dodge(t, i) => vec![(t, FaceUp::Display(i))],
                    Play::Retreat(i) => vec![(pending.actor, FaceUp::Display(i))],
                    Play::Outwit {
                        mine,
                        target,
                        theirs,
                    } => vec![(pending.actor, mine), (target, theirs)],
                    _ => Vec::new(),
                };
                for (s, at) in aimed {
                    let card = face_up_card(&state, s, at).expect("the target lies there");
                    assert!(text.contains(&card.name()), "{text} names {}", card.name());
                    named += 1;
                }
            }
            state.legal_actions(&mut legal);
            let action = legal[rng.below(legal.len())];
            state.apply(&action, &mut events).unwrap();
        }
    }
    assert!(named > 5, "{named} targets named");
}

/// Verbs and pronouns agree with "you" (the person at the screen) and with a name, in
/// both languages.
#[test]
fn you_take_the_plain_verb() {
    let names = vec!["Wilfred".to_string(), "Rowena".to_string()];
    let who = speaker(&names, Some(0));
    let played = |seat| {
        who.says("iv-played", seat)
            .with("card", card_name(Card::Charge))
    };
    assert_eq!(played(0).to_string(), "You play Charge.");
    assert_eq!(played(1).to_string(), "Rowena plays Charge.");
    let french = Locale::new(Language::French).0;
    assert_eq!(french.text(&played(0)), "Vous jouez Charge.");
    assert_eq!(french.text(&played(1)), "Rowena joue Charge.");
    let withdrew = who
        .says("iv-card-retreated", 0)
        .with("card", card_name(Card::R3));
    assert_eq!(withdrew.to_string(), "You take red 3 back into your hand.");
    let swapped = who.whose(1, Card::P4);
    assert_eq!(swapped.to_string(), "Rowena's purple 4");
    assert_eq!(french.text(&swapped), "le 4 violet de Rowena");
    assert_eq!(french.text(&who.whose(0, Card::P4)), "votre 4 violet");
}

/// The person at the screen, playing alone, is "you" in every line and flash whose player
/// is a seat (issue 45), its verb agreeing in both languages ("You play", "Vous jouez",
/// "Vous êtes protégé"); the same lines said of a seat by name keep the third person
/// ("Wilfred plays", "Wilfred joue"). The events are every one whose line has a player as
/// its subject (the Ivanhoe flash only names its player: "Ivanhoe! — Wilfred").
#[test]
fn every_line_agrees_with_you() {
    use ivanhoe_rules::events::Origin;
    use table::speaker::agreement;
    let names: Vec<String> = ["Wilfred", "Rowena"].map(String::from).to_vec();
    let events = [
        Event::Dealt {
            dealer: 0,
            hands: Vec::new(),
        },
        Event::HandRevealed {
            seat: 0,
            hand: vec![Card::Charge],
        },
        Event::TournamentStarted {
            starter: 0,
            colour: Colour::Red,
        },
        Event::CardPlayed {
            seat: 0,
            card: Card::R3,
        },
        Event::ActionPlayed {
            seat: 0,
            play: Play::BreakLance(1),
        },
        Event::Kept {
            seat: 0,
            position: 0,
            card: Card::R3,
        },
        Event::ActionCancelled {
            by: 0,
            card: Card::Charge,
        },
        Event::Discarded {
            seat: 0,
            card: Card::R3,
            from: Origin::Display(0),
        },
        Event::CardMoved {
            from: 1,
            to: 0,
            card: Card::R3,
        },
        Event::CardRetreated {
            seat: 0,
            position: 0,
            card: Card::R3,
        },
        Event::CardTaken {
            from: 1,
            to: 0,
            card: None,
        },
        Event::Swapped {
            seat: 0,
            mine: FaceUp::Display(0),
            my_card: Card::R3,
            target: 1,
            theirs: FaceUp::Display(0),
            their_card: Card::P4,
            my_card_to: FaceUp::Display(0),
            their_card_to: FaceUp::Display(0),
        },
        Event::ShieldPlaced { seat: 0 },
        Event::StunnedPlaced { by: 1, seat: 0 },
        Event::Stayed { seat: 0, total: 9 },
        Event::Withdrew { seat: 0 },
        Event::TokenReturned {
            seat: 0,
            colour: Colour::Blue,
        },
        Event::TournamentWon {
            seat: 0,
            colour: Colour::Yellow,
        },
        Event::TokenWon {
            seat: 0,
            colour: Colour::Green,
        },
        Event::GameWon { seat: 0 },
    ];
    let locale = Locale::new(Language::English).0;
    // Ivanhoe's flash names the knight alone ("Ivanhoé! — Wilfred"): no verb to agree.
    let (told, wrong) = agreement::check_events(
        &locale,
        "Wilfred",
        &events,
        &["iv-flash-ivanhoe"],
        |event, you| {
            let who = speaker(&names, you);
            let flashed = flash(event, &who).map(|(msg, _)| msg);
            describe(event, &who, &|_, _| None)
                .into_iter()
                .chain(flashed)
                .collect()
        },
    );
    assert!(told.len() >= 21, "{} messages told: {told:?}", told.len());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every event of random matches has its line (but draws, passes and turns, shown on the
/// table), and every line and flash reads in both languages with every word found.
#[test]
fn every_event_is_told_in_both_languages() {
    use ivanhoe_rules::Options;
    use rules_core::{Game, GameRng, Status};
    let names: Vec<String> = ["Wilfred", "Rowena", "Brian", "Rebecca", "Cedric"]
        .map(String::from)
        .to_vec();
    let mut told = std::collections::HashSet::new();
    for seed in 0..20u64 {
        let players = 2 + seed as usize % 4;
        let mut events = Vec::new();
        let mut state = State::new_game(&Options::players(players), seed, &mut events).unwrap();
        let mut rng = GameRng::new(seed);
        let mut legal = Vec::new();
        let mut model = FaceUpCards::new(players);
        loop {
            for event in events.drain(..) {
                let who = speaker(&names, Some((seed % 2) as usize));
                let line = describe(&event, &who, &|s, at| model.face_up(s, at));
                model.apply(&event);
                let silent = matches!(
                    event,
                    Event::TurnStarted { .. } | Event::Drew { .. } | Event::Passed { .. }
                );
                assert_eq!(line.is_none(), silent, "{event:?}");
                if let Some(line) = line {
                    assert_for_players(&line);
                    told.insert(std::mem::discriminant(&event));
                }
                if let Some((flash, _)) = flash(&event, &who) {
                    assert_for_players(&flash);
                }
            }
            let Status::Decision(_) = state.status() else {
                break;
            };
            state.legal_actions(&mut legal);
            let action = legal[rng.below(legal.len())];
            state.apply(&action, &mut events).unwrap();
        }
    }
    assert!(told.len() >= 15, "{} kinds of event told", told.len());
}

/// Every card's name and rules text read in both languages.
#[test]
fn every_card_is_named_and_explained_in_both_languages() {
    for card in Card::ALL {
        assert_for_players(&rules_card(card));
        for form in [Form::The, Form::Bare, Form::Start] {
            assert_for_players(&card_words(card, form));
        }
    }
}

/// The rules' first page is cut into its three paragraphs at its blank lines.
#[test]
fn the_first_rules_page_is_cut_into_paragraphs() {
    let (locale, _) = Locale::new(Language::English);
    let book =
        shell::screens::rules::Book::of(<ivanhoe_rules::State as rules_core::Game>::NAME, &locale);
    let first = book.paragraphs(0, |m| locale.text(m));
    assert_eq!(first.len(), 3, "Ivanhoe's first page: {first:?}");
}
