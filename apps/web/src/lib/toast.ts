// Toasts cost nothing until the first one: showToast loads react-toastify and asks ToastHost
// (components/toast-host.tsx) to mount the container, which shows the toasts queued meanwhile.
import type { ReactNode } from 'react';

type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

/** Whether the toast container should be mounted (true once anything was toasted). */
export const toastsWanted = () => wanted;

export function subscribeToastsWanted(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export async function showToast(message: ReactNode, kind: Kind = 'success') {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  // The unstyled entry: our CSS file carries the styles, so nothing injects a <style> tag that the
  // Content-Security-Policy (style-src 'self') would block.
  const { toast } = await import('react-toastify/unstyled');
  toast[kind](message);
}
