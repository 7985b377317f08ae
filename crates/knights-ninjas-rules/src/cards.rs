//! The sixteen kinds of card, their codes (the public notation) and what each may do.

rules_core::cards! {
    game: "Of Knights and Ninjas";
    /// The card's name in words (`Knight`), also its key in the components file.
    fn name -> &'static str;
    Peasant = "PEASANT", "Peasant";
    Soldier = "SOLDIER", "Soldier";
    Knight = "KNIGHT", "Knight";
    King = "KING", "King";
    Castle = "CASTLE", "Castle";
    Archer = "ARCHER", "Archer";
    Minstrel = "MINSTREL", "Minstrel";
    Ladder = "LADDER", "Ladder";
    Catapult = "CATAPULT", "Catapult";
    Dragon = "DRAGON", "Dragon";
    Ninja = "NINJA", "Ninja";
    Highwayman = "HIGHWAYMAN", "Highwayman";
    Princess = "PRINCESS", "Princess";
    Executioner = "EXECUTIONER", "Executioner";
    Traitor = "TRAITOR", "Traitor";
    Jester = "JESTER", "Jester";
}

impl Card {
    /// The printed strength of Peasant (1), Soldier (2), Knight (3) and King (4); 0 otherwise.
    pub fn strength(self) -> u8 {
        match self {
            Card::Peasant => 1,
            Card::Soldier => 2,
            Card::Knight => 3,
            Card::King => 4,
            _ => 0,
        }
    }

    /// Whether the card fights by its strength (Peasant, Soldier, Knight, King), attacking or
    /// responding.
    pub fn has_strength(self) -> bool {
        self.strength() > 0
    }

    /// Whether the card may be played as an attack card.
    pub fn can_attack(self) -> bool {
        self.has_strength()
            || matches!(
                self,
                Card::Archer | Card::Ladder | Card::Catapult | Card::Dragon | Card::Ninja
            )
    }

    /// Whether the card may answer an attack card (the Highwayman answers moving gems instead).
    pub fn can_respond(self) -> bool {
        self.has_strength()
            || matches!(
                self,
                Card::Minstrel | Card::Princess | Card::Executioner | Card::Traitor
            )
    }

    /// Whether the card may fortify a kingdom.
    pub fn can_fortify(self) -> bool {
        matches!(self, Card::Castle | Card::Archer | Card::Minstrel)
    }

    /// Whether the card, attacking, takes gems (strength cards, Ninja, Dragon).
    pub fn takes_gems(self) -> bool {
        self.has_strength() || matches!(self, Card::Ninja | Card::Dragon)
    }

    /// How many gems a Ninja or Dragon steals (its strength for the strength cards).
    pub fn attack_value(self) -> u8 {
        match self {
            Card::Ninja | Card::Dragon => 2,
            c => c.strength(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for c in Card::ALL {
            assert_eq!(c.code().parse::<Card>().unwrap(), c);
            assert_eq!(c.code().to_ascii_lowercase().parse::<Card>().unwrap(), c);
        }
        assert!("WIZARD".parse::<Card>().is_err());
    }

    /// Strengths as printed: Peasant 1 to King 4; Ninja and Dragon steal 2.
    #[test]
    fn strengths_are_as_printed() {
        assert_eq!(
            [Card::Peasant, Card::Soldier, Card::Knight, Card::King].map(Card::strength),
            [1, 2, 3, 4]
        );
        assert_eq!(Card::Ninja.attack_value(), 2);
        assert_eq!(Card::Dragon.attack_value(), 2);
        assert_eq!(Card::Archer.attack_value(), 0);
        assert!(!Card::Highwayman.can_respond() && !Card::Jester.can_attack());
    }

    #[test]
    fn multiset_counts_copies() {
        let mut cards: Cards = [Card::Knight, Card::Knight, Card::Jester]
            .into_iter()
            .collect();
        assert_eq!(cards.len(), 3);
        assert!(cards.remove(Card::Knight));
        assert!(!cards.remove(Card::King));
        assert_eq!(
            cards.iter().collect::<Vec<_>>(),
            [Card::Knight, Card::Jester]
        );
    }
}
