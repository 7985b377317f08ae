# Les mots des réglages du son : le volume et la musique de fond, sur l'écran titre et dans le
# menu de la partie. Français.

sound-volume = Son : { $level }
sound-off = coupé
sound-percent = { $percent } %
music-toggle = Musique : { $state }
music-on = oui
music-off = non
