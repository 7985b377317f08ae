# Les règles de Seigneurs des châteaux (Ivanhoë, de Tilsit), telles que l'écran des règles les
# montre, page par page : les trois règles et la variante à deux. Français.
#
# Pages : rules-castle-lords-NN-title et rules-castle-lords-NN-body, NN = 01, 02, … (deux
# chiffres, sans trou). Les paragraphes d'un texte sont séparés par des lignes vides.
#
# Pièces : rules-castle-lords-card-CODE-name et rules-castle-lords-card-CODE-text.
#   Soldats, une entrée par type, par la lettre de leur code (RULINGS §2 ; K1 = chevalier de
#     l'emblème 1) : k (chevalier), i (fantassin), c (arbalétrier), a (archer) ;
#   les jokers, par leur code : ivanhoe (IVANHOE), locksley (LOCKSLEY) ;
#   les autres pièces, sans code dans la notation : castle (une carte de château, l'un des
#     cinq), castle-marker (le marqueur au nom d'un château), banner, dungeon, crown-duke,
#     crown-king, crown-hand (la couronne des règles avancées).
# Emblèmes : rules-castle-lords-emblem-N-name, N = le numéro de l'emblème dans les codes (1 à 4),
#   les noms de data/components.json.
#
# Vocabulaire : hand (le tour complet de distribution) = manche ; hand (les cartes) = main ;
# last round = dernier tour de table ; lord = seigneur ; dungeon = cachot ; box = case.

rules-castle-lords-heading = Comment jouer à Seigneurs des châteaux
rules-castle-lords-cards-heading = Les cartes et les pièces

## Pages

rules-castle-lords-01-title = Le but du jeu
rules-castle-lords-01-body =
    Le roi Richard est retenu prisonnier à l'étranger, et son frère Jean gouverne mal l'Angleterre. Vous incarnez l'un des nobles qui se soulèvent contre lui en s'emparant de ses châteaux.

    Chaque château rapporte des points à son seigneur, le noble qui le contrôle. Une partie se joue en plusieurs manches : à chaque manche, les cartes sont distribuées, les armées marchent, et quand les cartes sont épuisées les seigneurs comptent leurs châteaux. Les bons scores gagnent des couronnes, et les couronnes gagnent la partie.

    La façon de gagner des couronnes dépend des règles choisies à la préparation : de base, intermédiaires (le jeu habituel) ou avancées.

rules-castle-lords-02-title = Les cartes et la table
rules-castle-lords-02-body =
    Le paquet compte 66 cartes de soldat. Chaque soldat a un type, chevalier, fantassin, arbalétrier ou archer, et un emblème : lion, aigle, sanglier ou cerf. Il y a quatre soldats de chaque type pour chaque emblème. Deux jokers, Ivanhoé et Locksley, n'ont ni type ni emblème.

    Cinq châteaux se dressent au centre : York (7 points), Lincoln (6), Nottingham (5), Warwick (4) et Chester (3). Chaque carte de château porte quatre cases à bannière, numérotées à partir de 1, puis une case cachot.

    Chaque noble a cinq bannières. Le cachot engloutit les cartes défaussées, les défenseurs vaincus et les bannières chassées des châteaux.

rules-castle-lords-03-title = Mise en place
rules-castle-lords-03-body =
    Le premier joueur est tiré au sort. À chaque nouvelle manche, c'est le joueur suivant dans le sens horaire qui commence.

    Au début de chaque manche, toutes les cartes sont mélangées et distribuées une à une : six chacun à trois ou quatre joueurs (et dans la variante à deux), deux chacun à cinq, une chacun à six. Le reste forme la pioche.

    Chaque manche repart de zéro : les châteaux sont vides et sans défenseurs, chaque bannière revient à son noble, le cachot est vide. Seules les couronnes se conservent d'une manche à l'autre.

rules-castle-lords-04-title = Un tour, étape par étape
rules-castle-lords-04-body =
    1. Piochez deux cartes (moins s'il en reste moins).

    2. Échange : offrez une carte, et prenez l'une de celles que les autres proposent en retour.

    3. Attaquez un château avec une armée tirée de votre main, ou n'attaquez rien. En règles avancées, vous pouvez d'abord libérer des bannières du cachot.

    4. Règles de base et intermédiaires : si vous avez plus de cartes que la limite de main, défaussez le surplus au cachot. La limite est de dix cartes à trois ou quatre joueurs, huit à cinq, six à six.

    Puis c'est au tour du joueur à votre gauche. Un joueur qui n'a aucune carte est sauté.

rules-castle-lords-05-title = L'échange
rules-castle-lords-05-body =
    Vous devez offrir une carte de votre main, face visible. Puis chaque autre joueur qui a des cartes, dans le sens horaire, peut proposer l'une des siennes en échange, face visible, ou ne rien proposer.

    S'il y a plusieurs propositions, vous en choisissez une : ce joueur reçoit votre carte, et les autres reprennent la leur. S'il n'y en a qu'une, vous devez l'accepter, qu'elle vous plaise ou non. S'il n'y en a aucune, la carte offerte part au cachot.

    Tout se passe face visible : chacun sait quelle carte est allée où.

rules-castle-lords-06-title = Les armées
rules-castle-lords-06-body =
    Une armée est un groupe de cartes de votre main qui ont toutes un point commun.

    Règles de base : elles portent toutes le même emblème.

    Règles intermédiaires et avancées : elles partagent toutes le même type ou le même emblème. Quatre archers d'emblèmes variés conviennent ; un chevalier, un archer et un arbalétrier de l'aigle aussi. Partager les deux n'apporte rien de plus.

    Ivanhoé et Locksley rejoignent n'importe quelle armée, et peuvent même former une armée à eux seuls.

    Pour prendre un château, une armée doit être plus nombreuse que ses défenseurs (les règles intermédiaires prévoient une exception). Un château vide tombe devant un seul soldat.

rules-castle-lords-07-title = Attaquer un château
rules-castle-lords-07-body =
    Vous pouvez attaquer un château par tour, jamais plus, et vous n'y êtes jamais obligé, sauf au dernier tour de table d'une manche.

    Choisissez le château, puis ajoutez vos soldats un à un : le jeu ne propose que des cartes qui peuvent encore former une armée victorieuse. Lancez l'armée dès qu'elle est assez grande ; elle peut être plus grande que nécessaire.

    Vos soldats se placent alors à côté du château : ce sont ses nouveaux défenseurs. Les anciens sont jetés au cachot (en règles avancées, ils rejoignent votre main). Puis vous hissez votre bannière : voir la page suivante. Une nouvelle bannière se prend dans votre réserve ; sans réserve, vous ne pouvez pas en planter.

rules-castle-lords-08-title = Bannières et seigneurs
rules-castle-lords-08-body =
    Quand vous prenez un château, votre bannière est plantée dans la case 1, et chaque bannière déjà présente descend d'une case vers le cachot. Une bannière poussée au-delà de la case 4 tombe au cachot.

    En règles de base et intermédiaires, le seigneur d'un château est le noble dont la bannière occupe la case 1.

    Dans ces deux règles, si votre bannière flotte déjà sur le château, aucune nouvelle n'est plantée : la vôtre remonte en case 1 et les autres lui font place. Et attaquer un château dont vous êtes déjà le seigneur ne fait que remplacer ses défenseurs ; les bannières ne bougent pas.

    Les règles avancées changent tout cela : voir leurs pages.

rules-castle-lords-09-title = Le cachot
rules-castle-lords-09-body =
    Le cachot recueille tout ce qui quitte le jeu : les offres dont personne n'a voulu, les défenseurs vaincus, les cartes défaussées pour la limite de main, les mains entières en fin de manche, et les bannières chassées d'un château.

    Les cartes du cachot ne reviennent jamais pendant la manche. Les bannières qui y tombent sont perdues jusqu'à la manche suivante, sauf en règles avancées, où l'on peut les racheter.

    En règles de base et intermédiaires, la limite de main est vérifiée à la fin de chacun de vos tours, et vous choisissez les cartes qui partent au cachot.

rules-castle-lords-10-title = La fin d'une manche
rules-castle-lords-10-body =
    Quand la pioche est vide au début d'un tour, le dernier tour de table commence. Plus personne ne pioche, mais l'échange a toujours lieu.

    Au dernier tour de table, l'attaque est obligatoire : si vous pouvez attaquer, vous devez le faire, en choisissant votre cible. Si vous ne pouvez pas attaquer du tout, toute votre main part au cachot. Un joueur qui n'a plus de cartes est sauté.

    La manche s'arrête quand toutes les mains sont vides. Chaque noble additionne alors les valeurs des châteaux dont il est le seigneur : c'est son score de la manche.

rules-castle-lords-11-title = Couronnes : règles de base et intermédiaires
rules-castle-lords-11-body =
    Après chaque manche, tout noble qui a marqué 10 points ou plus gagne une couronne. Le meilleur score prend la couronne de roi ; les autres nobles à 10 points ou plus prennent une couronne de duc. En cas d'égalité au meilleur score, chacun prend une couronne de roi. En dessous de 10 points, personne ne gagne de couronne, pas même le meilleur score.

    Le premier noble à posséder deux couronnes de roi gagne la partie. Si plusieurs y parviennent à la même manche, ils se partagent la victoire.

    Une règle optionnelle, si elle est choisie, fait du meilleur score de chaque manche son seul vainqueur : la couronne de roi quel que soit le score, et aucune couronne de duc.

rules-castle-lords-12-title = Les règles de base
rules-castle-lords-12-body =
    Les règles les plus simples, idéales pour les plus jeunes.

    Une armée doit partager un même emblème ; les types ne comptent pas.

    Le seigneur d'un château est le noble dont la bannière occupe la case 1.

    Si vous attaquez un château où flotte déjà votre bannière sans que vous en soyez le seigneur, votre bannière remonte en case 1, et seules les bannières qui la précédaient descendent d'une case. Celles qui la suivaient restent en place.

    Les défenseurs vaincus vont au cachot, les bannières tombées au cachot sont perdues pour la manche, la limite de main s'applique, et les couronnes se gagnent comme à la page précédente.

rules-castle-lords-13-title = Les règles intermédiaires
rules-castle-lords-13-body =
    Le jeu habituel, et les règles retenues si vous n'en choisissez pas d'autres.

    Une armée partage un même type ou un même emblème.

    Vos partisans dans la place vous aident : contre un château où flotte votre bannière mais dont vous n'êtes pas le seigneur, il suffit que votre armée égale le nombre de défenseurs.

    Votre bannière remonte alors en case 1 et toutes les autres bannières du château descendent d'une case vers le cachot, ce qui peut faire tomber la dernière.

    Pour le reste, c'est comme en règles de base : la case 1 fait le seigneur, les défenseurs vaincus vont au cachot, la limite de main s'applique, les couronnes se gagnent à partir de 10 points.

rules-castle-lords-14-title = Règles avancées : les batailles
rules-castle-lords-14-body =
    Pour joueurs expérimentés. Une armée partage un même type ou un même emblème, comme en règles intermédiaires, mais elle doit toujours être plus nombreuse que les défenseurs.

    Il n'y a pas de limite de main.

    Les défenseurs vaincus ne sont pas perdus : ils rejoignent la main de l'attaquant, sous les yeux de tous.

    Chaque attaque plante une nouvelle bannière en case 1, même sur un château où vous avez déjà des bannières, même sur un château dont vous êtes le seigneur. Les bannières déjà présentes descendent d'une case. Sans bannière en réserve, vous ne pouvez pas attaquer.

rules-castle-lords-15-title = Règles avancées : seigneurs et couronnes
rules-castle-lords-15-body =
    En règles avancées, le seigneur d'un château est le noble dont la bannière est la plus profonde, dans la case occupée qui porte le plus grand numéro. Prendre un château repousse les bannières plus anciennes vers le cachot, mais ne vous en rend pas seigneur tout de suite : vous le devenez quand votre bannière est la plus profonde.

    Les bannières du cachot peuvent être rachetées. À l'étape d'attaque, avant d'attaquer, défaussez trois cartes au cachot pour rendre une de vos bannières à votre réserve. Vous pouvez le faire plusieurs fois, même au dernier tour de table.

    Après chaque manche, le meilleur score gagne une couronne ; en cas d'égalité, chacun en gagne une. La partie dure trois manches, et le plus de couronnes l'emporte.

rules-castle-lords-16-title = La variante à deux
rules-castle-lords-16-body =
    Seigneurs des châteaux est prévu pour trois à six nobles. Cette édition propose aussi un duel non officiel à deux, avec n'importe laquelle des trois règles. La distribution est celle d'une partie à trois ou quatre : six cartes chacun, et une limite de main de dix.

    Toutes les règles restent les mêmes, mais l'échange change de nature. Votre seul rival en décide : s'il propose une carte, vous devez la prendre ; s'il ne propose rien, votre offre part au cachot.

    Offrez donc une carte que vous pouvez vous permettre de perdre, ou une carte dont votre rival n'a pas l'usage.

rules-castle-lords-17-title = Pour débuter : lisez l'échange
rules-castle-lords-17-body =
    L'échange se joue face visible, et il en dit long. Ce qu'un joueur offre, c'est ce dont il n'a pas besoin ; ce qu'il propose, c'est ce qu'il peut céder.

    Évitez d'offrir l'emblème ou le type que vous rassemblez : les autres le verront et garderont les leurs loin de vous.

    Proposez des cartes qui vous servent peu mais qui pourraient tenter le joueur dont c'est le tour. Quand une seule carte est proposée, ce joueur n'a pas le choix.

rules-castle-lords-18-title = Pour débuter : gardez ce que vous prenez
rules-castle-lords-18-body =
    Prendre York avec un seul soldat invite n'importe qui à le reprendre avec deux. Une armée plus grande coûte plus de cartes sur le moment, mais tient le château plus longtemps.

    Ce qui compte, c'est qui est seigneur quand la manche s'achève. Une prise précoce ne vaut ses points que si elle tient jusque-là.

    Un petit château que personne ne surveille peut valoir plus qu'un grand que tout le monde convoite.

rules-castle-lords-19-title = Pour débuter : ménagez vos bannières
rules-castle-lords-19-body =
    Vous n'avez que cinq bannières par manche. Chaque prise d'un nouveau château en coûte une, et en règles avancées, chaque attaque en coûte une.

    En règles de base et intermédiaires, une bannière poussée au cachot est perdue pour toute la manche. Ne dispersez pas vos bannières sur des châteaux que vous ne pourrez pas tenir.

    En règles avancées, souvenez-vous que la bannière la plus profonde gouverne : s'installer tôt sur un château peut payer plus tard.

rules-castle-lords-20-title = Pour débuter : le dernier tour de table
rules-castle-lords-20-body =
    Surveillez la pioche. Quand elle s'amenuise, gardez une armée prête.

    Au dernier tour de table, vous devez attaquer si vous le pouvez, et une main qui ne peut pas attaquer est jetée au cachot. Les dernières attaques décident souvent qui tient les grands châteaux au moment du décompte.

    Une armée solide gardée pour la fin peut prendre un château que plus personne n'a les cartes pour reprendre.

## Cartes et pièces

rules-castle-lords-card-k-name = Chevalier
rules-castle-lords-card-k-text = Un soldat. Il rejoint une armée qui partage son emblème ; en règles intermédiaires et avancées, aussi une armée de chevaliers de n'importe quel emblème.
rules-castle-lords-card-i-name = Fantassin
rules-castle-lords-card-i-text = Un soldat. Il rejoint une armée qui partage son emblème ; en règles intermédiaires et avancées, aussi une armée de fantassins de n'importe quel emblème.
rules-castle-lords-card-c-name = Arbalétrier
rules-castle-lords-card-c-text = Un soldat. Il rejoint une armée qui partage son emblème ; en règles intermédiaires et avancées, aussi une armée d'arbalétriers de n'importe quel emblème.
# Same in English: both editions print this name alike.
rules-castle-lords-card-a-name = Archer
rules-castle-lords-card-a-text = Un soldat. Il rejoint une armée qui partage son emblème ; en règles intermédiaires et avancées, aussi une armée d'archers de n'importe quel emblème.
# Same in English: both editions print this name alike.
rules-castle-lords-card-ivanhoe-name = Ivanhoé
rules-castle-lords-card-ivanhoe-text = Un joker : il rejoint n'importe quelle armée et compte pour un soldat. Il peut même former une armée seul, ou avec Locksley.
# Same in English: both editions print this name alike.
rules-castle-lords-card-locksley-name = Locksley
rules-castle-lords-card-locksley-text = Un joker : il rejoint n'importe quelle armée et compte pour un soldat. Il peut même former une armée seul, ou avec Ivanhoé.
rules-castle-lords-card-castle-name = Château
rules-castle-lords-card-castle-text = Rapporte ses points imprimés à son seigneur au décompte de la manche. Les soldats placés à côté le défendent : prenez-le avec une armée plus nombreuse qu'eux.
rules-castle-lords-card-castle-marker-name = Marqueur de château
rules-castle-lords-card-castle-marker-text = Posé devant le seigneur du château, il change de mains à chaque fois que le château change de seigneur.
rules-castle-lords-card-banner-name = Bannière
rules-castle-lords-card-banner-text = La marque d'un noble sur un château. Plantée en case 1 quand un château est pris, elle descend d'une case à chaque nouvelle bannière et tombe au cachot au-delà de la case 4.
rules-castle-lords-card-dungeon-name = Cachot
rules-castle-lords-card-dungeon-text = Là où vont les cartes et les bannières qui quittent le jeu. Une bannière y est perdue pour la manche, sauf si, en règles avancées, son noble paie trois cartes pour la libérer.
rules-castle-lords-card-crown-duke-name = Couronne de duc
rules-castle-lords-card-crown-duke-text = Règles de base et intermédiaires : gagnée en marquant 10 points ou plus dans une manche sans avoir le meilleur score.
rules-castle-lords-card-crown-king-name = Couronne de roi
rules-castle-lords-card-crown-king-text = Règles de base et intermédiaires : gagnée avec le meilleur score d'une manche, à partir de 10 points. Deux couronnes de roi gagnent la partie.
rules-castle-lords-card-crown-hand-name = Couronne
rules-castle-lords-card-crown-hand-text = Règles avancées : gagnée avec le meilleur score d'une manche. Après la dernière manche, le plus de couronnes l'emporte.

## Emblèmes

# Same in English: both editions print this name alike.
rules-castle-lords-emblem-1-name = Lion
rules-castle-lords-emblem-2-name = Aigle
rules-castle-lords-emblem-3-name = Sanglier
rules-castle-lords-emblem-4-name = Cerf
