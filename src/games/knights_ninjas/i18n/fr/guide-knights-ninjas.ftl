# La première partie guidée de Chevaliers et Ninjas (src/games/knights_ninjas/guide.rs) : les
# noms des places, et les mots montrés à partir de chaque étape.
guide-kn-you = Vous
guide-kn-roland = Messire Roland
guide-kn-akemi = Dame Akemi
guide-kn-fortify = Bienvenue dans Chevaliers et Ninjas ! Le premier à posséder 10 gemmes gagne. À votre tour, vous piochez, puis vous attaquez un rival, fortifiez votre royaume ou défaussez une carte. Commencez par vous fortifier : choisissez votre Château, puis Fortifier. Un Château arrête toute attaque, à moins qu'une Échelle, une Catapulte, un Dragon ou un Ninja ne le franchisse. Appuyez sur Entrée ou cliquez sur ce qui est éclairé ; Échap ouvre le menu, pour quitter le guide à tout moment.
guide-kn-end-fortifying = Votre Château se dresse devant vos gemmes. Un royaume peut avoir un Château et un Archer ; vous n'avez rien d'autre à poser : finissez votre tour (S).
guide-kn-others = Messire Roland et Dame Akemi jouent à leur tour : le journal dit chaque coup.
guide-kn-discard = Messire Roland a posé lui aussi un Château. Au tour de Dame Akemi : qui n'attaque pas et ne se fortifie pas défausse une carte.
guide-kn-catapult = À vous : vous avez pioché deux cartes. Forcez le royaume de Messire Roland : choisissez votre Catapulte, puis Messire Roland. Une Catapulte détruit un Château, et l'Archer posté sur ses remparts.
guide-kn-catapult-answer = Chaque carte d'attaque peut recevoir une réponse. Rien ne sauve un Château d'une Catapulte : un Ménestrel ne ferait que finir votre tour.
guide-kn-jester = Le Château est tombé. Tant qu'aucune gemme n'a bougé, vous pouvez attaquer encore le même rival, une carte à la fois. Votre Bouffon représente la carte que vous annoncez : choisissez-le, puis Chevalier. Un Chevalier prend 3 gemmes.
guide-kn-answer-window = Messire Roland peut répondre à votre Chevalier : une carte aussi forte ou plus forte sauve toutes ses gemmes, une plus faible en sauve une partie, un Traître retourne l'attaque contre vous.
guide-kn-flight = Pas de réponse : 3 gemmes s'envolent vers vous. Tant qu'elles ne sont pas arrivées, chacun des autres peut les voler avec un Brigand.
guide-kn-turn-over = Les gemmes sont arrivées : vous en possédez 8. Dès que des gemmes ont bougé, le tour de l'attaquant est fini. Au tour de Messire Roland.
guide-kn-dragon = Messire Roland lance un Dragon contre vous : il brûle votre Château et prend 2 gemmes. Seuls un Bourreau ou une Princesse arrêtent un Dragon, et aucun Brigand ne lui vole rien : vous ne pouvez pas répondre.
guide-kn-answer = Dame Akemi vous attaque avec un Chevalier (3). Répondez avec votre Paysan : sa force, 1, se retranche des 3 du Chevalier, et vous ne perdez que 2 gemmes au lieu de 3.
guide-kn-steal = Vos 2 gemmes s'envolent vers Dame Akemi, et c'est à vous qu'on demande d'abord. Reprenez-les : jouez votre Brigand. Il vole les gemmes en route de toute attaque, sauf celles d'un Ninja ou d'un Dragon, même celles qu'on vient de vous prendre.
guide-kn-steal-window = Les gemmes volent maintenant vers vous. Messire Roland et Dame Akemi peuvent encore les voler avec leur propre Brigand, ou un Bouffon qui en tient lieu.
guide-kn-done = Le guide s'arrête là : se fortifier, forcer un royaume, répondre, le Brigand et le Bouffon. Jouez la partie jusqu'au bout, ou quittez-la par le menu (Échap).
