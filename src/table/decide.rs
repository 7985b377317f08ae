//! The decision screen, the same in every game: the focus ring over the hand and the prompt's
//! choices, the keys, the clicks, the halos, the prompt's buttons and the refusal notice. A game
//! says only what its picks are ([`Picks`]): the path of picks of each legal action, which piece
//! stands for which pick, which picks the focus visits and which show as buttons, and the words
//! for a button and for a refusal.
//!
//! Every legal action is a path of picks (`table::selection`); the screen offers only picks
//! that continue a legal path, so the mouse, the keyboard and the gamepad share one model. Of
//! identical cards in a hand, each copy is its own stop, and the copy pointed at is the one that
//! is played ([`PieceChosen`]).

use std::fmt::Debug;
use std::time::Duration;

use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use leafwing_input_manager::prelude::ActionState;
use rules_core::Seat;

use super::animation::{self, Placement};
use super::guide::Guided;
use super::handoff;
use super::highlight::Highlight;
use super::hud::PromptRow;
use super::keys::{TableKeys, step_focus};
use super::pause::OpenMatchMenu;
use super::selection::{Outcome, Selection};
use super::{AtTable, Decision, Interlude, MatchSystems, Notice, Seating, Seen, TableGame, Viewer};
use crate::shell::assets::Fonts;
use crate::shell::input::{Control, Controls, PressUsed};
use crate::shell::locale::{Locale, Msg};
use crate::shell::menu::MenuItem;
use crate::shell::theme;

/// How a pick that takes back picks does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeBack {
    /// The last pick.
    Last,
    /// Every pick of the action being built.
    All,
}

/// What a game tells the decision screen. Everything here is the game's own (its picks, its
/// pieces, its words); the focus, keys, clicks, halos and buttons are the kit's.
pub trait Picks: TableGame {
    /// One thing a person points at or presses: a card of the hand, a target, a button.
    type Pick: Copy + Eq + Debug + Send + Sync + 'static;

    /// What the game reads to tell which piece stands for which pick.
    type Pieces: SystemParam + 'static;

    /// The pick that takes back the last pick (Escape, a right click), if any action takes
    /// more than one pick.
    const BACK: Option<Self::Pick>;

    /// Each legal action of `seen` with the picks that make it.
    fn paths(seen: &Seen<Self>) -> Vec<(Self::Action, Vec<Self::Pick>)>;

    /// The cards of `seat`'s hand as picks, every copy, in the order they lie left to right, each
    /// with its piece once it is laid out.
    fn hand(
        pieces: &SystemParamItem<Self::Pieces>,
        seen: &Seen<Self>,
        seat: Seat,
    ) -> Vec<(Option<Entity>, Self::Pick)>;

    /// The pick a click on `entity` makes, if it stands for one now.
    fn pick_of(
        pieces: &SystemParamItem<Self::Pieces>,
        choice: &Choice<Self>,
        entity: Entity,
    ) -> Option<Self::Pick>;

    /// Whether the hand's cards open the focus ring (all of them, playable or not, so that a
    /// keyboard player can read why one is refused).
    fn hand_in_ring(_seen: &Seen<Self>, _choice: &Choice<Self>) -> bool {
        true
    }

    /// The focus ring's stops after the hand's cards.
    fn stops(seen: &Seen<Self>, choice: &Choice<Self>) -> Vec<Self::Pick>;

    /// The prompt's buttons.
    fn buttons(seen: &Seen<Self>, choice: &Choice<Self>) -> Vec<Self::Pick>;

    /// Whether `pick` takes back picks, and how many.
    fn takes_back(pick: Self::Pick) -> Option<TakeBack> {
        (Some(pick) == Self::BACK).then_some(TakeBack::Last)
    }

    /// The picks a turn key stands for (S: stay, end the turn; W: withdraw), the first legal
    /// one taken, else the first refused with its reason.
    fn key_picks(_control: Control) -> Vec<Self::Pick> {
        Vec::new()
    }

    /// The action taken for a person alone at the screen when it is all they may do (letting a
    /// card pass in a window every seat is asked about): nobody else is there to learn
    /// anything from the question.
    fn lone_pass(_seen: &Seen<Self>) -> Option<Self::Action> {
        None
    }

    /// Whether `action`, completed by `pick`, waits for a button first (a card whose only use
    /// is to be thrown away is not thrown at a click).
    fn asks_first(_action: &Self::Action, _pick: Self::Pick) -> bool {
        false
    }

    /// A button that stands for another pick (steal: the card that steals), or says why
    /// nothing can; `None` for a pick that is itself.
    fn stands_for(_choice: &Choice<Self>, _pick: Self::Pick) -> Option<Result<Self::Pick, Msg>> {
        None
    }

    /// Whether a button looks usable to whoever is asked, holder or not, so that it tells
    /// nobody watching what the person holds.
    fn offered_to_all(_pick: Self::Pick) -> bool {
        false
    }

    /// Why `pick` is refused now, in words.
    fn refusal(
        seen: &Seen<Self>,
        seating: &Seating,
        choice: &Choice<Self>,
        pick: Self::Pick,
    ) -> Msg;

    /// A button's label.
    fn label(seen: &Seen<Self>, seating: &Seating, pick: Self::Pick) -> Msg;

    /// A pick named in a list of choices (a hint's): the card, the target, the button's words.
    /// The button's label by default.
    fn pick_words(seen: &Seen<Self>, seating: &Seating, pick: Self::Pick) -> Msg {
        Self::label(seen, seating, pick)
    }

    /// One line of why `action` may be worth taking, in the game's words, from what `seen`
    /// shows its seat (a hint says it beside the choice): what the choice does that the table
    /// can vouch for ("takes the lead, 9 to 7"). `None` where the words have nothing to add.
    fn why(_seen: &Seen<Self>, _seating: &Seating, _action: &Self::Action) -> Option<Msg> {
        None
    }

    /// A button's own colours (ink, background), where it has them (a colour to choose).
    fn hue(_pick: Self::Pick) -> Option<(Color, Color)> {
        None
    }

    /// Whether `entity` is a piece the card just played aims at.
    fn aimed(_pieces: &SystemParamItem<Self::Pieces>, _seen: &Seen<Self>, _entity: Entity) -> bool {
        false
    }
}

/// The decision a person at the screen is making.
#[derive(Resource)]
pub struct Choice<G: Picks> {
    /// The deciding person's seat, `None` when no person decides.
    pub seat: Option<Seat>,
    /// The legal actions and the picks made.
    pub selection: Selection<G::Action, G::Pick>,
    /// The focus: an index into [`Choice::ring`].
    pub focus: usize,
    /// The hand's cards in the order they lie, each copy with its piece.
    pub hand: Vec<(Option<Entity>, G::Pick)>,
    next: Vec<G::Pick>,
    ring: Vec<G::Pick>,
    hand_stops: usize,
    buttons: Vec<G::Pick>,
    /// The piece last focused or clicked, for the pick about to be made.
    pointed: Option<Entity>,
    /// The piece of the hand this decision plays, once picked.
    chosen: Option<Entity>,
    built_at: usize,
    /// In a guided match, the picks of the scripted action, and the step's words.
    guide: Option<(Vec<G::Pick>, Msg)>,
    /// In a guided match, the one pick offered now.
    guided: Option<G::Pick>,
    /// A pick the focus visits only because a hint put it there (a button the ring leaves out,
    /// such as Ivanhoe's Withdraw), so that Enter takes what the hint suggests.
    hinted: Option<G::Pick>,
}

impl<G: Picks> Default for Choice<G> {
    fn default() -> Self {
        Self {
            seat: None,
            selection: Selection::default(),
            focus: 0,
            hand: Vec::new(),
            next: Vec::new(),
            ring: Vec::new(),
            hand_stops: 0,
            buttons: Vec::new(),
            pointed: None,
            chosen: None,
            built_at: 0,
            guide: None,
            guided: None,
            hinted: None,
        }
    }
}

impl<G: Picks> Choice<G> {
    /// What may be picked next (nothing when no person decides).
    pub fn next_picks(&self) -> Vec<G::Pick> {
        self.next.clone()
    }

    /// Every stop of the focus, in order: the hand's cards where they open the ring (each copy
    /// its own stop), then the game's other stops.
    pub fn ring(&self) -> Vec<G::Pick> {
        self.ring.clone()
    }

    /// The prompt's buttons.
    pub fn buttons(&self) -> Vec<G::Pick> {
        self.buttons.clone()
    }

    /// The focused pick.
    pub fn focused(&self) -> Option<G::Pick> {
        self.ring
            .get(self.focus.min(self.ring.len().saturating_sub(1)))
            .copied()
    }

    /// The piece under the focus: the copy at the focus where the hand opens the ring, else the
    /// first copy of the focused kind in the hand.
    pub fn focused_piece(&self) -> Option<Entity> {
        let focused = self.focused()?;
        let at = self.focus.min(self.ring.len().saturating_sub(1));
        if at < self.hand_stops {
            return self.hand.get(at).and_then(|(piece, _)| *piece);
        }
        self.hand
            .iter()
            .find(|(_, p)| *p == focused)
            .and_then(|(piece, _)| *piece)
    }

    /// Puts the focus on `pick` (of identical cards in the hand, the first copy). A pick that
    /// may be made now but that the focus does not visit (a button such as Ivanhoe's Withdraw)
    /// joins the ring until the next pick, so that Enter takes it.
    pub fn focus_on(&mut self, pick: G::Pick) {
        if !self.ring.contains(&pick) && self.next.contains(&pick) {
            self.hinted = Some(pick);
            self.ring.push(pick);
        }
        if let Some(at) = self.ring.iter().position(|p| *p == pick) {
            self.focus = at;
        }
    }

    /// The choice `seat` has in `seen`, no pick made, its hand's cards with their pieces: what
    /// a hint in a replay puts its badges on (nobody decides there, so the table's own choice
    /// stays empty).
    pub fn as_seen_by(seen: &Seen<G>, seat: Seat, hand: Vec<(Option<Entity>, G::Pick)>) -> Self {
        let mut choice = Self {
            seat: Some(seat),
            selection: Selection::new(G::paths(seen)),
            hand,
            ..Self::default()
        };
        choice.rebuild(seen);
        choice
    }

    /// In a guided match, the pick the guide points at now: the only one offered.
    pub fn guided(&self) -> Option<G::Pick> {
        self.guided
    }

    /// Whether `pick` may be picked now.
    pub fn allows(&self, pick: G::Pick) -> bool {
        if self.seat.is_none() {
            return false;
        }
        if G::takes_back(pick).is_some() {
            return !self.selection.picks().is_empty();
        }
        if let Some(guided) = self.guided {
            return pick == guided && self.next.contains(&pick);
        }
        match G::stands_for(self, pick) {
            Some(stand_in) => stand_in.is_ok(),
            None => self.next.contains(&pick),
        }
    }

    /// The piece of the hand's first copy of `pick`, once laid out.
    pub fn hand_piece(&self, pick: G::Pick) -> Option<Entity> {
        self.hand
            .iter()
            .find(|(_, p)| *p == pick)
            .and_then(|(e, _)| *e)
    }

    /// Whether `pick` is a card of the hand.
    fn in_hand(&self, pick: G::Pick) -> bool {
        self.hand.iter().any(|(_, p)| *p == pick)
    }

    /// Works out again what follows from the picks made: the next picks, the ring, the buttons.
    fn rebuild(&mut self, seen: &Seen<G>) {
        if self.seat.is_none() {
            self.next.clear();
            self.ring.clear();
            self.buttons.clear();
            self.hand_stops = 0;
            return;
        }
        self.next = self.selection.next_picks();
        let made = self.selection.picks();
        self.guided = self.guide.as_ref().and_then(|(path, _)| {
            (path.len() > made.len() && path[..made.len()] == *made).then(|| path[made.len()])
        });
        let mut ring: Vec<G::Pick> = Vec::new();
        if G::hand_in_ring(seen, self) {
            ring.extend(self.hand.iter().map(|(_, p)| *p));
        }
        self.hand_stops = ring.len();
        let guided = self.guided.filter(|g| !ring.contains(g));
        self.hinted = self.hinted.filter(|h| self.next.contains(h));
        for pick in G::stops(seen, self)
            .into_iter()
            .chain(guided)
            .chain(self.hinted)
        {
            if !ring.contains(&pick) {
                ring.push(pick);
            }
        }
        self.ring = ring;
        self.buttons = G::buttons(seen, self);
    }

    /// Puts the focus on the first stop that may be picked.
    fn focus_first_legal(&mut self) {
        self.focus = self.ring.iter().position(|p| self.allows(*p)).unwrap_or(0);
    }

    fn take_back(&mut self, how: TakeBack) {
        let left = match how {
            TakeBack::Last => self.selection.picks().len().saturating_sub(1),
            TakeBack::All => 0,
        };
        self.take_back_to(left);
    }

    /// Takes back picks until `left` remain.
    fn take_back_to(&mut self, left: usize) {
        while self.selection.picks().len() > left && self.selection.back() {}
        if !self.selection.picks().iter().any(|p| self.in_hand(*p)) {
            self.chosen = None;
        }
    }
}

/// A pick asked for by the mouse, the keyboard, the gamepad or a prompt button.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PickRequest<P>(pub P);

/// A button of the prompt, standing for a pick.
#[derive(Component, Clone, Copy, Debug)]
pub struct PromptButton<P>(pub P);

/// A prompt button that appeared under the pointer: it takes no click until the pointer has
/// left it, or has rested on it for [`ARMS_AFTER`]. The button just clicked is often replaced
/// by another in the same place (Stay by Withdraw, Fortify by End the turn), and a second click
/// meant for the first must not press the new one. A button the pointer is not over when it
/// first shows is armed at once.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Unarmed {
    /// When it first showed (the first frame after it was spawned).
    shown: Option<Duration>,
    /// Whether the pointer is over it.
    under_pointer: bool,
}

/// How long a button that appeared under a resting pointer waits before it takes a click: more
/// than the longest double click an operating system allows by default (half a second).
pub const ARMS_AFTER: Duration = Duration::from_millis(900);

/// The piece of the hand a person's decision plays, written with the decision: of identical
/// cards, the one pointed at is the one that flies.
#[derive(Message, Clone, Copy, Debug)]
pub struct PieceChosen(pub Entity);

/// The kit's decision screen systems, in [`MatchSystems::Input`] (a game reading
/// [`PieceChosen`] runs after them).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DecideSystems;

/// The decision screen for `G`.
pub fn add<G: Picks>(app: &mut App) {
    app.init_resource::<Choice<G>>();
    app.add_message::<PickRequest<G::Pick>>();
    if !app.world().contains_resource::<Messages<PieceChosen>>() {
        app.add_message::<PieceChosen>();
    }
    let here = AtTable(G::NAME);
    app.add_systems(OnExit(here), |mut choice: ResMut<Choice<G>>| {
        *choice = Choice::default();
    });
    app.add_systems(
        Update,
        (
            refresh::<G>,
            keys::<G>,
            press_buttons::<G>,
            handle_picks::<G>,
        )
            .chain()
            .in_set(MatchSystems::Input)
            .in_set(DecideSystems)
            .after(TableKeys)
            .run_if(in_state(here)),
    );
    app.add_systems(
        Update,
        (highlight::<G>, rebuild_buttons::<G>, style_buttons::<G>)
            .in_set(MatchSystems::Ui)
            .run_if(in_state(here)),
    );
    app.add_systems(
        PreUpdate,
        arm_buttons::<G>
            .after(bevy::picking::PickingSystems::Last)
            .after(bevy::ui::UiSystems::Focus)
            .run_if(in_state(here)),
    );
    app.add_observer(on_click::<G>);
    if !app.world().contains_resource::<ButtonsWatched>() {
        app.init_resource::<ButtonsWatched>();
        app.add_observer(pointer_over_unarmed);
        app.add_observer(pointer_out_arms);
    }
    super::sound::add::<G>(app);
    super::hint::add::<G>(app);
    super::turning::add::<G>(app);
}

/// Builds the choice when a person's decision comes up (and the hand-off is done); while it
/// lasts, the hand follows the order its cards lie in, the focus staying on its pick.
#[allow(clippy::too_many_arguments)]
fn refresh<G: Picks>(
    seating: Res<Seating>,
    seen: Res<Seen<G>>,
    viewer: Res<Viewer>,
    interlude: Res<Interlude>,
    pieces: StaticSystemParam<G::Pieces>,
    mut choice: ResMut<Choice<G>>,
    mut decisions: MessageWriter<Decision<G>>,
    guided: Option<Res<Guided<G>>>,
) {
    let seat = super::person_to_decide(&seating, &seen, &viewer, &interlude);
    let Some(seat) = seat else {
        if choice.seat.is_some() {
            choice.seat = None;
            choice.rebuild(&seen);
        }
        return;
    };
    let hand = G::hand(&pieces, &seen, seat);
    if choice.seat == Some(seat) && choice.built_at == seating.decisions {
        if choice.hand != hand {
            let focused = choice.focused();
            let piece = choice.focused_piece();
            choice.hand = hand;
            choice.rebuild(&seen);
            let at = piece
                .and_then(|e| choice.hand.iter().position(|(p, _)| *p == Some(e)))
                .filter(|&at| at < choice.hand_stops)
                .or_else(|| focused.and_then(|f| choice.ring.iter().position(|p| *p == f)));
            if let Some(at) = at {
                choice.focus = at;
            }
        }
        return;
    }
    if let Some(action) = G::lone_pass(&seen)
        && handoff::single_viewer(&seating.seats) == Some(seat)
    {
        decisions.write(Decision { seat, action });
        choice.seat = None;
        choice.built_at = seating.decisions;
        choice.rebuild(&seen);
        return;
    }
    let paths = G::paths(&seen);
    let guide = guided.as_ref().and_then(|g| {
        let action = g.0.action_at(seating.decisions)?;
        let path = paths
            .iter()
            .find(|(a, _)| a == action)
            .map(|(_, p)| p.clone());
        if path.is_none() {
            error!("the guide's decision {action} is not legal here");
        }
        Some((path?, g.0.words_at(seating.decisions).clone()))
    });
    *choice = Choice {
        seat: Some(seat),
        selection: Selection::new(paths),
        hand,
        built_at: seating.decisions,
        guide,
        ..Choice::default()
    };
    choice.rebuild(&seen);
    choice.focus_first_legal();
}

/// Keyboard and gamepad: move the focus over the choices and choose; the turn keys (S, W) take
/// their picks; Escape takes back a pick under way, else opens the menu.
fn keys<G: Picks>(
    controls: Single<&ActionState<Control>, With<Controls>>,
    menus: Query<(), With<MenuItem>>,
    mut used: ResMut<PressUsed>,
    mut choice: ResMut<Choice<G>>,
    mut picks: MessageWriter<PickRequest<G::Pick>>,
    mut open_menu: MessageWriter<OpenMatchMenu>,
) {
    if used.0 || !menus.is_empty() {
        return; // a menu (the hand-off screen, the match's menu) has the keys
    }
    let picked = choice.seat.is_some() && !choice.selection.picks().is_empty();
    if controls.just_pressed(&Control::Menu) || (controls.just_pressed(&Control::Back) && !picked) {
        open_menu.write(OpenMatchMenu);
        used.0 = true;
        return;
    }
    if choice.seat.is_none() || choice.ring.is_empty() {
        return;
    }
    if let Some(focus) = step_focus(&controls, choice.focus, choice.ring.len()) {
        choice.focus = focus;
    } else if controls.just_pressed(&Control::Select) {
        if let Some(pick) = choice.focused() {
            choice.pointed = choice.focused_piece();
            picks.write(PickRequest(pick));
        }
    } else if controls.just_pressed(&Control::Back) {
        if let Some(back) = G::BACK {
            picks.write(PickRequest(back));
        }
    } else if let Some(control) = [Control::Stay, Control::Withdraw]
        .into_iter()
        .find(|c| controls.just_pressed(c))
    {
        let wanted = G::key_picks(control);
        let Some(pick) = wanted
            .iter()
            .find(|p| choice.allows(**p))
            .or(wanted.first())
        else {
            return;
        };
        picks.write(PickRequest(*pick));
    } else {
        return;
    }
    used.0 = true;
}

/// The pointer observers of [`Unarmed`] are added once for every game.
#[derive(Resource, Default)]
struct ButtonsWatched;

/// The pointer came over a button not yet armed.
fn pointer_over_unarmed(over: On<Pointer<Over>>, mut buttons: Query<&mut Unarmed>) {
    if let Ok(mut unarmed) = buttons.get_mut(over.event_target()) {
        unarmed.under_pointer = true;
    }
}

/// The pointer left a button not yet armed: it is armed.
fn pointer_out_arms(
    out: On<Pointer<Out>>,
    mut commands: Commands,
    buttons: Query<(), With<Unarmed>>,
) {
    if buttons.contains(out.event_target()) {
        commands.entity(out.event_target()).remove::<Unarmed>();
    }
}

/// A new prompt button is armed the first frame it shows unless the pointer is over it then;
/// one under the pointer is armed once the pointer leaves it or after [`ARMS_AFTER`].
fn arm_buttons<G: Picks>(
    mut commands: Commands,
    time: Res<Time<Real>>,
    mut buttons: Query<(Entity, &mut Unarmed), With<PromptButton<G::Pick>>>,
) {
    let now = time.elapsed();
    for (entity, mut unarmed) in &mut buttons {
        let shown = *unarmed.shown.get_or_insert(now);
        if !unarmed.under_pointer || now.saturating_sub(shown) >= ARMS_AFTER {
            commands.entity(entity).remove::<Unarmed>();
        }
    }
}

fn press_buttons<G: Picks>(
    buttons: Query<
        (&Interaction, &PromptButton<G::Pick>),
        (Changed<Interaction>, Without<Unarmed>),
    >,
    mut picks: MessageWriter<PickRequest<G::Pick>>,
) {
    for (interaction, button) in &buttons {
        if *interaction == Interaction::Pressed {
            picks.write(PickRequest(button.0));
        }
    }
}

/// Turns picks into decisions, or says why a pick is refused. A pick already made, picked
/// again, takes back everything from it on.
#[allow(clippy::too_many_arguments)]
fn handle_picks<G: Picks>(
    mut commands: Commands,
    mut requests: MessageReader<PickRequest<G::Pick>>,
    mut choice: ResMut<Choice<G>>,
    seen: Res<Seen<G>>,
    seating: Res<Seating>,
    mut decisions: MessageWriter<Decision<G>>,
    mut chosen_pieces: MessageWriter<PieceChosen>,
    mut notice: ResMut<Notice>,
    moving: Query<(Entity, &Placement), With<TweenAnim>>,
    locale: Res<Locale>,
) {
    for PickRequest(pick) in requests.read() {
        if !moving.is_empty() {
            animation::skip(&mut commands, &moving);
        }
        let Some(seat) = choice.seat else {
            continue;
        };
        let pointed = choice.pointed.take();
        if let Some(how) = G::takes_back(*pick) {
            choice.take_back(how);
            choice.rebuild(&seen);
            choice.focus_first_legal();
            continue;
        }
        let pick = match G::stands_for(&choice, *pick) {
            Some(Ok(stand_in)) => stand_in,
            Some(Err(why)) => {
                notice.show(locale.text(&why));
                continue;
            }
            None => *pick,
        };
        if let Some(at) = choice.selection.picks().iter().position(|p| *p == pick) {
            choice.take_back_to(at);
            choice.rebuild(&seen);
            choice.focus_first_legal();
            continue;
        }
        if let (Some(guided), Some((_, words))) = (choice.guided, &choice.guide)
            && pick != guided
        {
            // The guide points at one pick: any other is refused with the step's words.
            notice.show(locale.text(words));
            continue;
        }
        let outcome = choice.selection.pick(pick);
        if outcome != Outcome::NotLegal && choice.in_hand(pick) {
            let piece_of = |e: Entity| choice.hand.iter().find(|(p, _)| *p == Some(e));
            choice.chosen = pointed
                .filter(|e| piece_of(*e).is_some_and(|(_, p)| *p == pick))
                .or(choice.chosen)
                .or_else(|| choice.hand_piece(pick));
        }
        match outcome {
            Outcome::Complete(action) if !G::asks_first(&action, pick) => {
                if let Some(piece) = choice.chosen.take() {
                    chosen_pieces.write(PieceChosen(piece));
                }
                decisions.write(Decision { seat, action });
                choice.seat = None;
                choice.rebuild(&seen);
                return;
            }
            Outcome::Complete(_) | Outcome::Continue => {
                choice.rebuild(&seen);
                choice.focus_first_legal();
            }
            Outcome::NotLegal => {
                notice.show(locale.text(&G::refusal(&seen, &seating, &choice, pick)))
            }
        }
    }
}

/// Clicks: the pick the piece stands for; a right click takes the last pick back.
fn on_click<G: Picks>(
    click: On<Pointer<Click>>,
    pieces: StaticSystemParam<G::Pieces>,
    mut choice: ResMut<Choice<G>>,
    mut picks: MessageWriter<PickRequest<G::Pick>>,
) {
    if choice.seat.is_none() {
        return;
    }
    match click.button {
        PointerButton::Secondary => {
            if let Some(back) = G::BACK {
                picks.write(PickRequest(back));
            }
        }
        PointerButton::Primary => {
            let entity = click.event_target();
            if let Some(pick) = G::pick_of(&pieces, &choice, entity) {
                if choice.hand.iter().any(|(p, _)| *p == Some(entity)) {
                    choice.pointed = Some(entity);
                }
                picks.write(PickRequest(pick));
            }
        }
        PointerButton::Middle => {}
    }
}

/// Marks the legal picks, the focus, a focused pick that is not legal, the picks made, and the
/// pieces the card just played aims at. Of identical cards in the hand, only the copy under the
/// focus is marked as focused, and only the copy chosen as picked.
fn highlight<G: Picks>(
    choice: Res<Choice<G>>,
    seen: Res<Seen<G>>,
    pieces: StaticSystemParam<G::Pieces>,
    mut marks: Query<(Entity, &mut Highlight)>,
) {
    let focused = choice.focused();
    let focused_piece = choice.focused_piece();
    let picked = choice.selection.picks();
    for (entity, mut highlight) in &mut marks {
        let pick = choice
            .seat
            .and_then(|_| G::pick_of(&pieces, &choice, entity));
        let in_hand = choice.hand.iter().any(|(p, _)| *p == Some(entity));
        let is_focused = |pick: G::Pick| {
            if in_hand {
                focused_piece == Some(entity)
            } else {
                Some(pick) == focused
            }
        };
        let mark = match pick {
            Some(pick)
                if picked.contains(&pick)
                    && !(in_hand && choice.chosen.is_some_and(|c| c != entity)) =>
            {
                Highlight::Picked
            }
            Some(pick) if is_focused(pick) && choice.allows(pick) => Highlight::Focused,
            Some(pick) if is_focused(pick) => Highlight::FocusedBlocked,
            Some(pick) if choice.allows(pick) => Highlight::Legal,
            _ if G::aimed(&pieces, &seen, entity) => Highlight::Targeted,
            _ => Highlight::None,
        };
        if *highlight != mark {
            *highlight = mark;
        }
    }
}

fn rebuild_buttons<G: Picks>(
    mut commands: Commands,
    fonts: Res<Fonts>,
    seating: Res<Seating>,
    seen: Res<Seen<G>>,
    choice: Res<Choice<G>>,
    rows: Query<Entity, With<PromptRow>>,
    buttons: Query<Entity, With<PromptButton<G::Pick>>>,
    mut shown: Local<Vec<(G::Pick, String)>>,
    locale: Res<Locale>,
) {
    // Labels are words from the language files: rendered again only when what they say may
    // have changed, not every frame.
    let unchanged = !choice.is_changed() && !seen.is_changed() && !locale.is_changed();
    if unchanged && buttons.iter().count() == shown.len() {
        return;
    }
    let wanted: Vec<(G::Pick, String)> = choice
        .buttons
        .iter()
        .map(|p| (*p, locale.text(&G::label(&seen, &seating, *p))))
        .collect();
    if *shown == wanted && buttons.iter().count() == wanted.len() {
        return;
    }
    for entity in &buttons {
        commands.entity(entity).despawn();
    }
    let Ok(row) = rows.single() else {
        return;
    };
    for (pick, label) in &wanted {
        let ink = G::hue(*pick).map_or(theme::TEXT, |(ink, _)| ink);
        commands.spawn((
            ChildOf(row),
            theme::button_node(
                &fonts,
                label.clone(),
                Val::Auto,
                17.0,
                ink,
                (
                    PromptButton(*pick),
                    Unarmed::default(),
                    Name::new(label.clone()),
                ),
            ),
        ));
    }
    *shown = wanted;
}

/// A button the rules would refuse now reads as unavailable (its refusal says why when it is
/// pressed); the focused one has a white border; the one under the pointer lights up.
fn style_buttons<G: Picks>(
    choice: Res<Choice<G>>,
    mut buttons: Query<(
        &PromptButton<G::Pick>,
        &Interaction,
        Has<Unarmed>,
        &mut BorderColor,
        &mut BackgroundColor,
        &Children,
    )>,
    mut inks: Query<&mut TextColor>,
) {
    let focused = choice.focused();
    for (button, interaction, unarmed, mut border, mut background, children) in &mut buttons {
        let pick = button.0;
        let usable = choice.allows(pick) || G::offered_to_all(pick);
        // A button that came under a resting pointer does not light up: it takes no click yet.
        let hot =
            focused == Some(pick) || (usable && !unarmed && *interaction != Interaction::None);
        let wanted_border = BorderColor::all(if focused == Some(pick) {
            Color::WHITE
        } else {
            Color::NONE
        });
        if *border != wanted_border {
            *border = wanted_border;
        }
        let (ink, base) = match G::hue(pick) {
            Some(hue) => hue,
            None if usable => (theme::TEXT, theme::BUTTON),
            None => (theme::MUTED, theme::BUTTON_OFF),
        };
        let wanted_background = if hot { base.lighter(0.12) } else { base };
        if background.0 != wanted_background {
            background.0 = wanted_background;
        }
        for child in children {
            if let Ok(mut colour) = inks.get_mut(*child)
                && colour.0 != ink
            {
                colour.0 = ink;
            }
        }
    }
}
