# Skirmish à la table, en français : le journal, les annonces, l'invite, les boutons, les
# plaques et la carte de règles. $you : « yes » quand le joueur nommé ($who) est la personne
# devant l'écran, à qui la ligne dit « vous » ; une ligne à deux joueurs dit lequel est la
# personne (« by » ou « target »), ou « no ». Avec plusieurs vainqueurs, « yes » quand la
# personne est parmi eux (elle est alors $last).

game-skirmish = Escarmouche
keys-skirmish = Entrée sur une carte, puis sur un adversaire
sk-someone = quelqu'un

## Cartes et coups
sk-card = un { $value }
sk-play = { $pair ->
    [yes] une paire de { $value }
   *[no] { sk-card }
}

## Le journal
sk-log-dealt = Trois cartes à chacun ; tout le monde commence avec 10 de force.
sk-log-turn = { $you ->
    [yes] C'est votre tour.
   *[no] Au tour de { $who }.
}
sk-log-passed-over = { $you ->
    [yes] Vous n'avez plus de carte : votre tour passe.
   *[no] { $who } n'a plus de carte : son tour passe.
}
sk-log-played = { $you ->
    [yes] Vous jouez
   *[no] { $who } joue
} { $play }.
sk-log-hit = { $you ->
    [by] Vous frappez { $target }
    [target] { $by } vous frappe
   *[no] { $by } frappe { $target }
} pour { $damage } : il reste { $strength } de force.
sk-log-out = { $you ->
    [yes] Vous êtes éliminé.
   *[no] { $who } est éliminé.
}
sk-log-drew = { $you ->
    [yes] Vous piochez
   *[no] { $who } pioche
} { $card }.
sk-log-drew-hidden = { $you ->
    [yes] Vous piochez
   *[no] { $who } pioche
} une carte.
sk-log-over = { $count ->
    [one] { $you ->
        [yes] Vous gagnez
       *[no] { $last } gagne
    }
   *[other] { $names } et { $you ->
        [yes] vous partagez la victoire
       *[no] { $last } partagent la victoire
    }
} avec { $strength } de force.

## Annonces
sk-flash-out = { $you ->
    [yes] Vous êtes éliminé !
   *[no] { $who } est éliminé !
}
sk-flash-won = { $count ->
    [one] { $you ->
        [yes] Vous gagnez
       *[no] { $last } gagne
    }
   *[other] { $names } et { $you ->
        [yes] vous gagnez
       *[no] { $last } gagnent
    }
} la partie !

## Refus
sk-refuse-over = La partie est finie.
sk-refuse-not-now = Pas maintenant.
sk-refuse-not-in-hand = Cette carte n'est pas dans la main.
sk-refuse-no-such-seat = Ce joueur n'existe pas.
sk-refuse-rival = { $you ->
    [yes] Vous ne pouvez pas vous frapper : choisissez un adversaire.
   *[no] { $target } est éliminé : choisissez un adversaire encore en jeu.
}
sk-refuse-target-first = Les cartes sont jouées : choisissez d'abord l'adversaire qu'elles frappent.
sk-refuse-play-first = Jouez d'abord une carte : vous choisirez ensuite qui elle frappe.

## L'invite et ses boutons
sk-ask-play = Jouez une carte, ou deux de même valeur.
sk-ask-one-or-pair = Jouer { $card } seul, ou la paire ?
sk-ask-target = Choisissez l'adversaire que frappe { $play }.
sk-turn = Au tour de { $who }.
sk-prompt-thinking = { $who } réfléchit…
sk-prompt-over = La partie est finie.
sk-btn-one = Une carte
sk-btn-pair = La paire
sk-btn-hit = Frapper { $rival } ({ $strength })
sk-btn-back = Retour
sk-why-hit = { $left ->
    [0] élimine { $rival }
   *[other] laisse { $rival } à { $left }
}

## La table
sk-plate = Force { $strength } · { $hand ->
    [one] 1 carte
   *[other] { $hand } cartes
}
sk-plate-out = Éliminé de la partie
sk-status = Pioche : { $deck } · Défausse : { $discard }

## La carte de règles
sk-rules-card = Une carte de valeur { $value } : jouée seule, elle ôte { $value } de force à l'adversaire qu'elle frappe ; avec sa jumelle, le double.
sk-rules-not-playable = { $text } Pas maintenant : { $why }
sk-rules-deck = La pioche : { $deck } cartes. Après une frappe, le joueur qui a joué pioche jusqu'à avoir trois cartes.
sk-rules-pair = Deux cartes de même valeur jouées ensemble : l'adversaire frappé perd leur total.
sk-rules-seat = { $you ->
    [yes] Vous
   *[no] { $who }
} : { $out ->
    [yes] éliminé de la partie.
   *[no] { $strength } de force, { $hand ->
        [one] 1 carte
       *[other] { $hand } cartes
    } en main. Un joueur à 0 de force est éliminé.
}

## L'écran du vainqueur
sk-summary-strength = { $strength } de force
sk-summary-out = éliminé
sk-summary-footer = { $discard } cartes ont été jouées.
