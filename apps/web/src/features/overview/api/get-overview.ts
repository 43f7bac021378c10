import { useQuery } from '@tanstack/react-query';
import type { Overview } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useOverview = () => useQuery({ queryKey: queryKeys.backOffice.overview, queryFn: () => apiRequest<Overview>('/admin/overview') });
