// Text for the PDF's built-in Helvetica, which has WinAnsi's ~220 characters and nothing else:
// pdfkit writes any other character as garbage without a word. So every string is passed through
// here first: what Helvetica has stays, what has a plain Latin form takes it, and anything else is
// refused rather than printed wrong on a legal document.
//
// Non-Latin scripts (Japanese, Chinese, Cyrillic, Greek, Arabic...) need a font embedded in the PDF;
// that font will have to ship with the project (nothing may be fetched at run time), and then this
// folding is only needed for the standard font.

// WinAnsi's characters outside Latin-1 (code points 0x80 to 0x9F of the encoding).
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const inHelvetica = (c: string): boolean => {
  const code = c.codePointAt(0) ?? 0;
  return c === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(c);
};

// What Intl and addresses use that Helvetica lacks: the spaces Intl puts in amounts (French groups
// with a narrow no-break space), minus signs and hyphens, the marks of sizes, and letters with no
// decomposition.
const plainForms: Readonly<Record<string, string>> = {
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
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

/** A character in Helvetica's set, or its plain Latin form (ą → a, ő → o, ￥ → ¥), or null. */
function fold(c: string): string | null {
  if (inHelvetica(c)) return c;
  const plain = plainForms[c];
  if (plain !== undefined) return plain;
  // Compatibility decomposition, then drop the accents: letters keep their base letter.
  const decomposed = c.normalize('NFKD').replace(/\p{Mn}/gu, '');
  return decomposed !== '' && [...decomposed].every(inHelvetica) ? decomposed : null;
}

/** Text in a script the PDF's standard font lacks: the document cannot be made yet. */
export class UnprintableText extends RangeError {}

/** `text` as Helvetica can print it; throws UnprintableText when it needs a script the standard font lacks. */
export function helveticaText(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) {
    const f = fold(c);
    if (f === null) {
      throw new UnprintableText(`"${text}" has characters the PDF's standard font cannot print; it needs an embedded font`);
    }
    out += f;
  }
  return out;
}
