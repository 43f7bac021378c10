// Every route of SPEC section 2. Pages load lazily (one chunk each) except the landing page,
// which is the first view of most visitors and must paint without a second round trip.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { HomePage } from '../features/home/pages/home-page';
import { LandingProducts } from '../features/products/components/landing-products';
import { LatestReviews } from '../features/reviews/components/latest-reviews';

type PageModule = Record<string, unknown>;
/** `lazy` for a page module exporting `name` as its component. */
const page = (load: () => Promise<PageModule>, name: string): RouteObject['lazy'] => async () => ({
  Component: (await load())[name] as React.ComponentType,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // The landing page's product and review sections come from their own features (no cross-feature imports).
      { index: true, element: <HomePage manufacturingLine={<LandingProducts />} reviews={<LatestReviews />} /> },
      { path: 'blogs', lazy: page(() => import('../features/blogs/pages/blogs-page'), 'BlogsPage') },
      { path: 'reviews', lazy: page(() => import('../features/reviews/pages/reviews-page'), 'ReviewsPage') },
      { path: 'products', lazy: page(() => import('../features/products/pages/products-page'), 'ProductsPage') },
      { path: 'all-product', lazy: page(() => import('../features/products/pages/all-products-page'), 'AllProductsPage') },
      { path: 'portfolio', lazy: page(() => import('../features/portfolio/pages/portfolio-page'), 'PortfolioPage') },
      { path: 'login', lazy: page(() => import('../features/auth/pages/login-page'), 'LoginPage') },
      { path: 'signup', lazy: page(() => import('../features/auth/pages/signup-page'), 'SignupPage') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'purchase/:id', lazy: page(() => import('../features/orders/pages/purchase-page'), 'PurchasePage') },
          {
            path: 'dashboard',
            lazy: page(() => import('./layouts/dashboard-layout'), 'DashboardLayout'),
            children: [
              { index: true, lazy: page(() => import('../features/orders/pages/my-orders-page'), 'MyOrdersPage') },
              { path: 'add-review', lazy: page(() => import('../features/reviews/pages/add-review-page'), 'AddReviewPage') },
              { path: 'payment/:id', lazy: page(() => import('../features/payments/pages/payment-page'), 'PaymentPage') },
              { path: 'profile', lazy: page(() => import('../features/profile/pages/profile-page'), 'ProfilePage') },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'all-users', lazy: page(() => import('../features/users/pages/all-users-page'), 'AllUsersPage') },
                  { path: 'add-product', lazy: page(() => import('../features/products/pages/add-product-page'), 'AddProductPage') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('../components/not-found-page'), 'NotFoundPage') },
    ],
  },
];

export const router = createBrowserRouter(routes);
