import { DbcSyntaxError, type DbcToken } from './dbc-tokens';

/** Reads tokens in order with the checks the grammar needs; every failure names the line. */
export class DbcCursor {
  private at = 0;

  constructor(private readonly tokens: DbcToken[]) {}

  /** The next token without taking it. */
  peek(): DbcToken | undefined {
    return this.tokens[this.at];
  }

  /** Whether the input is used up. */
  done(): boolean {
    return this.at >= this.tokens.length;
  }

  /** The line of the next token, or of the last one at the end (for "missing …" errors). */
  line(): number {
    return (this.tokens[this.at] ?? this.tokens[this.tokens.length - 1])?.line ?? 1;
  }

  /** Takes the next token, failing with `what` at the end of the input. */
  next(what: string): DbcToken {
    const token = this.tokens[this.at];
    if (!token) throw new DbcSyntaxError(this.line(), `missing ${what}`);
    this.at += 1;
    return token;
  }

  /** Takes the punctuation `text` or fails. */
  punct(text: string): void {
    const token = this.next(`'${text}'`);
    if (token.kind !== 'punct' || token.text !== text) this.fail(token, `expected '${text}'`);
  }

  /** Takes the punctuation `text` if it comes next. */
  optionalPunct(text: string): boolean {
    const token = this.peek();
    if (token?.kind !== 'punct' || token.text !== text) return false;
    this.at += 1;
    return true;
  }

  /** Takes a name. */
  name(what: string): string {
    const token = this.next(what);
    if (token.kind !== 'name') this.fail(token, `expected ${what}`);
    return token.text;
  }

  /** Takes a quoted string. */
  string(what: string): string {
    const token = this.next(what);
    if (token.kind !== 'string') this.fail(token, `expected ${what} in quotes`);
    return token.text;
  }

  /** Takes a number. */
  number(what: string): number {
    const token = this.next(what);
    const value = token.kind === 'number' ? Number(token.text) : Number.NaN;
    if (!Number.isFinite(value)) this.fail(token, `expected ${what} (a number)`);
    return value;
  }

  /** Takes a whole number within [min, max]. */
  integer(what: string, min: number, max: number): number {
    const token = this.peek();
    const value = this.number(what);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new DbcSyntaxError(
        token?.line ?? this.line(),
        `${what} must be a whole number from ${min} to ${max}`,
      );
    }
    return value;
  }

  /** Skips to just past the next `;` (statements this reader keeps no data from). */
  skipStatement(keyword: DbcToken): void {
    for (;;) {
      const token = this.peek();
      if (!token) throw new DbcSyntaxError(keyword.line, `${keyword.text} is missing its ';'`);
      this.at += 1;
      if (token.kind === 'punct' && token.text === ';') return;
    }
  }

  /** Takes the tokens left on `line` (lists that end with the line: BU_, receivers). */
  restOfLine(line: number): DbcToken[] {
    const taken: DbcToken[] = [];
    while (this.peek()?.line === line) taken.push(this.next('token'));
    return taken;
  }

  /** Fails at a token. */
  fail(token: DbcToken, reason: string): never {
    throw new DbcSyntaxError(token.line, `${reason}, found '${token.text}'`);
  }
}
