import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/product-image: the server checks, re-encodes and stores it; the answer's url goes in the product. */
export const useUploadImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiRequest<UploadedImage>('/admin/product-image', { method: 'POST', body });
    },
  });
