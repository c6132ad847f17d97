// The values a describe block's hooks set (its server, a signed-in client, a gateway), read by its tests.

/** A value a hook sets; reading it before that fails, saying what sets it. */
export function setByHook<T>(what: string): { set: (value: T) => void; get: () => T } {
  let current: T | undefined;
  return {
    set: (value) => {
      current = value;
    },
    get: () => {
      if (current === undefined) throw new Error(`${what} is set in beforeAll: read it in a test or a hook`);
      return current;
    },
  };
}

/** The things of `shared` and one more, `key`, read through `get` (each when a test reads it). */
export function sharedWith<S extends object, K extends string, V>(
  shared: S,
  key: K,
  get: () => V,
): S & { readonly [P in K]: V } {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(shared), [key]: { get, enumerable: true } },
  ) as S & { readonly [P in K]: V };
}
