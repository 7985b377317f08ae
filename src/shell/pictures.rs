//! Pictures of a game's pieces for the rules' card pages. The shell knows no game: a game
//! registers a [`Painter`] that says, from its own looks, what each piece of its rules shows — a
//! card's face colour, ink, corner and marks, a token's colour and symbol — and the rules screen
//! draws that the way the table draws its cards (a face with its mark in the corner, the symbol
//! under it, a big mark in the middle and a word at the foot), only as interface nodes.

use std::collections::HashMap;

use bevy::prelude::*;

use super::assets::Fonts;
use super::locale::Locale;

/// The size of a card's picture, in logical pixels: the table's cards (80 × 112) a little smaller.
pub const CARD: Vec2 = Vec2::new(72.0, 100.0);
/// The size of a token's or tile's picture.
pub const PIECE: Vec2 = Vec2::new(56.0, 56.0);

/// The outline of a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A card: its mark in the top corner, the symbol under it, a big mark in the middle.
    Card,
    /// A round piece (a token, a gem): one mark in its middle.
    Token,
    /// A square piece (a crown, a banner, a castle's plate): one mark in its middle.
    Tile,
    /// A gem: a square turned on its corner, no mark.
    Gem,
}

/// What one piece shows, in words already in the language shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// Its outline.
    pub shape: Shape,
    /// The colour of its face.
    pub face: Color,
    /// The colour of what is written on it.
    pub ink: Color,
    /// A card's mark in its top corner (its value, its type's initial); empty for a piece.
    pub corner: String,
    /// A card's small mark under the corner's; empty for a piece.
    pub symbol: String,
    /// The big mark in the middle: a symbol, or a card's name in short lines.
    pub middle: String,
    /// The middle mark's size (a name is set smaller than a symbol).
    pub middle_size: f32,
    /// A word at a card's foot; empty for none.
    pub foot: String,
}

impl Picture {
    /// A card with `middle` set large (a symbol).
    pub fn card(face: Color, ink: Color, corner: impl Into<String>, symbol: &str) -> Self {
        Picture {
            shape: Shape::Card,
            face,
            ink,
            corner: corner.into(),
            symbol: symbol.into(),
            middle: symbol.into(),
            middle_size: 36.0,
            foot: String::new(),
        }
    }

    /// A piece of `shape` with one mark in its middle.
    pub fn piece(shape: Shape, face: Color, ink: Color, mark: impl Into<String>) -> Self {
        Picture {
            shape,
            face,
            ink,
            corner: String::new(),
            symbol: String::new(),
            middle: mark.into(),
            middle_size: 28.0,
            foot: String::new(),
        }
    }

    /// The same with `middle` as its big mark, at `size`.
    pub fn with_middle(mut self, middle: impl Into<String>, size: f32) -> Self {
        self.middle = middle.into();
        self.middle_size = size;
        self
    }

    /// The same with `foot` at its foot.
    pub fn with_foot(mut self, foot: impl Into<String>) -> Self {
        self.foot = foot.into();
        self
    }
}

/// What a game's rules show beside one entry of its card pages (its code in the rules' files,
/// `rules-<game>-card-<code>-name`): none, one or a few pictures.
pub type Painter = fn(code: &str, locale: &Locale) -> Vec<Picture>;

/// The games' painters, by engine name.
#[derive(Resource, Default)]
pub struct Pictures(HashMap<&'static str, Painter>);

impl Pictures {
    /// Registers `game`'s painter.
    pub fn register(&mut self, game: &'static str, painter: Painter) {
        self.0.insert(game, painter);
    }

    /// The pictures beside `code` in `game`'s rules (none for a game without a painter).
    pub fn of(&self, game: &str, code: &str, locale: &Locale) -> Vec<Picture> {
        self.0
            .get(game)
            .map_or_else(Vec::new, |paint| paint(code, locale))
    }
}

/// Draws `picture` as a child of `parent`.
pub fn spawn(commands: &mut Commands, parent: Entity, fonts: &Fonts, picture: &Picture) {
    let size = match picture.shape {
        Shape::Card => CARD,
        Shape::Token | Shape::Tile => PIECE,
        Shape::Gem => PIECE * 0.7,
    };
    let radius = match picture.shape {
        Shape::Card => px(5),
        Shape::Token => percent(50),
        Shape::Tile => px(6),
        Shape::Gem => px(2),
    };
    let text = |value: &str, size: f32| {
        (
            Text::new(value),
            TextFont::from_font_size(size).with_font(fonts.regular.clone()),
            TextColor(picture.ink),
            TextLayout::justify(Justify::Center),
        )
    };
    let face = commands
        .spawn((
            ChildOf(parent),
            Name::new("Picture"),
            Node {
                width: px(size.x),
                height: px(size.y),
                flex_shrink: 0.0,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                border: UiRect::all(px(2)),
                border_radius: BorderRadius::all(radius),
                // A turned gem reaches past its square: room for its corners.
                margin: UiRect::horizontal(px(if picture.shape == Shape::Gem {
                    8.0
                } else {
                    0.0
                })),
                ..default()
            },
            BackgroundColor(picture.face),
            // Light enough to outline a dark piece on the rules' dark panel.
            BorderColor::all(Color::srgb(0.36, 0.33, 0.30)),
            UiTransform::from_rotation(match picture.shape {
                Shape::Gem => Rot2::FRAC_PI_4,
                _ => Rot2::IDENTITY,
            }),
        ))
        .id();
    if !picture.middle.is_empty() {
        commands.spawn((ChildOf(face), text(&picture.middle, picture.middle_size)));
    }
    let at = |left: f32, top: f32| Node {
        position_type: PositionType::Absolute,
        left: px(left),
        top: px(top),
        ..default()
    };
    if !picture.corner.is_empty() {
        commands.spawn((ChildOf(face), text(&picture.corner, 22.0), at(4.0, 0.0)));
    }
    if !picture.symbol.is_empty() {
        commands.spawn((ChildOf(face), text(&picture.symbol, 14.0), at(5.0, 27.0)));
    }
    if !picture.foot.is_empty() {
        commands.spawn((
            ChildOf(face),
            text(&picture.foot, 10.0),
            Node {
                position_type: PositionType::Absolute,
                bottom: px(3),
                left: px(0),
                right: px(0),
                justify_content: JustifyContent::Center,
                ..default()
            },
        ));
    }
}
