import { startTransition, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

const noSubscription = () => () => undefined;

/**
 * A component whose code the first paint does not need (one that loads its data in the browser
 * anyway), kept out of the page's initial JavaScript (docs/decisions/0029). It renders
 * `Placeholder` in the prerendered HTML and at hydration, then loads its code and takes the
 * placeholder's place; once loaded, later mounts (client-side navigation) render it at once.
 * `Placeholder` must look like the component's own loading state: nothing moves.
 *
 * No Suspense boundary is rendered on the server: React's streaming renderer would move a
 * boundary far down a page out of line (hidden, then revealed by a script).
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>, Placeholder: ComponentType): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;

  function AfterHydration(props: P) {
    // false in the prerendered HTML and while hydrating, true in any render after.
    const hydrated = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);

    useEffect(() => {
      if (Component) return;
      let mounted = true;
      // In a task of its own, not in the one that runs every effect of the hydration: starting
      // the import adds a preload link for each file the part needs that the page has not
      // fetched yet (Vite's preload helper), a few milliseconds a part on a phone.
      const started = setTimeout(() =>
        load().then(
          (component) => {
            loaded = component;
            // A transition: should the component suspend, the placeholder stays meanwhile.
            if (mounted) startTransition(() => setComponent(() => component));
          },
          // Code that cannot be loaded (the connection is gone) leaves the placeholder.
          () => undefined,
        ),
      );
      return () => {
        mounted = false;
        clearTimeout(started);
      };
    }, [Component]);

    return hydrated && Component ? <Component {...props} /> : <Placeholder />;
  }
  return AfterHydration;
}
