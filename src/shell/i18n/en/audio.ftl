# Words of the sound settings: the volume and the background music, on the title and in the
# match's menu. English.

sound-volume = Sound: { $level }
sound-off = off
sound-percent = { $percent }%
music-toggle = Music: { $state }
music-on = on
music-off = off
