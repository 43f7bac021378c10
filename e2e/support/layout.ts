// Layout checks a shopper notices at a glance: a box wider than its frame, a word split across two
// lines, a label spilling out of its button. They measure the page Chromium really laid out.
import type { Locator } from '@playwright/test';

interface Rect {
  top: number;
  width: number;
  height: number;
}
interface TextNodeLike {
  data: string;
}
interface DocumentLike {
  createRange(): { setStart(node: unknown, offset: number): void; setEnd(node: unknown, offset: number): void; getClientRects(): ArrayLike<Rect> };
  createTreeWalker(root: unknown, whatToShow: number): { nextNode(): unknown };
}

/**
 * Every place inside `scope` where a line starts in the middle of a word, as `before|after`:
 * within each text node, a line may start after a space, a hyphen or a slash, or at one of the
 * characters in `mayStartLine` (an e-mail address may wrap before '@' or '.'). [] when none.
 */
export function wordsBrokenAcrossLines(scope: Locator, mayStartLine = ''): Promise<string[]> {
  return scope.evaluate((root, allowed) => {
    const doc = (root as unknown as { ownerDocument: DocumentLike }).ownerDocument;
    const SHOW_TEXT = 4;
    const walker = doc.createTreeWalker(root, SHOW_TEXT);
    const broken: string[] = [];
    for (let node = walker.nextNode() as TextNodeLike | null; node; node = walker.nextNode() as TextNodeLike | null) {
      const text = node.data;
      let lineTop: number | undefined;
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i]!)) continue;
        const range = doc.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue; // not rendered (display: none)
        if (lineTop !== undefined && rect.top > lineTop + rect.height / 2) {
          const before = text[i - 1] ?? ' ';
          if (!/[\s\-/]/.test(before) && !allowed.includes(text[i]!)) {
            broken.push(`${text.slice(Math.max(0, i - 15), i)}|${text.slice(i, i + 15)}`);
          }
        }
        lineTop = rect.top;
      }
    }
    return broken;
  }, mayStartLine);
}

/**
 * Where the text inside `scope` starts a new line, across all its text nodes (an e-mail address
 * in parts is several), as `before|after` (the character before, the 15 from there). [] when it
 * is on one line.
 */
export function lineStarts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const doc = (root as unknown as { ownerDocument: DocumentLike }).ownerDocument;
    const walker = doc.createTreeWalker(root, 4);
    const chars: { c: string; top: number; height: number }[] = [];
    for (let node = walker.nextNode() as TextNodeLike | null; node; node = walker.nextNode() as TextNodeLike | null) {
      for (let i = 0; i < node.data.length; i++) {
        const range = doc.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect && rect.width > 0) chars.push({ c: node.data[i]!, top: rect.top, height: rect.height });
      }
    }
    const starts: string[] = [];
    for (let i = 1; i < chars.length; i++) {
      if (chars[i]!.top > chars[i - 1]!.top + chars[i]!.height / 2) starts.push(`${chars[i - 1]!.c}|${chars.slice(i, i + 15).map((x) => x.c).join('')}`);
    }
    return starts;
  });
}

/** How far the content of `box` reaches beyond its own width and height (0, 0 when it fits). */
export function overflowOf(box: Locator): Promise<{ x: number; y: number }> {
  return box.evaluate((el) => {
    const e = el as unknown as { scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number };
    return { x: Math.max(0, e.scrollWidth - e.clientWidth), y: Math.max(0, e.scrollHeight - e.clientHeight) };
  });
}

/** Computed styles of an element, by CSS property name. */
export function stylesOf(element: Locator, ...properties: string[]): Promise<Record<string, string>> {
  return element.evaluate((el, names) => {
    const win = (el as unknown as { ownerDocument: { defaultView: { getComputedStyle(e: unknown): { getPropertyValue(n: string): string } } } })
      .ownerDocument.defaultView;
    const style = win.getComputedStyle(el);
    return Object.fromEntries(names.map((n) => [n, style.getPropertyValue(n)]));
  }, properties);
}

/** On how many lines the text inside `element` is laid out. */
export function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const doc = (el as unknown as { ownerDocument: { createRange(): { selectNodeContents(n: unknown): void; getClientRects(): ArrayLike<Rect> } } })
      .ownerDocument;
    const range = doc.createRange();
    range.selectNodeContents(el);
    const tops = new Set<number>();
    for (const rect of Array.from(range.getClientRects())) if (rect.width > 1 && rect.height > 1) tops.add(Math.round(rect.top));
    return tops.size;
  });
}
