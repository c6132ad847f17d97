import { useCallback, useRef } from 'react';
import {
  useMutation,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/**
 * A mutation that sends one request however often it is started while one is under way: a double click on a
 * dialog's OK ran the write twice before the button could show it was busy, and the second answer ("already
 * bound", "card already used") was shown as the failure of the first. A start while one is under way joins it.
 */
export function useOnceMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const { mutateAsync } = mutation;
  // A ref, not the mutation's state: two clicks within one render both see `isPending` false.
  const underWay = useRef<Promise<TData> | null>(null);

  const once = useCallback<UseMutateAsyncFunction<TData, TError, TVariables, TContext>>(
    (...args) => {
      if (underWay.current) return underWay.current;
      const run = mutateAsync(...args).finally(() => {
        underWay.current = null;
      });
      underWay.current = run;
      return run;
    },
    [mutateAsync],
  );
  const mutate = useCallback<UseMutateFunction<TData, TError, TVariables, TContext>>(
    (...args) => {
      // Its failure is the mutation's state (and the callbacks'), as with useMutation's own mutate.
      once(...args).catch(() => undefined);
    },
    [once],
  );
  return { ...mutation, mutate, mutateAsync: once };
}
