# La première partie guidée d'Ivanhoé (src/games/ivanhoe/guide.rs) : les noms des places, et
# les mots montrés à partir de chaque étape.
guide-iv-you = Vous
# Same in English: a name.
guide-iv-brian = Brian
guide-iv-rebecca = Rébecca
guide-iv-colour = Bienvenue à Ivanhoé ! Vous ouvrez le premier tournoi : vous en choisissez la couleur. Choisissez le jaune : vous tenez trois cartes jaunes. Appuyez sur Entrée ou cliquez sur ce qui est éclairé ; Échap ouvre le menu, pour quitter le guide à tout moment.
guide-iv-first-card = Jouez un 2 jaune. Dans un tournoi jaune, on peut jouer des cartes jaunes, des soutiens (écuyers et damoiselles) et des cartes d'action.
guide-iv-stay = Votre zone de jeu fait 2. Finissez votre tour et restez en lice (S) : à la fin de chaque tour, votre total doit être le plus haut, sinon vous vous retirez.
guide-iv-others = Brian et Rébecca jouent à leur tour : chacun doit dépasser le plus haut total, ou se retirer.
guide-iv-maiden = Rébecca mène avec 6. Jouez votre damoiselle : un soutien qui vaut 6 dans toute couleur sauf le vert. Attention : qui se retire avec une damoiselle dans sa zone de jeu rend un jeton.
guide-iv-stay-ahead = Vous menez : restez en lice (S).
guide-iv-watch = Au tour des autres : le journal, en bas à droite, dit chaque coup.
guide-iv-riposte = Brian joue Riposte contre vous : elle prendrait la dernière carte de votre zone de jeu, votre damoiselle, pour la mettre dans la sienne. Chacun peut répondre à une carte d'action par Ivanhoé.
guide-iv-ivanhoe = Vous tenez Ivanhoé : il annule la carte d'action qui vient d'être jouée, quel que soit son joueur. Jouez-le pour garder votre damoiselle.
guide-iv-cancelled = Riposte est annulée : votre damoiselle reste. Brian continue.
guide-iv-outmaneuver = Rébecca joue Manœuvre Habile : chaque adversaire perd la dernière carte de sa zone de jeu. Vous n'avez plus d'Ivanhoé : elle s'applique, et votre damoiselle s'en va.
guide-iv-outwit = Rébecca ne pouvait dépasser Brian et s'est retirée. À vous : jouez Feinte, une carte d'action, pour échanger votre 2 jaune contre le 4 jaune de Brian. Choisissez la carte, puis votre 2, puis son 4.
guide-iv-outwit-window = Brian peut répondre à votre Feinte par Ivanhoé.
guide-iv-squire = Vous avez 4 contre 5 pour Brian. Jouez votre écuyer 2 : les soutiens entrent dans un tournoi de toute couleur.
guide-iv-last-in = Brian peut-il vous dépasser ? Sinon il se retire, et le dernier en lice gagne le tournoi.
guide-iv-green = Vous avez gagné le tournoi jaune et son jeton jaune : des jetons de cinq couleurs gagnent la partie. Le vainqueur ouvre le tournoi suivant : choisissez le vert, puisque vous tenez deux cartes vertes.
guide-iv-green-card = Jouez un 1 vert. Toute carte verte compte 1, et un soutien aussi en vert.
guide-iv-stay-green = Restez en lice (S).
guide-iv-withdraw = Rébecca mène avec 2. Votre dernière carte verte ne ferait qu'égaler, et une égalité ne reste pas en lice. Retirez-vous (W) : votre zone de jeu n’a pas de damoiselle, cela ne vous coûte rien.
guide-iv-done = Le guide s'arrête là : les couleurs, jouer et rester, les cartes d'action, Ivanhoé, les damoiselles et le retrait. Jouez la partie jusqu'au bout, ou quittez par le menu (Échap).
