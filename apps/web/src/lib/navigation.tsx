// Links and route parameters for components that also render on a public page's first view
// (docs/decisions/0023). The app (lib/spa-ports.tsx) plugs React Router in; a public page's first
// view plugs in plain links (app/static-ports.tsx), so its JavaScript carries no router. Both render
// the same markup, so either hydrates the server's HTML.
import { createContext, useContext, type ComponentType } from 'react';
import type { LinkProps, NavigateFunction, NavLinkProps, Params, SetURLSearchParams } from 'react-router';

export interface Navigation {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
  useParams(): Readonly<Params>;
  useNavigate(): NavigateFunction;
  /** The URL's query (a product page's `?variant=`) and a way to replace it, as React Router's. */
  useSearchParams(): [URLSearchParams, SetURLSearchParams];
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('Links need a <NavigationProvider> above them');
  return navigation;
}

export function Link(props: LinkProps) {
  const { Link: Impl } = useNavigation();
  return <Impl {...props} />;
}

export function NavLink(props: NavLinkProps) {
  const { NavLink: Impl } = useNavigation();
  return <Impl {...props} />;
}

/** The current route's parameters (`:slug`). The implementation never changes under a mounted tree. */
export const useParams = (): Readonly<Params> => useNavigation().useParams();
export const useNavigate = (): NavigateFunction => useNavigation().useNavigate();
export const useSearchParams = (): [URLSearchParams, SetURLSearchParams] => useNavigation().useSearchParams();
