import { readFileSync } from 'node:fs';

/** The text of a DBC under fixtures/ (for tests). */
export function fixtureText(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}
