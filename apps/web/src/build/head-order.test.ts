import { describe, expect, it } from 'vitest';
import { scriptsAfterStylesheet } from './head-order';

// The head as Vite writes it: entry, modulepreloads, then the stylesheet.
const vite = `<head>
    <title>Kerfline Power Saws</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="modulepreload" crossorigin href="/assets/router-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>`;

describe('the built head', () => {
  it('asks for the stylesheet before any script, and for the scripts at low priority', () => {
    const head = scriptsAfterStylesheet(vite);
    const tags = [...head.matchAll(/<(script|link)[^>]*>/g)].map((m) => m[0]);
    expect(tags).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-d.css">',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-c.js">',
    ]);
  });

  it('leaves a page without a stylesheet as it is, scripts marked', () => {
    expect(scriptsAfterStylesheet('<script type="module" src="/a.js"></script>')).toBe('<script type="module" fetchpriority="low" src="/a.js"></script>');
  });
});
