"""The steps of scripts/make-art that need a program: Python's standard library only.

  python3 scripts/art.py svgs TARBALL LIST WORK
      Reads the icon set (package/icons.json inside the npm tarball) and writes WORK/<n>.svg for
      every line of LIST (scripts/art-list.txt), the icon in white (#fff) on a transparent 512x512
      page, and WORK/jobs.txt: "<n> <out-path>" per line. Fails, naming the line, on an icon the
      set lacks, a path written twice, or a line that is not "<path> <icon> <author-folder>".
  python3 scripts/art.py shrink IN.png OUT.png
      Rewrites resvg's RGBA picture as an 8-bit palette picture: 256 entries, all white, entry i
      with opacity i, so each pixel is one byte, its opacity. Every pixel of a white-on-
      transparent picture is white, so nothing is lost; optipng then squeezes the file further.
  python3 scripts/art.py credits LIST ICON_SET_VERSION LICENSE_TXT CREDITS_MD
      Writes assets/art/LICENSE.txt (the notice and every picture with its icon and author) and
      replaces the part of assets/CREDITS.md between the make-art markers with the same list.
"""

import json
import struct
import sys
import tarfile
import zlib
from collections import OrderedDict
from pathlib import Path


def read_list(path):
    """The pictures in LIST: (out-path, icon, author folder) per line, comments and blanks skipped."""
    pictures = []
    seen = set()
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        fields = line.split()
        if len(fields) != 3:
            sys.exit(f"{path}:{number}: expected '<path> <icon> <author-folder>', found '{line}'")
        out, icon, author = fields
        if out in seen:
            sys.exit(f"{path}:{number}: {out} is written twice")
        if "/" not in out or out.startswith("/") or ".." in out:
            sys.exit(f"{path}:{number}: {out} is not '<folder>/<name>' under assets/art")
        seen.add(out)
        pictures.append((out, icon, author))
    return pictures


def svgs(tarball, list_path, work):
    with tarfile.open(tarball, "r:gz") as tar:
        icon_set = json.load(tar.extractfile("package/icons.json"))
    size = (icon_set.get("width", 16), icon_set.get("height", 16))
    if size != (512, 512):
        sys.exit(f"{tarball}: icons are {size[0]}x{size[1]}, not 512x512")
    icons = icon_set["icons"]
    work = Path(work)
    jobs = []
    for n, (out, icon, _author) in enumerate(read_list(list_path)):
        if icon not in icons:
            sys.exit(f"{list_path}: {out}: the icon set has no icon '{icon}'")
        body = icons[icon]["body"].replace("currentColor", "#fff")
        svg = (
            '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" '
            f'viewBox="0 0 512 512">{body}</svg>\n'
        )
        (work / f"{n}.svg").write_text(svg, encoding="utf-8")
        jobs.append(f"{n} {out}")
    (work / "jobs.txt").write_text("\n".join(jobs) + "\n", encoding="utf-8")


def read_png_rgba(path):
    """Width, height and RGBA rows of an 8-bit RGBA, non-interlaced PNG (what resvg writes)."""
    data = Path(path).read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        chunk = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
    width, height, depth, colour, _, _, interlace = header
    if (depth, colour, interlace) != (8, 6, 0):
        sys.exit(f"{path}: expected 8-bit RGBA, not interlaced (depth {depth}, type {colour})")
    raw = zlib.decompress(idat)
    stride, bpp = width * 4, 4
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        rows.append(bytes(line))
        prev = line
    return width, height, rows


def chunk(kind, payload):
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))


def shrink(src, dst):
    width, height, rows = read_png_rgba(src)
    raw = bytearray()
    for row in rows:
        raw.append(0)
        raw += row[3::4]  # the opacity is the palette index
    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
    png += chunk(b"PLTE", b"\xff\xff\xff" * 256)
    png += chunk(b"tRNS", bytes(range(256)))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    png += chunk(b"IEND", b"")
    Path(dst).write_bytes(png)


# The folders of https://github.com/game-icons/icons and the authors they stand for, as that
# repository's README names them (its list of contributors, each under CC BY 3.0 unless marked).
AUTHORS = {
    "andymeneely": "Andy Meneely",
    "carl-olsen": "Carl Olsen",
    "caro-asercion": "Caro Asercion",
    "cathelineau": "Cathelineau",
    "darkzaitzev": "DarkZaitzev",
    "delapouite": "Delapouite",
    "faithtoken": "Faithtoken",
    "felbrigg": "Felbrigg",
    "heavenly-dog": "HeavenlyDog",
    "lorc": "Lorc",
    "sbed": "Sbed",
    "skoll": "Skoll",
}


def author_name(folder):
    if folder not in AUTHORS:
        sys.exit(f"scripts/art.py: add the author of game-icons folder '{folder}' to AUTHORS")
    return AUTHORS[folder]


BEGIN = "<!-- make-art: the pictures (written by scripts/make-art from scripts/art-list.txt) -->"
END = "<!-- make-art: end -->"


def credits(list_path, version, license_txt, credits_md):
    pictures = read_list(list_path)
    authors = OrderedDict()
    for _out, _icon, folder in pictures:
        author = author_name(folder)
        authors[author] = authors.get(author, 0) + 1
    by_count = sorted(authors.items(), key=lambda kv: (-kv[1], kv[0]))
    names = ", ".join(f"{a} ({n})" for a, n in by_count)

    lines = [
        "The pictures in this folder are icons from game-icons.net, by Lorc, Delapouite and",
        "contributors, used under the Creative Commons Attribution 3.0 Unported licence (CC BY 3.0):",
        "https://creativecommons.org/licenses/by/3.0/ (full text:",
        "https://creativecommons.org/licenses/by/3.0/legalcode).",
        "",
        f"Source: the npm package @iconify-json/game-icons {version}",
        f"(https://www.npmjs.com/package/@iconify-json/game-icons/v/{version}), which carries the",
        "icons of https://github.com/game-icons/icons (licence: that repository's license.txt).",
        "",
        "Changes: each icon is drawn in white on a transparent square and rendered to a",
        "128x128 PNG (scripts/make-art); the game tints and frames them. The icons themselves are",
        "unchanged.",
        "",
        f"Authors (pictures): {names}.",
        "",
        "Each picture, the icon it shows and the icon's author:",
        "",
    ]
    width = max(len(out) for out, _, _ in pictures) + 4
    iwidth = max(len(icon) for _, icon, _ in pictures) + 2
    for out, icon, folder in pictures:
        lines.append(
            f"{(out + '.png'):<{width}} {icon:<{iwidth}} {author_name(folder)}, "
            f"https://game-icons.net/1x1/{folder}/{icon}.html"
        )
    Path(license_txt).write_text("\n".join(lines) + "\n", encoding="utf-8")

    table = [
        BEGIN,
        "",
        "| Picture | game-icons.net icon | Author |",
        "|---|---|---|",
    ]
    for out, icon, folder in pictures:
        table.append(
            f"| `art/{out}.png` | [{icon}](https://game-icons.net/1x1/{folder}/{icon}.html) "
            f"| {author_name(folder)} |"
        )
    table += ["", END]
    md_path = Path(credits_md)
    md = md_path.read_text(encoding="utf-8")
    if BEGIN not in md or END not in md:
        sys.exit(f"{credits_md}: the markers '{BEGIN}' and '{END}' are missing")
    head, rest = md.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    md_path.write_text(head + "\n".join(table) + tail, encoding="utf-8")


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    {"svgs": svgs, "shrink": shrink, "credits": credits}[command](*args)
