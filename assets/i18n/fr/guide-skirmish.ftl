# La partie guidée d'Escarmouche, en français : les noms des places et les mots montrés à partir
# de chaque décision du script.

guide-sk-you = Vous
guide-sk-roland = Sire Roland
guide-sk-akemi = Dame Akemi
guide-sk-pair = Bienvenue dans Escarmouche ! Chacun commence avec 10 de force ; le dernier joueur en jeu, ou le plus fort quand les cartes s'épuisent, gagne. À votre tour, vous jouez une carte, ou deux de même valeur, puis vous choisissez l'adversaire qu'elles frappent. Vous avez deux 4 : choisissez un 4, puis La paire. Appuyez sur Entrée ou cliquez ce qui est éclairé ; Échap ouvre le menu, pour quitter le guide à tout moment.
guide-sk-target = Votre paire frappe pour 8. Choisissez Sire Roland, à qui il restera 2 de force. Après la frappe, vous piochez jusqu'à avoir trois cartes.
guide-sk-others = Les autres jouent maintenant, chacun à son tour, et frappent qui ils veulent. Regardez les plaques : la barre sous chaque nom est sa force.
guide-sk-finish = Sire Roland est éliminé, et il reste 4 de force à Dame Akemi. Vous avez joué un 5 : frappez Dame Akemi pour l'éliminer et gagner la partie.
guide-sk-done = Voilà le guide : une paire, une frappe, un joueur éliminé. Finissez la partie, ou quittez-la par le menu (Échap).
