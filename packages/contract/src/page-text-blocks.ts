// How the owner's page texts are laid out (page-texts.ts): a blank line starts a paragraph, lines
// that all start with "- " are a bulleted list. Apart from the keys, for the pages' first view.
/** A text's blocks as the page lays them out: paragraphs, and bulleted lists of "- " lines. */
export type PageTextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function pageTextBlocks(text: string): PageTextBlock[] {
  const blocks: PageTextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((l) => l.startsWith('- '))) blocks.push({ kind: 'list', items: lines.map((l) => l.slice(2).trim()) });
    else blocks.push({ kind: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}
