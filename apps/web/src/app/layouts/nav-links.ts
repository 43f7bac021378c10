// The menus of docs/product/screens.md, in one place: the navigation bar, the mobile drawer and the
// dashboard's side menu all read from here. Labels are messages, shown in the page's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface NavLinkItem {
  to: string;
  label: MessageDescriptor;
}

export const mainLinks: NavLinkItem[] = [
  { to: '/', label: msg`Home` },
  { to: '/blogs', label: msg`Blogs` },
  { to: '/all-product', label: msg`All Products` },
  { to: '/portfolio', label: msg`Portfolio` },
];

const myOrders: NavLinkItem = { to: '/dashboard', label: msg`My Orders` };
const myProfile: NavLinkItem = { to: '/dashboard/profile', label: msg`My Profile` };

/** `adminPending`: the admin check has not answered yet, so only the items every role has. */
export function dashboardLinks(isAdmin: boolean, adminPending = false): NavLinkItem[] {
  if (adminPending) return [myOrders, myProfile];
  return [
    myOrders,
    ...(isAdmin ? [] : [{ to: '/dashboard/add-review', label: msg`Add A Review` }]),
    ...(isAdmin
      ? [
          { to: '/dashboard/all-users', label: msg`All Users` },
          { to: '/dashboard/add-product', label: msg`Add Product` },
          { to: '/dashboard/products', label: msg`Manage Products` },
          { to: '/dashboard/categories', label: msg`Categories` },
          { to: '/dashboard/translations', label: msg`Translations` },
          { to: '/dashboard/page-texts', label: msg`Page texts` },
          { to: '/dashboard/manage-orders', label: msg`Manage Orders` },
          { to: '/dashboard/overview', label: msg`Overview` },
          { to: '/dashboard/markets', label: msg`Markets` },
          { to: '/dashboard/prices', label: msg`Prices` },
          { to: '/dashboard/tax-rates', label: msg`Tax rates` },
          { to: '/dashboard/shipping-zones', label: msg`Shipping zones` },
          { to: '/dashboard/audit', label: msg`Audit Trail` },
          { to: '/dashboard/legal', label: msg`Legal Pages` },
        ]
      : []),
    myProfile,
  ];
}
