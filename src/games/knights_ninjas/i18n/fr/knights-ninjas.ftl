# Chevaliers et Ninjas (Of Knights and Ninjas) à la table : cartes, journal, annonces, invite,
# boutons, refus, fiche de règles, écran du vainqueur. Français. Les noms des cartes sont ceux
# des pages de règles (rules-knights-ninjas.ftl).
# Arguments : $who, $by, $seat et les autres noms de joueurs ; $card le code d'une carte
# (peasant, knight…), qui choisit son nom, son genre et son article ; $play un coup (un message,
# kn-play) ; les nombres choisissent le pluriel (en français, 0 et 1 au singulier).

game-knights-ninjas = Chevaliers et Ninjas
keys-knights-ninjas = S finit le tour ou laisse passer

kn-someone = quelqu'un

## Cartes
kn-card = { $card ->
    [peasant] Paysan
    [soldier] Soldat
    [knight] Chevalier
    [king] Roi
    [castle] Château
    [archer] Archer
    [minstrel] Ménestrel
    [ladder] Échelle
    [catapult] Catapulte
    [dragon] Dragon
    [ninja] Ninja
    [highwayman] Brigand
    [princess] Princesse
    [executioner] Bourreau
    [traitor] Traître
   *[jester] Bouffon
}
# Échelle, Catapulte et Princesse sont féminines ; Archer et Échelle s'élident.
kn-a-card = { $card ->
    [ladder] une
    [catapult] une
    [princess] une
   *[other] un
} { kn-card }
kn-a-card-start = { $card ->
    [ladder] Une
    [catapult] Une
    [princess] Une
   *[other] Un
} { kn-card }
kn-the-card = { $card ->
    [archer] l'{ kn-card }
    [ladder] l'{ kn-card }
    [catapult] la { kn-card }
    [princess] la { kn-card }
   *[other] le { kn-card }
}
kn-gems = { $gems ->
    [one] { $gems } gemme
   *[other] { $gems } gemmes
}

## Coups ($kind : card, jester, revolt, revolt-jesters, revolt-mixed ; $peasants, $jesters)
kn-play = { $kind ->
    [jester] un Bouffon déguisé en { kn-card }
    [revolt] une révolte de { $peasants } Paysans
    [revolt-jesters] une révolte de { $jesters } Bouffons déguisés en Paysans
    [revolt-mixed] une révolte { $peasants ->
        [one] d'un Paysan
       *[other] de { $peasants } Paysans
    } et { $jesters ->
        [one] d'un Bouffon déguisé en Paysan
       *[other] de { $jesters } Bouffons déguisés en Paysans
    }
   *[card] { kn-a-card }
}
kn-play-start = { $kind ->
    [jester] Un Bouffon déguisé en { kn-card }
    [revolt] Une révolte de { $peasants } Paysans
    [revolt-jesters] Une révolte de { $jesters } Bouffons déguisés en Paysans
    [revolt-mixed] Une révolte { $peasants ->
        [one] d'un Paysan
       *[other] de { $peasants } Paysans
    } et { $jesters ->
        [one] d'un Bouffon déguisé en Paysan
       *[other] de { $jesters } Bouffons déguisés en Paysans
    }
   *[card] { kn-a-card-start }
}
# Un coup déjà nommé : le Traître le retourne.
kn-the-play = { $kind ->
    [revolt] la révolte
    [revolt-jesters] la révolte
    [revolt-mixed] la révolte
   *[card] { kn-the-card }
}
kn-the-attack = l'attaque

## Le journal
# $you : « yes » quand le joueur de la ligne ($who, $by ou $first) est la personne devant
# l'écran, à qui la ligne dit « vous » (le verbe et le possessif s'accordent), « no » sinon. Une
# ligne à deux joueurs dit lequel est la personne : l'argument qui le nomme (« attacker » ou
# « defender », « by » ou « against », « from » ou « to »), ou « no ». Avec plusieurs vainqueurs,
# « yes » quand la personne est parmi eux (elle est alors $last).
kn-log-dealt = Chacun reçoit deux cartes ; { $you ->
    [yes] vous jouez
   *[no] { $first } joue
} en premier.
kn-log-turn = { $you ->
    [yes] C'est votre tour.
   *[no] Au tour de { $who }.
}
# L'invite quand une personne est appelée à l'écran (par son nom : plusieurs personnes jouent).
kn-turn = Au tour de { $who }.
kn-log-minstrel-leaves = { $you ->
    [yes] Votre Ménestrel s'en va : votre royaume
   *[no] Le Ménestrel de { $who } s'en va : son royaume
} peut de nouveau être attaqué.
kn-log-drew = { $you ->
    [yes] Vous piochez
   *[no] { $who } pioche
} { kn-a-card }.
kn-log-drew-hidden = { $you ->
    [yes] Vous piochez
   *[no] { $who } pioche
} une carte.
kn-log-reshuffled = La défausse devient la pioche : il faut désormais { $target ->
    [one] { $target } gemme
   *[other] { $target } gemmes
} pour gagner.
kn-log-fortified = { $you ->
    [yes] Vous vous fortifiez
   *[no] { $who } se fortifie
} avec { $play }.
kn-log-discarded = { $you ->
    [yes] Vous ne jouez rien et défaussez
   *[no] { $who } ne joue rien et défausse
} { kn-a-card }.
kn-log-attack = { $you ->
    [attacker] Vous attaquez { $defender }
    [defender] { $attacker } vous attaque
   *[no] { $attacker } attaque { $defender }
} avec { $play }.
kn-log-answered = { $you ->
    [yes] Vous répondez
   *[no] { $who } répond
} avec { $play }.
kn-log-unanswered = { $you ->
    [yes] Vous laissez
   *[no] { $who } laisse
} passer l'attaque.
kn-log-traitor = { $you ->
    [by] Votre Traître retourne { $play } contre { $against }.
    [against] Le Traître de { $by } retourne { $play } contre vous.
   *[no] Le Traître de { $by } retourne { $play } contre { $against }.
}
kn-log-princess = { $you ->
    [yes] Votre Princesse prend { $play } dans votre main.
   *[no] La Princesse de { $by } prend { $play } dans sa main.
}
kn-log-executed = { $you ->
    [yes] Votre Bourreau
   *[no] Le Bourreau de { $by }
} exécute { $play } ; le tour est terminé.
kn-log-minstrel-stops = { $you ->
    [yes] Votre Ménestrel
   *[no] Le Ménestrel de { $by }
} arrête { $play } ; le tour est terminé.
kn-log-repelled = { $you ->
    [yes] Vous tenez
   *[no] { $who } tient
} bon : aucune gemme ne bouge.
# $by : la carte qui l'abat (kn-a-card-start) ; $card : la fortification.
kn-log-brought-down = { $by } abat { $you ->
    [yes] votre { kn-card }
   *[no] { kn-the-card } de { $who }
}.
kn-log-scaled = Une Échelle escalade { $you ->
    [yes] votre Château
   *[no] le Château de { $who }
}.
kn-log-gems-taken = { $gems ->
    [one] { $gems } gemme quitte
   *[other] { $gems } gemmes quittent
} { $you ->
    [from] votre royaume pour celui de { $to }
    [to] le royaume de { $from } pour le vôtre
   *[no] le royaume de { $from } pour celui de { $to }
}.
kn-log-stolen = { $you ->
    [by] Votre Brigand
   *[no] Le Brigand de { $by }
} s'empare { $gems ->
    [one] d'une gemme
   *[other] de { $gems } gemmes
} en route vers { $you ->
    [from] vous
   *[no] { $from }
}.
kn-log-arrived = { $gems ->
    [one] { $gems } gemme arrive
   *[other] { $gems } gemmes arrivent
} { $you ->
    [yes] chez vous : vous en possédez
   *[no] chez { $who }, qui en possède
} désormais { $total }.
kn-log-won = { $you ->
    [yes] Vous gagnez
   *[no] { $who } gagne
} avec { kn-gems } !
# $names : tous les vainqueurs sauf le dernier, séparés par des virgules ; $count : leur nombre.
kn-log-deck-ran-out = La pioche est épuisée à l'objectif le plus bas : { $count ->
    [one] { $you ->
        [yes] vous gagnez
       *[no] { $last } gagne
    }
   *[other] { $names } et { $you ->
        [yes] vous vous partagez
       *[no] { $last } se partagent
    } la victoire
} avec { kn-gems }.

## Annonces
kn-flash-stolen = { $you ->
    [yes] Votre Brigand
   *[no] Le Brigand de { $by }
} s'empare { $gems ->
    [one] d'une gemme
   *[other] de { $gems } gemmes
} !
kn-flash-traitor = Trahison ! { $you ->
    [by] Vous retournez l'attaque contre { $against }
    [against] { $by } retourne l'attaque contre vous
   *[no] { $by } retourne l'attaque contre { $against }
}
kn-flash-princess = { $you ->
    [yes] Votre Princesse
   *[no] La Princesse de { $by }
} prend la carte
kn-flash-brought-down = { $by } abat { $you ->
    [yes] votre { kn-card }
   *[no] { kn-the-card } de { $who }
}
kn-flash-scaled = Une Échelle escalade { $you ->
    [yes] votre Château
   *[no] le Château de { $who }
}
kn-flash-executed = { $you ->
    [yes] Votre Bourreau
   *[no] Le Bourreau de { $by }
} met fin à l'attaque
kn-flash-minstrel = { $you ->
    [yes] Votre Ménestrel
   *[no] Le Ménestrel de { $by }
} arrête l'attaque
kn-flash-reshuffled = Nouvelle pioche : il faut désormais { $target ->
    [one] { $target } gemme
   *[other] { $target } gemmes
} pour gagner
kn-flash-won = { $you ->
    [yes] Vous gagnez
   *[no] { $who } gagne
} la partie !
kn-flash-deck-ran-out = { $count ->
    [one] { $you ->
        [yes] Vous gagnez
       *[no] { $last } gagne
    }
   *[other] { $names } et { $you ->
        [yes] vous gagnez
       *[no] { $last } gagnent
    }
} la partie !

## La table
kn-field-ladders = Échelles
kn-field-attack = Attaque
kn-field-traitors = Traîtres
kn-field-answer = Réponse
kn-field-highwaymen = Brigands
kn-pile-deck = Pioche : { $count }
kn-pile-discard = Défausse : { $count }
kn-status-target = { $target ->
    [one] { $target } gemme pour gagner
   *[other] { $target } gemmes pour gagner
}
kn-status-reshuffles = { $reshuffles ->
    [one] { $reshuffles } nouvelle pioche
   *[other] { $reshuffles } nouvelles pioches
}
kn-panel-holdings = { kn-gems } · { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
} en main
kn-panel-guarded = gardé par un Ménestrel
# Un Bouffon sur la table : le bandeau qui le traverse.
kn-jester-band = en { kn-card }

## L'invite
kn-ask-stands-for = Bouffon : choisissez la carte qu'il représente.
kn-ask-revolt = Une révolte : choisissez combien de Paysans se soulèvent.
kn-ask-rival = { kn-card } : choisissez le rival à attaquer.
kn-ask-use = { kn-card } : choisissez quoi en faire.
kn-ask-main = À vous : attaquez un rival, fortifiez-vous ou défaussez une carte.
kn-ask-fortify = Fortifiez-vous encore, ou finissez le tour (S).
kn-ask-attack = Attaquez encore { $rival }, ou finissez le tour (S).
kn-ask-answer = { $play } vous attaque : répondez, ou laissez passer.
kn-ask-fly-home = { $gems ->
    [one] { $gems } gemme revient chez { $to } : volez-la, ou laissez-la passer.
   *[other] { $gems } gemmes reviennent chez { $to } : volez-les, ou laissez-les passer.
}
kn-ask-fly = { $gems ->
    [one] { $gems } gemme s'envole de chez { $from } vers { $to } : volez-la, ou laissez-la passer.
   *[other] { $gems } gemmes s'envolent de chez { $from } vers { $to } : volez-les, ou laissez-les passer.
}
kn-prompt-over = La partie est finie.
kn-prompt-answers = { $who } répond à l'attaque.
kn-prompt-may-steal = { $who } peut voler les gemmes en route.
kn-prompt-deciding = { $who } décide…
kn-prompt-thinking = { $who } réfléchit…

## Boutons
kn-btn-as = en { $mark } { kn-card }
kn-btn-peasants = { $peasants } Paysans
kn-btn-jesters = { $jesters } Bouffons
kn-btn-mixed = { $peasants } { $peasants ->
    [one] Paysan
   *[other] Paysans
} + { $jesters } { $jesters ->
    [one] Bouffon
   *[other] Bouffons
}
kn-btn-attack = Attaquer { $rival }
kn-btn-fortify = Fortifier
kn-btn-discard = La défausser
kn-btn-let-gems-pass = { $gems ->
    [one] La laisser passer (S)
   *[other] Les laisser passer (S)
}
kn-btn-let-through = Laisser passer (S)
kn-btn-end = Finir le tour (S)
kn-btn-steal = Voler (Brigand)
kn-btn-back = Retour (Échap)

## La fiche de règles
kn-rules-card = { kn-card } — { $text }
kn-rules-jester-as = Un Bouffon déguisé en { kn-card }. { $text }
kn-rules-not-playable =
    { $text }
    Injouable pour l'instant : { $why }
# $where : kingdom (dans celui de $owner), flight, ou ailleurs.
kn-rules-gem = { $where ->
    [kingdom] Une gemme de la couleur de { $colour }, dans le royaume de { $owner }.
    [flight] Une gemme de la couleur de { $colour }, en route.
   *[other] Une gemme de la couleur de { $colour }.
} Il faut { kn-gems } pour gagner.
# $forts : les fortifications, séparées par des virgules ; $fortified : leur nombre.
kn-rules-kingdom = { $symbol } { $you ->
    [yes] Votre royaume
   *[no] Royaume de { $who }
} : { kn-gems }, { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
} en main ; { $fortified ->
    [0] aucune fortification
   *[other] fortifié par : { $forts }
}.
kn-text-peasant = Force 1. Attaque ou répond par la force ; plusieurs Paysans peuvent se soulever ensemble en une révolte.
kn-text-soldier = Force 2. Attaque le royaume d'un rival ou répond à une attaque par la force.
kn-text-knight = Force 3. Attaque ou répond par la force ; une Princesse peut prendre un Chevalier qui attaque.
kn-text-king = Force 4, la plus grande. Attaque ou répond par la force.
kn-text-castle = Fortifie un royaume : les attaques sont arrêtées, à moins qu'une Échelle, une Catapulte, un Dragon ou un Ninja ne passe d'abord.
kn-text-archer = Fortifie un royaume (sur les remparts quand un Château est debout) : arrête les attaques jusqu'à ce qu'un Archer qui attaque ou un Ninja l'élimine. En attaque, il élimine l'Archer d'un rival.
kn-text-minstrel = Garde un royaume jusqu'au prochain tour de son propriétaire. Joué en réponse, il arrête l'attaque et met fin au tour de l'attaquant.
kn-text-ladder = Escalade le Château d'un rival pour ce tour, pour que les cartes de force l'attaquent par-dessus ; pas tant qu'un Archer s'y tient.
kn-text-catapult = Abat le Château d'un rival et l'Archer sur ses remparts ; aucune réponse ne l'annule.
kn-text-dragon = Passe le Château par les flammes et prend 2 gemmes ; ne peut approcher un Archer. Un Bourreau ou une Princesse l'arrête.
kn-text-ninja = Se glisse au-delà de toute fortification et prend 2 gemmes ; seul un Bourreau l'arrête.
kn-text-highwayman = Se joue hors de son tour, quand des gemmes sont en route : il s'en empare pour son joueur. Un autre Brigand peut s'en emparer à son tour.
kn-text-princess = Répond à un Chevalier ou à un Dragon qui attaque et le prend dans la main de son joueur.
kn-text-executioner = Répond à toute carte d'attaque sauf une Échelle ou une Catapulte : elle est défaussée et le tour de l'attaquant prend fin.
kn-text-traitor = Répond à un Paysan, un Soldat, un Chevalier ou un Roi et le retourne contre son propriétaire, au-delà de toute fortification ; il peut être retourné de nouveau.
kn-text-jester = Devient n'importe quelle carte quand il est joué : son joueur la nomme, et il est cette carte tant qu'il est sur la table.

## Refus : pourquoi une carte ne peut pas être jouée maintenant
kn-refuse-not-now = Ce choix n'est pas possible maintenant.
kn-refuse-no-highwayman = Vous n'avez aucun Brigand (ni de Bouffon pour en tenir lieu).
kn-refuse-game-over = La partie est finie.
kn-refuse-wrong-decision = Ce n'est pas la décision que le jeu attend maintenant.
kn-refuse-not-in-hand = Ces cartes ne sont pas dans la main.
kn-refuse-one-at-a-time = { $play } : seuls les Paysans se jouent à plusieurs à la fois (une révolte).
kn-refuse-not-attack = { kn-a-card-start } n'est pas une carte d'attaque.
kn-refuse-not-answer = { kn-a-card-start } ne répond pas à une carte d'attaque.
kn-refuse-not-fortification = { kn-a-card-start } ne fortifie pas un royaume.
kn-refuse-not-highwayman = Seul un Brigand vole les gemmes en route, pas { kn-a-card }.
kn-refuse-no-such-seat = Ce rival n'existe pas.
kn-refuse-self = { $you ->
    [yes] Vous ne pouvez pas attaquer votre propre royaume : on attaque un rival.
   *[no] On ne peut pas attaquer { $target } : on attaque un rival, pas son propre royaume.
}
kn-refuse-one-rival = L'attaque de ce tour ne vise que { $rival }.
kn-refuse-minstrel = Le Ménestrel de { $seat } protège le royaume jusqu'au prochain tour de son propriétaire.
kn-refuse-castle = Le Château de { $seat } arrête { kn-a-card } : d'abord une Échelle ou une Catapulte, ou attaquez avec un Dragon ou un Ninja.
kn-refuse-archer = L'Archer de { $seat } arrête { kn-a-card } : éliminez-le d'abord avec un Archer ou un Ninja.
kn-refuse-ladder-archer = Une Échelle ne peut servir tant qu'un Archer se tient sur les remparts de { $seat }.
kn-refuse-dragon-archer = Un Dragon ne peut approcher le royaume de { $seat } : un Archer le garde.
kn-refuse-needs-castle = { kn-a-card-start } sert contre un Château, et { $seat } n'en a pas.
kn-refuse-castle-scaled = Le Château de { $seat } est déjà escaladé par une Échelle ce tour-ci.
kn-refuse-needs-archer = Un Archer qui attaque élimine un Archer qui fortifie, et { $seat } n'en a pas.
kn-refuse-one-of-a-kind = Le royaume de { $seat } a déjà { kn-a-card }.
# $card : l'attaque (Ninja ou Dragon) ; $response : la réponse tentée (kn-a-card).
kn-refuse-only-enemies = { kn-a-card-start } n'est arrêté que par ses ennemis, pas par { $response }.
kn-refuse-princess = Une Princesse ne prend qu'un Chevalier ou un Dragon, pas { kn-a-card }.
kn-refuse-traitor = Un Traître ne retourne qu'un Paysan, un Soldat, un Chevalier ou un Roi, pas { kn-a-card }.
kn-refuse-executioner = Un Bourreau ne peut pas répondre à { kn-a-card }.
# $card : la réponse tentée ; $attack : la carte d'attaque (kn-a-card).
kn-refuse-strength = { kn-a-card-start } ne répond qu'à une attaque par la force, pas à { $attack }.
kn-refuse-must-discard = Qui ne joue rien doit défausser une carte ; finir le tour n'est permis qu'avec une main vide.

## L'écran du vainqueur
kn-summary-holdings = { kn-gems } · { $forts }
# $reshuffles : combien ; $target : les gemmes qui gagnaient à la fin.
kn-summary-footer = { $reshuffles ->
    [0] Aucune nouvelle pioche : { $target ->
        [one] { $target } gemme
       *[other] { $target } gemmes
    } pour gagner.
    [one] Une nouvelle pioche : l'objectif est tombé à { $target ->
        [one] { $target } gemme
       *[other] { $target } gemmes
    }.
   *[other] { $reshuffles } nouvelles pioches : l'objectif est tombé à { $target ->
        [one] { $target } gemme
       *[other] { $target } gemmes
    }.
}
kn-summary-decisive = Décisif : { $moments }

# Une ligne de raison d'un conseil, à côté d'un choix (dite du siège qui décide, quel que soit le lecteur).
kn-why-castle = derrière un Château, seuls une Échelle, une Catapulte, un Dragon ou un Ninja peuvent attaquer
kn-why-archer-on-walls = un Archer sur les remparts ne laisse attaquer qu'un Archer, une Catapulte ou un Ninja
kn-why-archer = derrière un Archer, seuls un Archer ou un Ninja peuvent attaquer
kn-why-minstrel = aucune attaque ne peut atteindre le royaume avant le prochain tour de son souverain
kn-why-steal = prend { $gems ->
    [one] la gemme
   *[other] les { $gems } gemmes
} en chemin
kn-why-catapult = abat le Château de { $name }
kn-why-catapult-archer = abat le Château de { $name } et l'Archer de ses remparts
kn-why-ladder = escalade le Château de { $name } : les attaques passent ce tour-ci
kn-why-archer-duel = affronte l'Archer de { $name }
kn-why-richest = { $name } a le plus de gemmes de tous les rivaux : { $gems }
