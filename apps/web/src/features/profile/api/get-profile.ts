import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/accounts.md: GET /user-data?email= -> the signed-in user's own profile. */
export const getProfile = (email: string) => apiRequest<User>(`/user-data?email=${encodeURIComponent(email)}`);

export const getProfileQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.profile.byEmail(email), queryFn: () => getProfile(email) });

export const useProfile = (email: string | undefined) =>
  useQuery({ ...getProfileQueryOptions(email ?? ''), enabled: Boolean(email) });
