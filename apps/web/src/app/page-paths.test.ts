import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { isPagePath, pagePaths } from '@store/contract';
import { routes } from './router';

/** Every full path the router renders a page for (layouts without a path add nothing). */
function leafPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? leafPaths(route.children, here) : [])];
  });
}

describe('the page list the server answers 200 for', () => {
  it('is exactly the router’s pages (besides the catch-all)', () => {
    const routerPaths = leafPaths(routes).filter((p) => !p.endsWith('*'));
    expect([...routerPaths].sort()).toEqual([...pagePaths].sort());
  });

  it('agrees with the router on what is a page and what is not found', () => {
    for (const url of ['/', '/all-product', '/purchase/abc', '/dashboard', '/dashboard/payment/1', '/nope', '/dashboard/nope', '/purchase/a/b']) {
      const leaf = matchRoutes(routes, url)?.at(-1)?.route;
      expect(isPagePath(url), url).toBe(leaf?.path !== '*');
    }
  });
});
