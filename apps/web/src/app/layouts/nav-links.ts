// The menus of SPEC section 2, in one place: the navigation bar, the mobile drawer and the
// dashboard's side menu all read from here.
export interface NavLinkItem {
  to: string;
  label: string;
}

export const mainLinks: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/all-product', label: 'All Products' },
  { to: '/portfolio', label: 'Portfolio' },
];

export function dashboardLinks(isAdmin: boolean): NavLinkItem[] {
  return [
    { to: '/dashboard', label: 'My Orders' },
    ...(isAdmin ? [] : [{ to: '/dashboard/add-review', label: 'Add A Review' }]),
    ...(isAdmin
      ? [
          { to: '/dashboard/all-users', label: 'All Users' },
          { to: '/dashboard/add-product', label: 'Add Product' },
        ]
      : []),
    { to: '/dashboard/profile', label: 'My Profile' },
  ];
}
