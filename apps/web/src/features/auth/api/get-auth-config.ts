import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/auth-config: is Google sign-in set up here, and if not, why. */
export const getAuthConfig = () => apiRequest<AuthConfig>('/auth-config');

export const getAuthConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.auth.config, queryFn: getAuthConfig, staleTime: Infinity });

export const useAuthConfig = () => useQuery(getAuthConfigQueryOptions());
