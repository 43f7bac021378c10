// The first view hydrates the server's HTML, which React Router's links wrote: the plain links
// must write the very same markup, or the page would be rendered again (a mismatch).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavigationProvider, NavLink, type Navigation } from '../lib/navigation';
import { routerNavigation } from '../lib/spa-ports';
import { hashKey } from '@tanstack/react-query';
import { pageDataQueryPort, plainNavigation, queryHash } from './static-ports';

const links = (
  <>
    <Link to="/products" className="btn">
      Products
    </Link>
    <Link to="/products?category=jigsaws" tabIndex={-1} aria-label="Jig saws">
      Jig saws
    </Link>
    <NavLink to="/" end className={({ isActive }) => (isActive ? 'menu-active' : '')}>
      Home
    </NavLink>
    <NavLink to="/products" className="btn btn-ghost">
      Shop
    </NavLink>
    <NavLink to="/cart" className="btn">
      Cart
    </NavLink>
  </>
);

const withRouter = (path: string, children: ReactNode, basename?: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      <NavigationProvider value={routerNavigation}>{children}</NavigationProvider>
    </MemoryRouter>,
  );
const plain = (navigation: Navigation, children: ReactNode) => renderToStaticMarkup(<NavigationProvider value={navigation}>{children}</NavigationProvider>);

describe('plain links', () => {
  it.each(['/', '/products/kerfline-cs-185-circular-saw', '/Products'])('write what React Router writes at %s', (path) => {
    const html = plain(plainNavigation(path, {}), links);
    expect(html).toBe(withRouter(path, links));
    expect(html).toContain('href="/products?category=jigsaws"');
  });

  // A market's pages (/en-de/products): the router's basename is the prefix, the links keep it.
  it.each(['/', '/products', '/cart'])('write what React Router writes below a market prefix at %s', (path) => {
    const html = plain(plainNavigation(path, {}, '/en-de'), links);
    expect(html).toBe(withRouter(path === '/' ? '/en-de' : `/en-de${path}`, links, '/en-de'));
    expect(html).toContain('href="/en-de/products?category=jigsaws"');
    expect(html).toContain('href="/en-de"');
  });

  it('marks the page they are on', () => {
    expect(plain(plainNavigation('/', {}), links)).toContain('<a aria-current="page" class="menu-active" href="/" data-discover="true">Home</a>');
    expect(plain(plainNavigation('/products/x', {}), links)).toContain('aria-current="page" class="btn btn-ghost active"');
  });
});

describe('page data queries', () => {
  it("hashes a query key as TanStack Query does, so the server's queries are found", () => {
    const keys = [['product', 'list', { sort: 'oldest', limit: 3 }], ['shop', { q: 'saw', category: undefined, b: [2, { z: 1, a: null }] }], ['markets'], [Object.assign(Object.create(null), { y: 1, x: 2 })], [new Date(0)]];
    for (const key of keys) expect(queryHash(key)).toBe(hashKey(key));
    expect(queryHash([{ b: 1, a: 2 }])).toBe('[{"a":2,"b":1}]');
  });

  it('answer with the data the page was rendered with, and a query the page has no data for is pending', () => {
    const port = pageDataQueryPort(
      {
      mutations: [],
      queries: [{ dehydratedAt: 0, queryKey: ['products', { sort: 'oldest', limit: 3 }], queryHash: '["products",{"limit":3,"sort":"oldest"}]', state: { data: ['saw'] } as never }],
      },
      new Set(),
    );
    function Probe({ queryKey }: { queryKey: unknown[] }) {
      const query = port.useQuery({ queryKey, enabled: false });
      return <>{query.isSuccess ? JSON.stringify(query.data) : `pending=${String(query.isPending)}`}</>;
    }
    expect(renderToStaticMarkup(<Probe queryKey={['products', { limit: 3, sort: 'oldest' }]} />)).toBe('[&quot;saw&quot;]');
    expect(renderToStaticMarkup(<Probe queryKey={['reviews']} />)).toBe('pending=true');
  });
});
