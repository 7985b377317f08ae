use super::*;
use bots::Bot;
use knights_ninjas_rules::{Action, Options};
use rules_core::{Game, Status};
use shell::locale::Language;

fn names() -> Vec<String> {
    ["Rowena", "Brian", "Rebecca", "Isaac", "Wilfred", "Cedric"]
        .map(String::from)
        .to_vec()
}

/// `msg` in every language, each checked: no missing message or argument, no id in brackets.
fn render_everywhere(locale: &Locale, msg: &Msg) {
    for language in Language::ALL {
        let text = locale
            .render_checked(language, msg)
            .unwrap_or_else(|problem| panic!("{} {problem}", language.code()));
        assert!(
            !text.is_empty() && !text.contains('[') && !text.contains('{'),
            "{} {}: {text:?}",
            language.code(),
            msg.id()
        );
    }
}

/// Every card says what it does, in words free of "his" and "her" for players.
#[test]
fn every_card_has_rules_text() {
    for &card in <Card as rules_core::CardKind>::ALL {
        let text = card_text(card).to_string();
        assert!(!text.is_empty());
        assert!(!text.contains(" his ") && !text.contains(" him "), "{text}");
    }
}

/// Every card has its own name in every language (a typo of a code would fall back on the
/// Jester's).
#[test]
fn every_card_has_its_own_name() {
    let (locale, _) = Locale::new(Language::English);
    for language in Language::ALL {
        let mut seen = std::collections::HashSet::new();
        for &card in <Card as rules_core::CardKind>::ALL {
            for msg in [card_name(card), a_card(card), card_text(card)] {
                render_everywhere(&locale, &msg);
            }
            let name = locale.render_checked(language, &card_name(card)).unwrap();
            assert!(seen.insert(name.clone()), "{name} twice");
        }
    }
}

/// Plays read as players say them: a revolt, a Jester standing for a card.
#[test]
fn plays_in_words() {
    assert_eq!(
        play_words(Play::revolt(3, 0)).to_string(),
        "a revolt of 3 Peasants"
    );
    assert_eq!(
        play_words(Play::jester(Card::Dragon)).to_string(),
        "a Jester as a Dragon"
    );
    assert_eq!(
        play_words(Play::card(Card::Archer)).to_string(),
        "an Archer"
    );
    assert_eq!(gems(1).to_string(), "1 gem");
    let (mut locale, _) = Locale::new(Language::French);
    assert_eq!(
        locale.text(&play_words(Play::card(Card::Ladder))),
        "une Échelle"
    );
    assert_eq!(
        locale.text(&play_words(Play::revolt(1, 2))),
        "une révolte d'un Paysan et de 2 Bouffons déguisés en Paysans"
    );
    locale.set_language(Language::English);
    assert_eq!(
        locale.text(&play_words(Play::revolt(1, 2))),
        "a revolt of 1 Peasant and 2 Jesters as Peasants"
    );
}

/// Counts of gems and their verbs agree in number (play-test: "1 gem fly", "1 gem leave",
/// "1 gem reach"), in both languages.
#[test]
fn gems_and_their_verbs_agree() {
    let names: Vec<String> = ["Rowena", "Brian"].map(String::from).to_vec();
    let who = speaker(&names, None);
    let left = |n| {
        describe(
            &Event::GemsTaken {
                from: 0,
                to: 1,
                gems: n,
            },
            &who,
            None,
        )
        .expect("a line")
    };
    assert_eq!(
        left(1).to_string(),
        "1 gem leaves Rowena's kingdom for Brian."
    );
    assert_eq!(
        left(2).to_string(),
        "2 gems leave Rowena's kingdom for Brian."
    );
    let arrived = describe(
        &Event::GemsArrived {
            seat: 1,
            gems: 1,
            total: 4,
        },
        &who,
        None,
    )
    .expect("a line");
    assert_eq!(
        arrived.to_string(),
        "1 gem reaches Brian, who now owns 4 gems."
    );
    let (locale, _) = Locale::new(Language::French);
    assert_eq!(
        locale.text(&left(1)),
        "1 gemme quitte le royaume de Rowena pour celui de Brian."
    );
    assert_eq!(
        locale.text(&left(3)),
        "3 gemmes quittent le royaume de Rowena pour celui de Brian."
    );
    assert_eq!(
        locale.text(&arrived),
        "1 gemme arrive chez Brian, qui en possède désormais 4."
    );
}

/// The log says every step in words: a Traitor names the card it turns round.
#[test]
fn a_traitor_names_the_card_it_turns() {
    let names: Vec<String> = ["Rowena", "Brian"].map(String::from).to_vec();
    let line = describe(
        &Event::Traitored { by: 0, against: 1 },
        &speaker(&names, None),
        Some(Play::card(Card::Knight)),
    )
    .expect("a line");
    assert_eq!(
        line.to_string(),
        "Rowena's Traitor turns the Knight against Brian."
    );
}

/// Shared winners are named as people say them: "Rowena, Brian and Rebecca" and
/// "Rowena, Brian et Rebecca".
#[test]
fn shared_winners_are_named_with_and() {
    let won = Event::DeckRanOut {
        winners: vec![0, 1, 2],
        gems: 4,
    };
    let (flash, _) = flash(&won, &speaker(&names(), None)).expect("a flash");
    assert_eq!(flash.to_string(), "Rowena, Brian and Rebecca win the game!");
    let (locale, _) = Locale::new(Language::French);
    assert_eq!(
        locale.text(&flash),
        "Rowena, Brian et Rebecca gagnent la partie !"
    );
    let alone = Event::DeckRanOut {
        winners: vec![1],
        gems: 1,
    };
    assert_eq!(
        describe(&alone, &speaker(&names(), None), None)
            .expect("a line")
            .to_string(),
        "The deck ran out at the lowest target: Brian wins with 1 gem."
    );
}

/// Every refusal of the rules, for every card it may name, reads in every language.
#[test]
fn every_refusal_reads_in_every_language() {
    let (locale, _) = Locale::new(Language::English);
    let names = names();
    for &role in <Card as rules_core::CardKind>::ALL {
        let other = Card::Jester;
        for error in [
            RuleError::GameOver,
            RuleError::WrongDecision {
                expected: "'end'",
                action: "pass".into(),
            },
            RuleError::NotInHand {
                cards: "KNIGHT".into(),
            },
            RuleError::OneAtATime {
                play: Play::card(role),
            },
            RuleError::OneAtATime {
                play: Play::revolt(2, 1),
            },
            RuleError::NotAnAttackCard { role },
            RuleError::NotAResponse { role },
            RuleError::NotAFortification { role },
            RuleError::NotAHighwayman { role },
            RuleError::Rival {
                target: 9,
                why: "there is no such seat",
            },
            RuleError::Rival {
                target: 1,
                why: "a player attacks a rival",
            },
            RuleError::OneRival { rival: 2 },
            RuleError::MinstrelProtects { seat: 1 },
            RuleError::CastleBlocks { seat: 1, role },
            RuleError::ArcherBlocks { seat: 1, role },
            RuleError::LadderUnderArcher { seat: 1 },
            RuleError::DragonArcher { seat: 1 },
            RuleError::NeedsCastle { seat: 1, role },
            RuleError::CastleScaled { seat: 1 },
            RuleError::NeedsArcher { seat: 1 },
            RuleError::OneOfAKind { seat: 1, role },
            RuleError::StoppedOnlyByEnemies {
                attack: role,
                response: other,
            },
            RuleError::PrincessTarget { attack: role },
            RuleError::TraitorTarget { attack: role },
            RuleError::ExecutionerTarget { attack: role },
            RuleError::StrengthResponse {
                attack: role,
                response: other,
            },
            RuleError::MustDiscard,
        ] {
            render_everywhere(&locale, &refusal(&error, &names, None));
        }
    }
}

/// Every button and choice the prompt may offer is labelled in every language.
#[test]
fn every_button_reads_in_every_language() {
    use super::super::human::{Btn, Pick};
    let (locale, _) = Locale::new(Language::English);
    let names = names();
    let mut picks = vec![
        Pick::Revolt {
            peasants: 3,
            jesters: 0,
        },
        Pick::Revolt {
            peasants: 0,
            jesters: 2,
        },
        Pick::Revolt {
            peasants: 1,
            jesters: 1,
        },
        Pick::Rival(1),
    ];
    for &card in <Card as rules_core::CardKind>::ALL {
        picks.extend([Pick::Card(card), Pick::StandsFor(card)]);
    }
    for b in [
        Btn::Fortify,
        Btn::Discard,
        Btn::Pass,
        Btn::End,
        Btn::Steal,
        Btn::Back,
    ] {
        picks.push(Pick::Button(b));
    }
    for pick in picks {
        for in_flight in [None, Some(1), Some(3)] {
            render_everywhere(
                &locale,
                &super::super::human::label(pick, &names, in_flight),
            );
        }
    }
}

/// Whole matches of computer players at 2 to 6 seats: every event's cue (its log line and
/// flash) and every refusal the rules give on the way read in every language, and every
/// event that had a log line still has one.
#[test]
fn every_cue_of_whole_matches_reads_in_every_language() {
    let (locale, _) = Locale::new(Language::English);
    let names = names();
    let silent = ["passed", "cards_discarded", "turn_ended"];
    let mut kinds = std::collections::HashSet::new();
    for players in 2..=6 {
        let names = &names[..players];
        for seed in 1..=3u64 {
            let mut events = Vec::new();
            let mut state = knights_ninjas_rules::State::new_game(
                &Options::players(players),
                seed,
                &mut events,
            )
            .unwrap();
            let mut bots: Vec<_> = (0..players)
                .map(|s| knights_ninjas_rules::players::Heuristic::new(seed * 10 + s as u64))
                .collect();
            let mut attack = None;
            let mut legal = Vec::new();
            // One seat, a different one in each match, as the person playing alone at the
            // screen, who reads "you".
            let by_name = speaker(names, None);
            let to_you = speaker(names, Some(seed as usize % players));
            for _ in 0..5_000 {
                for event in events.drain(..) {
                    if let Event::AttackPlayed { play, .. } = &event {
                        attack = Some(*play);
                    }
                    kinds.insert(event.name());
                    let line = describe(&event, &by_name, attack);
                    assert_eq!(line.is_none(), silent.contains(&event.name()), "{event:?}");
                    line.iter()
                        .chain(flash(&event, &speaker(names, None)).map(|(m, _)| m).iter())
                        .for_each(|msg| render_everywhere(&locale, msg));
                    let line = describe(&event, &to_you, attack);
                    let flashed = flash(&event, &to_you).map(|(m, _)| m);
                    line.iter()
                        .chain(flashed.iter())
                        .for_each(|msg| render_everywhere(&locale, msg));
                }
                let Status::Decision(seat) = state.status() else {
                    break;
                };
                // What a person might try with each card of the hand, refused or not.
                let hand: Vec<Card> = state.hand(seat).iter().collect();
                for card in hand {
                    let play = Play::card(card);
                    let mut tries: Vec<Action> = (0..players)
                        .map(|target| Action::Attack { target, play })
                        .collect();
                    tries.extend([
                        Action::Fortify(play),
                        Action::Respond(play),
                        Action::Steal(play),
                        Action::End,
                    ]);
                    for action in tries {
                        if let Err(error) = state.check(&action) {
                            render_everywhere(&locale, &refusal(&error, names, Some(0)));
                        }
                    }
                }
                state.legal_actions(&mut legal);
                let observation = state.observe(seat);
                let action = bots[seat].choose(&observation, &legal);
                state.apply(&action, &mut events).unwrap();
            }
            assert!(
                matches!(state.status(), Status::Over(_)),
                "{players} seats, seed {seed}: ended"
            );
        }
    }
    for kind in ["attack_played", "gems_taken", "gems_arrived", "drew"] {
        assert!(kinds.contains(kind), "no {kind} in the matches");
    }
}

/// The person at the screen, playing alone, is "you" in every line and flash whose player
/// is a seat (issue 45, "Vous pioche"), its verb and possessive agreeing in both languages
/// ("You draw", "Your Traitor", "Vous piochez", "Votre Brigand"); the same lines said of a
/// seat by name keep the third person ("Rowena draws", "Rowena pioche"). The events are
/// every one whose line or flash has a player as its subject (or as the owner of its
/// subject: the gems leaving a kingdom); the rule of agreement is the kit's
/// (`table::speaker::agreement`).
#[test]
fn every_line_agrees_with_you() {
    use table::speaker::agreement;
    let (locale, _) = Locale::new(Language::English);
    let names = names();
    let knight = Play::card(Card::Knight);
    let events = [
        Event::Dealt {
            first: 0,
            hands: Vec::new(),
        },
        Event::TurnStarted { seat: 0, draws: 1 },
        Event::MinstrelDiscarded {
            seat: 0,
            card: Card::Minstrel,
        },
        Event::Drew {
            seat: 0,
            card: Some(Card::Knight),
        },
        Event::Drew {
            seat: 0,
            card: None,
        },
        Event::Fortified {
            seat: 0,
            play: Play::card(Card::Castle),
        },
        Event::Discarded {
            seat: 0,
            card: Card::Archer,
        },
        Event::AttackPlayed {
            attacker: 0,
            defender: 1,
            play: knight,
        },
        Event::Responded {
            seat: 0,
            play: Play::card(Card::King),
        },
        Event::Unanswered { seat: 0 },
        Event::Traitored { by: 0, against: 1 },
        Event::TakenByPrincess {
            by: 0,
            play: knight,
            card: Card::Knight,
        },
        Event::Executed {
            by: 0,
            play: Play::card(Card::Dragon),
        },
        Event::MinstrelStopped {
            by: 0,
            play: Play::card(Card::Ninja),
        },
        Event::Repelled { seat: 0 },
        Event::FortificationDestroyed {
            seat: 0,
            role: Card::Castle,
            card: Card::Castle,
            by: Card::Catapult,
        },
        Event::CastleScaled { seat: 0 },
        Event::GemsTaken {
            from: 0,
            to: 1,
            gems: 2,
        },
        Event::GemsTaken {
            from: 1,
            to: 0,
            gems: 1,
        },
        Event::HighwaymanSteal {
            by: 0,
            from: 1,
            gems: 2,
            play: Play::card(Card::Highwayman),
        },
        Event::GemsArrived {
            seat: 0,
            gems: 1,
            total: 4,
        },
        Event::GameWon {
            seat: 0,
            gems: 5,
            target: 5,
        },
        Event::DeckRanOut {
            winners: vec![0],
            gems: 1,
        },
        Event::DeckRanOut {
            winners: vec![0, 1],
            gems: 3,
        },
    ];
    let (told, wrong) = agreement::check_events(&locale, "Rowena", &events, &[], |event, you| {
        let who = speaker(&names, you);
        let flashed = flash(event, &who).map(|(msg, _)| msg);
        describe(event, &who, Some(knight))
            .into_iter()
            .chain(flashed)
            .collect()
    });
    assert!(told.len() >= 31, "{} messages told: {told:?}", told.len());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The person at the screen where another player acts: "Brian attacks you", with the
/// French pronoun before the verb ("Brian vous attaque", not "attaque vous"); gems leaving
/// for "le vôtre"; and among several winners, named last, the verb agreeing ("Brian et
/// vous vous partagez la victoire").
#[test]
fn you_are_named_where_another_player_acts() {
    let names = names();
    let who = speaker(&names, Some(0));
    let knight = Play::card(Card::Knight);
    let line = |event: Event| describe(&event, &who, Some(knight)).expect("a line");
    let attack = line(Event::AttackPlayed {
        attacker: 1,
        defender: 0,
        play: knight,
    });
    let traitor = line(Event::Traitored { by: 1, against: 0 });
    let gems = line(Event::GemsTaken {
        from: 1,
        to: 0,
        gems: 2,
    });
    let stolen = line(Event::HighwaymanSteal {
        by: 1,
        from: 0,
        gems: 2,
        play: Play::card(Card::Highwayman),
    });
    let shared = line(Event::DeckRanOut {
        winners: vec![0, 1],
        gems: 3,
    });
    let (flash, _) = flash(&Event::Traitored { by: 1, against: 0 }, &who).expect("a flash");
    assert_eq!(attack.to_string(), "Brian attacks you with a Knight.");
    assert_eq!(
        traitor.to_string(),
        "Brian's Traitor turns the Knight against you."
    );
    assert_eq!(gems.to_string(), "2 gems leave Brian's kingdom for you.");
    assert_eq!(
        stolen.to_string(),
        "Brian's Highwayman snatches 2 gems on the way to you."
    );
    assert_eq!(
        shared.to_string(),
        "The deck ran out at the lowest target: Brian and you share the win with 3 gems."
    );
    assert_eq!(flash.to_string(), "Traitor! Brian turns it on you");
    let (locale, _) = Locale::new(Language::French);
    assert_eq!(
        locale.text(&attack),
        "Brian vous attaque avec un Chevalier."
    );
    assert_eq!(
        locale.text(&traitor),
        "Le Traître de Brian retourne le Chevalier contre vous."
    );
    assert_eq!(
        locale.text(&gems),
        "2 gemmes quittent le royaume de Brian pour le vôtre."
    );
    assert_eq!(
        locale.text(&stolen),
        "Le Brigand de Brian s'empare de 2 gemmes en route vers vous."
    );
    assert_eq!(
        locale.text(&shared),
        "La pioche est épuisée à l'objectif le plus bas : Brian et vous vous partagez la victoire avec 3 gemmes."
    );
    assert_eq!(
        locale.text(&flash),
        "Trahison ! Brian retourne l'attaque contre vous"
    );
}
