//! Writing words into a text on screen. A write through Bevy's `Mut` marks the text changed even
//! when the words are the same, and a changed text is laid out again: so a text is written only
//! where it would read otherwise.

use std::ops::DerefMut;

use bevy::ecs::component::Mutable;
use bevy::ecs::query::QueryFilter;
use bevy::prelude::*;

/// Writes `line` into `text` (a `Text` or a `Text2d`) if it reads otherwise; says whether it did.
pub fn write<T: DerefMut<Target = String>>(text: &mut Mut<T>, line: &str) -> bool {
    if text.as_str() == line {
        return false;
    }
    text.clear();
    text.push_str(line);
    true
}

/// Writes `line` into every text of `texts`, as [`write`] does.
pub fn write_all<T, F>(texts: &mut Query<&mut T, F>, line: &str)
where
    T: Component<Mutability = Mutable> + DerefMut<Target = String>,
    F: QueryFilter,
{
    for mut text in texts.iter_mut() {
        write(&mut text, line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Resource, Default)]
    struct Changes(usize);

    fn count(mut changes: ResMut<Changes>, texts: Query<(), Changed<Text2d>>) {
        changes.0 += texts.iter().count();
    }

    /// A text written with the words it already reads is not marked changed, so it is not laid
    /// out again; other words are written and mark it.
    #[test]
    fn only_new_words_mark_a_text_changed() {
        let mut app = App::new();
        app.init_resource::<Changes>().add_systems(Update, count);
        app.world_mut().spawn(Text2d::new("Your turn"));
        app.update();
        assert_eq!(app.world().resource::<Changes>().0, 1, "spawned");
        let mut same = |line: &'static str| {
            app.world_mut()
                .run_system_cached_with(
                    |line: In<&'static str>, mut texts: Query<&mut Text2d>| {
                        write_all(&mut texts, &line)
                    },
                    line,
                )
                .unwrap();
            app.update();
            app.world().resource::<Changes>().0
        };
        assert_eq!(same("Your turn"), 1, "the same words are not a change");
        assert_eq!(same("Their turn"), 2, "new words are");
        let mut texts = app.world_mut().query::<&Text2d>();
        assert_eq!(texts.single(app.world()).unwrap().as_str(), "Their turn");
    }
}
