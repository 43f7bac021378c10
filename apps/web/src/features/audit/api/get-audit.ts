import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction, AuditPage } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AuditFilters {
  action?: AuditAction | undefined;
  actor?: string | undefined;
}

export const useAuditTrail = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: queryKeys.backOffice.audit(filters),
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams({ limit: '25' });
      if (filters.action) search.set('action', filters.action);
      if (filters.actor) search.set('actor', filters.actor);
      if (pageParam) search.set('cursor', pageParam);
      return apiRequest<AuditPage>(`/admin/audit?${search}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
