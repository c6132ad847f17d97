import { isKeyword } from './dbc-keywords';
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

  /** Whether the next token starts a statement (or the input is used up): a statement before it has ended. */
  atStatement(): boolean {
    const token = this.tokens[this.at];
    if (!token) return true;
    // Statements start a line: the token before ends on an earlier one.
    const first = this.at === 0 || (this.tokens[this.at - 1] as DbcToken).line !== token.line;
    return first && token.kind === 'name' && isKeyword(token.text);
  }

  /** Ends a statement: its `;`, or none when the next line starts a statement (files that leave it out). */
  end(): void {
    if (this.optionalPunct(';') || this.atStatement()) return;
    const token = this.next("';'");
    this.fail(token, "expected ';'");
  }

  /** Skips to just past the next `;`, or to the next statement when the `;` is missing. */
  skipStatement(): void {
    while (!this.atStatement()) {
      const token = this.next('token');
      if (token.kind === 'punct' && token.text === ';') return;
    }
  }

  /** The start of the statement whose keyword is just before `from`, as text (for warnings). */
  describe(from: number): string {
    const keyword = this.tokens[from - 1];
    if (!keyword) return '';
    let text = keyword.text;
    for (let index = from; index < from + 4; index += 1) {
      const token = this.tokens[index];
      if (!token || token.line !== keyword.line || token.text === ';') break;
      text += token.kind === 'string' ? ` "${token.text.slice(0, 20)}"` : ` ${token.text}`;
    }
    return text;
  }

  /** Where the cursor is, to go back to it. */
  position(): number {
    return this.at;
  }

  /** Skips a statement that failed: from `from` (just past its keyword) up to the next keyword starting a line. */
  resynchronise(from: number): void {
    this.at = from;
    while (!this.atStatement()) this.at += 1;
  }

  /** Takes the tokens left on `line` (lists that end with the line: receivers). */
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
