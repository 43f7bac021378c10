// The built index.html turned into a page: its title, description, canonical URL and Open Graph
// tags, the server-rendered markup in #root and the data it was rendered with in a JSON block the
// browser never executes (the Content-Security-Policy allows no inline script).
import type { PageMeta } from '@store/contract';
import { brandName } from '@store/contract/brand';

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON that stays JSON and cannot close its <script> block (or open a comment) whatever it holds. */
export const escapeJsonForHtml = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export interface PageContent {
  meta: PageMeta;
  /** ISO 639-1: the page's language (`<html lang>`), its prefix's; English without one. */
  lang?: string;
  /** Absolute URL of the page; absent for pages search engines should skip (Page Not Found, signed-in screens). */
  canonicalUrl?: string;
  /** The page in every market (`hreflang` links, `x-default` last); only with a canonical URL. */
  alternates?: { hreflang: string; href: string }[];
  /** Server-rendered markup for #root, and the query cache as JSON; absent: the browser renders. */
  rendered?: { html: string; state: string; messages: string; structuredData?: unknown };
}

export class PageTemplate {
  /** The head up to the `lang` attribute's value, and from after it. */
  private readonly beforeLang: string;
  private readonly head: string;
  private readonly beforeRoot: string;
  private readonly afterRoot: string;

  constructor(indexHtml: string) {
    const rootAt = indexHtml.indexOf(ROOT);
    if (rootAt < 0 || !/<title>[^<]*<\/title>/.test(indexHtml)) {
      throw new Error('index.html has no <title> or no empty <div id="root"></div>: is it the web build?');
    }
    // Our own tags replace the build's title and description.
    const withoutMeta = indexHtml.slice(0, rootAt).replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
    const headEnd = withoutMeta.indexOf('</head>');
    const lang = /<html lang="en"/.exec(withoutMeta);
    if (!lang) throw new Error('index.html has no <html lang="en">: is it the web build?');
    const langEnd = lang.index + lang[0].length - 3;
    this.beforeLang = withoutMeta.slice(0, langEnd);
    this.head = withoutMeta.slice(langEnd + 2, headEnd);
    this.beforeRoot = withoutMeta.slice(headEnd);
    this.afterRoot = indexHtml.slice(rootAt + ROOT.length);
  }

  render({ meta, lang = 'en', canonicalUrl, alternates = [], rendered }: PageContent): string {
    const title = escapeHtml(meta.title);
    const description = escapeHtml(meta.description);
    const tags = [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}" />`,
      `<meta property="og:site_name" content="${escapeHtml(brandName)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta name="twitter:card" content="summary" />`,
    ];
    if (canonicalUrl) {
      const url = escapeHtml(canonicalUrl);
      tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
      for (const a of alternates) tags.push(`<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`);
    } else {
      tags.push('<meta name="robots" content="noindex" />');
    }
    let root = ROOT;
    if (rendered) {
      // React puts resource hints (the banner image's preload) before the markup: they belong in the head.
      const hints = /^(?:<link [^>]*\/?>)*/.exec(rendered.html)![0];
      tags.push(hints);
      // schema.org data: a data block the browser never executes (no nonce needed), escaped like the page's JSON.
      if (rendered.structuredData !== undefined) {
        tags.push(`<script type="application/ld+json">${escapeJsonForHtml(JSON.stringify(rendered.structuredData))}</script>`);
      }
      root =
        `<div id="root">${rendered.html.slice(hints.length)}</div>` +
        `<script type="application/json" id="page-data">${escapeJsonForHtml(rendered.state)}</script>` +
        `<script type="application/json" id="page-messages">${escapeJsonForHtml(rendered.messages)}</script>`;
    }
    return `${this.beforeLang}${escapeHtml(lang)}${this.head}${tags.join('\n    ')}\n  ${this.beforeRoot}${root}${this.afterRoot}`;
  }
}
