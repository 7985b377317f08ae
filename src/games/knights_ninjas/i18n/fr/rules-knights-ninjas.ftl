# Les règles de Chevaliers et Ninjas (Of Knights and Ninjas), telles que l'écran des règles les
# montre, page par page, avec la règle propre à cette édition quand la pioche s'épuise à
# l'objectif le plus bas. Français.
#
# Pages : rules-knights-ninjas-NN-title et rules-knights-ninjas-NN-body, NN = 01, 02, … (deux
# chiffres, sans trou). Les paragraphes d'un texte sont séparés par des lignes vides.
#
# Cartes : rules-knights-ninjas-card-CODE-name et rules-knights-ninjas-card-CODE-text, CODE
# étant le code de la carte dans RULINGS §3, en minuscules : peasant, soldier, knight, king,
# castle, archer, minstrel, ladder, catapult, dragon, ninja, highwayman, princess, executioner,
# traitor, jester ; et la gemme (qui n'est pas une carte) : gem.
#
# Noms français : Paysan, Soldat, Chevalier, Roi, Château, Archer, Ménestrel, Échelle,
# Catapulte, Dragon, Ninja, Brigand (Highwayman), Princesse, Bourreau (Executioner), Traître,
# Bouffon (Jester) ; kingdom = royaume ; revolt = révolte ; gems in flight = gemmes en route.

rules-knights-ninjas-heading = Comment jouer à Chevaliers et Ninjas
rules-knights-ninjas-cards-heading = Les cartes

## Pages

rules-knights-ninjas-01-title = Le but du jeu
rules-knights-ninjas-01-body =
    Le vieux roi n'a pas d'héritier. Il a proclamé que le premier noble à posséder dix gemmes précieuses régnerait après lui, et chaque royaume autour de la table convoite cette couronne.

    Chacun commence avec cinq gemmes. Vous en gagnez en attaquant les royaumes rivaux pour prendre les leurs ; vous gardez les vôtres en fortifiant votre royaume et en répondant aux attaques.

    Dès que des gemmes arrivent dans votre royaume et que vous en possédez au moins dix, vous gagnez. L'objectif baisse au fil de la partie : une longue partie demande moins de gemmes.

rules-knights-ninjas-02-title = Le contenu du paquet
rules-knights-ninjas-02-body =
    Le paquet compte 95 cartes.

    Combattants : Paysan (force 1), Soldat (2), Chevalier (3) et Roi (4). Ils attaquent, et ils répondent aux attaques.

    Fortifications : Château, Archer et Ménestrel, posés devant votre royaume. L'Archer peut aussi attaquer.

    Siège et pillards : Échelle, Catapulte, Dragon et Ninja, qui percent les défenses ou volent.

    Réponses : Princesse, Bourreau et Traître, joués quand on vous attaque, et le Brigand, qui détrousse les gemmes en route.

    Le Bouffon peut se faire passer pour n'importe quelle carte.

    Chaque joueur a aussi cinq gemmes de sa couleur ; la couleur n'est qu'un décor.

rules-knights-ninjas-03-title = Mise en place
rules-knights-ninjas-03-body =
    Chaque joueur pose cinq gemmes devant lui : c'est son royaume. Chacun reçoit deux cartes. Le reste forme la pioche, face cachée, avec à côté une défausse face visible.

    Le premier joueur est tiré au sort. Pour compenser cet avantage, il ne pioche qu'une carte à ce premier tour ; tous les autres tours, pour tout le monde, commencent par deux cartes piochées.

    Il n'y a pas de limite de main. Quand la pioche est épuisée, la défausse est aussitôt mélangée pour en former une nouvelle, et le nombre de gemmes nécessaire pour gagner baisse d'une.

rules-knights-ninjas-04-title = Un tour, étape par étape
rules-knights-ninjas-04-body =
    1. Si un Ménestrel se tient devant votre royaume, il est défaussé.

    2. Piochez deux cartes (une seule au tout premier tour de la partie).

    3. Faites une seule de ces trois choses :

    Attaquer un royaume rival, avec autant de cartes d'attaque que vous voulez, une par une.

    Fortifier votre royaume avec autant de cartes Château, Archer et Ménestrel que vous voulez.

    Ne rien jouer, et défausser une carte de votre choix.

    Si votre main est vide, votre tour s'arrête simplement. Et dès que des gemmes ont bougé, votre tour est fini.

rules-knights-ninjas-05-title = Les fortifications
rules-knights-ninjas-05-body =
    Un royaume montre au plus un Château, un Archer et un Ménestrel à la fois. Ils restent jusqu'à ce qu'on les détruise, sauf le Ménestrel.

    Château : aucune attaque n'entre tant qu'une Échelle, une Catapulte, un Dragon ou un Ninja ne s'en est pas chargé.

    Archer : aucune attaque n'entre tant qu'un Archer attaquant ou un Ninja ne l'a pas éliminé. Un Archer posé près d'un Château se tient sur ses remparts, et tombe avec lui sous une Catapulte.

    Ménestrel : tant qu'il est là, personne ne peut attaquer votre royaume. Il est défaussé au début de votre tour suivant : il vous protège pendant un tour de table.

rules-knights-ninjas-06-title = Le déroulement d'une attaque
rules-knights-ninjas-06-body =
    Choisissez un rival : toute votre attaque de ce tour vise ce royaume. Vous jouez vos cartes d'attaque une par une. Chacune doit passer les fortifications du rival : un Château ou un Archer doit d'abord être neutralisé.

    Après chaque carte, le rival peut y répondre avec une carte, ou un groupe de Paysans, ou la laisser passer.

    Si aucune gemme ne change de mains et que votre tour continue, vous pouvez jouer une autre carte d'attaque contre le même rival, ou vous arrêter.

    Dès que des gemmes bougent, votre tour s'arrête. Certaines réponses l'arrêtent plus tôt.

rules-knights-ninjas-07-title = Combattants et révoltes
rules-knights-ninjas-07-body =
    Un Paysan, un Soldat, un Chevalier ou un Roi attaque avec sa force, de 1 à 4. S'il passe, il prend autant de gemmes. Si on lui oppose un combattant, il prend la différence : attaque moins réponse. Personne ne peut perdre plus de gemmes qu'il n'en possède.

    Si la réponse est aussi forte ou plus forte, aucune gemme ne bouge ; les deux cartes sont défaussées et vous pouvez attaquer à nouveau.

    Les Paysans peuvent se soulever ensemble : plusieurs joués d'un coup forment une révolte, dont la force est leur nombre. Une révolte peut aussi répondre à une attaque.

    Exemple : votre Chevalier (3) rencontre un Paysan (1) ; le rival doit vous céder 2 gemmes.

rules-knights-ninjas-08-title = Percer les fortifications
rules-knights-ninjas-08-body =
    Archer : joué en attaque, il élimine l'Archer du rival, qu'il se tienne ou non sur un Château.

    Échelle : elle permet d'escalader le Château du rival ; vos combattants peuvent attaquer par-dessus jusqu'à la fin de votre tour. Impossible tant qu'un Archer est en place. Elle est défaussée à la fin de votre tour.

    Catapulte : elle détruit le Château du rival, et l'Archer posté sur ses remparts avec lui. Il lui faut un Château à viser.

    Une fois jouées, l'Échelle et la Catapulte font toujours effet : aucune réponse ne les annule. Le rival peut encore jouer un Ménestrel, qui met fin à votre tour juste après.

rules-knights-ninjas-09-title = Dragon et Ninja
rules-knights-ninjas-09-body =
    Tous deux prennent 2 gemmes d'un coup, et aucun Brigand ne peut les leur voler.

    Dragon : il incendie le Château du rival, puis prend 2 gemmes. Il ne peut pas approcher un royaume gardé par un Archer. Seuls un Bourreau ou une Princesse peuvent l'arrêter.

    Ninja : il se glisse derrière le Château, élimine en silence l'Archer s'il y en a un, et prend 2 gemmes. Seul un Bourreau peut l'arrêter.

    Ni l'un ni l'autre ne peut répondre à une attaque. Contre un rival sans gemmes, ils ne prennent rien, et votre attaque peut continuer.

rules-knights-ninjas-10-title = Répondre à une attaque
rules-knights-ninjas-10-body =
    Quand une carte d'attaque vous vise, vous pouvez y répondre avec une carte, ou la laisser passer.

    Un combattant ou un groupe de Paysans, contre un combattant ou une révolte : vous perdez moins de gemmes, voire aucune.

    Ménestrel : contre toute carte d'attaque sauf le Dragon et le Ninja. Il met fin au tour de l'attaquant, puis se tient devant votre royaume jusqu'à votre tour suivant.

    Princesse : contre un Chevalier ou un Dragon. La carte attaquante rejoint votre main ; l'attaquant peut continuer.

    Bourreau : contre toute carte d'attaque sauf l'Échelle et la Catapulte. La carte est défaussée et le tour de l'attaquant s'arrête.

    Le Traître a sa propre page.

rules-knights-ninjas-11-title = Le Traître
rules-knights-ninjas-11-body =
    Répondez par un Traître à un Paysan, un Soldat, un Chevalier, un Roi ou une révolte, et l'attaque se retourne contre son propre joueur. Elle frappe son royaume en ignorant toutes ses fortifications.

    L'attaquant peut alors y répondre comme à n'importe quelle attaque : avec un combattant, ou avec son propre Traître, qui la retourne encore. La carte change de camp jusqu'à ce que quelqu'un la laisse passer ou y réponde autrement.

    Celui qui perd le duel donne les gemmes à l'autre camp.

    Un Traître ne peut retourner ni Ninja, ni Dragon, ni Archer, ni Échelle, ni Catapulte.

rules-knights-ninjas-12-title = Gemmes en route : le Brigand
rules-knights-ninjas-12-body =
    Les gemmes gagnées par un combattant ou une révolte sont en route avant d'arriver. Chaque autre joueur est consulté à tour de rôle, dans le sens horaire à partir du joueur qui suit celui qui les reçoit : joue-t-il un Brigand ? C'est la seule carte jouée hors de son tour (un Bouffon peut en tenir le rôle).

    Un Brigand détrousse tout le convoi au profit de son joueur, même des gemmes qu'on vient de lui prendre. La consultation reprend alors après le voleur : un autre Brigand peut les voler à son tour.

    Quand tous les autres les ont laissées passer, les gemmes arrivent. La table ne trahit jamais qui détient un Brigand : les personnes qui partagent l'écran sont toutes consultées de la même façon.

rules-knights-ninjas-13-title = Le Bouffon
rules-knights-ninjas-13-body =
    Le Bouffon peut être n'importe quelle carte. En le jouant, vous annoncez la carte qu'il représente, et il est exactement cette carte tant qu'il reste sur la table : un Château, un Chevalier, un Traître, un Paysan qui rejoint une révolte, ou un Brigand joué hors de votre tour.

    Si une Princesse capture un Bouffon qui jouait un Chevalier ou un Dragon, il rejoint la main du joueur de la Princesse, redevenu simple Bouffon, prêt à devenir autre chose.

    Un Bouffon doit représenter une autre carte : il ne peut pas être joué comme Bouffon.

rules-knights-ninjas-14-title = La victoire et l'objectif qui baisse
rules-knights-ninjas-14-body =
    Vous gagnez dès que des gemmes arrivent dans votre royaume et que vous possédez alors au moins le nombre de gemmes visé. Au départ, l'objectif est de 10.

    Chaque fois que la pioche est épuisée et que la défausse devient la nouvelle pioche, l'objectif baisse d'une gemme : 9, puis 8, et ainsi de suite jusqu'à 1.

    Si vous possédez déjà le nouvel objectif quand il baisse, vous n'avez pas encore gagné : il vous faut encore gagner au moins une gemme.

    Perdre toutes ses gemmes n'élimine pas. Un royaume pauvre attire peu d'attaques, et peut revenir dans la course.

rules-knights-ninjas-15-title = Quand la pioche s'épuise à l'objectif le plus bas
rules-knights-ninjas-15-body =
    Cette édition ajoute une règle qui lui est propre, pour qu'une partie ne puisse pas durer indéfiniment.

    Une fois l'objectif tombé à 1, si la pioche s'épuise encore une fois, la partie s'arrête aussitôt. Le joueur qui possède le plus de gemmes gagne. Les joueurs à égalité en tête se partagent la victoire.

    Cela ne compte que dans les longues parties où chaque royaume est bien défendu et où les gemmes ne bougent plus ; dans la plupart des parties, quelqu'un atteint l'objectif bien avant.

rules-knights-ninjas-16-title = Pour débuter : élevez des murs
rules-knights-ninjas-16-body =
    Un Château avec un Archer sur ses remparts arrête presque tout : un rival a alors besoin d'un Archer, d'un Ninja ou d'une Catapulte avant que le moindre combattant puisse vous atteindre.

    Fortifier prend un tour entier, mais cela dure jusqu'à ce que quelqu'un dépense des cartes pour le percer.

    Gardez un Ménestrel pour le tour où vous approchez de la victoire : personne ne pourra vous toucher avant votre tour suivant.

rules-knights-ninjas-17-title = Pour débuter : gardez une réponse
rules-knights-ninjas-17-body =
    Un joueur à la main vide est une cible facile. Gardez au moins un combattant ou un Bourreau pour faire face à une attaque.

    Répondez à une grosse attaque même avec un petit combattant : un Soldat contre un Roi vous épargne encore 2 gemmes.

    Ne gaspillez pas une bonne réponse contre un Paysan. Perdre une gemme coûte parfois moins cher que perdre votre seul Roi.

rules-knights-ninjas-18-title = Pour débuter : le Brigand
rules-knights-ninjas-18-body =
    Surveillez celui qui approche de l'objectif. Quand des gemmes filent vers lui, un Brigand ou un Bouffon peut détrousser le convoi, et même vous faire gagner sur-le-champ.

    Avant d'attaquer avec un gros combattant, pensez que d'autres joueurs cachent peut-être des Brigands : plus il y a de gemmes en route, plus le vol est tentant.

    Les Dragons et les Ninjas ne peuvent pas être détroussés : gardez-les pour l'attaque qui doit aboutir.

rules-knights-ninjas-19-title = Pour débuter : choisissez votre rival
rules-knights-ninjas-19-body =
    Attaquez le royaume que vous pouvez atteindre. Contre un Château sans Archer, une Échelle ouvre la voie pour le reste du tour.

    Commencez par un petit combattant pour faire sortir les réponses du rival, puis envoyez votre Roi.

    Les Chevaliers sont risqués face à un joueur qui cache peut-être une Princesse : elle ferait passer votre Chevalier dans sa main.

    Et un rival sans gemmes n'a rien à donner.

## Cartes

rules-knights-ninjas-card-peasant-name = Paysan
rules-knights-ninjas-card-peasant-text = Force 1. Attaque ou répond à une attaque ; plusieurs Paysans joués ensemble forment une révolte aussi forte que leur nombre.
rules-knights-ninjas-card-soldier-name = Soldat
rules-knights-ninjas-card-soldier-text = Force 2. Attaque un royaume rival, ou répond à une attaque par sa force.
rules-knights-ninjas-card-knight-name = Chevalier
rules-knights-ninjas-card-knight-text = Force 3. Attaque ou répond par sa force ; une Princesse peut capturer un Chevalier attaquant.
rules-knights-ninjas-card-king-name = Roi
rules-knights-ninjas-card-king-text = Force 4, le plus fort des combattants. Attaque ou répond par sa force.
rules-knights-ninjas-card-castle-name = Château
rules-knights-ninjas-card-castle-text = Fortifie votre royaume : aucune attaque n'entre tant qu'une Échelle, une Catapulte, un Dragon ou un Ninja ne s'en est pas chargé.
# Same in English: both editions print this name alike.
rules-knights-ninjas-card-archer-name = Archer
rules-knights-ninjas-card-archer-text = Fortifie votre royaume jusqu'à ce qu'un Archer attaquant ou un Ninja l'élimine. Joué en attaque, il élimine l'Archer d'un rival.
rules-knights-ninjas-card-minstrel-name = Ménestrel
rules-knights-ninjas-card-minstrel-text = Personne ne peut attaquer votre royaume avant votre tour suivant. Joué en réponse, il met aussi fin au tour de l'attaquant (pas contre un Dragon ni un Ninja).
rules-knights-ninjas-card-ladder-name = Échelle
rules-knights-ninjas-card-ladder-text = Permet d'escalader le Château d'un rival jusqu'à la fin de votre tour : vos combattants attaquent par-dessus. Impossible tant qu'un Archer est en place.
rules-knights-ninjas-card-catapult-name = Catapulte
rules-knights-ninjas-card-catapult-text = Détruit le Château d'un rival et l'Archer posté sur ses remparts. Aucune réponse ne l'annule.
# Same in English: both editions print this name alike.
rules-knights-ninjas-card-dragon-name = Dragon
rules-knights-ninjas-card-dragon-text = Incendie le Château du rival et prend 2 gemmes ; ne peut pas approcher un Archer. Seuls un Bourreau ou une Princesse l'arrêtent.
# Same in English: both editions print this name alike.
rules-knights-ninjas-card-ninja-name = Ninja
rules-knights-ninjas-card-ninja-text = Se glisse derrière le Château, élimine l'Archer et prend 2 gemmes. Seul un Bourreau l'arrête.
rules-knights-ninjas-card-highwayman-name = Brigand
rules-knights-ninjas-card-highwayman-text = Se joue hors de votre tour, quand des gemmes sont en route : il les détrousse pour vous. Un autre Brigand peut les voler à son tour.
rules-knights-ninjas-card-princess-name = Princesse
rules-knights-ninjas-card-princess-text = Répond à un Chevalier ou à un Dragon attaquant, et le fait passer dans votre main.
rules-knights-ninjas-card-executioner-name = Bourreau
rules-knights-ninjas-card-executioner-text = Répond à toute carte d'attaque sauf l'Échelle et la Catapulte : la carte est défaussée et le tour de l'attaquant s'arrête.
rules-knights-ninjas-card-traitor-name = Traître
rules-knights-ninjas-card-traitor-text = Répond à un Paysan, un Soldat, un Chevalier, un Roi ou une révolte, et le retourne contre son joueur, par-delà toutes les fortifications. Il peut être retourné à son tour.
rules-knights-ninjas-card-jester-name = Bouffon
rules-knights-ninjas-card-jester-text = Devient n'importe quelle autre carte : vous l'annoncez en le jouant, et il est cette carte tant qu'il reste sur la table.
rules-knights-ninjas-card-gem-name = Gemme
rules-knights-ninjas-card-gem-text = Vous gagnez quand des gemmes arrivent dans votre royaume et que vous possédez alors le nombre visé (10 au départ). La couleur d'une gemme n'est qu'un décor.
