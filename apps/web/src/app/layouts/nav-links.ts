// The menus of docs/product/screens.md, in one place: the navigation bar, the mobile drawer and the
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

const myOrders: NavLinkItem = { to: '/dashboard', label: 'My Orders' };
const myProfile: NavLinkItem = { to: '/dashboard/profile', label: 'My Profile' };

/** `adminPending`: the admin check has not answered yet, so only the items every role has. */
export function dashboardLinks(isAdmin: boolean, adminPending = false): NavLinkItem[] {
  if (adminPending) return [myOrders, myProfile];
  return [
    myOrders,
    ...(isAdmin ? [] : [{ to: '/dashboard/add-review', label: 'Add A Review' }]),
    ...(isAdmin
      ? [
          { to: '/dashboard/all-users', label: 'All Users' },
          { to: '/dashboard/add-product', label: 'Add Product' },
          { to: '/dashboard/products', label: 'Manage Products' },
          { to: '/dashboard/categories', label: 'Categories' },
          { to: '/dashboard/manage-orders', label: 'Manage Orders' },
          { to: '/dashboard/overview', label: 'Overview' },
          { to: '/dashboard/markets', label: 'Markets' },
          { to: '/dashboard/prices', label: 'Prices' },
          { to: '/dashboard/tax-rates', label: 'Tax rates' },
          { to: '/dashboard/shipping-zones', label: 'Shipping zones' },
          { to: '/dashboard/audit', label: 'Audit Trail' },
          { to: '/dashboard/legal', label: 'Legal Pages' },
        ]
      : []),
    myProfile,
  ];
}
