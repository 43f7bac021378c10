// The fonts an invoice embeds when the standard Helvetica cannot print it: Noto Sans for Latin,
// Greek and Cyrillic, then Noto Sans JP for Japanese (kana and kanji). Both ship with the project
// as npm packages (SIL Open Font License); nothing is fetched at run time. Their files are read on
// the first invoice that needs them (12 MB, once per process); pdfkit embeds only the glyphs a
// document uses, so a PDF grows by tens of kilobytes, not megabytes.
//
// The parsed fonts are shared by every document (parsing the Japanese one and its layout tables
// afresh cost ~110 ms a document), but not the glyphs fontkit has met: it remembers, per glyph, the
// characters it first met it by (or none, for a glyph met as part of an accented letter), and pdfkit
// writes those into the PDF's text layer. Kept across documents, one buyer's name changed what
// another invoice's text reads as when copied or searched ("Дмитрий" as "Дмтрй"), and its bytes; so
// each document starts with none (freshGlyphs).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type { FontFamily } from './invoice-text';

const require = createRequire(import.meta.url);

/** A family whose fonts pdfkit must be given (by registerFont) before it can use their names. */
export interface EmbeddedFamily extends FontFamily {
  readonly fonts: Readonly<Record<string, Fontkit.Font>>;
}

/** fontkit's memory of the glyphs it has met (an internal field, checked when a font is loaded). */
type WithGlyphs = { _glyphs: Record<number, unknown> };

/** Makes the family's fonts forget every glyph met so far: call before each document. */
export function freshGlyphs(family: EmbeddedFamily): void {
  for (const font of Object.values(family.fonts)) (font as unknown as WithGlyphs)._glyphs = {};
}

const files = {
  NotoSans: { regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' },
  NotoSansJP: { regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf' },
} as const;

async function loadFamily(name: keyof typeof files): Promise<EmbeddedFamily> {
  // fontkit comes with pdfkit and, like it, loads only when an invoice needs it.
  const fontkit = require('fontkit') as typeof Fontkit;
  const open = async (path: string) => {
    const font = fontkit.create(await readFile(require.resolve(path)));
    if (!('hasGlyphForCodePoint' in font)) throw new TypeError(`${path} is a font collection, not a font`);
    if (typeof (font as unknown as Partial<WithGlyphs>)._glyphs !== 'object') throw new TypeError('fontkit keeps its glyphs elsewhere now: freshGlyphs needs a look');
    return font;
  };
  const [regular, bold] = await Promise.all([open(files[name].regular), open(files[name].bold)]);
  return {
    regular: `${name}-Regular`,
    bold: `${name}-Bold`,
    // The regular font stands for both: the bold has the same characters.
    has: (c) => regular.hasGlyphForCodePoint(c.codePointAt(0) ?? 0),
    variationSelectors: true,
    fonts: { [`${name}-Regular`]: regular, [`${name}-Bold`]: bold },
  };
}

let loaded: Promise<EmbeddedFamily[]> | undefined;

/** Noto Sans, then Noto Sans JP: the families an invoice falls back on, loaded once per process. */
export function embeddedFonts(): Promise<EmbeddedFamily[]> {
  loaded ??= Promise.all([loadFamily('NotoSans'), loadFamily('NotoSansJP')]).catch((err: unknown) => {
    loaded = undefined; // a failed read is tried again by the next invoice
    throw err;
  });
  return loaded;
}
