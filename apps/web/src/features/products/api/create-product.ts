import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertedId, NewProduct } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/product (admins only). */
export const createProduct = (input: NewProduct) => apiRequest<InsertedId>('/product', { method: 'POST', body: input });

export const useCreateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    // Every product view (landing page, /products, /all-product, purchase) is under products.all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
};
