import { useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '@store/contract';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/checkout/address: the address and phone used last, to fill checkout and the purchase form again. */
export const useSavedAddress = (userId: string) =>
  useQuery({ queryKey: queryKeys.checkouts.savedAddress(userId), queryFn: () => apiRequest<SavedAddress>('/checkout/address') });

/** The form's empty address (in `country`, the page's market's, when it has one), or the saved one. */
export const addressDefaults = (saved: SavedAddress, country = '') => saved.shipping ?? { line1: '', line2: '', city: '', postalCode: '', country };
