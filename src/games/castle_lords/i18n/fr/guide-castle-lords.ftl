# La première partie guidée des Seigneurs des châteaux (src/games/castle_lords/guide.rs) : les
# noms des places, et les mots montrés à partir de chaque étape. Une étape qui porte sur une
# carte en reçoit les codes ($type, $emblem : voir castle-lords.ftl) ; sur un château, $castle
# (son nom) et $points ; la prise d'une proposition, $name.
guide-cl-you = Vous
guide-cl-william = Guillaume
guide-cl-matilda = Mathilde
guide-cl-offer-first = Bienvenue dans Seigneurs des châteaux ! À chaque tour, vous piochez deux cartes, puis vient l'échange : vous offrez une carte, face visible, et chaque autre seigneur peut en proposer une en retour. Offrez { castle-the-card } : c'est la carte qui va le moins avec les autres (peu d'entre elles partagent son type ou son emblème). Appuyez sur Entrée ou cliquez sur ce qui est éclairé ; Échap ouvre le menu, pour quitter le guide à tout moment.
guide-cl-watch-answers = Les autres répondent à votre offre à tour de rôle : chacun peut proposer une carte, ou rien. Avec une seule proposition, vous devez l'accepter ; sans aucune, votre carte part au cachot.
guide-cl-pick-first = Les deux seigneurs ont proposé une carte : à vous de choisir. Prenez celle de { $name } : c'est elle qui va le mieux avec votre main. L'autre proposition retourne à son propriétaire.
guide-cl-pick = Prenez la proposition de { $name } : c'est elle qui va le mieux avec votre main.
guide-cl-attack-empty = Vous pouvez ensuite attaquer un château. Aucun n'est encore défendu : un seul soldat suffit à en prendre un. Attaquez { $castle }, le plus précieux : { $points } points à la fin de la manche, s'il est encore à vous.
guide-cl-add-one = Envoyez { castle-the-card } : un seul soldat suffit, et c'est la carte qui va le moins avec les autres.
guide-cl-launch-first = Lancez l'armée (S). Votre soldat défend désormais { $castle }, et votre bannière prend la case 1, celle de la couronne : le château est à vous. Qui tient la case 1 à la fin de la manche marque les points du château.
guide-cl-watch = Au tour des autres : chacun pioche deux cartes, en offre une, et peut attaquer un château. Le journal, en bas à droite, dit chaque coup.
guide-cl-decline-first = Une carte est offerte. Elle n'irait pas mieux avec votre main que votre carte la plus faible : gardez vos cartes, ne proposez rien.
guide-cl-decline = La carte offerte n'irait pas mieux avec votre main que votre carte la plus faible : ne proposez rien.
guide-cl-propose-first = Cette offre irait mieux avec votre main que { castle-the-card }, votre carte la plus faible : proposez-la. Si le seigneur qui offre la prend, vous échangez les deux cartes ; une proposition seule doit être acceptée.
guide-cl-propose = L'offre irait mieux avec votre main que { castle-the-card }, votre carte la plus faible : proposez-la.
guide-cl-offer = À vous : offrez { castle-the-card }, la carte qui va le moins avec les autres.
guide-cl-attack = Attaquez { $castle } ({ $points } points), le château le plus précieux que vous puissiez prendre. Pour prendre un château défendu, votre armée doit compter plus de soldats que ses défenseurs.
guide-cl-attack-banner = Attaquez { $castle } ({ $points } points) : votre bannière y est encore, et vos partisans à l'intérieur vous aident. Contre un château qui porte votre bannière sans être à vous, une armée aussi nombreuse que ses défenseurs suffit.
guide-cl-army = Les soldats d'une armée doivent tous partager un type (chevalier, fantassin, arbalétrier, archer) ou un emblème ; Ivanhoé et Locksley rejoignent n'importe quelle armée. Commencez par { castle-the-card }, pris dans votre plus grand groupe de ce genre.
guide-cl-add = Ajoutez { castle-the-card } : il partage le type ou l'emblème de l'armée.
guide-cl-launch-dungeon-first = Votre armée est assez nombreuse : lancez-la (S). Les défenseurs de { $castle } partent au cachot, hors jeu jusqu'à la fin de la manche, et vos soldats le défendent à leur place. Votre bannière prend la case 1 ; celles qui y étaient descendent d'une case, vers le cachot.
guide-cl-launch-dungeon = Lancez l'armée (S) : les défenseurs de { $castle } partent au cachot, et le château est à vous.
guide-cl-castle-lost = L'armée de Guillaume était plus nombreuse que la vôtre à York : le château est à lui, et votre bannière descend à la case 2. Seuls comptent les châteaux que vous tenez à la fin de la manche : reprenez-les quand vous le pourrez.
guide-cl-banner-dungeon = Guillaume a repris York : sa bannière est montée à la case 1, et celle de Mathilde, poussée au-delà de la case 4, est tombée sur la carte du cachot. Une bannière au cachot est perdue jusqu'à la fin de la manche.
guide-cl-last-round = La pioche est vide : c'est le dernier tour de table. Qui peut attaquer doit le faire ; qui ne le peut pas jette toute sa main au cachot. L'échange vient d'abord : offrez { castle-the-card }.
guide-cl-pass-last = Personne n'a pris votre carte : elle est partie au cachot. Votre dernière carte ne peut prendre aucun château : n'attaquez rien (S), et votre main part elle aussi au cachot.
guide-cl-hand-empty = Votre main est vide : vous ne jouez plus jusqu'à la fin de la manche. Elle s'achève quand toutes les mains sont vides ; chaque château rapporte alors ses points à qui tient sa case 1.
guide-cl-done = La manche est comptée. Vous tenez Lincoln, Nottingham, Warwick et Chester : 18 points, le meilleur score, et au moins 10 : la couronne de roi est à vous. Un seigneur qui a 10 points ou plus sans avoir le meilleur score gagne une couronne de duc ; les 7 points de Guillaume ne lui valent rien. Le premier à gagner deux couronnes de roi gagne la partie : jouez les manches suivantes, ou quittez par le menu (Échap).
