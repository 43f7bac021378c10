// What a page loads before anything is pressed (docs/decisions/0023). A visitor (no session, empty
// cart) on the landing page or a product page gets the page's own components hydrated with plain
// links and the server's data: React, without React Router or TanStack Query. Following a link is
// the browser's (the server renders every public page); any other press loads the whole app
// (boot.tsx), which takes the server's HTML over and receives the press. Every other page, and a
// signed-in visitor or one with a cart, gets the whole app at once.
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { getAccessToken, subscribeAccessToken } from './lib/access-token';
import { subscribeVisitorCart, visitorCartItems } from './features/cart/visitor-cart';
import { firstViewApp } from './app/first-view-app';
import { pageMarket } from './lib/page-market';
import { createPageI18n, type Messages } from './lib/i18n';
import { loadCatalogue } from './lib/catalogue';

const container = document.getElementById('root')!;
const pageData = document.getElementById('page-data')?.textContent;
// The page's own path below its market's prefix (/en-de/products/x: /products/x), as the router reads it.
const { prefix, path: marketPath, language, country } = pageMarket();
const pathname = marketPath.length > 1 ? marketPath.replace(/\/+$/, '') : marketPath;
const productSlug = /^\/products\/([^/]+)$/.exec(pathname)?.[1];

/** Queries the first view read again and found unchanged (app/static-ports.tsx). */
const confirmed = new Set<string>();
/** Presses made before the app had taken the page over, for it to receive once it has. */
const pending: Element[] = [];
let appLoading: Promise<void> | undefined;
let appReady = false;
/** Known once the page is hydrated: the first view's root and the server's HTML, or null for the app. */
let firstView: { root: Root; html: string } | null | undefined;

/** Where `el` sits under the root (child indexes), to find its copy in the restored HTML. */
function pathOf(el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== container; node = node.parentElement) path.unshift([...(node.parentElement?.children ?? [])].indexOf(node));
  return path;
}
const elementAt = (path: number[]) => path.reduce<Element | undefined>((el, i) => el?.children[i], container);
/** React has attached itself to `el` (what the journeys check too). */
const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));

/** Hands `el` its press once React has hydrated it (its page's code may still be on its way). */
function pressWhenHydrated(el: Element, framesLeft = 600) {
  if (hydrated(el)) (el as HTMLElement).click();
  else if (framesLeft > 0 && el.isConnected) requestAnimationFrame(() => pressWhenHydrated(el, framesLeft - 1));
}

/** The page's language's whole catalogue, asked for once. */
let catalogue: Promise<Messages> | undefined;
const pageCatalogue = () => (catalogue ??= loadCatalogue(language));

/** Loads the app and lets it take the page over (from the first view's root, when there is one). */
function startApp(): Promise<void> {
  appLoading ??= Promise.all([import('./boot'), pageCatalogue()]).then(([{ startApp: hydrateApp }, messages]) => {
    if (firstView) {
      const presses = pending.splice(0).filter((el) => el.isConnected).map(pathOf);
      const focused = document.activeElement && container.contains(document.activeElement) ? pathOf(document.activeElement) : null;
      // The app hydrates the server's HTML with the server's data, as on any other page; the first
      // view's DOM (same markup) gives way to it in one task, so nothing is painted in between.
      firstView.root.unmount();
      container.innerHTML = firstView.html;
      if (focused) (elementAt(focused) as HTMLElement | undefined)?.focus();
      hydrateApp(container, messages, confirmed);
      for (const path of presses) {
        const el = elementAt(path);
        if (el) pressWhenHydrated(el);
      }
    } else {
      hydrateApp(container, messages);
      for (const el of pending.splice(0)) pressWhenHydrated(el);
    }
    appReady = true;
  });
  return appLoading;
}

/** Controls the first view leaves to the app (links are followed by the browser). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
const control = 'button, input, select, textarea, summary, label, [role="button"]';

/** From the first script on: a press before the page is decided waits for that decision. */
function holdPresses() {
  document.addEventListener(
    'click',
    (event) => {
      if (appReady || !(event.target instanceof Element) || !container.contains(event.target)) return;
      const el = event.target.closest(`a[href], ${control}`);
      if (!el || el.matches('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      pending.push(el);
      if (firstView !== undefined) void startApp();
    },
    true,
  );
  // A form field is for typing: the app takes over as soon as one is focused.
  document.addEventListener('focusin', (event) => firstView && event.target instanceof Element && event.target.matches('input, select, textarea') && void startApp());
}

// Each page's own code comes in a chunk of its own, so that a product page never downloads the
// landing page's and the other way round (the server's HTML is on screen meanwhile).
async function firstViewPage(): Promise<ReactNode | null> {
  if (pathname === '/') {
    const { LandingPage } = await import('./app/landing-page');
    return <LandingPage />;
  }
  if (productSlug === undefined) return null;
  const { ProductRoute } = await import('./app/product-route');
  return <ProductRoute />;
}

/** React Router's reading of a path segment: decoded, or as it is when it cannot be. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function start() {
  const visitor = getAccessToken() === null && visitorCartItems().length === 0;
  const page = pageData && visitor ? await firstViewPage() : null;
  if (!pageData || !page) {
    firstView = null;
    await startApp();
    return;
  }
  const html = container.innerHTML;
  // The messages the server rendered the page with; the rest of the catalogue follows once hydrated.
  const i18n = createPageI18n(language, country, JSON.parse(document.getElementById('page-messages')?.textContent ?? '{}') as Messages, true);
  const root = hydrateRoot(
    container,
    firstViewApp({ pathname, prefix, params: productSlug === undefined ? {} : { slug: decodeSegment(productSlug) }, state: JSON.parse(pageData) as DehydratedState, confirmed, i18n, children: page }),
  );
  void pageCatalogue().then((messages) => i18n.load(language, messages));
  firstView = { root, html };
  // Pressed while the product page's code was on its way, or signed in or a cart filled in another tab.
  if (pending.length > 0) void startApp();
  subscribeAccessToken(() => void startApp());
  subscribeVisitorCart(() => void startApp());
}

holdPresses();
void start();
