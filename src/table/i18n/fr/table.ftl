# Les mots de la table : menu de la partie, passage de l'écran, avis. Français.

## Le menu de la partie
# Same in English: the same word in French.
hud-menu = Menu
hud-point-at-a-card = Pointez une carte, ou amenez-y le curseur, pour lire ce qu'elle fait.
# Same in English: the same word in French.
menu-paused = Pause
menu-replay = Revoir
menu-watching = Spectateur
menu-resume = Reprendre (Échap)
menu-take-back = Annuler ma décision (U)
menu-animations = Animations : { $speed }
menu-stop-watching = Arrêter de regarder
menu-leave = Quitter la partie
menu-keys =
    Touches : flèches · Entrée choisit · Échap annule un choix · U annule une décision
    H un conseil · { $game } · F vitesse
menu-keys-replay =
    Touches : ← → une décision de plus ou de moins · Page préc., Page suiv. dix
    ↑ ↓ le début ou la fin · Entrée lance ou arrête · F vitesse
menu-keys-online =
    Touches : flèches · Entrée choisit · Échap annule un choix
    H un conseil · { $game } · F vitesse
menu-keys-watching = Touches : Échap ce menu · F vitesse
leave-question = Quitter la partie ?
leave-saved = La partie est sauvegardée : « Reprendre » sur l'écran titre la rouvre.
leave-guided = La partie guidée n'est pas sauvegardée : « Apprendre à jouer », sur la préparation du jeu, la recommence.
leave-online = La partie continue sur le serveur et votre place est gardée : « Mes parties », sur l'écran en ligne, la reprend.
leave-keep-playing = Continuer à jouer (Échap)

## Passer l'écran entre personnes
handoff-pass = Passez l'écran à { $name }
handoff-look-away = Les autres détournent les yeux : la vue suivante montre la main de ce joueur.
handoff-show = Je suis { $name } : montrer ma main

## Revoir une partie
replay-start = Début
# Same in English: signs, no words.
replay-ten-back = « 10
# Same in English: signs, no words.
replay-one-back = ‹ 1
replay-play = Lecture
# Same in English: the same word in French.
replay-pause = Pause
# Same in English: signs, no words.
replay-one-on = 1 ›
# Same in English: signs, no words.
replay-ten-on = 10 »
replay-end = Fin
replay-cannot-go = La partie ne peut pas aller là.

## Avis
not-allowed = Interdit : { $error }
save-failed = La partie n'a pas pu être sauvegardée : { $error }
undo-only-the-person = Seule la personne qui joue peut annuler une décision.
undo-several-people = À plusieurs devant cet écran, une décision est définitive.
undo-nothing-yet = Rien à annuler pour l'instant.
undo-another-decided = Rien à annuler : un autre joueur a décidé depuis votre dernière décision.
undo-barrier = Cette décision est définitive : une carte a été piochée ou montrée depuis.
undo-failed = Cette décision ne peut pas être annulée.
undo-done = Votre dernière décision a été annulée.

## Résultats
results-winner = { $name } gagne la partie !
results-winners = { $names } et { $last } se partagent la victoire !
results-drawn = La partie se termine sans vainqueur
results-play-again = Rejouer
results-play-online = Rejouer en ligne
results-watch = Revoir la partie
results-main-menu = Menu principal
record-line = Votre bilan contre { $against } : { $won } gagnées sur { $played } jouées.
record-against-mixed = des ordinateurs de niveaux variés
record-against-level = des ordinateurs de niveau { $level }

## Une partie en ligne : la barre du haut, ce qui ne peut pas être montré
table-prompt-remote = { $name } choisit…
table-prompt-offline = { $name } est hors ligne : la partie attend son retour.
online-seat-free = place { $number }
online-seat-computer = Ordinateur { $number }
online-bar-connecting = Connexion…
online-bar-connected = En ligne · salle { $code }
online-bar-watching = Spectateur · salle { $code }
online-bar-waiting = En ligne · salle { $code } · en attente d'une personne : { $seats }
online-bar-away = En ligne · salle { $code } · hors ligne : { $names }
online-bar-waiting-away = En ligne · salle { $code } · en attente d'une personne : { $seats } · hors ligne : { $names }
online-bar-reconnecting = Reconnexion…
online-bar-closed = Pas de connexion
online-bar-abandoned = Salle { $code } terminée : personne n'y a joué pendant un jour, le serveur l'a fermée. On peut la regarder, plus y jouer.
online-view-unreadable = n'a pas pu être lue ({ $error })
online-view-no-seat = ne contient la vue d'aucune place
online-no-view = n'est pas encore arrivée
online-cannot-show = La table ne peut pas être montrée : la vue du serveur { $error }.

## Conseils
hud-hint = Conseil
hint-thinking = Examen de vos choix…
hint-title = Conseil : vos chances de gagner la partie après chaque choix
hint-badge = { $rank } · { $chance } %
hint-choice = { $rank }. { $choice } · { $chance } %
hint-title-ranked = Conseil : vos choix, le meilleur d’abord
hint-title-ranked-of = Conseil pour { $name } : ses choix, le meilleur d’abord
# Same in English: picks joined by signs, no words.
hint-choice-ranked = { $rank }. { $choice }
# Same in English: picks joined by signs, no words.
hint-badge-ranked = { $rank }
hint-no-chance = Aucune chance de gagner n’est affichée à cette table : les estimations de la recherche n’y ont pas été vérifiées sur des parties jouées.
hint-choice-why = { $choice } : { $why }
# Same in English: picks joined by signs, no words.
hint-then = { $first } → { $then }
hint-unnamed = ce choix
hint-title-of = Conseil pour { $name } : ses chances de gagner la partie après chaque choix
hint-basis-of = D’après ce que { $name } voyait : { $deals } donnes essayées. H le masque.
hint-basis = D’après ce que vous voyez : { $deals } donnes essayées. H le masque.
menu-hints-everyone = Conseils : { $everyone ->
    [yes] pour tous
   *[no] en solo
}
menu-hint-depth = Recherche : { $depth }
hint-depth-quick = rapide
hint-depth-thorough = soignée
hint-depth-deep = profonde

## Les tournants d'une partie, sur l'écran du vainqueur
turning-finding = Recherche des tournants de la partie… { $percent } %
turning-none = Aucun tournant : aucun de vos choix n’a coûté plus de 3 points de chance face au meilleur trouvé, et les chances d’aucun adversaire n’ont bondi autant.
turning-heading = Tournants : chacun ouvre le replay à ce moment, avec le conseil
turning-cost = Après { $made } : { $choice }, alors que { $best } valait { $points } points de plus
turning-gain = Après { $made } : { $name }, { $choice } : { $points } points de mieux
