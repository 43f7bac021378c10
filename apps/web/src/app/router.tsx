// Every route of docs/product/screens.md. Pages load lazily (one chunk each) except the landing page,
// which is the first view of most visitors and must paint without a second round trip.
// Declarative routing (<BrowserRouter> + useRoutes) rather than createBrowserRouter: the data
// router (loaders, actions, fetchers) is unused here and costs ~17 kB gzip of the first view.
// Lazy pages are React.lazy; RootLayout's Suspense and error boundary wrap them.
import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { LandingPage } from './landing-page';

type PageModule = Record<string, unknown>;
/** The element of a lazily loaded page module exporting `name` as its component. */
const page = (load: () => Promise<PageModule>, name: string) => {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Page />;
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'blogs', element: page(() => import('../features/blogs/pages/blogs-page'), 'BlogsPage') },
      { path: 'reviews', element: page(() => import('../features/reviews/pages/reviews-page'), 'ReviewsPage') },
      { path: 'products', element: page(() => import('../features/products/pages/products-page'), 'ProductsPage') },
      { path: 'products/:slug', element: page(() => import('./product-route'), 'ProductRoute') },
      { path: 'all-product', element: page(() => import('../features/products/pages/all-products-page'), 'AllProductsPage') },
      { path: 'portfolio', element: page(() => import('../features/portfolio/pages/portfolio-page'), 'PortfolioPage') },
      { path: 'cart', element: page(() => import('../features/cart/pages/cart-page'), 'CartPage') },
      { path: 'login', element: page(() => import('../features/auth/pages/login-page'), 'LoginPage') },
      { path: 'signup', element: page(() => import('../features/auth/pages/signup-page'), 'SignupPage') },
      { path: 'forgot-password', element: page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage') },
      { path: 'reset-password', element: page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage') },
      { path: 'verify-email', element: page(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage') },
      { path: 'legal/:slug', element: page(() => import('../features/legal/pages/legal-page'), 'LegalPage') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'checkout', element: page(() => import('../features/cart/pages/checkout-page'), 'CheckoutPage') },
          { path: 'purchase/:id', element: page(() => import('../features/orders/pages/purchase-page'), 'PurchasePage') },
          {
            path: 'dashboard',
            element: page(() => import('./layouts/dashboard-layout'), 'DashboardLayout'),
            children: [
              { index: true, element: page(() => import('../features/orders/pages/my-orders-page'), 'MyOrdersPage') },
              { path: 'add-review', element: page(() => import('./add-review-route'), 'AddReviewRoute') },
              { path: 'payment/:id', element: page(() => import('../features/payments/pages/payment-page'), 'PaymentPage') },
              // A checkout's mails before orders had lines: on to its one order.
              { path: 'checkout/:id', element: page(() => import('../features/payments/pages/legacy-checkout-page'), 'LegacyCheckoutPage') },
              { path: 'orders/:id', element: page(() => import('../features/orders/pages/order-page'), 'OrderPage') },
              { path: 'profile', element: page(() => import('../features/profile/pages/profile-page'), 'ProfilePage') },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'all-users', element: page(() => import('../features/users/pages/all-users-page'), 'AllUsersPage') },
                  { path: 'add-product', element: page(() => import('../features/products/pages/add-product-page'), 'AddProductPage') },
                  { path: 'products', element: page(() => import('../features/products/pages/manage-products-page'), 'ManageProductsPage') },
                  { path: 'products/:id', element: page(() => import('./edit-product-route'), 'EditProductRoute') },
                  { path: 'categories', element: page(() => import('../features/products/pages/categories-page'), 'CategoriesPage') },
                  { path: 'translations', element: page(() => import('../features/translations/pages/translations-page'), 'TranslationsPage') },
                  { path: 'page-texts', element: page(() => import('../features/translations/pages/page-texts-page'), 'PageTextsPage') },
                  { path: 'manage-orders', element: page(() => import('../features/manage-orders/pages/manage-orders-page'), 'ManageOrdersPage') },
                  { path: 'manage-orders/:id', element: page(() => import('../features/manage-orders/pages/admin-order-page'), 'AdminOrderPage') },
                  { path: 'overview', element: page(() => import('../features/overview/pages/overview-page'), 'OverviewPage') },
                  { path: 'audit', element: page(() => import('../features/audit/pages/audit-page'), 'AuditPage') },
                  { path: 'markets', element: page(() => import('../features/markets-admin/pages/markets-page'), 'MarketsPage') },
                  { path: 'prices', element: page(() => import('../features/markets-admin/pages/prices-page'), 'PricesPage') },
                  { path: 'tax-rates', element: page(() => import('../features/markets-admin/pages/tax-rates-page'), 'TaxRatesPage') },
                  { path: 'shipping-zones', element: page(() => import('../features/markets-admin/pages/shipping-zones-page'), 'ShippingZonesPage') },
                  { path: 'legal', element: page(() => import('../features/legal/pages/legal-pages-admin-page'), 'LegalPagesAdminPage') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: page(() => import('../components/not-found-page'), 'NotFoundPage') },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
