# La partie guidée d'Escarmouche, en français : les noms des places et les mots montrés à partir
# de chaque décision du script.

guide-sk-you = Vous
guide-sk-roland = Sire Roland
guide-sk-akemi = Dame Akemi
guide-sk-pair = Bienvenue dans Escarmouche ! Jouez une carte ou une paire, puis choisissez qui elle frappe ; le dernier en jeu gagne. Vous avez deux 4 : choisissez un 4, puis La paire. Entrée ou un clic prend ce qui est éclairé ; Échap ouvre le menu.
guide-sk-target = Votre paire frappe pour 8. Choisissez Sire Roland, à qui il restera 2 de force ; vous piochez ensuite jusqu'à avoir trois cartes.
guide-sk-others = Les autres jouent maintenant, chacun à son tour. La barre de chaque plaque est la force du joueur.
guide-sk-finish = Sire Roland est éliminé, et il reste 4 de force à Dame Akemi : votre 5 l'élimine. Frappez Dame Akemi pour gagner.
guide-sk-done = Voilà le guide : une paire, une frappe, un joueur éliminé. Finissez la partie, ou quittez-la par le menu (Échap).
