# Les mots d'Ivanhoé à la table : cartes, journal, invite, refus, fiche de règles. Français.
# Les noms des cartes sont ceux de l'édition française (voir ../shared/seeds, règle française).
# Arguments : $who le nom d'un joueur et $you « yes » quand ce joueur est la personne devant
# l'écran (la ligne dit alors « vous ») ; $card une carte (un message) ; $colour le code d'une
# couleur ; $value, $total, $best, $n des nombres.

game-ivanhoe = Ivanhoé
keys-ivanhoe = S reste · W se retire

## Couleurs et cartes
iv-colour = { $colour ->
    [purple] violet
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
}
# Une couleur dite d'une carte (« aucune carte violette ») : au féminin.
iv-colour-f = { $colour ->
    [purple] violette
    [red] rouge
    [blue] bleue
    [yellow] jaune
   *[green] verte
}
iv-colour-start = { $colour ->
    [purple] Violet
    [red] Rouge
    [blue] Bleu
    [yellow] Jaune
   *[green] Vert
}
iv-colour-label = { $symbol } { $colour ->
    [purple] Violet
    [red] Rouge
    [blue] Bleu
    [yellow] Jaune
   *[green] Vert
}
iv-colour-card-bare = { $value } { $colour ->
    [purple] violet
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
}
iv-colour-card = le { $value } { $colour ->
    [purple] violet
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
}
iv-colour-card-start = Le { $value } { $colour ->
    [purple] violet
    [red] rouge
    [blue] bleu
    [yellow] jaune
   *[green] vert
}
iv-squire = l'écuyer { $value }
iv-squire-bare = écuyer { $value }
iv-squire-start = L'écuyer { $value }
iv-maiden = la damoiselle
iv-maiden-bare = damoiselle
iv-maiden-start = La damoiselle
iv-face-squire = écuyer
iv-face-maiden = damoiselle
iv-action = { $card ->
    [unhorse] Désarçonnement
    [change-weapon] Changement d'Arme
    [drop-weapon] Arme Lâchée
    [shield] Bouclier
    [stunned] Sonné
    [ivanhoe] Ivanhoé
    [break-lance] Lance Brisée
    [riposte] Riposte
    [dodge] Esquive
    [retreat] Recul
    [knock-down] Mise à Terre
    [outmaneuver] Manœuvre Habile
    [charge] Charge
    [countercharge] Contre-charge
    [disgrace] Déshonneur
    [adapt] Ajustement
   *[outwit] Feinte
}
# Same in English: made only of its arguments.
iv-action-the = { $card ->
    [shield] le Bouclier
    [stunned] le Sonné
   *[other] { $name }
}
iv-a-card = une carte

## Les personnes
# Same in English: made only of its arguments.
iv-person = { $you ->
    [yes] vous
   *[no] { $who }
}
iv-another-player = un autre joueur
iv-whose = { $you ->
    [yes] votre { $bare }
   *[no] { $the } de { $who }
}

## Le journal
iv-dealt = { $you ->
    [yes] Vous distribuez
   *[no] { $who } distribue
} huit cartes à chacun.
iv-deck-shuffled = La défausse est mélangée : une nouvelle pioche de { $cards } cartes.
iv-hand-revealed = { $you ->
    [yes] Vous ne pouvez ouvrir aucun tournoi et montrez votre main.
   *[no] { $who } ne peut ouvrir aucun tournoi et montre sa main.
}
iv-tournament-started = { $you ->
    [yes] Vous ouvrez
   *[no] { $who } ouvre
} un tournoi { $colour }.
iv-played = { $you ->
    [yes] Vous jouez
   *[no] { $who } joue
} { $card }.
iv-kept = { $you ->
    [yes] Vous gardez
   *[no] { $who } garde
} { $card }.
iv-cancelled = Ivanhoé ! { $you ->
    [yes] Vous annulez
   *[no] { $who } annule
} { $card }.
iv-colour-changed = Le tournoi passe du { $from } au { $to }.
iv-discarded = { $you ->
    [yes] Vous défaussez
   *[no] { $who } défausse
} { $card }.
# $from_you: "yes" when the card is taken from the person at the screen ("vous prend", not "à vous").
iv-card-moved = { $you ->
    [yes] Vous prenez { $card } à { $from }.
   *[no] { $from_you ->
        [yes] { $who } vous prend { $card }.
       *[no] { $who } prend { $card } à { $from }.
    }
}
iv-card-retreated = { $you ->
    [yes] Vous reprenez { $card } en main.
   *[no] { $who } reprend { $card } en main.
}
iv-card-taken = { $you ->
    [yes] Vous prenez une carte dans la main de { $from }.
   *[no] { $from_you ->
        [yes] { $who } prend une carte dans votre main.
       *[no] { $who } prend une carte dans la main de { $from }.
    }
}
iv-swapped = { $you ->
    [yes] Vous échangez
   *[no] { $who } échange
} { $mine } contre { $theirs }.
iv-shield-placed = { $you ->
    [yes] Vous êtes protégé
   *[no] { $who } est protégé
} par le Bouclier.
iv-stunned-placed = { $you ->
    [yes] Vous êtes sonné
   *[no] { $who } est sonné
} : une carte par tour.
iv-stayed = { $you ->
    [yes] Vous restez
   *[no] { $who } reste
} en lice avec { $total }.
iv-withdrew = { $you ->
    [yes] Vous vous retirez.
   *[no] { $who } se retire.
}
iv-token-returned = { $you ->
    [yes] Vous rendez
   *[no] { $who } rend
} un jeton { $colour } à cause de la damoiselle.
iv-tournament-won = { $you ->
    [yes] Vous remportez
   *[no] { $who } remporte
} le tournoi { $colour } !
iv-token-won = { $you ->
    [yes] Vous prenez
   *[no] { $who } prend
} un jeton { $colour }.
iv-game-won = { $you ->
    [yes] Vous remportez
   *[no] { $who } remporte
} la partie !
iv-game-drawn = Personne ne peut ouvrir de tournoi : la partie s'achève sur une égalité.

## Une carte d'action et ses cibles
iv-play-unhorse = Désarçonnement : le violet devient { $colour }
iv-play-change-weapon = Changement d'Arme : le tournoi devient { $colour }
iv-play-drop-weapon = Arme Lâchée : le tournoi devient vert
iv-play-break-lance = Lance Brisée contre { $target }
iv-play-riposte = Riposte contre { $target }
iv-play-dodge = Esquive sur { $card }
iv-play-retreat = Recul : reprend { $card }
iv-play-knock-down = Mise à Terre contre { $target }
iv-play-outwit = Feinte : { $mine } contre { $theirs }
iv-play-stunned = Sonné contre { $target }

## Annonces
iv-flash-ivanhoe = Ivanhoé ! — { $who }
iv-flash-tournament = { $you ->
    [yes] Vous remportez
   *[no] { $who } remporte
} le tournoi { $colour }

## Refus
iv-no-game = La partie est finie.
iv-wrong-decision = Ce n'est pas ce que la table demande maintenant.
iv-no-ivanhoe = { $you ->
    [yes] Vous n'avez
   *[no] { $who } n'a
} pas d'Ivanhoé.
iv-not-in-hand = { $card } n'est pas dans { $you ->
    [yes] votre main
   *[no] la main de { $who }
}.
iv-colour-without-card = { $you ->
    [yes] Vous n'avez
   *[no] { $who } n'a
} ni carte { $colourf } ni tenant : impossible d'annoncer le { $colour }.
iv-purple-twice = Le dernier tournoi était violet : celui-ci ne peut pas l'être à nouveau.
iv-first-card = Un tournoi { $colour } s'ouvre avec une carte { $colourf } ou un tenant.
iv-wrong-colour = { $card } ne convient pas à un tournoi { $colour }.
iv-maiden-limit = Une zone de jeu ne peut porter qu'une seule damoiselle.
iv-stunned-limit = { $you ->
    [yes] Vous êtes sonné
   *[no] { $who } est sonné
} : une seule carte par tour dans la zone de jeu.
iv-changes-nothing = { $card } ne changerait rien maintenant.
iv-bad-colour-change = { $card } ne peut pas rendre le tournoi { $colour }.
iv-target-self = { $card } : il faut viser un adversaire.
iv-target-none = { $card } : ce joueur n'existe pas.
iv-target-withdrawn = { $card } : { $target } s'est retiré.
iv-target-empty = { $card } : { $target } n'a encore aucune carte dans le tournoi.
iv-target-not = { $card } : { $target } ne peut pas être visé.
iv-shielded = { $you ->
    [yes] Votre zone de jeu est protégée
   *[no] La zone de jeu de { $who } est protégée
} par le Bouclier.
iv-outwit-shielded = { $you ->
    [yes] Vous êtes protégé : seul un Bouclier ou un Sonné peut être échangé avec vous.
   *[no] { $who } est protégé : seul un Bouclier ou un Sonné peut être échangé avec lui.
}
iv-last-card = Une zone de jeu resterait sans carte.
iv-no-such-position = { $you ->
    [yes] Votre zone de jeu n'a
   *[no] La zone de jeu de { $who } n'a
} pas cette carte.
iv-no-such-face-up = Cette carte n'est pas devant { $target }.
iv-stay-without-play = Pour rester en lice, jouez au moins une carte ce tour-ci.
iv-stay-not-highest = Pour rester en lice, il faut dépasser tous les autres : { $total } ne dépasse pas { $best }.
iv-ivanhoe-outside = Ivanhoé n'annule qu'une carte d'action qu'un autre joueur vient de jouer.
iv-bad-keep = Gardez une des cartes de valeur { $value } de la zone de jeu.
iv-bad-token = Un jeton { $colour } ne peut pas être pris maintenant.
iv-bad-return = { $you ->
    [yes] Vous n'avez
   *[no] { $who } n'a
} pas de jeton { $colour } à rendre.
iv-nothing-to-act-on = { $card } n'a rien sur quoi agir maintenant.
# Two reasons a card cannot be played, one after the other.
# Same in English: made only of its arguments.
iv-two-reasons = { $first } { $second }
iv-not-a-choice = Ce n'est pas un des choix possibles maintenant.
iv-not-now = Pas maintenant.

## Ce que fait chaque carte (la fiche de règles)
# Same in English: made only of its arguments.
iv-rules-card = { $card } — { $text }
iv-rules-not-playable = { $card } — { $text }
    Injouable maintenant : { $why }
iv-text-green = Ne se joue que dans un tournoi vert ; vaut 1.
iv-text-colour = Ne se joue que dans un tournoi { $colour } ; vaut { $value }.
iv-text-maiden = Un tenant : se joue dans un tournoi de toute couleur ; vaut { $value }, ou 1 en vert. Une seule par zone de jeu ; qui se retire avec elle rend un jeton.
iv-text-squire = Un tenant : se joue dans un tournoi de toute couleur ; vaut { $value }, ou 1 en vert.
iv-text-unhorse = Tournoi violet seulement : il devient rouge, bleu ou jaune.
iv-text-change-weapon = Tournoi rouge, bleu ou jaune : il prend une autre de ces trois couleurs.
iv-text-drop-weapon = Tournoi rouge, bleu ou jaune : il devient vert.
iv-text-shield = Posez-la devant vous : les cartes d'action des autres ne touchent plus votre zone de jeu.
iv-text-stunned = Posez-la devant un adversaire : il ne peut plus ajouter qu'une carte par tour à sa zone de jeu.
iv-text-ivanhoe = Jouez-la à tout moment pour annuler une carte d'action qu'un autre joueur vient de jouer.
iv-text-break-lance = Un adversaire défausse toutes les cartes violettes de sa zone de jeu (sauf la dernière).
iv-text-riposte = Prenez la dernière carte posée dans la zone de jeu d'un adversaire et ajoutez-la à la vôtre.
iv-text-dodge = Défaussez une carte au choix de la zone de jeu d'un adversaire.
iv-text-retreat = Reprenez en main une carte de votre zone de jeu.
iv-text-knock-down = Prenez au hasard une carte de la main d'un adversaire.
iv-text-outmaneuver = Chaque adversaire défausse la dernière carte posée dans sa zone de jeu.
iv-text-charge = Chacun défausse les cartes de sa zone de jeu de la plus faible valeur en jeu.
iv-text-countercharge = Chacun défausse les cartes de sa zone de jeu de la plus forte valeur en jeu.
iv-text-disgrace = Chacun défausse ses tenants (écuyers et damoiselles).
iv-text-adapt = Chacun garde une seule carte de chaque valeur dans sa zone de jeu et défausse le reste.
iv-text-outwit = Échangez une de vos cartes face visible contre une de celles d'un adversaire.

## L'invite
iv-prompt-tournament-won = Le tournoi est remporté.
iv-prompt-game-over = La partie est finie.
iv-prompt-waiting = { $play }. On attend les réponses…
iv-prompt-their-turn = Au tour de { $who }.
iv-prompt-thinking = { $who } réfléchit…
iv-prompt-choose-colour = À vous d'ouvrir un tournoi : choisissez sa couleur.
iv-prompt-first-card = Ouvrez le tournoi { $colour } : jouez une carte { $colourf } ou un tenant.
iv-prompt-stay-or-withdraw = À vous : { $total } contre { $best }. Aucune carte jouable : Rester (S) ou Se retirer (W).
iv-prompt-withdraw = À vous : { $total } contre { $best }. Aucune carte jouable : Se retirer (W).
iv-prompt-play = À vous : { $total } contre { $best }. Jouez des cartes, puis Rester (S) ou Se retirer (W).
iv-prompt-outwit-mine = Feinte : choisissez une de vos cartes face visible.
iv-prompt-outwit-theirs = Feinte : choisissez la carte face visible d'un adversaire à échanger.
iv-prompt-new-colour = { $card } : choisissez la nouvelle couleur.
iv-prompt-dodge = Esquive : choisissez une carte de la zone de jeu d'un adversaire.
iv-prompt-retreat = Recul : choisissez une carte de votre zone de jeu à reprendre.
iv-prompt-player = { $card } : choisissez un joueur.
iv-prompt-choose = Choisissez.
iv-prompt-adapt = Ajustement : gardez une de vos cartes de valeur { $value }.
iv-prompt-ivanhoe = { $play }. L'annuler avec Ivanhoé ?
iv-prompt-ivanhoe-unknown = Annuler la carte qui vient d'être jouée avec Ivanhoé ?
iv-prompt-choose-token = Vous avez remporté un tournoi violet : prenez un jeton d'une couleur qui vous manque.
iv-prompt-return-token = Vous vous êtes retiré avec une damoiselle : rendez un de vos jetons.
iv-plays = { $you ->
    [yes] Vous jouez
   *[no] { $who } joue
} { $play }

## Boutons
iv-stay = Rester (S)
iv-withdraw = Se retirer (W)
iv-ivanhoe = Ivanhoé !
iv-pass = Passer
iv-cancel = Annuler (Échap)
iv-back = Retour

## Les étiquettes de la table
iv-goal = Jetons : le premier à { $n } couleurs gagne
# Same in English: made only of its arguments.
iv-pool-count = ×{ $n }
iv-no-tournament = Pas de tournoi
iv-deck = Pioche { $n }
iv-discard = Défausse { $n }
iv-plate-out = retiré
iv-plate-hand = { $n ->
    [one] { $n } carte en main
   *[other] { $n } cartes en main
}
iv-plate-shield = Bouclier
iv-plate-stunned = Sonné

## Les résultats
iv-no-token = aucun jeton
iv-footer = { $tournaments ->
    [one] 1 tournoi
   *[other] { $tournaments } tournois
}, { $decisions }

# Une ligne de raison d'un conseil, à côté d'un choix (dite du siège qui décide, quel que soit le lecteur).
iv-why-colour = { $points ->
    [one] { $points } point
   *[other] { $points } points
} en main pour le { $colour }
iv-why-stay = reste dans le tournoi, devant par { $mine } à { $best }
iv-why-withdraw = garde { $cards } { $cards ->
    [one] carte
   *[other] cartes
} en main pour les tournois à venir
iv-why-withdraw-maiden = garde { $cards } { $cards ->
    [one] carte
   *[other] cartes
} en main, mais la demoiselle coûte un jeton
iv-why-token = une couleur pas encore gagnée
iv-why-cancel = annule { $card }
iv-why-colour-changed = fait passer le tournoi au { $colour } : { $mine } contre { $best }
iv-why-cut = fait tomber le meilleur rival de { $from } à { $to }, contre { $mine }
iv-why-ahead = prend la tête, { $mine } à { $best }
iv-why-closer = fait { $mine }, contre { $best }
iv-why-shield = met la zone de jeu à l'abri des cartes d'action
