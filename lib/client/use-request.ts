"use client";

import { useState } from "react";

interface RequestCallbacks<O> {
  onSuccess?: (data: O) => void;
  onError?: (error: Error) => void;
}

interface RequestState<O> {
  isPending: boolean;
  data: O | undefined;
  error: Error | null;
}

const IDLE = { isPending: false, data: undefined, error: null };

/**
 * One request a form sends, and its state (pending, the last answer or error), shaped like a
 * React Query mutation. For the pages outside the signed-in app (sign-in, the emailed links, a
 * shared proposal's passcode), whose first load carries no React Query.
 */
export function useRequest<I, O>(send: (input: I) => Promise<O>, always: RequestCallbacks<O> = {}) {
  const [state, setState] = useState<RequestState<O>>(IDLE);
  const mutate = (input: I, callbacks: RequestCallbacks<O> = {}) => {
    setState({ isPending: true, data: undefined, error: null });
    send(input).then(
      (data) => {
        setState({ isPending: false, data, error: null });
        always.onSuccess?.(data);
        callbacks.onSuccess?.(data);
      },
      (caught: unknown) => {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        setState({ isPending: false, data: undefined, error });
        always.onError?.(error);
        callbacks.onError?.(error);
      },
    );
  };
  return { ...state, mutate };
}
