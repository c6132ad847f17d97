import { fileURLToPath } from 'node:url';

/** Path of a screenshot in e2e/artifacts/, where people look at what the tests saw. */
export function artifact(name: string): string {
  return fileURLToPath(new URL(`../artifacts/${name}`, import.meta.url));
}
