import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserList } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** docs/product/accounts.md: GET /user -> every user (admins only). */
export const getUsers = () => apiRequest<UserList>('/user');

export const getUsersQueryOptions = () => queryOptions({ queryKey: queryKeys.users.all, queryFn: getUsers });

export const useUsers = () => useQuery(getUsersQueryOptions());
