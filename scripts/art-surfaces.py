"""The table's surfaces, generated (no photographs): a felt cloth that tiles, and the light that
draws the eye to the table's centre. Standard library only, seeded: the same bytes every run.

    python3 scripts/art-surfaces.py OUT_DIR

writes OUT_DIR/felt.png (256x256 grey, tinted by the game with the table's colour) and
OUT_DIR/light.png (128x128 white whose opacity falls from the centre: the game lays it, stretched
and dark, over the table's edges).
"""

import math
import random
import struct
import sys
import zlib
from pathlib import Path


def chunk(kind, payload):
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))


def grey_png(width, height, rows, alpha=False):
    """An 8-bit grey PNG (grey and opacity when `alpha`)."""
    raw = bytearray()
    for row in rows:
        raw.append(0)
        raw += bytes(row)
    colour_type = 4 if alpha else 0
    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    png += chunk(b"IEND", b"")
    return png


def periodic_noise(size, cells, rng):
    """Smooth value noise on a grid of `cells` that wraps around, so the texture tiles."""
    grid = [[rng.random() for _ in range(cells)] for _ in range(cells)]

    def at(x, y):
        fx, fy = x * cells / size, y * cells / size
        x0, y0 = int(fx) % cells, int(fy) % cells
        x1, y1 = (x0 + 1) % cells, (y0 + 1) % cells
        tx, ty = fx - int(fx), fy - int(fy)
        sx, sy = tx * tx * (3 - 2 * tx), ty * ty * (3 - 2 * ty)
        top = grid[y0][x0] * (1 - sx) + grid[y0][x1] * sx
        bottom = grid[y1][x0] * (1 - sx) + grid[y1][x1] * sx
        return top * (1 - sy) + bottom * sy

    return at


def felt(size=256):
    rng = random.Random(46)
    octaves = [(periodic_noise(size, c, rng), w) for c, w in ((4, 0.5), (16, 0.3), (64, 0.2))]
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            cloud = sum(n(x, y) * w for n, w in octaves)
            grain = rng.random()
            # Mostly light (the tint shows true), with a soft cloud and a fine grain of fibres.
            value = 0.86 + 0.10 * cloud + 0.04 * grain
            row.append(max(0, min(255, round(value * 255))))
        rows.append(row)
    return grey_png(size, size, rows)


def light(size=128):
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            dx = (x + 0.5) / size * 2 - 1
            dy = (y + 0.5) / size * 2 - 1
            r = min(1.0, math.hypot(dx, dy) / math.sqrt(2))
            # Clear in the middle, darkening smoothly towards the corners.
            opacity = max(0.0, (r - 0.35) / 0.65) ** 1.6
            row += [255, round(opacity * 255)]
        rows.append(row)
    return grey_png(size, size, rows, alpha=True)


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    (out / "felt.png").write_bytes(felt())
    (out / "light.png").write_bytes(light())


if __name__ == "__main__":
    main()
