import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** SPEC section 7: GET /user -> every user (admins only). */
export const getUsers = () => apiRequest<User[]>('/user');

export const getUsersQueryOptions = () => queryOptions({ queryKey: ['users'], queryFn: getUsers });

export const useUsers = () => useQuery(getUsersQueryOptions());
