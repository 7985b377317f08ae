# Les règles d'Ivanhoé, telles que l'écran des règles les montre, page par page. Français.
# Les noms des cartes sont ceux de l'édition française d'Ivanhoé.
#
# Pages : rules-ivanhoe-NN-title et rules-ivanhoe-NN-body, NN = 01, 02, … (deux chiffres, sans
# trou). Les paragraphes d'un texte sont séparés par des lignes vides.
#
# Cartes : rules-ivanhoe-card-CODE-name et rules-ivanhoe-card-CODE-text, CODE étant le code de
# la carte dans RULINGS §1, en minuscules, « _ » écrit « - » :
#   cartes de couleur, une entrée par couleur, par la lettre du code : p (P3 P4 P5 P7),
#     r (R3 R4 R5), b (B2 B3 B4 B5), y (Y2 Y3 Y4), g (G1) ;
#   tenants : s2, s3, m6 ;
#   cartes d'action : unhorse, change-weapon, drop-weapon, shield, stunned, ivanhoe,
#     break-lance, riposte, dodge, retreat, knock-down, outmaneuver, charge, countercharge,
#     disgrace, adapt, outwit ;
#   et le jeton (qui n'est pas une carte) : token.

rules-ivanhoe-heading = Comment jouer à Ivanhoé
rules-ivanhoe-cards-heading = Les cartes

## Pages

rules-ivanhoe-01-title = Le but du jeu
rules-ivanhoe-01-body =
    Vous êtes un chevalier à la cour du roi, et vous enchaînez les tournois. Chaque tournoi se dispute avec une arme, représentée par une couleur, et un seul chevalier en sort vainqueur.

    Chaque victoire vous rapporte un jeton de cette couleur. Réunissez des couleurs différentes : à deux ou trois joueurs, il vous les faut toutes les cinq ; à quatre ou cinq joueurs, quatre suffisent.

    Pour remporter un tournoi, tenez plus longtemps que les autres : gardez le plus gros total de la table jusqu'à ce que tous les autres chevaliers se soient retirés.

rules-ivanhoe-02-title = Le contenu du paquet
rules-ivanhoe-02-body =
    Le paquet compte 110 cartes.

    Cartes de couleur (70), quatorze par couleur. Le violet est la joute (valeurs 3 à 7), le rouge l'épée (3 à 5), le bleu la hache (2 à 5), le jaune le fléau d'armes (2 à 4) et le vert le combat sans arme (rien que des 1).

    Tenants (20) : seize écuyers de valeur 2 ou 3 et quatre damoiselles de valeur 6. Blancs, ils soutiennent un tournoi de n'importe quelle couleur.

    Cartes d'action (20), de dix-sept sortes : elles changent la couleur, vident les zones de jeu, volent, protègent ou annulent.

    À côté du paquet : 25 jetons, cinq par couleur.

rules-ivanhoe-03-title = Mise en place
rules-ivanhoe-03-body =
    Un donneur est tiré au sort et chacun reçoit huit cartes. Le reste du paquet forme la pioche, face cachée. Les cartes d'action jouées et les cartes perdues vont, face visible, sur la défausse posée à côté.

    Quand la pioche est épuisée, la défausse est aussitôt mélangée pour en former une nouvelle.

    Le joueur à gauche du donneur ouvre le premier tournoi. Ensuite, c'est le vainqueur de chaque tournoi qui ouvre le suivant.

    Le nombre de cartes en main n'est pas limité.

rules-ivanhoe-04-title = Ouvrir un tournoi
rules-ivanhoe-04-body =
    Le joueur qui ouvre pioche d'abord une carte, puis annonce la couleur du tournoi. Vous ne pouvez annoncer qu'une couleur que vous êtes en mesure d'ouvrir : vous avez en main une carte de cette couleur, ou bien un tenant, qui ouvre n'importe quelle couleur.

    Le violet ne peut jamais être choisi juste après un tournoi terminé en violet.

    La première carte posée doit être de la couleur annoncée ou un tenant, jamais une carte d'action. Ensuite, le tour se poursuit normalement.

    Un joueur qui ne peut ouvrir aucune couleur montre sa main à tous, et le joueur suivant dans le sens horaire essaie à sa place, après avoir pioché.

rules-ivanhoe-05-title = Un tour, étape par étape
rules-ivanhoe-05-body =
    Les tours s'enchaînent dans le sens des aiguilles d'une montre à partir du joueur qui a ouvert. Les joueurs qui se sont retirés sont sautés.

    1. Piochez une carte. Le jeu s'en charge pour vous.

    2. Jouez autant de cartes que vous voulez, une par une, dans l'ordre de votre choix. Les cartes de couleur doivent être de la couleur actuelle du tournoi ; les tenants conviennent toujours. Les unes et les autres vont dans votre zone de jeu, la rangée de cartes devant vous, la plus récente dessus. Les cartes d'action agissent aussitôt.

    3. Terminez votre tour : restez en lice, ou retirez-vous du tournoi.

rules-ivanhoe-06-title = Rester en lice ou se retirer
rules-ivanhoe-06-body =
    Vous ne pouvez rester en lice que si vous avez joué au moins une carte ce tour-ci (une carte d'action compte) et si le total de votre zone de jeu dépasse désormais celui de chacun des autres joueurs encore dans le tournoi. Une égalité ne suffit pas.

    Sinon, vous devez vous retirer. Vous pouvez aussi vous retirer par choix à la fin de n'importe lequel de vos tours.

    En vous retirant, vous défaussez votre zone de jeu, ainsi que le Bouclier ou Sonné posé devant vous, et vous ne jouez plus de tout le tournoi. Si votre zone de jeu contenait une damoiselle, vous rendez l'un de vos jetons, à votre choix, si vous en avez.

rules-ivanhoe-07-title = Cartes de couleur et totaux
rules-ivanhoe-07-body =
    Le total de votre zone de jeu est la somme des valeurs imprimées sur ses cartes.

    Le vert fait exception : dans un tournoi vert, chaque carte d'une zone de jeu compte pour 1, quelle que soit sa valeur ; seul le nombre de cartes importe.

    Les cartes violettes sont les plus fortes, puis viennent les rouges, les bleues, les jaunes et les vertes.

    Certaines cartes d'action changent la couleur en plein tournoi. Les cartes déjà posées restent et comptent toujours, mais on ne peut plus ajouter que des cartes de la nouvelle couleur. Les cartes d'action s'en tiennent toujours aux valeurs imprimées, même en vert.

rules-ivanhoe-08-title = Les tenants : écuyers et damoiselles
rules-ivanhoe-08-body =
    Les tenants sont des cartes blanches qui se joignent à un tournoi de n'importe quelle couleur. Ils permettent aussi d'ouvrir un tournoi dans une couleur dont vous n'avez aucune carte.

    Les écuyers valent 2 ou 3. Une zone de jeu peut en contenir autant que vous voulez.

    Une damoiselle vaut 6, mais une zone de jeu n'en accueille jamais plus d'une, de quelque façon qu'elle arrive. Son soutien a un prix : si vous vous retirez alors qu'elle est dans votre zone de jeu, vous rendez l'un de vos jetons.

    Dans un tournoi vert, les tenants comptent 1, comme toutes les autres cartes.

rules-ivanhoe-09-title = Les cartes d'action
rules-ivanhoe-09-body =
    Vous jouez les cartes d'action pendant votre tour, autant que vous voulez, entre vos autres cartes. Chacune va sur la défausse et agit aussitôt, sauf Bouclier et Sonné, qui restent face visible devant un joueur.

    Une carte d'action ne peut être jouée que si elle change quelque chose : un Désarçonnement dans un tournoi rouge, ou une Mise à Terre contre une main vide, est refusé.

    Une règle passe avant toutes les autres : une zone de jeu ne perd jamais sa dernière carte. Si une carte devait vider toute une zone de jeu, la carte posée en premier y reste. Une fois entré dans un tournoi, vous montrez toujours au moins une carte.

rules-ivanhoe-10-title = Cartes d'action : changer de couleur
rules-ivanhoe-10-body =
    Trois cartes changent la couleur du tournoi. Les cartes déjà posées restent et comptent ; les nouvelles cartes de couleur doivent être de la nouvelle couleur.

    Désarçonnement : seulement dans un tournoi violet. Vous choisissez la nouvelle couleur : rouge, bleu ou jaune.

    Changement d'Arme : seulement dans un tournoi rouge, bleu ou jaune. Passez à une autre de ces trois couleurs.

    Arme Lâchée : seulement dans un tournoi rouge, bleu ou jaune. Le tournoi devient vert, et chaque carte des zones de jeu compte désormais 1.

    Rien ne fait sortir un tournoi du vert, et rien ne le rend violet.

rules-ivanhoe-11-title = Cartes d'action : une seule cible
rules-ivanhoe-11-body =
    Lance Brisée : un adversaire défausse toutes les cartes violettes de sa zone de jeu.

    Riposte : prenez la dernière carte posée dans la zone de jeu d'un adversaire et placez-la sur la vôtre, quelle que soit sa couleur.

    Esquive : défaussez la carte de votre choix dans la zone de jeu d'un adversaire.

    Recul : reprenez en main la carte de votre choix dans votre propre zone de jeu.

    Mise à Terre : prenez une carte au hasard dans la main d'un adversaire ; vous seul la voyez. Elle vise même un joueur qui n'a encore rien posé ou qui s'est retiré.

    Lance Brisée, Riposte et Esquive ne visent que des adversaires encore en lice qui montrent au moins une carte.

rules-ivanhoe-12-title = Cartes d'action : tout le monde à la fois
rules-ivanhoe-12-body =
    Ces cartes touchent tous les joueurs encore en lice qui ont une zone de jeu.

    Manœuvre Habile : chaque adversaire défausse la dernière carte posée dans sa zone de jeu. La vôtre est épargnée.

    Charge : repérez la plus faible valeur imprimée parmi toutes les zones de jeu. Tout le monde, vous compris, défausse toutes les cartes de cette valeur.

    Contre-charge : de même avec la plus forte valeur imprimée.

    Déshonneur : tout le monde, vous compris, défausse tous ses tenants.

    Ajustement : tout le monde, vous compris, ne garde qu'une carte de chaque valeur dans sa zone de jeu et défausse les autres. Chacun choisit celle qu'il garde.

    Un Bouclier met son propriétaire à l'abri de toutes ces cartes, mais sa zone de jeu compte quand Charge ou Contre-charge cherche une valeur.

rules-ivanhoe-13-title = Feinte, Bouclier et Sonné
rules-ivanhoe-13-body =
    Feinte : échangez une de vos cartes face visible contre une carte face visible d'un adversaire qui a une zone de jeu. Cartes des zones de jeu, Bouclier et Sonné peuvent tous être échangés, mais aucun échange ne peut vider une zone de jeu ni lui donner une deuxième damoiselle.

    Bouclier : posez-le devant vous. Les cartes d'action adverses ne touchent plus votre zone de jeu. Il n'arrête ni les changements de couleur, ni Sonné, ni Mise à Terre, ni Ivanhoé, et vos propres cartes vous touchent toujours. Contre un joueur protégé, la Feinte ne peut échanger que des cartes Bouclier ou Sonné.

    Sonné : posez-le devant un adversaire encore en lice. Il ne peut plus ajouter qu'une carte par tour à sa zone de jeu.

rules-ivanhoe-14-title = Ivanhoé : annuler une carte
rules-ivanhoe-14-body =
    La carte Ivanhoé est la seule que vous pouvez jouer en dehors de votre tour. Chaque fois qu'un joueur joue une carte d'action, les autres joueurs encore en lice peuvent, à tour de rôle, l'annuler avec Ivanhoé. Jouez-la et cette carte est entièrement annulée : les deux cartes vont sur la défausse et rien d'autre ne se passe.

    Contre une Mise à Terre, vous répondez une fois la victime désignée, avant que la carte soit prise. Bouclier et Sonné ne peuvent être annulés qu'au moment où ils sont joués.

    La table ne trahit jamais qui détient Ivanhoé : les personnes qui partagent l'écran sont toutes consultées de la même façon, qu'elles l'aient ou non. Après une annulation, le joueur dont c'est le tour continue.

rules-ivanhoe-15-title = Remporter un tournoi
rules-ivanhoe-15-body =
    Quand tous les autres se sont retirés, le dernier joueur en lice remporte aussitôt le tournoi, même pendant le tour d'un autre.

    Le vainqueur prend un jeton de la couleur finale du tournoi. Après un tournoi violet, le prestige de la joute lui permet de choisir un jeton de n'importe quelle couleur qui lui manque.

    Chacun possède au plus un jeton de chaque couleur. Gagner une couleur que vous avez déjà ne vous rapporte rien, mais en prive un rival.

    Le vainqueur défausse sa zone de jeu et ses cartes face visible, puis ouvre le tournoi suivant.

rules-ivanhoe-16-title = La fin de la partie
rules-ivanhoe-16-body =
    La partie s'arrête dès qu'un joueur possède assez de couleurs différentes : cinq à deux ou trois joueurs, quatre à quatre ou cinq joueurs. Ce joueur gagne.

    On peut perdre des jetons en route : se retirer avec une damoiselle dans sa zone de jeu en coûte un, au choix. Une collection n'est jamais tout à fait à l'abri.

    Dans le cas très rare où personne ne peut ouvrir de tournoi pendant tout un tour de table et où plus aucune carte ne peut être piochée, la partie se termine sans vainqueur.

rules-ivanhoe-17-title = Pour débuter : dépensez peu
rules-ivanhoe-17-body =
    Chaque carte jouée est une carte en moins dans votre main, et votre main fait votre force pour les tournois à venir.

    Essayez de rester en lice avec la plus petite avance possible : un point de plus que le meilleur total suffit. Gardez vos grosses cartes pour le moment où un rival vous forcera à les sortir.

    Un tour où vous ne posez qu'une seule carte est souvent le meilleur.

rules-ivanhoe-18-title = Pour débuter : sachez partir
rules-ivanhoe-18-body =
    Se retirer n'est pas une défaite. Quand un tournoi devient coûteux, ou que sa couleur est déjà dans votre collection, sortez tôt.

    Retirez-vous sans jouer et vous aurez pioché une carte sans en dépenser : votre main grossit pendant que les autres vident la leur. Le vainqueur d'un tournoi acharné entame souvent le suivant avec une main maigre.

    Surveillez les jetons : un rival à une couleur de la victoire mérite qu'on l'arrête, même à grands frais.

rules-ivanhoe-19-title = Pour débuter : choisissez votre couleur
rules-ivanhoe-19-body =
    Quand vous ouvrez, choisissez une couleur dont vous avez plusieurs bonnes cartes. Le violet et le rouge atteignent vite de gros totaux ; le jaune et le vert gardent le combat bon marché.

    Pensez à votre collection : une couleur que vous possédez déjà ne vous rapporte rien, sinon d'en priver un rival. Une victoire en violet vous laisse prendre n'importe quelle couleur manquante, ce qui rend la joute précieuse en fin de partie.

rules-ivanhoe-20-title = Pour débuter : damoiselles et Ivanhoé
rules-ivanhoe-20-body =
    Une damoiselle ajoute un beau 6, mais elle coûte un jeton si vous vous retirez avec elle. Jouez-la quand vous comptez gagner le tournoi, pas pour bluffer.

    Gardez Ivanhoé pour la carte qui vous ferait le plus mal : une Contre-charge qui balaierait vos meilleures cartes, ou un Ajustement qui couperait votre zone de jeu en deux.

    Retenez qui a joué quelles cartes d'action : chacune n'existe qu'en un ou quelques exemplaires.

## Cartes

rules-ivanhoe-card-p-name = Cartes violettes (joute)
rules-ivanhoe-card-p-text = Valeurs 3, 4, 5 et 7 ; elles ne se jouent que dans un tournoi violet. Remporter un tournoi violet vous permet de prendre un jeton de n'importe quelle couleur qui vous manque.
rules-ivanhoe-card-r-name = Cartes rouges (épée)
rules-ivanhoe-card-r-text = Valeurs 3, 4 et 5 ; elles ne se jouent que dans un tournoi rouge.
rules-ivanhoe-card-b-name = Cartes bleues (hache)
rules-ivanhoe-card-b-text = Valeurs 2, 3, 4 et 5 ; elles ne se jouent que dans un tournoi bleu.
rules-ivanhoe-card-y-name = Cartes jaunes (fléau d'armes)
rules-ivanhoe-card-y-text = Valeurs 2, 3 et 4 ; elles ne se jouent que dans un tournoi jaune.
rules-ivanhoe-card-g-name = Cartes vertes (sans arme)
rules-ivanhoe-card-g-text = Valeur 1 ; elles ne se jouent que dans un tournoi vert. En vert, chaque carte d'une zone de jeu compte 1 : c'est le nombre de cartes qui décide.
rules-ivanhoe-card-s2-name = Écuyer 2
rules-ivanhoe-card-s2-text = Un tenant : il se joint à un tournoi de n'importe quelle couleur et compte 2 (1 en vert). Une zone de jeu peut contenir autant d'écuyers que l'on veut.
rules-ivanhoe-card-s3-name = Écuyer 3
rules-ivanhoe-card-s3-text = Un tenant : il se joint à un tournoi de n'importe quelle couleur et compte 3 (1 en vert). Une zone de jeu peut contenir autant d'écuyers que l'on veut.
rules-ivanhoe-card-m6-name = Damoiselle 6
rules-ivanhoe-card-m6-text = Un tenant : elle se joint à un tournoi de n'importe quelle couleur et compte 6 (1 en vert). Une seule par zone de jeu ; se retirer avec elle coûte un jeton.
rules-ivanhoe-card-unhorse-name = Désarçonnement
rules-ivanhoe-card-unhorse-text = Tournoi violet seulement : il devient rouge, bleu ou jaune, à votre choix.
rules-ivanhoe-card-change-weapon-name = Changement d'Arme
rules-ivanhoe-card-change-weapon-text = Tournoi rouge, bleu ou jaune seulement : il passe à une autre de ces trois couleurs, à votre choix.
rules-ivanhoe-card-drop-weapon-name = Arme Lâchée
rules-ivanhoe-card-drop-weapon-text = Tournoi rouge, bleu ou jaune seulement : il devient vert, et chaque carte des zones de jeu compte désormais 1.
rules-ivanhoe-card-shield-name = Bouclier
rules-ivanhoe-card-shield-text = Posé devant vous, il met votre zone de jeu à l'abri des cartes d'action adverses. Les changements de couleur, Sonné, Mise à Terre et Ivanhoé agissent toujours.
rules-ivanhoe-card-stunned-name = Sonné
rules-ivanhoe-card-stunned-text = Posé devant un adversaire encore en lice : il ne peut plus ajouter qu'une carte par tour à sa zone de jeu.
rules-ivanhoe-card-ivanhoe-name = Ivanhoé
rules-ivanhoe-card-ivanhoe-text = Se joue hors de votre tour, tant que vous êtes en lice, pour annuler une carte d'action qu'un autre joueur vient de jouer.
rules-ivanhoe-card-break-lance-name = Lance Brisée
rules-ivanhoe-card-break-lance-text = Un adversaire défausse toutes les cartes violettes de sa zone de jeu (sa première carte reste si toutes sont violettes).
# Same in English: both editions print this name alike.
rules-ivanhoe-card-riposte-name = Riposte
rules-ivanhoe-card-riposte-text = Prenez la dernière carte posée dans la zone de jeu d'un adversaire et placez-la sur la vôtre, quelle que soit sa couleur.
rules-ivanhoe-card-dodge-name = Esquive
rules-ivanhoe-card-dodge-text = Défaussez la carte de votre choix dans la zone de jeu d'un adversaire.
rules-ivanhoe-card-retreat-name = Recul
rules-ivanhoe-card-retreat-text = Reprenez en main la carte de votre choix dans votre propre zone de jeu.
rules-ivanhoe-card-knock-down-name = Mise à Terre
rules-ivanhoe-card-knock-down-text = Prenez une carte au hasard dans la main d'un adversaire ; vous seul la voyez. Le Bouclier ne protège pas la main.
rules-ivanhoe-card-outmaneuver-name = Manœuvre Habile
rules-ivanhoe-card-outmaneuver-text = Chaque adversaire défausse la dernière carte posée dans sa zone de jeu.
# Same in English: both editions print this name alike.
rules-ivanhoe-card-charge-name = Charge
rules-ivanhoe-card-charge-text = Repérez la plus faible valeur imprimée parmi toutes les zones de jeu : tout le monde, vous compris, défausse toutes les cartes de cette valeur.
rules-ivanhoe-card-countercharge-name = Contre-charge
rules-ivanhoe-card-countercharge-text = Repérez la plus forte valeur imprimée parmi toutes les zones de jeu : tout le monde, vous compris, défausse toutes les cartes de cette valeur.
rules-ivanhoe-card-disgrace-name = Déshonneur
rules-ivanhoe-card-disgrace-text = Tout le monde, vous compris, défausse tous ses tenants (écuyers et damoiselles).
rules-ivanhoe-card-adapt-name = Ajustement
rules-ivanhoe-card-adapt-text = Tout le monde, vous compris, ne garde qu'une carte de chaque valeur dans sa zone de jeu et défausse les autres, en choisissant celle qu'il garde.
rules-ivanhoe-card-outwit-name = Feinte
rules-ivanhoe-card-outwit-text = Échangez une de vos cartes face visible contre une de celles d'un adversaire : cartes des zones de jeu, Bouclier et Sonné comptent toutes.
rules-ivanhoe-card-token-name = Jeton
rules-ivanhoe-card-token-text = Gagné avec un tournoi, de sa couleur finale (de n'importe quelle couleur manquante après un tournoi violet). Cinq couleurs l'emportent à deux ou trois joueurs, quatre à quatre ou cinq.
