# Seigneurs des châteaux à la table : les cartes, le journal, les annonces, les refus, la
# consigne et la fiche des pièces. Français, avec les termes des pages de règles
# (rules-castle-lords.ftl) : chevalier, fantassin, arbalétrier, archer, joker, bannière, case,
# cachot, seigneur, manche, dernier tour de table, couronne de duc, couronne de roi.
#
# Une carte arrive par ses codes : $type (knight, infantryman, crossbowman, archer, ivanhoe,
# locksley) et $emblem (le nom de l'emblème dans le fichier des composants : lion, eagle, boar,
# stag, ou celui d'une table). Tous les soldats sont masculins : seul l'article change (le, l').

game-castle-lords = Seigneurs des châteaux
variant-two-player-variant = variante à deux
rules-intermediate = Intermédiaires
rules-basic = De base
rules-advanced = Avancées
keys-castle-lords = S lance l'armée ou n'attaque rien

## Les cartes
# Le mot au pied d'une carte : son emblème.
# Same in English: an emblem a table names itself is shown as named.
castle-emblem = { $emblem ->
    [lion] lion
    [eagle] aigle
    [boar] sanglier
    [stag] cerf
   *[other] { $emblem }
}
castle-of-the-emblem = { $emblem ->
    [lion] du lion
    [eagle] de l'aigle
    [boar] du sanglier
    [stag] du cerf
   *[other] de { $emblem }
}
castle-card = { $type ->
    [ivanhoe] Ivanhoé
    [locksley] Locksley
    [knight] chevalier { castle-of-the-emblem }
    [infantryman] fantassin { castle-of-the-emblem }
    [crossbowman] arbalétrier { castle-of-the-emblem }
   *[archer] archer { castle-of-the-emblem }
}
# Une carte en tête de ligne (un choix d'un conseil).
castle-card-start = { $type ->
    [ivanhoe] Ivanhoé
    [locksley] Locksley
    [knight] Chevalier { castle-of-the-emblem }
    [infantryman] Fantassin { castle-of-the-emblem }
    [crossbowman] Arbalétrier { castle-of-the-emblem }
   *[archer] Archer { castle-of-the-emblem }
}
castle-the-card = { $type ->
    [ivanhoe] Ivanhoé
    [locksley] Locksley
    [knight] le { castle-card }
    [infantryman] le { castle-card }
   *[other] l'{ castle-card }
}
# Une carte dans une liste de cartes.
castle-listed-card = { castle-the-card }
# La carte prise dans un échange.
castle-got-card = { castle-the-card }
castle-cards = { $count ->
    [0] rien
    [one] { $last }
   *[other] { $rest } et { $last }
}
# La grande marque au coin d'une carte : son type.
castle-type-mark = { $type ->
    [knight] C
    [infantryman] F
    [crossbowman] Ab
   *[archer] Ar
}
castle-a-crown = { $crown ->
    [duke] une couronne de duc
    [king] une couronne de roi
   *[hand] une couronne
}
castle-someone = quelqu'un

## Le journal
# $you : « yes » quand le joueur de la ligne ($name) est la personne devant l'écran, à qui la
# ligne dit « vous » (le verbe et le possessif s'accordent), « no » sinon. Une ligne à deux
# joueurs dit lequel est la personne : l'argument qui le nomme (« name » ou « with »), ou « no ».
castle-hand-started = La manche { $hand } commence ; { $you ->
    [yes] vous jouez
   *[no] { $name } joue
} en premier.
castle-dealt = Les cartes sont distribuées.
castle-last-round = La pioche est vide : le dernier tour de table commence, et attaquer devient obligatoire.
castle-drew = { $you ->
    [yes] Vous piochez
   *[no] { $name } pioche
} { castle-the-card }.
castle-drew-hidden = { $you ->
    [yes] Vous piochez
   *[no] { $name } pioche
} une carte.
castle-turn-skipped = { $you ->
    [yes] Vous n'avez plus de cartes et passez votre tour.
   *[no] { $name } n'a plus de cartes et passe son tour.
}
castle-offered = { $you ->
    [yes] Vous offrez
   *[no] { $name } offre
} { castle-the-card } à l'échange.
castle-proposed = { $you ->
    [yes] Vous proposez
   *[no] { $name } propose
} { castle-the-card } en échange.
castle-declined = { $you ->
    [yes] Vous ne proposez rien.
   *[no] { $name } ne propose rien.
}
# $you : name, with ou no.
castle-exchanged = { $you ->
    [name] Vous échangez { $gave } contre { $got }, proposé par { $with }.
    [with] { $name } échange { $gave } contre { $got }, que vous aviez proposé.
   *[no] { $name } échange { $gave } contre { $got }, proposé par { $with }.
}
castle-offer-to-dungeon = Personne ne propose rien : { castle-the-card } part au cachot.
castle-attack-begun = { $you ->
    [yes] Vous marchez
   *[no] { $name } marche
} sur { $castle }.
castle-army-card-added = L'armée reçoit { castle-the-card }.
castle-army-played = { $you ->
    [yes] Vous prenez
   *[no] { $name } prend
} { $castle } avec { $count ->
    [one] { $count } soldat
   *[other] { $count } soldats
}.
castle-defenders-to-dungeon = { $castle } : ses anciens défenseurs ({ $cards }) sont jetés au cachot.
castle-defenders-to-hand = { $castle } : { $you ->
    [yes] vous prenez
   *[no] { $name } prend
} en main ses anciens défenseurs ({ $cards }).
castle-banner-placed = { $you ->
    [yes] Vous plantez votre
   *[no] { $name } plante sa
} bannière sur { $castle }.
castle-banner-moved = { $castle } : { $you ->
    [yes] vous ramenez votre
   *[no] { $name } ramène sa
} bannière dans la première case.
castle-banner-to-dungeon = { $castle } : { $you ->
    [yes] vous voyez votre
   *[no] { $name } voit sa
} bannière poussée au cachot.
castle-captured = { $you ->
    [yes] { $castle } : vous en êtes désormais le seigneur.
   *[no] { $castle } a pour seigneur { $name }.
}
castle-no-lord = { $castle } n'a plus de seigneur.
castle-reclaim-begun = { $you ->
    [yes] Vous payez
   *[no] { $name } paie
} trois cartes pour tirer une bannière du cachot.
castle-discarded-to-limit = { $you ->
    [yes] Vous défaussez
   *[no] { $name } défausse
} { castle-the-card } (limite de main).
castle-discarded-to-reclaim = { $you ->
    [yes] Vous payez
   *[no] { $name } paie
} avec { castle-the-card }.
castle-banner-reclaimed = { $you ->
    [yes] Vous tirez votre
   *[no] { $name } tire sa
} bannière du cachot.
castle-passed = { $you ->
    [yes] Vous n'attaquez
   *[no] { $name } n'attaque
} rien.
castle-hand-discarded = { $you ->
    [yes] Vous ne pouvez pas attaquer et défaussez
   *[no] { $name } ne peut pas attaquer et défausse
} { $cards }.
castle-hand-scored = Fin de la manche { $hand } : { $scores }.
castle-seat-points = { $you ->
    [yes] vous
   *[no] { $name }
} { $points ->
    [one] { $points } point
   *[other] { $points } points
}
castle-crown-won = { $you ->
    [yes] Vous gagnez
   *[no] { $name } gagne
} { $crown }.
castle-match-no-winner = La partie se termine sans vainqueur.
castle-match-won = { $you ->
    [yes] Vous gagnez
   *[no] { $name } gagne
} la partie !
# $names : tous les vainqueurs sauf le dernier ; $you : « yes » quand la personne devant l'écran
# est parmi eux (elle est alors la dernière).
castle-match-shared = { $names } et { $you ->
    [yes] vous vous partagez
   *[no] { $last } se partagent
} la partie !

## Les annonces
castle-flash-last-round = Dernier tour de table : attaquer est obligatoire
castle-flash-crown = { $symbol } { $you ->
    [yes] Vous gagnez
   *[no] { $name } gagne
} { $crown }

## Les refus
castle-match-over = La partie est terminée.
castle-refusal-wrong-decision = Ce n'est pas ce que la table attend maintenant : { $asked ->
    [offer] une carte à offrir
    [propose] une carte à proposer, ou rien
    [pick] l'une des propositions
    [main] un château à attaquer, une bannière à libérer, ou rien
    [army] une carte pour l'armée, ou son lancement
    [reclaim] une carte pour payer la bannière
   *[discard] une carte à défausser jusqu'à la limite de main
}.
castle-refusal-not-in-hand = Cette carte n'est pas dans votre main.
castle-refusal-no-proposal = Ce joueur n'a proposé aucune carte.
castle-refusal-no-such-castle = Ce château n'existe pas.
castle-refusal-army-mismatch = Impossible d'ajouter { castle-the-card } : { $rules ->
    [basic] il n'a aucun emblème
   *[other] il n'a ni type ni emblème
} en commun avec le reste de l'armée.
castle-refusal-army-too-small = Pour prendre { $castle }, il faut une armée de { $needed ->
    [one] { $needed } soldat
   *[other] { $needed } soldats
} partageant { $rules ->
    [basic] un emblème
   *[other] un emblème ou un type
} — { $why ->
    [in-hand] et votre main n'en réunit pas autant
    [complete] et le reste de votre main ne pourrait plus la compléter
   *[smaller] et l'armée est plus petite
}.
castle-refusal-no-banner-in-reserve = Plus aucune bannière en réserve à planter sur { $castle }.
castle-refusal-must-attack = Au dernier tour de table, toute attaque possible est obligatoire.
castle-refusal-reclaim-not-advanced = Les bannières ne sortent du cachot qu'avec les règles avancées.
castle-refusal-no-banner-in-dungeon = Aucune de vos bannières n'est au cachot.
castle-refusal-reclaim-cost = Libérer une bannière coûte 3 cartes, et votre main en compte { $held }.
castle-refusal-not-now = Ce choix n'est pas possible maintenant.

## Les boutons
castle-button-decline = Ne rien proposer
castle-button-confirm = Lancer l'armée
castle-button-reclaim = Libérer une bannière (3 cartes)
castle-button-pass = Ne rien attaquer
castle-button-attack = Attaquer { $castle }
castle-button-take-proposal = Prendre ce que propose { $name }

## Sur la table
castle-label-offer = Offre
castle-plate = { $symbol } { $name }
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    } · { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main
castle-status-hand = Manche { $hand }
castle-status-hand-of = Manche { $hand } sur { $hands }
castle-status-rules = règles { $rules ->
    [basic] de base
    [intermediate] intermédiaires
   *[advanced] avancées
}
castle-status-last-round = dernier tour de table : attaquer est obligatoire
castle-deck = Pioche : { $count }
castle-dungeon = Cachot : { $count }
castle-army-label = Armée contre { $castle } : { $count ->
    [one] { $count } soldat
   *[other] { $count } soldats
}, il en faut { $needed }

## La consigne
castle-ask-offer = Offrez une carte de votre main à l'échange.
castle-ask-propose = { $name } offre { castle-the-card } : proposez une carte de votre main, ou rien.
castle-ask-pick = Prenez l'une des propositions.
castle-ask-last-round = Dernier tour de table : attaquez un château si vous le pouvez.
castle-ask-attack = Attaquez un château, ou n'attaquez rien.
castle-ask-army = Formez l'armée contre { $castle } : ajoutez des cartes, puis lancez-la.
castle-ask-reclaim = Payez la bannière : défaussez encore { $left ->
    [one] { $left } carte
   *[other] { $left } cartes
}.
castle-ask-discard = Défaussez-vous jusqu'à { $limit ->
    [one] { $limit } carte
   *[other] { $limit } cartes
}.
castle-prompt-scored = La manche est comptée.
castle-prompt-proposing = { $name } propose une carte en échange.
castle-prompt-discarding = { $name } se défausse jusqu'à la limite de main.
castle-prompt-turn = À { $name } de jouer.
castle-prompt-thinking = { $name } réfléchit…

## La fiche des pièces
# Deux lignes de la fiche : ce qu'est une pièce, puis pourquoi elle ne peut pas être choisie.
# Same in English: made only of its arguments.
castle-two-lines =
    { $first }
    { $second }
castle-card-text-wild = { castle-card } : joker — rejoint n'importe quelle armée, et partage tous les emblèmes et tous les types.
castle-card-text = { $type ->
    [knight] Le chevalier
    [infantryman] Le fantassin
    [crossbowman] L'arbalétrier
   *[archer] L'archer
} { castle-of-the-emblem } : combat dans une armée dont les soldats partagent { $rules ->
    [basic] un emblème
   *[other] un emblème ou un type
}.
castle-proposal-text = { $you ->
    [yes] Votre proposition
   *[no] Proposé par { $name }
} : { $text }
castle-proposed-nothing = { $you ->
    [yes] Vous n'avez rien proposé.
   *[no] { $name } n'a rien proposé.
}
castle-castle-text = { $castle }, { $value } points ; { $defenders ->
    [one] { $defenders } défenseur
   *[other] { $defenders } défenseurs
} ; { $ruled ->
    [yes] seigneur : { $lord }
   *[no] sans seigneur
}.
castle-castle-needs = Il faut une armée de { $needed } pour le prendre.
castle-banner-in-box = { $symbol } { $you ->
    [yes] Votre bannière
   *[no] Bannière ({ $name })
}, case { $number } sur { $boxes } à { $castle } : { $lord ->
    [yes] { $you ->
        [yes] vous en êtes le seigneur
       *[no] { $name } en est le seigneur
    }
   *[no] { $rules ->
        [advanced] la bannière de la case la plus profonde fait le seigneur
       *[other] la bannière de la première case fait le seigneur
    }
}. Chaque nouvelle bannière la pousse d'une case vers le cachot.
castle-banner-in-dungeon = { $symbol } { $you ->
    [yes] Votre bannière
   *[no] Bannière ({ $name })
}, au cachot : { $rules ->
    [advanced] en un tour, trois cartes payées au cachot la libèrent.
   *[other] perdue jusqu'à la manche suivante.
}
castle-banner-in-reserve = { $symbol } { $you ->
    [yes] Votre bannière
   *[no] Bannière ({ $name })
}, en réserve : une armée qui prend un château l'y plante.
castle-tag-lord = Marqueur de château : { $castle }, posé devant son seigneur, { $you ->
    [yes] vous
   *[no] { $name }
}.
castle-tag-no-lord = Marqueur de château : { $castle }, qui n'a pas de seigneur.
castle-crown-text = { $crown ->
    [duke] Une couronne de duc : gagnée pour une manche à 10 points ou plus, sans le meilleur score.
    [king] Une couronne de roi : gagnée pour le meilleur score d'une manche ; le premier à en avoir deux gagne la partie.
   *[hand] Une couronne des règles avancées : gagnée pour le meilleur score d'une manche ; le plus de couronnes après la dernière manche gagne la partie.
}
castle-seat-text = { $symbol } { $name } : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} en main, { $reserve ->
    [one] { $reserve } bannière
   *[other] { $reserve } bannières
} en réserve ; { $count ->
    [0] aucun château
    [one] château tenu : { $castles }
   *[other] châteaux tenus : { $castles }
}.

## L'écran du vainqueur
castle-crowns-king = { $symbol } { $count } { $count ->
    [one] couronne de roi
   *[other] couronnes de roi
}
castle-crowns-duke = { $symbol } { $count } { $count ->
    [one] couronne de duc
   *[other] couronnes de duc
}
castle-crowns-hand = { $symbol } { $count } { $count ->
    [one] manche gagnée
   *[other] manches gagnées
}
castle-no-crown = aucune couronne
castle-summary-footer = Règles { $rules ->
    [basic] de base
    [intermediate] intermédiaires
   *[advanced] avancées
}, { $hands ->
    [one] { $hands } manche
   *[other] { $hands } manches
}, { $decisions }

# Une ligne de raison d'un conseil, à côté d'un choix (dite du siège qui décide, quel que soit le lecteur).
castle-why-take = prend { $castle }, qui vaut { $value } : { $before } → { $after } points dans cette manche
castle-why-take-from = enlève { $castle } à son seigneur : { $before } → { $after } points dans cette manche
castle-why-score = { $before } → { $after } points dans cette manche
castle-why-pick = fait entrer { $card } dans la main
