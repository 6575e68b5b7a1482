import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// `any` as in React.lazy's own signature: any component, its props inferred.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** The renewers of the lazy components whose last import failed. */
const failed = new Set<() => void>();
/** The errors those imports failed with, to tell a chunk failure from a render error. */
const importErrors = new WeakSet<object>();

/**
 * Like React.lazy, but retryable. React.lazy keeps a rejected import for good, so a route chunk that
 * failed to load once (a dropped connection) would fail again on every render, even after the
 * network is back. `retryFailedChunks()` swaps each failed one for a fresh lazy() that imports again.
 */
export function lazyWithRetry<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let Current: LazyExoticComponent<AnyComponent>;
  const renew = () => {
    Current = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(renew);
        if (typeof error === 'object' && error !== null) importErrors.add(error);
        throw error;
      }),
    );
  };
  renew();
  // Reads `Current` at render time, so a render after a retry picks up the fresh lazy().
  function Retryable(props: ComponentProps<T>) {
    return <Current {...props} />;
  }
  return Retryable;
}

/** True when `error` is a lazyWithRetry component's failed import (not an error while rendering). */
export function isChunkLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && importErrors.has(error);
}

/** Lets every failed lazy component import again on its next render. */
export function retryFailedChunks(): void {
  for (const renew of failed) renew();
  failed.clear();
}
