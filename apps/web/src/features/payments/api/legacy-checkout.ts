import { useQuery } from '@tanstack/react-query';
import type { legacyCheckoutSchema } from '@store/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type LegacyCheckout = z.infer<typeof legacyCheckoutSchema>;

/** GET /api/checkout/{id}: a checkout placed before orders had lines is one order now; its id (old mail links). */
export const useLegacyCheckout = (id: string) =>
  useQuery({ queryKey: queryKeys.checkouts.detail(id), queryFn: () => apiRequest<LegacyCheckout>(`/checkout/${encodeURIComponent(id)}`) });
