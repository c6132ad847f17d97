import type { DbcWarningView } from '@fleetkey/contract';

// The lexical layer of the DBC format: strings, numbers, names and punctuation, each with the line and
// column it starts at, so the parser can name the line of any mistake.

/** One token of a DBC file. */
export interface DbcToken {
  kind: 'string' | 'number' | 'name' | 'punct';
  text: string;
  line: number;
  column: number;
}

/** Something the reader skipped: the line, what was skipped and why. */
export type DbcSkip = DbcWarningView;

/** A DBC that does not parse, with the 1-based line of the mistake. */
export class DbcSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const PUNCTUATION = new Set([':', '|', '@', '(', ')', '[', ']', ',', ';', '+', '-']);
const NUMBER = /[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/y;
// Generated vehicle files name messages and signals with a leading digit (`BO_ 1275 2017_5`).
const NAME = /[A-Za-z_][A-Za-z0-9_]*|[0-9]+[A-Za-z_][A-Za-z0-9_]*/y;

const QUOTE = 34;
const BACKSLASH = 92;
const NEWLINE = 10;

/** Whether a character code is a digit or '.' (what a number starts with, after its sign). */
function digitOrDot(code: number): boolean {
  return (code >= 48 && code <= 57) || code === 46;
}

/** Whether a character code is a letter or '_' (what turns a run of digits into a name). */
function startsName(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/**
 * Splits DBC text into tokens. `//` starts a comment to the end of the line (cantools writes them). A
 * stray character is skipped and reported; an unterminated string ends the input and is reported.
 */
export function tokenize(source: string, skips: DbcSkip[]): DbcToken[] {
  const tokens: DbcToken[] = [];
  let line = 1;
  let lineStart = 0;
  let at = 0;
  while (at < source.length) {
    const char = source[at] ?? '';
    if (char === '\n') {
      line += 1;
      lineStart = at + 1;
      at += 1;
      continue;
    }
    if (char === '/' && source[at + 1] === '/') {
      const end = source.indexOf('\n', at);
      at = end < 0 ? source.length : end;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r' || char === '\f' || char === '\ufeff') {
      at += 1;
      continue;
    }
    const column = at - lineStart + 1;
    if (char === '"') {
      const startLine = line;
      const startAt = at;
      // The text is taken a run at a time between escapes (a character at a time made parsing a large
      // file's comments most of its cost).
      let value = '';
      at += 1;
      let run = at;
      for (;;) {
        if (at >= source.length) {
          skips.push({
            line: startLine,
            skipped: source.slice(startAt, startAt + 40),
            reason: 'unterminated string',
          });
          return tokens;
        }
        const code = source.charCodeAt(at);
        if (code === QUOTE) {
          value += source.slice(run, at);
          at += 1;
          break;
        }
        const escaped = source.charCodeAt(at + 1);
        if (code === BACKSLASH && (escaped === QUOTE || escaped === BACKSLASH)) {
          value += source.slice(run, at) + source.charAt(at + 1);
          at += 2;
          run = at;
          continue;
        }
        if (code === NEWLINE) {
          line += 1;
          lineStart = at + 1;
        }
        at += 1;
      }
      tokens.push({ kind: 'string', text: value, line: startLine, column });
      continue;
    }
    // A sign belongs to the number only when a digit follows at once: `@1-` is a sign flag, `-40` a number.
    const startsNumber =
      digitOrDot(source.charCodeAt(at)) ||
      ((char === '-' || char === '+') && digitOrDot(source.charCodeAt(at + 1)));
    if (startsNumber) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(source);
      // Digits followed by a letter or '_' are a name (`2017_5`), not a number.
      if (match && !startsName(source.charCodeAt(at + match[0].length))) {
        tokens.push({ kind: 'number', text: match[0], line, column });
        at += match[0].length;
        continue;
      }
    }
    NAME.lastIndex = at;
    const name = NAME.exec(source);
    if (name) {
      tokens.push({ kind: 'name', text: name[0], line, column });
      at += name[0].length;
      continue;
    }
    if (PUNCTUATION.has(char)) {
      tokens.push({ kind: 'punct', text: char, line, column });
      at += 1;
      continue;
    }
    skips.push({ line, skipped: `'${char}'`, reason: 'unexpected character' });
    at += 1;
  }
  return tokens;
}
