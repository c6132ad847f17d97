// The lexical layer of the DBC format: strings, numbers, names and punctuation, each with the line and
// column it starts at, so the parser can name the line of any mistake.

/** One token of a DBC file. */
export interface DbcToken {
  kind: 'string' | 'number' | 'name' | 'punct';
  text: string;
  line: number;
  column: number;
}

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
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Splits DBC text into tokens; an unterminated string or a stray character is a syntax error. */
export function tokenize(source: string): DbcToken[] {
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
    if (char === ' ' || char === '\t' || char === '\r' || char === '\f' || char === '\ufeff') {
      at += 1;
      continue;
    }
    const column = at - lineStart + 1;
    if (char === '"') {
      const startLine = line;
      let value = '';
      at += 1;
      for (;;) {
        const next = source[at];
        if (next === undefined) throw new DbcSyntaxError(startLine, 'unterminated string');
        if (next === '\\' && (source[at + 1] === '"' || source[at + 1] === '\\')) {
          value += source[at + 1];
          at += 2;
          continue;
        }
        at += 1;
        if (next === '"') break;
        if (next === '\n') {
          line += 1;
          lineStart = at;
        }
        value += next;
      }
      tokens.push({ kind: 'string', text: value, line: startLine, column });
      continue;
    }
    // A sign belongs to the number only when a digit follows at once: `@1-` is a sign flag, `-40` a number.
    const startsNumber =
      /[0-9.]/.test(char) || ((char === '-' || char === '+') && /[0-9.]/.test(source[at + 1] ?? ''));
    if (startsNumber) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(source);
      if (match) {
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
    throw new DbcSyntaxError(line, `unexpected character '${char}'`);
  }
  return tokens;
}
