/**
 * A form's schema loaded on demand, so the page's first-load code carries no zod: `useZodForm`
 * starts loading it once the form is on screen after hydration, and a submit made before it has
 * arrived waits for it. The same schema checks the form, so its messages are the server's.
 */
export interface LazySchema<S> {
  /** Starts loading the schema (once; again after a failed load) and answers it. */
  load(): Promise<S>;
  /** The schema once loaded. */
  loaded(): S | undefined;
}

/**
 * A lazy schema from its import, e.g.
 * `lazySchema(() => import("@/lib/shared/schemas/contact").then((m) => m.contactFormSchema))`.
 */
export function lazySchema<S>(importSchema: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  let schema: S | undefined;
  return {
    load() {
      loading ??= importSchema().then(
        (loaded) => (schema = loaded),
        (error: unknown) => {
          // A chunk that failed to load (offline) is asked for again by the next submit.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => schema,
  };
}
