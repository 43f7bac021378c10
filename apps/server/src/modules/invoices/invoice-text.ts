// Which of the invoice's fonts prints a text, and the text as that font can print it. pdfkit draws
// a character its font lacks as garbage without a word, so every string passes through here: the
// first font family that has all of its characters prints it, after typographic stand-ins (a narrow
// no-break space as a no-break space, ⌀ as Ø, a full-width ¥ as ¥). Letters are never changed (a
// name is printed as its owner writes it), and a text no family can print is refused rather than
// printed wrong on a legal document.

/** A regular and a bold font as pdfkit knows them by name, and which characters they have. */
export interface FontFamily {
  readonly regular: string;
  readonly bold: string;
  has(char: string): boolean;
  /** Whether its fonts pick a glyph by variation selector (embedded fonts do, through their tables). */
  readonly variationSelectors: boolean;
}

// WinAnsi's characters outside Latin-1 (code points 0x80 to 0x9F of the encoding).
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The PDF's built-in Helvetica: WinAnsi's ~220 characters and nothing else, but nothing to embed. */
export const standardFonts: FontFamily = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  variationSelectors: false,
  has: (c) => {
    const code = c.codePointAt(0) ?? 0;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(c);
  },
};

// What Intl and addresses use that a font may lack: the spaces Intl puts in amounts (French groups
// with a narrow no-break space), minus signs and hyphens, and the marks of sizes.
const standIns: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2009': '\u00a0',
  '\u200a': '\u00a0',
  '\t': ' ',
  '\r': '',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2032': "'", // prime and double prime: feet and inches
  '\u2033': '"',
  '\u2300': 'Ø', // diameter sign (blade and bore sizes)
};

/** Control characters: a font may map some (NUL, CR) to an invisible glyph, which must not reach a document (tab and CR have stand-ins). */
const control = /^[\p{Cc}]$/u;

/** `c` as `family` prints it: itself, its stand-in, its compatibility form (￥ → ¥, ﬁ → fi), or null. */
function inFamily(c: string, family: FontFamily): string | null {
  if (c === '\n') return c; // a line break is no glyph
  if (!control.test(c) && family.has(c)) return c;
  const all = (s: string) => [...s].every((x) => family.has(x));
  const standIn = standIns[c];
  if (standIn !== undefined && all(standIn)) return standIn;
  // Only a compatibility decomposition (full-width forms, ligatures): dropping an accent would change a letter.
  const compat = c.normalize('NFKD');
  return compat !== c.normalize('NFD') && all(compat) ? compat : null;
}

const variationSelector = /^[\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}]$/u;

/** Text in a script none of the PDF's fonts has: the document cannot be made. */
export class UnprintableText extends RangeError {}

/** The first family that prints all of `text`, with the text as it prints it; throws UnprintableText when none does. */
export function printable(text: string, families: readonly FontFamily[]): { family: FontFamily; text: string } {
  const chars = [...text.normalize('NFC')];
  for (const family of families) {
    // A variation selector (the form of a kanji in a name: 葛󠄀) goes with the character before it;
    // the font's own tables choose the glyph, or the plain one where it has no such form.
    const printed = chars.map((c, i) =>
      family.variationSelectors && variationSelector.test(c) && i > 0 && !control.test(chars[i - 1]!) ? c : inFamily(c, family),
    );
    if (printed.every((p) => p !== null)) return { family, text: printed.join('') };
  }
  throw new UnprintableText(`"${text}" has characters none of the PDF's fonts can print`);
}
