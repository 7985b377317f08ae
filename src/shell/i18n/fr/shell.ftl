# Les mots de l'enveloppe du jeu : titre, parties sauvegardées, préparation, résultats. Français.

## Langues, chacune dans ses propres mots
# Same in English: each language is named in its own words.
language-english = English
# Same in English: each language is named in its own words.
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
saved-match = { $game } · { $decisions } · { $ago }
    { $names }
saved-just-dealt = tout juste distribuée
decision-count = { $count ->
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
# The name being typed, with how many letters it has of the most it may have.
# Same in English: a name being typed and its count of letters, no words.
setup-name-typing = { $name }|  { $count }/{ $most }
# Same in English: the same word in French.
setup-options = Options
setup-speed = Vitesse : { $speed }
setup-rules = Règles : { $rules }
setup-start = Commencer
setup-learn = Apprendre à jouer
setup-share = Plusieurs personnes peuvent partager cet écran : chaque main reste cachée jusqu'au tour de son joueur.
setup-share-online = Chaque personne joue depuis son propre écran : donnez-lui le code de la salle une fois créée.
seat-person = Personne à cet écran
seat-computer = Ordinateur, { $level }
level-easy = facile
# Same in English: the same word in French.
level-normal = normal
level-hard = difficile
# Same in English: the same word in French.
level-expert = expert

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

## Ce qui n'a pas pu être lu : sauvegardes, enregistrements, fichier de réglages
## Le défaut d'un enregistrement complète « elle … » / « il … ».
record-cannot-deal = ne peut pas être distribuée : { $error }
record-after-end = continue après sa fin, à la décision { $decision } (« { $action } »)
record-breaks-rules = enfreint les règles à la décision { $decision } (« { $action } ») : { $error }
save-fault-truncated = s’arrête trop tôt : le fichier a été coupé
save-fault-not-a-save = n’est pas une partie enregistrée de ce jeu
save-fault-newer = a été écrite par une version plus récente du jeu
save-fault-invalid = est abîmée, ou a été modifiée à la main
save-fault-options = a des options que son jeu n’accepte pas
save-fault-too-large = est trop grande pour être une partie enregistrée
save-fault-cannot-read = n’a pas pu être lue sur le disque
save-fault-unplayable = ne suit pas les règles du jeu
problem-details = Détails : { $details }
record-bad-notation = contient une action hors de la notation de { $game } à la décision { $decision } (« { $action } ») : { $error }
record-seat-count = nomme { $seats } places pour une table de { $players }
record-not-read = est illisible ({ $error })
record-unknown-game = est une partie de « { $game } », un jeu que cette version ne connaît pas
record-player = Joueur { $number }
record-cannot-watch = L'enregistrement { $path } ne peut pas être revu : il { $error }.
resume-failed-set-aside = La partie sauvegardée « { $key } » n'a pas pu être reprise : elle { $error }. Elle a été mise de côté sous { $place }.
resume-failed = La partie sauvegardée « { $key } » n'a pas pu être reprise : elle { $error }.
watch-failed = Cette partie ne peut pas être revue : elle { $error }.
save-unreadable-set-aside = La partie sauvegardée « { $key } » n'a pas pu être lue : elle { $error }. Elle a été mise de côté sous { $place }.
save-unreadable-kept = La partie sauvegardée « { $key } » n'a pas pu être lue : elle { $error }. Elle n'a pas pu être mise de côté non plus ({ $store }) et reste telle quelle.
settings-not-text = ce n'est pas du texte
settings-set-aside = Vos réglages n'ont pas pu être lus ({ $problem }) ; les réglages par défaut sont utilisés, et le fichier a été gardé sous { $place }.
settings-not-moved = Vos réglages n'ont pas pu être lus ({ $problem }) ; les réglages par défaut sont utilisés. Le fichier { $file } n'a pas pu être déplacé ({ $error }).
settings-set-aside-browser = Vos réglages n'ont pas pu être lus ({ $problem }) ; les réglages par défaut sont utilisés, et ils ont été gardés sous { $place } dans le stockage du navigateur.

## Comment jouer : l'écran des règles, sur le titre, la préparation ou la partie
howto-open = Comment jouer
howto-page = Page { $page } sur { $pages }
howto-previous = ← Précédente
howto-next = Suivante →
howto-close = Fermer (Échap)
howto-keys = Tourner la page : ← →, Page préc., Page suiv., gâchettes hautes · Faire défiler : ↑ ↓, la molette · Fermer : Échap, B

## Jeu en ligne : le bouton du titre, l'écran en ligne, la préparation d'une salle, les refus du serveur
title-online = Jouer en ligne
seat-remote = Une personne en ligne
seat-person-online = Une personne, en ligne
setup-create-room = Créer la salle
online-title = Jouer en ligne
online-server = Serveur : { $url }
online-offline = Pas de connexion.
online-connecting = Connexion à { $url }…
online-connected = Connecté à { $url }.
online-reconnecting = La connexion à { $url } a été perdue ; reconnexion…
online-create = Créer une salle pour des amis ou des ordinateurs :
online-code-empty = Tapez le code d'une salle
online-join = Rejoindre
online-watch = Regarder
online-pad-hint = Tapez le code, ou choisissez ses lettres ici.
online-pad-delete = Effacer
online-pad-done = Terminé
online-room-code = Le code de la salle :
online-room-share = Donnez ce code aux amis qui jouent avec vous : ils choisissent « Rejoindre » et le tapent.
online-to-table = À la table
online-my-matches = { $count ->
    [0] Aucune partie sur cet appareil pour l'instant.
    [one] Ma partie :
   *[other] Mes parties :
}
online-match = { $game }, salle { $code } : { $state }
online-match-your-turn = à vous de jouer
online-match-waiting = en attente des autres
online-match-over = terminée
online-unknown-game = un jeu que cette version ne connaît pas (« { $game } »)
online-not-sent = Impossible d'envoyer : la connexion est fermée ou occupée. Réessayez dans un instant.
online-not-sent-down = Le serveur est injoignable pour l'instant : votre choix n'a pas été envoyé. Choisissez de nouveau quand la barre indique que vous êtes connecté.
online-error-unsupported-version = Le serveur joue une autre version du jeu : mettez le jeu à jour, ou choisissez un autre serveur.
online-error-hello-first = Le serveur n'a pas entendu le jeu se présenter ; une reconnexion devrait suffire.
online-error-malformed = Le serveur n'a pas pu lire ce que le jeu a envoyé.
online-error-too-large = C'était trop long pour le serveur.
online-error-rate-limited = Trop d'essais en peu de temps : attendez quelques secondes et réessayez.
online-error-invalid-table = Le serveur ne propose pas cette table (ses places, ses règles ou ses niveaux).
online-error-invalid-name = Le serveur refuse ce nom : de 1 à 32 lettres.
online-error-unknown-room = Aucune salle n'a ce code. Vérifiez-le et réessayez.
online-error-bad-token = Cette place n'existe plus sur ce serveur.
online-error-room-full = Toutes les places de cette salle sont prises.
online-error-not-seated = Vous n'avez de place dans aucune salle ici.
online-error-not-your-turn = Ce n'est pas votre tour.
online-error-stale = La table avait changé : la voici telle qu'elle est maintenant.
online-error-illegal-action = Les règles ne le permettent pas.
online-error-bad-notation = Le serveur n'a pas compris ce coup.
online-error-match-over = Cette partie est terminée.
online-error-unavailable = Le serveur ne peut pas le faire pour l'instant : réessayez dans un instant.

## Les crédits, par-dessus l'écran titre.
credits-open = Crédits
credits-title = Crédits
credits-games = Ivanhoé est un jeu de Reiner Knizia (GMT Games). Seigneurs des châteaux est l'Ivanhoë de Francis Pacherie (Tilsit). Chevaliers et Ninjas est édité par Blue Fox Games. Cette édition en suit les règles, racontées avec ses propres mots.
credits-pictures = Images : la collection game-icons.net, sous la licence Creative Commons Attribution 3.0 (CC BY 3.0, creativecommons.org/licenses/by/3.0), icônes de { $authors } ; recolorées et encadrées pour les cartes. L'auteur de chaque image est nommé dans assets/CREDITS.md.
credits-fonts = Polices : Junicode de Peter S. Baker, sous la SIL Open Font License 1.1 ; DejaVu Sans de Bitstream et de l'équipe des polices DejaVu, sous la licence Bitstream Vera.
credits-sounds = Sons et musique : créés pour cette édition (scripts/make-sounds), sans enregistrement extérieur.
credits-code = Réalisé avec Bevy et les crates Rust nommées dans Cargo.lock, chacune sous sa propre licence.

## Une adresse de serveur inutilisable ($part : la partie de ce qui a été tapé qu'elle concerne).
online-address-empty = Tapez l'adresse du serveur, par exemple example.org ou example.org:8080.
online-address-space = L'adresse ne peut pas contenir d'espace (« { $part } »).
online-address-unknown-scheme = « { $part } » ne permet pas de joindre le serveur : l'adresse commence par ws://, wss://, http:// ou https://, ou par le nom du serveur.
online-address-missing-host = L'adresse ne nomme aucun serveur : tapez son nom ou son numéro, par exemple example.org.
online-address-bad-host = « { $part } » n'est pas un nom ni un numéro de serveur.
online-address-ipv6-without-brackets = Une adresse IPv6 s'écrit entre crochets, le port après : [{ $part }]:8080.
online-address-bad-ipv6 = « { $part } » n'est pas une adresse IPv6.
online-address-bad-port = « { $part } » n'est pas un port : un port est un nombre de 1 à 65535.
online-address-user-info = L'adresse ne peut pas contenir de nom ni de mot de passe (« { $part } »).
online-address-unexpected-path = Le serveur du jeu répond sur /ws, pas sur « { $part } ».
online-address-query-or-fragment = L'adresse ne peut pas finir par « ? » ni « # » (« { $part } »).
