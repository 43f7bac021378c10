// The fonts an invoice embeds when the standard Helvetica cannot print it: Noto Sans for Latin,
// Greek and Cyrillic, then Noto Sans JP for Japanese (kana and kanji). Both ship with the project
// as npm packages (SIL Open Font License); nothing is fetched at run time. They load on the first
// invoice that needs them (11 MB, read once per process); pdfkit embeds only the glyphs a document
// uses, so a PDF grows by tens of kilobytes, not megabytes.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type { FontFamily } from './invoice-text';

const require = createRequire(import.meta.url);

/** A family whose fonts pdfkit must be given (by registerFont) before it can use their names. */
export interface EmbeddedFamily extends FontFamily {
  readonly fonts: Readonly<Record<string, Fontkit.Font>>;
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
    return font;
  };
  const [regular, bold] = await Promise.all([open(files[name].regular), open(files[name].bold)]);
  return {
    regular: `${name}-Regular`,
    bold: `${name}-Bold`,
    // The regular font stands for both: the bold has the same characters.
    has: (c) => regular.hasGlyphForCodePoint(c.codePointAt(0) ?? 0),
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
