// A public page's first view without React Router or TanStack Query (docs/decisions/0023): links
// the browser follows itself (the server renders every public page) and the data the server
// rendered the page with. The markup is React Router's own, so the server's HTML hydrates.
import { useEffect, useState } from 'react';
import type { DehydratedState, QueryFunction, QueryKey } from '@tanstack/react-query';
import type { LinkProps, NavLinkProps, Params, To } from 'react-router';
import type { Navigation } from '../lib/navigation';
import type { AppQueryOptions, QueryPort, QueryState } from '../lib/query-port';

/** Props React Router's Link reads itself and never puts on the <a>. */
const routerOnlyProps = ['discover', 'prefetch', 'relative', 'reloadDocument', 'replace', 'mask', 'state', 'preventScrollReset', 'viewTransition', 'defaultShouldRevalidate'];
const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const hrefOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

/** React Router's href for `to` below `basename`: the landing page is the basename itself. */
function hrefIn(basename: string, to: To): string {
  const href = hrefOf(to);
  if (basename === '' || !href.startsWith('/') || href.startsWith('//')) return href;
  return href === '/' || /^\/[?#]/.test(href) ? `${basename}${href.slice(1)}` : `${basename}${href}`;
}

/** Links for the page at `pathname` (below the market's `basename`); `params` are its route's (a product page's `slug`). */
export function plainNavigation(pathname: string, params: Params, basename = ''): Navigation {
  function PlainLink(props: LinkProps) {
    const { to, discover = 'render' } = props;
    const anchor: Record<string, unknown> = { ...props };
    for (const name of [...routerOnlyProps, 'to']) delete anchor[name];
    const href = hrefIn(basename, to);
    return <a {...anchor} href={href} data-discover={!absoluteUrl.test(href) && discover === 'render' ? 'true' : undefined} />;
  }

  function PlainNavLink({ 'aria-current': ariaCurrent = 'page', caseSensitive = false, className = '', end = false, style, children, ...rest }: NavLinkProps) {
    // React Router's rule for an active link.
    const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
    const target = fold(hrefOf(rest.to).split(/[?#]/)[0] ?? '');
    const here = fold(pathname);
    const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
    const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
    const state = { isActive, isPending: false, isTransitioning: false };
    return (
      <PlainLink
        {...rest}
        aria-current={isActive ? ariaCurrent : undefined}
        className={typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
        style={typeof style === 'function' ? style(state) : style}
      >
        {typeof children === 'function' ? children(state) : children}
      </PlainLink>
    );
  }
  return {
    Link: PlainLink,
    NavLink: PlainNavLink,
    useParams: () => params,
    useNavigate: () => (to) => void (typeof to === 'number' ? history.go(to) : location.assign(hrefIn(basename, to))),
    // A control that changes the query is a press, which the app receives (first-view.tsx); this
    // only reads it, and a change made anyway is a page load, as a plain link's.
    useSearchParams: () => [
      new URLSearchParams(location.search),
      (next) => {
        const query = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
        location.assign(`?${new URLSearchParams(query as ConstructorParameters<typeof URLSearchParams>[0])}`);
      },
    ],
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]' && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * TanStack Query's hash of a query key (its `hashKey`: JSON with each object's keys sorted), written
 * out: importing it puts all of query-core's helpers into the first view (1.4 kB gzip).
 */
export const queryHash = (key: QueryKey): string =>
  JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value) ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, value[k]])) : value,
  );

/**
 * Queries answered from the page's own data (its `page-data` block). `confirmed` collects the
 * queries read again with the same answer, which the app then need not ask again (boot.tsx).
 */
export function pageDataQueryPort(state: DehydratedState, confirmed: Set<string>): QueryPort {
  const known = new Map(state.queries.map((q) => [q.queryHash, q.state.data]));
  function usePageQuery<T, K extends QueryKey>(options: AppQueryOptions<T, K>): QueryState<T> {
    const hash = queryHash(options.queryKey);
    const [data, setData] = useState(() => known.get(hash) as T | undefined);
    const { queryFn, refetchOnMount, enabled } = options;
    useEffect(() => {
      // As in the app (boot.tsx): a page from the server's cache may be a little behind, so each
      // query is read again once (unless it says not to, like a product page for an unknown slug).
      if (enabled === false || typeof queryFn !== 'function') return;
      const again = typeof refetchOnMount === 'function' ? refetchOnMount({ state: { data: known.get(hash) } } as never) : refetchOnMount;
      if (again === false) return;
      let live = true;
      const controller = new AbortController();
      const context = { queryKey: options.queryKey, signal: controller.signal, meta: undefined } as unknown as Parameters<QueryFunction<T, K>>[0];
      Promise.resolve(queryFn(context)).then(
        (fresh) => {
          if (!live) return;
          if (JSON.stringify(fresh) === JSON.stringify(known.get(hash))) confirmed.add(hash);
          else setData(fresh);
        },
        () => undefined, // the page keeps the data it came with
      );
      return () => {
        live = false;
        controller.abort();
      };
      // Once per query: the options object is new on every render.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [hash, enabled]);
    const common = { isError: false, error: null, refetch: () => undefined };
    return data === undefined ? { ...common, isSuccess: false, isPending: true, data } : { ...common, isSuccess: true, isPending: false, data };
  }
  return { useQuery: usePageQuery, clear: () => known.clear(), setQueryData: () => undefined };
}
