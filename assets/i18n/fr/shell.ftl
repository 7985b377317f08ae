# Les mots de l'enveloppe du jeu : titre, parties sauvegardées, préparation, résultats. Français.

## Jeux
game-ivanhoe = Ivanhoé
game-castle-lords = Seigneurs des châteaux
game-knights-ninjas = Chevaliers et Ninjas

## Langues, chacune dans ses propres mots
language-english = English
language-french = Français

## Titre
title-name = Ivanhoé
title-tagline = Jeux de cartes de tournois et de châteaux
title-continue = Reprendre : { $match }
title-play = Jouer à { $game }
title-saved-matches = Parties sauvegardées ({ $count })
title-language = Langue : { $language }
title-quit = Quitter
title-controls = Souris : clic · Clavier : flèches, Entrée, Échap pour revenir · Manette : croix, A, B
back-esc = Retour (Échap)

## Parties sauvegardées
saved-title = Parties sauvegardées
saved-match = { $game } · { $decisions } · sauvegardée { $ago }
    { $names }
saved-just-dealt = cartes tout juste distribuées
saved-decisions = { $count ->
    [one] { $count } décision
   *[other] { $count } décisions
}
saved-finished = Terminée : { $match }
saved-replay = Revoir
saved-delete = Supprimer
ago-just-now = à l'instant
ago-minutes = il y a { $count } min
ago-hours = il y a { $count } h
ago-yesterday = hier
ago-days = il y a { $count } jours

## Préparation
setup-title = Nouvelle partie : { $game }
setup-players = Joueurs : { $count }
setup-players-variant = Joueurs : { $count } ({ $variant })
setup-fewer = Moins
setup-more = Plus
setup-seat = Place { $number }
setup-options = Options
setup-speed = Vitesse : { $speed }
setup-rules = Règles : { $rules }
setup-start = Commencer
setup-share = Plusieurs personnes peuvent partager cet écran : chaque main reste cachée jusqu'au tour de son joueur.
setup-unshown = Supériorité non mesurée à cette table : { $pairs }.
setup-level-over = { $stronger } sur { $weaker }
seat-person = Personne à cet écran
seat-computer = Ordinateur, { $level }
level-easy = facile
level-normal = normal
level-hard = difficile
level-expert = expert
variant-two-player-variant = variante à deux
rules-intermediate = Intermédiaires
rules-basic = De base
rules-advanced = Avancées

## Vitesses d'animation
speed-relaxed = posée
speed-normal = normale
speed-fast = rapide
speed-instant = instantanée

## Chargement, et fichiers manquants
loading = Chargement…
assets-incomplete = Des fichiers du jeu manquent
assets-one-failed = Un fichier du jeu n'a pas pu être chargé.
assets-reinstall = Réinstallez le jeu, ou lancez-le depuis le dossier qui contient `assets/`.
