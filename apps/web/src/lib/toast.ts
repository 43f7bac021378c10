// Toasts load lazily with the container; callers just say what to show.
import type { ReactNode } from 'react';

type Kind = 'success' | 'error' | 'info';
export async function showToast(message: ReactNode, kind: Kind = 'success') {
  const { toast } = await import('react-toastify');
  toast[kind](message);
}

