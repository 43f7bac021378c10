import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewProduct } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/product (admins only). */
export const createProduct = (input: NewProduct) =>
  apiRequest<{ insertedId: string }>('/product', { method: 'POST', body: input });

export const useCreateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    // Every product list (landing page, /products, /all-product) starts with ['products'].
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
};
