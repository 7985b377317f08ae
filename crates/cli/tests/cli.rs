//! The command line as a user runs it: JSON on stdout, exit 0 / 1 / 2.

use std::path::PathBuf;
use std::process::Command;

fn cli(args: &[&str]) -> (i32, serde_json::Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_ivanhoe-cli"))
        .args(args)
        .output()
        .expect("the binary runs");
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}): {}",
            String::from_utf8_lossy(&out.stdout)
        )
    });
    (out.status.code().expect("exit code"), json)
}

fn temp(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ivanhoe-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn scenarios_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ivanhoe-rules/scenarios")
}

#[test]
fn simulate_reports_every_summary_field_and_no_violations() {
    let (code, json) = cli(&[
        "simulate",
        "--game",
        "ivanhoe",
        "--players",
        "3",
        "--games",
        "20",
        "--seed",
        "4",
    ]);
    assert_eq!(code, 0);
    for field in [
        "games",
        "completed",
        "draws",
        "wins_by_seat",
        "invariant_violations",
        "actions",
        "actions_per_sec",
        "games_per_sec",
    ] {
        assert!(json.get(field).is_some(), "missing {field}");
    }
    assert_eq!(json["completed"], 20);
    assert_eq!(json["invariant_violations"], 0);
    let wins: u64 = json["wins_by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(wins + json["draws"].as_u64().unwrap(), 20);
}

#[test]
fn simulate_refuses_a_bad_player_count() {
    let (code, json) = cli(&["simulate", "--players", "7", "--games", "1"]);
    assert_eq!(code, 2);
    assert!(json["error"].as_str().unwrap().contains("2 to 5 players"));
}

#[test]
fn scenario_exit_codes_distinguish_pass_failure_and_bad_input() {
    let sample = scenarios_dir().join("rulebook/sample-tournaments.json");
    let (code, json) = cli(&["scenario", sample.to_str().unwrap()]);
    assert_eq!(code, 0, "{json}");

    let failing = temp(
        "failing.json",
        r#"{"game":"ivanhoe","name":"wrong total","options":{"players":3},
            "position":{"turn":0,"colour":"red","hands":[["R4"],[],[]],"displays":[["R3"],["R5"],[]],"deck_rest":"shuffled"},
            "steps":[{"do":"0: play R4","expect":{"totals":[9,5,0]}}]}"#,
    );
    let (code, json) = cli(&["scenario", failing.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert_eq!(json["results"][0]["failures"][0]["expected"], "9");
    assert_eq!(json["results"][0]["failures"][0]["actual"], "7");

    let illegal = temp(
        "illegal.json",
        r#"{"game":"ivanhoe","name":"second maiden","options":{"players":3},
            "position":{"turn":0,"colour":"red","hands":[["M6"],[],[]],"displays":[["M6"],["R5"],[]],"deck_rest":"shuffled"},
            "steps":["0: play M6"]}"#,
    );
    let (code, json) = cli(&["scenario", illegal.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert_eq!(json["results"][0]["rule"], "maiden-limit");
    assert_eq!(json["results"][0]["step"], 0);

    let broken = temp("broken.json", "{ not json");
    let (code, json) = cli(&["scenario", broken.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        json["results"][0]["error"]
            .as_str()
            .unwrap()
            .contains("not JSON")
    );

    let missing = temp("missing.json", "");
    let _ = std::fs::remove_file(&missing);
    let (code, _) = cli(&["scenario", missing.to_str().unwrap()]);
    assert_eq!(code, 2);
}

#[test]
fn a_recorded_match_replays_to_the_same_state_and_a_tampered_one_does_not() {
    let record = temp("record.json", "");
    let (code, _) = cli(&[
        "simulate",
        "--players",
        "4",
        "--games",
        "1",
        "--seed",
        "9",
        "--record",
        record.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    let (code, json) = cli(&["replay", record.to_str().unwrap()]);
    assert_eq!(code, 0, "{json}");
    assert_eq!(json["confirmed"], true);

    let mut value: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
    value["final_state"] = serde_json::json!("0000");
    let tampered = temp("tampered.json", &value.to_string());
    let (code, json) = cli(&["replay", tampered.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(json["error"].as_str().unwrap().contains("differs"));

    value["actions"][0] = serde_json::json!("play R9");
    let bad_notation = temp("bad-notation.json", &value.to_string());
    let (code, json) = cli(&["replay", bad_notation.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(json["error"].as_str().unwrap().contains("action 0"));

    value["actions"][0] = serde_json::json!("stay");
    let illegal = temp("illegal-record.json", &value.to_string());
    let (code, json) = cli(&["replay", illegal.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(json["error"].as_str().unwrap().contains("refused by rule"));
}

#[test]
fn arena_reports_each_seat_kind_with_a_wilson_interval() {
    let (code, json) = cli(&[
        "arena",
        "--game",
        "ivanhoe",
        "--players",
        "3",
        "--games",
        "2",
        "--seed",
        "7",
        "--seats",
        "heuristic,random,easy",
    ]);
    assert_eq!(code, 0, "{json}");
    // Duplicate deals: every deal is played once per rotation of the seats.
    assert_eq!(json["games"], 6);
    assert_eq!(json["violations"], 0);
    let results = json["results"].as_array().expect("results");
    assert_eq!(results.len(), 3);
    for kind in results {
        for field in [
            "games",
            "wins",
            "win_rate",
            "ci95",
            "think_ms_mean",
            "think_ms_p95",
        ] {
            assert!(kind.get(field).is_some(), "missing {field} in {kind}");
        }
        let (low, high) = (
            kind["ci95"][0].as_f64().unwrap(),
            kind["ci95"][1].as_f64().unwrap(),
        );
        let rate = kind["win_rate"].as_f64().unwrap();
        assert!(low <= rate && rate <= high, "{kind}");
    }
}

#[test]
fn arena_refuses_a_seat_list_that_does_not_match_the_players() {
    let (code, json) = cli(&["arena", "--players", "4", "--seats", "random,random"]);
    assert_eq!(code, 2);
    assert!(
        json["error"].as_str().unwrap().contains("2 seat kinds"),
        "{json}"
    );
}

/// Issue 16: a player count far outside every game's seats is refused before anything is sized
/// by it (it used to overflow a capacity, exit 101, or abort on allocation).
#[test]
fn simulate_refuses_huge_player_counts_before_using_them() {
    for players in ["18446744073709551615", "4294967296"] {
        let (code, json) = cli(&["simulate", "--players", players, "--games", "1"]);
        assert_eq!(code, 2, "{json}");
        let error = json["error"].as_str().unwrap();
        assert!(
            error.contains("2 to 5 players") && error.contains(players),
            "{error}"
        );
    }
}

/// Issue 16: the game count is bounded (1 to 10,000,000), so a mistyped count is an error, not
/// a run with no end.
#[test]
fn simulate_refuses_a_game_count_over_its_bound() {
    let (code, json) = cli(&["simulate", "--games", "18446744073709551615"]);
    assert_eq!(code, 2, "{json}");
    let error = json["error"].as_str().unwrap();
    assert!(
        error.contains("--games") && error.contains("1..=10000000"),
        "{error}"
    );
}

/// Issue 16: an arena needs at least one thread to play on.
#[test]
fn arena_refuses_zero_threads() {
    let (code, json) = cli(&[
        "arena",
        "--players",
        "2",
        "--seats",
        "random,random",
        "--threads",
        "0",
    ]);
    assert_eq!(code, 2, "{json}");
    assert!(
        json["error"].as_str().unwrap().contains("--threads"),
        "{json}"
    );
}

/// Issue 16: a match record with a field the format does not have is refused naming it (as
/// scenarios are), so a misspelt `final_state` does not silently skip the confirmation.
#[test]
fn replay_refuses_a_record_with_an_unknown_field() {
    let record = temp(
        "unknown-field-record.json",
        r#"{"game":"ivanhoe","options":{"players":3},"seed":1,"actions":[],"final_sate":"00"}"#,
    );
    let (code, json) = cli(&["replay", record.to_str().unwrap()]);
    assert_eq!(code, 2, "{json}");
    assert!(
        json["error"].as_str().unwrap().contains("final_sate"),
        "{json}"
    );
}

/// Issue 16: an unknown field inside a step's `expect` is named, in every game's scenarios.
#[test]
fn scenario_names_an_unknown_field_inside_a_step() {
    for (game, action) in [
        ("ivanhoe", "colour red"),
        ("castle-lords", "offer K1"),
        ("knights-ninjas", "end"),
        ("skirmish", "play 1"),
    ] {
        let file = temp(
            &format!("unknown-in-step-{game}.json"),
            &format!(
                r#"{{"game":"{game}","name":"n","description":"d","steps":[{{"action":"{action}","expect":{{"totalz":[1]}}}}]}}"#
            ),
        );
        let (code, json) = cli(&["scenario", file.to_str().unwrap()]);
        assert_eq!(code, 2, "{json}");
        let error = json["results"][0]["error"].as_str().unwrap();
        assert!(
            error.contains("unknown field `totalz`") && !error.contains("untagged"),
            "{game}: {error}"
        );
    }
}

/// Issue 16 registry: `games` lists every game of rules_core::registry with its seats, rule
/// sets and options, and `--game` takes exactly those names.
#[test]
fn games_lists_the_registry_and_game_takes_its_names() {
    let (code, json) = cli(&["games"]);
    assert_eq!(code, 0);
    let games = json["games"].as_array().expect("a list");
    let names: Vec<&str> = games.iter().map(|g| g["name"].as_str().unwrap()).collect();
    // Every game of the catalogue, in its order (today Ivanhoe, Castle Lords, Of Knights and
    // Ninjas, Skirmish), so that a game added there needs no line here.
    let registry: Vec<&str> = catalogue::infos().iter().map(|i| i.name).collect();
    assert!(
        registry.contains(&"ivanhoe") && registry.len() >= 4,
        "{registry:?}"
    );
    assert_eq!(names, registry);
    assert_eq!(games[1]["seats"]["start"], 3);
    assert_eq!(games[1]["rule_sets"][2]["name"], "advanced");
    for name in names {
        let (code, json) = cli(&["simulate", "--game", name, "--players", "3", "--games", "1"]);
        assert_eq!(code, 0, "{name}: {json}");
    }
    let (code, json) = cli(&["simulate", "--game", "chess"]);
    assert_eq!(code, 2);
    assert!(
        json["error"].as_str().unwrap().contains("knights-ninjas"),
        "{json}"
    );
    let (code, json) = cli(&["simulate", "--game", "castle-lords", "--rules", "expert"]);
    assert_eq!(code, 2);
    assert!(
        json["error"].as_str().unwrap().contains("advanced"),
        "{json}"
    );
}

/// Issue 16: the scenario formats share the names of the same checks — `error: "any"`
/// for a refusal by any rule, `legal_includes` / `legal_excludes` / `legal_exactly`, and
/// `sees` for what a seat's observation shows.
#[test]
fn scenario_formats_share_the_common_checks() {
    for (game, wrong) in [
        ("ivanhoe", "stay"),
        ("castle-lords", "confirm"),
        ("knights-ninjas", "respond KING"),
        ("skirmish", "target 1"),
    ] {
        let passing = temp(
            &format!("common-{game}.json"),
            &format!(
                r#"{{"game":"{game}","name":"n","description":"d","seed":3,
                    "steps":[{{"action":"{wrong}","error":"any","expect":{{
                        "legal_excludes":["{wrong}"],"sees":{{"1":{{"seat":1}}}}}}}}]}}"#
            ),
        );
        let (code, json) = cli(&["scenario", passing.to_str().unwrap()]);
        assert_eq!(code, 0, "{game}: {json}");
        // The refusal, the state unchanged, the excluded action, what seat 1 sees.
        assert_eq!(json["results"][0]["checked"], 4, "{game}: {json}");

        let failing = temp(
            &format!("common-failing-{game}.json"),
            &format!(
                r#"{{"game":"{game}","name":"n","description":"d","seed":3,
                    "expect":{{"legal_exactly":[],"sees":{{"0":{{"seat":1}}}}}}}}"#
            ),
        );
        let (code, json) = cli(&["scenario", failing.to_str().unwrap()]);
        assert_eq!(code, 1, "{game}: {json}");
        let failures = json["results"][0]["failures"].as_array().unwrap();
        let what: Vec<&str> = failures
            .iter()
            .map(|f| f["what"].as_str().unwrap())
            .collect();
        assert_eq!(what, ["legal_exactly", "sees[0]"], "{game}");
    }
}

/// Issue 16 soak: every table of the registry is played, by random and heuristic players,
/// with invariants checked after every action and panics caught; none may be found.
#[test]
fn soak_plays_every_table_and_reports_no_problem() {
    let (code, json) = cli(&["soak", "--games", "48", "--threads", "2", "--seed", "3"]);
    assert_eq!(code, 0, "{json}");
    // Each rule set of each game at each seat count: today Ivanhoe 2-5, Castle Lords 3 rule sets
    // x 2-6, Of Knights and Ninjas 2-6, Skirmish 2-4, 27 tables.
    let tables: usize = catalogue::infos()
        .iter()
        .map(|i| i.rule_sets.len().max(1) * i.all_seats().count())
        .sum();
    assert!(tables >= 27, "{tables}");
    assert_eq!(json["tables"], tables);
    assert_eq!(json["completed"], 48);
    for field in [
        "invariant_violations",
        "refused_legal_actions",
        "empty_legal_lists",
        "illegal_bot_actions",
        "panics",
        "unfinished",
    ] {
        assert_eq!(json[field], 0, "{field}: {json}");
    }
    assert!(json["actions"].as_u64().unwrap() > 48);
    let (code, json) = cli(&["soak", "--games", "0"]);
    assert_eq!(code, 2, "{json}");
}

/// Nothing panics: a reader that stops reading early (`| head`) ends the command quietly, exit 0,
/// instead of a panic on the closed pipe.
#[test]
fn a_reader_that_goes_away_is_not_a_panic() {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ivanhoe-cli"))
        .args([
            "simulate",
            "--game",
            "ivanhoe",
            "--players",
            "3",
            "--games",
            "2000",
            "--seed",
            "1",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command starts");
    // Hang up before the games are played and the answer written.
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("the command ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}

/// `analyse` goes through a record of each game decision by decision: each has its seat and
/// action, and each real choice its chances (in 0..=1) before and after and what it cost
/// (never below 0, nothing for the search's own favourite); a bad record is refused, naming
/// the action.
#[test]
fn analyse_estimates_every_decision_of_a_record_of_each_game() {
    for (game, players) in [
        ("ivanhoe", "3"),
        ("castle-lords", "3"),
        ("knights-ninjas", "2"),
        ("skirmish", "3"),
    ] {
        let record = temp(&format!("analyse-{game}.json"), "");
        let (code, _) = cli(&[
            "simulate",
            "--game",
            game,
            "--players",
            players,
            "--games",
            "1",
            "--seed",
            "3",
            "--record",
            record.to_str().unwrap(),
        ]);
        assert_eq!(code, 0);
        let (code, json) = cli(&["analyse", record.to_str().unwrap(), "--iterations", "40"]);
        assert_eq!(code, 0, "{json}");
        let actions: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
        let decisions = json["decisions"].as_array().unwrap();
        assert_eq!(
            decisions.len(),
            actions["actions"].as_array().unwrap().len(),
            "{game}"
        );
        let mut choices = 0;
        for (i, d) in decisions.iter().enumerate() {
            assert_eq!(d["index"], i);
            assert_eq!(d["action"], actions["actions"][i]);
            if d["choices"].as_u64().unwrap() > 1 {
                choices += 1;
                let before = d["chance_before"].as_f64().unwrap();
                assert!((0.0..=1.0).contains(&before), "{d}");
                if let Some(after) = d["chance_after"].as_f64() {
                    assert!((0.0..=1.0).contains(&after), "{d}");
                    assert!(d["cost"].as_f64().unwrap() >= 0.0, "{d}");
                }
                if d["best"] == d["action"] {
                    assert_eq!(d["cost"].as_f64(), Some(0.0), "{d}");
                }
            }
        }
        assert!(choices > 0, "{game}: a match has real choices");
        assert!(json["outcome"]["winners"].is_array());
    }

    let record = temp("analyse-bad.json", "");
    cli(&[
        "simulate",
        "--players",
        "2",
        "--games",
        "1",
        "--record",
        record.to_str().unwrap(),
    ]);
    let mut value: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
    value["actions"][0] = serde_json::json!("stay");
    let illegal = temp("analyse-illegal.json", &value.to_string());
    let (code, json) = cli(&["analyse", illegal.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        json["error"].as_str().unwrap().contains("action 0"),
        "{json}"
    );
    let (code, json) = cli(&["analyse", "/no/such/record.json"]);
    assert_eq!(code, 2);
    assert!(
        json["error"].as_str().unwrap().contains("record.json"),
        "{json}"
    );
}

/// `calibrate` plays games, estimates decisions and reports each tenth of the estimates with
/// the share its seats won and a Wilson interval, and the Brier scores; a seat list that does
/// not fit the table is refused.
#[test]
fn calibrate_reports_tenths_and_brier_scores() {
    let (code, json) = cli(&[
        "calibrate",
        "--game",
        "knights-ninjas",
        "--players",
        "2",
        "--seats",
        "normal,easy",
        "--games",
        "2",
        "--iterations",
        "30",
        "--every",
        "3",
        "--samples",
    ]);
    assert_eq!(code, 0, "{json}");
    let report = &json["report"];
    let samples = json["samples"].as_array().unwrap();
    assert!(!samples.is_empty());
    assert_eq!(
        report["decisions"].as_u64().unwrap() as usize,
        samples.len()
    );
    let in_buckets: u64 = report["buckets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let (lo, hi) = (
                b["ci95"][0].as_f64().unwrap(),
                b["ci95"][1].as_f64().unwrap(),
            );
            assert!(lo <= b["won"].as_f64().unwrap() && b["won"].as_f64().unwrap() <= hi);
            b["decisions"].as_u64().unwrap()
        })
        .sum();
    assert_eq!(
        in_buckets as usize,
        samples.len(),
        "every estimate is in one tenth"
    );
    assert!(report["brier"].as_f64().unwrap() >= 0.0);

    let (code, json) = cli(&[
        "calibrate",
        "--game",
        "ivanhoe",
        "--players",
        "3",
        "--seats",
        "normal,normal",
    ]);
    assert_eq!(code, 2);
    assert!(
        json["error"].as_str().unwrap().contains("2 seat kinds"),
        "{json}"
    );
}

/// `calibrate --from-samples` reports an earlier run's estimates again without playing, each
/// raw chance corrected by the game's correction (four-seat Ivanhoe has one), and gives the same
/// report as the run itself; a file without samples, or of another seat count, is refused by
/// name.
#[test]
fn calibrate_reports_an_earlier_runs_samples_again() {
    let args = [
        "calibrate",
        "--game",
        "ivanhoe",
        "--players",
        "4",
        "--seats",
        "normal,normal,normal,normal",
        "--games",
        "2",
        "--iterations",
        "30",
        "--every",
        "4",
    ];
    let mut with_samples = args.to_vec();
    with_samples.push("--samples");
    let (code, run) = cli(&with_samples);
    assert_eq!(code, 0, "{run}");
    let file = temp("calibration-run.json", &run.to_string());
    let file = file.to_str().unwrap();

    // `calibrate` of four-seat Ivanhoe on the runs in `files`.
    let from = |files: &[&str]| {
        let mut args = vec![
            "calibrate",
            "--game",
            "ivanhoe",
            "--players",
            "4",
            "--seats",
            "normal,normal,normal,normal",
        ];
        for f in files {
            args.extend(["--from-samples", f]);
        }
        cli(&args)
    };
    let (code, again) = from(&[file]);
    assert_eq!(code, 0, "{again}");
    assert_eq!(again["report"], run["report"]);
    assert_eq!(again["games"], run["games"]);
    assert_eq!(again["runs"][0]["seed"], run["seed"]);

    // The same run twice counts as twice the games, each game apart from its copy.
    let (code, twice) = from(&[file, file]);
    assert_eq!(code, 0, "{twice}");
    assert_eq!(twice["games"], 4);
    assert_eq!(
        twice["report"]["decisions"].as_u64(),
        run["report"]["decisions"].as_u64().map(|n| 2 * n)
    );
    let games = |report: &serde_json::Value| -> Vec<u64> {
        report["buckets"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["games"].as_u64().unwrap())
            .collect()
    };
    let once: Vec<u64> = games(&run["report"]).iter().map(|g| 2 * g).collect();
    assert_eq!(
        games(&twice["report"]),
        once,
        "each copy's games kept apart"
    );
    let corrected = run["samples"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s["estimate"] != s["raw"]);
    assert!(corrected, "four-seat Ivanhoe's chances are corrected");

    let (code, refused) = cli(&[
        "calibrate",
        "--game",
        "ivanhoe",
        "--players",
        "2",
        "--seats",
        "normal,normal",
        "--from-samples",
        file,
    ]);
    assert_eq!(code, 2);
    assert!(
        refused["error"].as_str().unwrap().contains("4-seat table"),
        "{refused}"
    );

    let empty = temp("no-samples.json", "{\"report\": {}}");
    let (code, refused) = cli(&[
        "calibrate",
        "--seats",
        "normal,normal,normal,normal",
        "--from-samples",
        empty.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .contains("no \"samples\""),
        "{refused}"
    );
}

/// `calibrate --fit --fit-on` fits the logistic and the isotonic corrections on earlier runs'
/// estimates and reports both on other games; the isotonic steps never fall. `--fit-on`
/// without `--fit` is refused.
#[test]
fn calibrate_fits_on_some_runs_and_reports_on_others() {
    let run = |seed: &str| {
        let (code, json) = cli(&[
            "calibrate",
            "--game",
            "ivanhoe",
            "--players",
            "2",
            "--seats",
            "normal,normal",
            "--games",
            "3",
            "--seed",
            seed,
            "--iterations",
            "30",
            "--every",
            "2",
            "--samples",
        ]);
        assert_eq!(code, 0, "{json}");
        temp(&format!("fit-on-{seed}.json"), &json.to_string())
    };
    let (fitting, reporting) = (run("1"), run("2"));
    let base = [
        "calibrate",
        "--game",
        "ivanhoe",
        "--players",
        "2",
        "--seats",
        "normal,normal",
        "--from-samples",
        reporting.to_str().unwrap(),
        "--fit-on",
        fitting.to_str().unwrap(),
    ];
    let mut args = base.to_vec();
    args.extend(["--fit", "--min-block", "5"]);
    let (code, json) = cli(&args);
    assert_eq!(code, 0, "{json}");
    let fit = &json["fit"];
    for key in ["raw", "fitted_on_other_games", "isotonic_on_other_games"] {
        assert_eq!(
            fit[key]["decisions"], json["report"]["decisions"],
            "{key} reports the games of --from-samples"
        );
    }
    let steps: Vec<f64> = fit["isotonic"]["points"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p[1].as_f64().unwrap())
        .collect();
    assert!(!steps.is_empty());
    assert!(steps.windows(2).all(|w| w[0] <= w[1]), "{steps:?}");

    let (code, refused) = cli(&base);
    assert_eq!(code, 2, "{refused}");
    assert!(
        refused["error"].as_str().unwrap().contains("--fit"),
        "{refused}"
    );
}
