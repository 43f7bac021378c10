// The store's API as component tests see it: MSW answers the app's fetch calls inside the test's
// own process. A test adds its handlers with `api.use(...)`; the defaults are what screens ask for
// in passing (auth and payment settings, an empty cart). Any other request fails the test.
import type { AdminCheck, AuthConfig, Cart, ErrorBody, Market, PageTexts, PageTextPage, PaymentConfig } from '@store/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The API's one error shape. */
export const apiError = (status: number, message: string, fields?: Record<string, string>, code: ErrorBody['error']['code'] = 'bad_request') =>
  HttpResponse.json<ErrorBody>({ error: { code, message, ...(fields && { fields }) } }, { status });

// eslint-disable-next-line no-restricted-syntax -- test data in the demo store's currency
const emptyCart: Cart = { lines: [], totalPrice: 0, totalPriceMoney: { amount: 0, currency: 'USD' } };

/** The markets every page's header offers (GET /api/markets). */
export const testMarkets: Market[] = [
  // eslint-disable-next-line no-restricted-syntax -- test data in the demo store's currency
  { id: '00000000-0000-4000-8000-000000000001', name: 'United States', currency: 'USD', pricesIncludeTax: false, language: 'en', languages: ['en'], countries: ['US'], fallback: false },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Euro area', currency: 'EUR', pricesIncludeTax: true, language: 'en', languages: ['en'], countries: ['DE', 'FR'], fallback: false },
];

const defaults = [
  http.get('/api/auth-config', () => HttpResponse.json<AuthConfig>({ google: { available: false, reason: 'not configured' } })),
  http.get('/api/payment-config', () => HttpResponse.json<PaymentConfig>({ provider: 'sandbox' })),
  http.get('/api/cart', () => HttpResponse.json(emptyCart)),
  // No legal pages published: checkout asks for no terms unless a test publishes them.
  http.get('/api/legal', () => HttpResponse.json([])),
  // The owner has rewritten none of the landing page's and the blog's texts.
  http.get('/api/page-texts/:page', ({ params }) => HttpResponse.json<PageTexts>({ page: params.page as PageTextPage, language: 'en', texts: {} })),
  http.get('/api/admin/page-texts', () => HttpResponse.json([])),
  // The header's selector: the home market and one that shows prices with VAT.
  http.get('/api/markets', () => HttpResponse.json<Market[]>(testMarkets)),
  http.get('/api/admin/:email', ({ params }) => (String(params.email).includes('@') ? HttpResponse.json<AdminCheck>({ admin: false }) : undefined)),
];

export const api = setupServer(...defaults);
export { http, HttpResponse };
