# Les règles d'Escarmouche, telles que l'écran des règles les montre, page par page. Français.
#
# Pages : rules-skirmish-NN-title et rules-skirmish-NN-body, NN = 01, 02, … (deux chiffres,
# sans trou). Les paragraphes d'un corps sont séparés par des lignes vides.
#
# Cartes : rules-skirmish-card-CODE-name et rules-skirmish-card-CODE-text, CODE étant la valeur
# de la carte (1 à 6) ; et les pièces de la table qui ne sont pas des cartes : pair, hit, plate,
# deck.

rules-skirmish-heading = Comment jouer à Escarmouche
rules-skirmish-cards-heading = Les cartes et la table

## Pages

rules-skirmish-01-title = Le but
rules-skirmish-01-body =
    Escarmouche est un jeu court pour deux à quatre joueurs, fait pour cette collection : une partie dure quelques minutes, et elle montre comment marche la table avant un jeu plus long.

    Chacun commence avec 10 de force. Vous ôtez de la force à vos adversaires en jouant des cartes contre eux. Un joueur dont la force tombe à 0 est éliminé.

    Le dernier joueur encore en jeu gagne. Si les cartes s'épuisent avant, le plus fort des joueurs encore en jeu gagne.

rules-skirmish-02-title = Ce que contient la pioche
rules-skirmish-02-body =
    La pioche compte 18 cartes : les valeurs 1 à 6, trois cartes de chaque.

    La valeur d'une carte est la force qu'elle ôte à l'adversaire qu'elle frappe.

rules-skirmish-03-title = La mise en place
rules-skirmish-03-body =
    On mélange la pioche et chaque joueur reçoit trois cartes, face cachée. Vous voyez votre main ; les autres ne voient que le nombre de vos cartes.

    Le premier joueur commence, puis on joue à tour de rôle autour de la table.

rules-skirmish-04-title = Un tour, pas à pas
rules-skirmish-04-body =
    Un tour a deux étapes, toutes deux à vous.

    D'abord, jouez : une carte de votre main, ou deux cartes de même valeur. Elles sont posées face visible au milieu de la table.

    Puis choisissez l'adversaire qu'elles frappent. Il perd autant de force que leur total. Les cartes vont à la défausse, et vous piochez jusqu'à avoir trois cartes tant que la pioche dure.

rules-skirmish-05-title = Les paires
rules-skirmish-05-body =
    Deux cartes de même valeur peuvent être jouées ensemble : une paire de 5 frappe pour 10, assez pour éliminer d'un coup un adversaire intact.

    Une paire dépense deux cartes en un tour. Vous en piochez ensuite deux : tant que la pioche dure, votre main n'y perd rien, mais la pioche s'épuise plus vite.

rules-skirmish-06-title = Choisir un adversaire
rules-skirmish-06-body =
    Vous pouvez frapper tout adversaire encore en jeu, jamais vous-même.

    Une frappe qui laisse un adversaire à 0 l'élimine. Un adversaire proche de 0 est une cible facile ; le plus fort est celui qui a le plus de chances de gagner. Choisir entre eux, c'est tout le jeu.

rules-skirmish-07-title = La force et les joueurs éliminés
rules-skirmish-07-body =
    La force ne descend jamais sous 0. Un joueur à 0 est éliminé : il ne joue plus, et ses cartes restent cachées dans sa main pour de bon.

    La force de chaque joueur est sur sa plaque, en chiffre et en barre.

rules-skirmish-08-title = Quand la pioche est vide
rules-skirmish-08-body =
    Une fois la pioche vide, personne ne pioche plus. Un joueur encore en jeu mais sans carte passe son tour : il ne peut pas jouer, mais on peut encore le frapper, et il compte toujours pour la victoire.

rules-skirmish-09-title = La fin de la partie
rules-skirmish-09-body =
    La partie s'arrête aussitôt qu'il ne reste qu'un joueur en jeu : ce joueur gagne.

    Elle s'arrête aussi quand aucun joueur en jeu n'a plus de carte. Le plus fort des joueurs encore en jeu gagne alors, et les joueurs à égalité de force partagent la victoire.

rules-skirmish-10-title = Jouer à cette table
rules-skirmish-10-body =
    Cliquez une carte de votre main, ou allez-y avec les flèches et appuyez sur Entrée. Si vous en avez deux, l'invite demande : Une carte, ou La paire.

    Cliquez ensuite la plaque ou la main d'un adversaire, ou choisissez Frapper dans l'invite. Retour reprend une carte choisie avant qu'elle soit jouée.

    L'indice (H) vous dit ce que jouerait l'ordinateur, et pourquoi.

## Cartes

rules-skirmish-card-1-name = Un
rules-skirmish-card-1-text = Ôte 1 de force ; une paire de 1, 2.
rules-skirmish-card-2-name = Deux
rules-skirmish-card-2-text = Ôte 2 de force ; une paire de 2, 4.
rules-skirmish-card-3-name = Trois
rules-skirmish-card-3-text = Ôte 3 de force ; une paire de 3, 6.
rules-skirmish-card-4-name = Quatre
rules-skirmish-card-4-text = Ôte 4 de force ; une paire de 4, 8.
rules-skirmish-card-5-name = Cinq
rules-skirmish-card-5-text = Ôte 5 de force ; une paire de 5, 10 : toute la force d'un joueur.
# Same in English: the number's name is spelt alike.
rules-skirmish-card-6-name = Six
rules-skirmish-card-6-text = Ôte 6 de force ; une paire de 6, 12.
rules-skirmish-card-pair-name = Une paire
rules-skirmish-card-pair-text = Deux cartes de même valeur jouées en un tour : l'adversaire frappé perd leur total.
rules-skirmish-card-hit-name = Une frappe
rules-skirmish-card-hit-text = Les cartes jouées ôtent leur total à l'adversaire choisi, jusqu'à 0 au plus, puis vont à la défausse.
rules-skirmish-card-plate-name = La plaque d'un joueur
rules-skirmish-card-plate-text = Le nom, la couleur et le symbole d'un joueur, sa force en chiffre et en barre, et les cartes de sa main.
rules-skirmish-card-deck-name = La pioche
rules-skirmish-card-deck-text = Face cachée ; après une frappe, le joueur qui a joué y pioche jusqu'à avoir trois cartes, tant qu'elle n'est pas vide.
