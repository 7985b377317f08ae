"""The steps of scripts/subset-fonts that need fontTools (Debian's python3-fonttools).

  fonts.py ttf IN.otf OUT.ttf
      Converts a PostScript-outline (CFF) font to TrueType outlines (cubic curves to quadratic,
      within 1 font unit), which Bevy loads as .ttf; the font's other tables are kept as they are
      but for the glyph names, dropped (post table format 3).
      No time stamp is touched, so the same input writes the same bytes.
  fonts.py licence DEBIAN_COPYRIGHT FONT OUT.txt NOTE
      Writes a font's licence file: the font's own copyright line (name ID 0), the SIL Open Font
      License 1.1 in full (from the Debian package's copyright file) and NOTE, which says how
      this copy was changed.
  fonts.py coverage FONT... -- TEXT_DIR...
      Lists, per font, the characters of the game's text (every .ftl file under the TEXT_DIRs,
      comments left out) that the font has no glyph for. Prints; never fails.
"""

import sys
import unicodedata
from pathlib import Path

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable


def ttf(src, dst):
    font = TTFont(src, recalcTimestamp=False)
    if font.sfntVersion != "OTTO" or "CFF " not in font:
        sys.exit(f"{src}: not a CFF-outline OpenType font")
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyphs[name] = pen.glyph()
    font["loca"] = newTable("loca")
    font["glyf"] = glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    glyf.compile(font)
    hmtx = font["hmtx"]
    for name, glyph in glyf.glyphs.items():
        if hasattr(glyph, "xMin"):
            hmtx[name] = (hmtx[name][0], glyph.xMin)
    font["maxp"] = maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.maxZones = 1
    for field in (
        "maxTwilightPoints",
        "maxStorage",
        "maxFunctionDefs",
        "maxInstructionDefs",
        "maxStackElements",
        "maxSizeOfInstructions",
    ):
        setattr(maxp, field, 0)
    maxp.maxComponentElements = max(
        (len(getattr(g, "components", [])) for g in glyf.glyphs.values()), default=0
    )
    maxp.compile(font)
    post = font["post"]
    # Format 3: no glyph names, which nothing that draws text reads (saves a few KB).
    post.formatType = 3.0
    font.sfntVersion = "\000\001\000\000"
    font.save(dst)


def ofl_text(copyright_file):
    """The 'License: OFL-1.1' paragraph of a Debian copyright file, as plain text."""
    lines = Path(copyright_file).read_text(encoding="utf-8").splitlines()
    out, inside = [], False
    for line in lines:
        if line.startswith("License: OFL-1.1") and line.strip() in ("License: OFL-1.1",):
            inside = True
            continue
        if inside:
            if not line.startswith(" "):
                break
            body = line.strip()
            out.append("" if body == "." else body)
    if not out:
        sys.exit(f"{copyright_file}: no 'License: OFL-1.1' paragraph")
    return "\n".join(out).strip() + "\n"


def licence(copyright_file, font_path, dst, note):
    font = TTFont(font_path, lazy=True)
    name = font["name"]
    family = name.getDebugName(1)
    version = name.getDebugName(5)
    holder = name.getDebugName(0)
    text = (
        f"{family} ({version}), in this folder as {Path(dst).name.replace('LICENSE-', '').replace('.txt', '')}*.ttf\n"
        f"{holder}\n\n"
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n"
        "This license is copied below, and is also available with a FAQ at:\n"
        "https://openfontlicense.org\n\n"
        f"{note}\n\n"
        "-----------------------------------------------------------\n"
        "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007\n"
        "-----------------------------------------------------------\n\n"
        + ofl_text(copyright_file)
    )
    Path(dst).write_text(text, encoding="utf-8")


def text_characters(dirs):
    chars = set()
    for d in dirs:
        for path in sorted(Path(d).rglob("*.ftl")):
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.lstrip().startswith("#"):
                    continue
                chars.update(line)
    return sorted(c for c in chars if c not in "\n\r\t")


def coverage(*args):
    split = args.index("--")
    fonts, dirs = args[:split], args[split + 1 :]
    chars = text_characters(dirs)
    print(f"{len(chars)} distinct characters in the text of {', '.join(dirs)}")
    for path in fonts:
        cmap = TTFont(path, lazy=True).getBestCmap()
        missing = [c for c in chars if ord(c) not in cmap]
        if missing:
            names = ", ".join(
                f"{c} U+{ord(c):04X} {unicodedata.name(c, '?').lower()}" for c in missing
            )
            print(f"{path}: {len(missing)} missing: {names}")
        else:
            print(f"{path}: every character")


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    {"ttf": ttf, "licence": licence, "coverage": coverage}[command](*args)
