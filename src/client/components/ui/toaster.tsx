import { lazy, Suspense, useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

// Toasts only ever follow a visitor's action, so their machinery loads with the first one, not with the page.
const loadRegion = () => import('./toast-region');
const ToastRegion = lazy(loadRegion);

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function showToast(kind: ToastKind, title: string, description?: string) {
  requested = true;
  listeners.forEach((listener) => listener());
  void loadRegion().then(({ toaster }) => toaster.create({ type: kind, title, description, closable: true }));
}

export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
