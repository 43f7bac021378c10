import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastsWanted, toastsWanted } from '../lib/toast';

const Toasts = lazy(() => import('./toasts'));

/** Mounts the toast container, and loads its code and CSS, only once something is toasted. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
