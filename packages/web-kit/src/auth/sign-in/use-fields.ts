import { useCallback, useRef, useState } from 'react';

/** A field's check: the i18n key of what is wrong with it, given all values, or undefined. */
export type FieldRule<V> = (values: V) => string | undefined;

/**
 * The state of a small form without antd: values, and per field the key of its error. Keys, not texts,
 * so a language switch retranslates a shown error. Typing in a field clears its error; `check` runs the
 * rules of the named fields and says whether they all passed.
 */
export function useFields<V extends Record<string, string | boolean>>(
  initial: V,
  rules: Partial<Record<keyof V, FieldRule<V>>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  // The newest values for callbacks made before the next render (a code request right after typing).
  const latest = useRef(initial);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    setErrors((shown) => (shown[name] === undefined ? shown : { ...shown, [name]: undefined }));
  }, []);

  const check = (names: readonly (keyof V)[]): boolean => {
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of names) found[name] = rules[name]?.(latest.current);
    setErrors((shown) => ({ ...shown, ...found }));
    return names.every((name) => found[name] === undefined);
  };

  const current = useCallback(() => latest.current, []);
  return { values, errors, set, check, current };
}
