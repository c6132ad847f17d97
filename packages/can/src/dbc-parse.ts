import type {
  DbcAttributeDefinitionView,
  DbcAttributeValue,
  DbcDatabaseView,
  DbcMessageView,
  DbcSignalView,
} from '@fleetkey/contract';
import { dbcId, j1939Pgn } from './can-ids';
import { DbcCursor } from './dbc-cursor';
import { SKIPPED_STATEMENTS } from './dbc-keywords';
import { resolveMultiplexing } from './dbc-multiplex';
import { DbcSyntaxError, tokenize, type DbcSkip, type DbcToken } from './dbc-tokens';

// A reader of the Vector DBC format, the parts telematics needs: VERSION, BU_, BO_, SG_ (with `M` / `m<n>`
// multiplexing), VAL_, VAL_TABLE_, CM_, BA_DEF_, BA_DEF_DEF_, BA_, SIG_VALTYPE_, SG_MUL_VAL_. Other
// statements (NS_, BS_, EV_, SIG_GROUP_, BO_TX_BU_, …) are read past. Real vehicle files (issue 33) carry
// comments on signals that do not exist, missing ';' and the like, which their own tools load: a statement
// that cannot be used is skipped and listed in `warnings` with its line and why, and the rest is kept.
// `candied` was tried first: it skips such lines silently, so a user could not find them in a 5,000-line file.

/**
 * Parses DBC text into its tree and what it skipped; throws DbcSyntaxError only when nothing is usable (no
 * message is left of a file with mistakes, or the text holds no statement).
 */
export function parseDbc(source: string): DbcDatabaseView {
  return new DbcReader(source).read();
}

/** One key per message whether a statement writes its 29-bit id with bit 31 or without. */
function keyOf(raw: number): number {
  const { id, extended } = dbcId(raw);
  return extended ? id + 0x80000000 : id;
}

class DbcReader {
  private readonly cursor: DbcCursor;
  private readonly db: DbcDatabaseView = {
    version: '',
    nodes: [],
    messages: [],
    valueTables: [],
    attributeDefinitions: [],
    attributes: {},
    comment: null,
    warnings: [],
  };
  /** Messages by their DBC id (bit 31 = extended), for the statements that refer to them. */
  private readonly byDbcId = new Map<number, DbcMessageView>();
  private current: DbcMessageView | null = null;

  private readonly skips: DbcSkip[] = [];

  /** Whether the text holds no token at all. */
  private readonly empty: boolean;

  constructor(source: string) {
    const tokens = tokenize(source, this.skips);
    this.empty = tokens.length === 0;
    this.cursor = new DbcCursor(tokens);
  }

  read(): DbcDatabaseView {
    const c = this.cursor;
    while (!c.done()) {
      const keyword = c.next('statement');
      const from = c.position();
      try {
        this.statement(keyword);
      } catch (error) {
        if (!(error instanceof DbcSyntaxError)) throw error;
        this.skips.push({ line: error.line, skipped: c.describe(from), reason: error.reason });
        c.resynchronise(from);
      }
    }
    for (const message of this.db.messages) resolveMultiplexing(message);
    this.db.warnings = this.skips.sort((a, b) => a.line - b.line);
    // Nothing usable: no message, and what was there did not read (or nothing was). A clean file without
    // messages (cantools and opendbc write such stubs) is an empty database, not a mistake.
    const first = this.skips[0];
    if (this.db.messages.length === 0 && (first || this.empty)) {
      throw new DbcSyntaxError(
        first?.line ?? 1,
        first ? `no usable message (${first.reason})` : 'no DBC statement in the file',
      );
    }
    return this.db;
  }

  private statement(keyword: DbcToken): void {
    const c = this.cursor;
    if (keyword.kind !== 'name') c.fail(keyword, 'expected a statement keyword');
    if (keyword.text !== 'SG_') this.current = null;
    switch (keyword.text) {
      case 'VERSION':
        this.db.version = c.string('version');
        c.end();
        break;
      case 'NS_':
        this.newSymbols(keyword);
        break;
      case 'BS_':
        c.punct(':');
        c.restOfLine(keyword.line);
        break;
      case 'BU_':
        this.nodes();
        break;
      case 'BO_':
        this.message();
        break;
      case 'SG_':
        this.signal(keyword);
        break;
      case 'CM_':
        this.comment();
        break;
      case 'VAL_TABLE_':
        this.db.valueTables.push({ name: c.name('value table name'), values: this.valuePairs() });
        break;
      case 'SIG_VALTYPE_':
        this.valueType();
        break;
      case 'SG_MUL_VAL_':
        this.multiplexValues();
        break;
      case 'VAL_':
        this.signalValues();
        break;
      case 'BA_DEF_':
        this.attributeDefinition();
        break;
      case 'BA_DEF_DEF_':
        this.attributeDefault();
        break;
      case 'BA_':
        this.attribute();
        break;
      default:
        if (!SKIPPED_STATEMENTS.has(keyword.text)) c.fail(keyword, 'unknown statement');
        c.skipStatement();
    }
  }

  /** `BU_:` names the nodes, on one line or several (until the next statement). */
  private nodes(): void {
    const c = this.cursor;
    c.punct(':');
    while (!c.atStatement() && !c.optionalPunct(';')) {
      const token = c.next('node name');
      if (token.kind !== 'name') c.fail(token, 'expected a node name');
      this.db.nodes.push({ name: token.text, comment: null, attributes: {} });
    }
  }

  /** `NS_ :` lists keyword names on indented lines; it ends at the first unindented token. */
  private newSymbols(keyword: DbcToken): void {
    this.cursor.punct(':');
    for (;;) {
      const token = this.cursor.peek();
      if (!token || (token.line !== keyword.line && token.column === 1)) return;
      this.cursor.next('symbol');
    }
  }

  private message(): void {
    const c = this.cursor;
    const raw = c.integer('message id', 0, 0xffffffff);
    const { id, extended } = dbcId(raw);
    const name = c.name('message name');
    c.punct(':');
    const dlc = c.integer('DLC', 0, 64);
    const transmitter = c.name('transmitter');
    const message: DbcMessageView = {
      id,
      extended,
      pgn: extended ? j1939Pgn(id) : null,
      name,
      dlc,
      transmitter,
      signals: [],
      comment: null,
      attributes: {},
    };
    this.db.messages.push(message);
    this.byDbcId.set(keyOf(raw), message);
    this.current = message;
  }

  private signal(keyword: DbcToken): void {
    const c = this.cursor;
    const message = this.current;
    if (!message) throw new DbcSyntaxError(keyword.line, 'SG_ outside a BO_ message');
    const name = c.name('signal name');
    let multiplexor = false;
    let multiplexValue: number | null = null;
    const mux = c.peek();
    if (mux?.kind === 'name') {
      c.next('multiplexer');
      const match = /^(?:m(\d+))?(M)?$/.exec(mux.text);
      if (mux.text === 'm') {
        // opendbc's loader reads a lone `m` as no marker at all; so does this one, and says so.
        const reason = "multiplex marker 'm' without a value: read as a signal that is always present";
        this.skips.push({ line: mux.line, skipped: `SG_ ${name} m`, reason });
      } else if (!match) {
        throw new DbcSyntaxError(mux.line, `expected 'M' or 'm<n>', found '${mux.text}'`);
      } else {
        multiplexValue = match[1] === undefined ? null : Number(match[1]);
        multiplexor = match[2] === 'M';
      }
    }
    c.punct(':');
    const startBit = c.integer('start bit', 0, 511);
    c.punct('|');
    const length = c.integer('signal length', 1, 64);
    c.punct('@');
    const order = c.integer('byte order (0 or 1)', 0, 1);
    const sign = c.next("'+' or '-'");
    if (sign.kind !== 'punct' || (sign.text !== '+' && sign.text !== '-'))
      c.fail(sign, "expected '+' or '-'");
    c.punct('(');
    const factor = c.number('factor');
    c.punct(',');
    const offset = c.number('offset');
    c.punct(')');
    c.punct('[');
    const min = c.number('minimum');
    c.punct('|');
    const max = c.number('maximum');
    c.punct(']');
    const unit = c.string('unit');
    const receivers = c
      .restOfLine(keyword.line)
      .filter((token) => token.kind !== 'punct' || token.text !== ',')
      .map((token) => (token.kind === 'name' ? token.text : c.fail(token, 'expected a receiver name')));
    if (message.signals.some((signal) => signal.name === name)) {
      throw new DbcSyntaxError(keyword.line, `signal ${name} appears twice in ${message.name}`);
    }
    message.signals.push({
      name,
      startBit,
      length,
      byteOrder: order === 1 ? 'intel' : 'motorola',
      signed: sign.text === '-',
      factor,
      offset,
      min,
      max,
      unit,
      receivers,
      values: [],
      multiplexor,
      multiplexValue,
      multiplexer: null,
      multiplexRanges: [],
      valueType: 'integer',
      comment: null,
      attributes: {},
    });
  }

  /** `<number> "<label>"` pairs up to the `;`. */
  private valuePairs(): { value: number; label: string }[] {
    const pairs: { value: number; label: string }[] = [];
    while (!this.cursor.optionalPunct(';') && !this.cursor.atStatement()) {
      const value = this.cursor.number('raw value');
      pairs.push({ value, label: this.cursor.string('value label') });
    }
    return pairs;
  }

  private signalValues(): void {
    const c = this.cursor;
    const token = c.peek();
    if (token?.kind !== 'number') {
      // VAL_ of an environment variable: nothing to decode.
      c.skipStatement();
      return;
    }
    const signal = this.signalOf(c.integer('message id', 0, 0xffffffff), token);
    signal.values = this.valuePairs();
  }

  private comment(): void {
    const c = this.cursor;
    const first = c.next('comment');
    if (first.kind === 'string') {
      this.db.comment = first.text;
    } else if (first.text === 'BU_') {
      const node = this.nodeOf(c.name('node name'), first);
      node.comment = c.string('comment');
    } else if (first.text === 'BO_') {
      this.messageOf(c.integer('message id', 0, 0xffffffff), first).comment = c.string('comment');
    } else if (first.text === 'SG_') {
      const id = c.integer('message id', 0, 0xffffffff);
      // Generated Honda files write `CM_ SG_ 304 "…";`: a signal comment naming no signal.
      if (c.peek()?.kind === 'string')
        throw new DbcSyntaxError(first.line, 'signal comment without a signal name');
      this.signalOf(id, first).comment = c.string('comment');
    } else if (first.text === 'EV_') {
      c.name('variable name');
      c.string('comment');
    } else {
      c.fail(first, 'expected a comment or BU_, BO_, SG_ or EV_');
    }
    c.end();
  }

  /** `SIG_VALTYPE_ <id> <signal> : 1;` (float) or `2` (double); 0 is a whole number. */
  private valueType(): void {
    const c = this.cursor;
    const at = c.peek();
    const signal = this.signalOf(c.integer('message id', 0, 0xffffffff), at ?? { line: c.line() });
    c.optionalPunct(':');
    const type = c.integer('value type (0, 1 or 2)', 0, 2);
    const bits = type === 1 ? 32 : 64;
    if (type !== 0 && signal.length !== bits) {
      throw new DbcSyntaxError(
        at?.line ?? c.line(),
        `${type === 1 ? 'float' : 'double'} ${signal.name} is not ${bits} bits long`,
      );
    }
    signal.valueType = type === 1 ? 'float' : type === 2 ? 'double' : 'integer';
    c.end();
  }

  /** `SG_MUL_VAL_ <id> <signal> <multiplexor> <min>-<max>, …;` (extended multiplexing). */
  private multiplexValues(): void {
    const c = this.cursor;
    const at = c.peek();
    const line = at?.line ?? c.line();
    const raw = c.integer('message id', 0, 0xffffffff);
    const message = this.messageOf(raw, { line });
    const signal = this.signalOf(raw, { line });
    const multiplexer = c.name('multiplexor name');
    if (!message.signals.some((entry) => entry.name === multiplexer && entry.multiplexor)) {
      throw new DbcSyntaxError(line, `${multiplexer} is not a multiplexor of ${message.name}`);
    }
    const ranges: { min: number; max: number }[] = [];
    do {
      const min = c.integer('multiplexor value', 0, Number.MAX_SAFE_INTEGER);
      // `2-3` reads as the numbers 2 and -3.
      const next = c.peek();
      let max = min;
      if (next?.kind === 'number' && next.text.startsWith('-')) max = -c.number('range end');
      else if (c.optionalPunct('-')) max = c.integer('range end', 0, Number.MAX_SAFE_INTEGER);
      ranges.push({ min, max });
    } while (c.optionalPunct(','));
    c.end();
    signal.multiplexer = multiplexer;
    signal.multiplexRanges.push(...ranges);
  }

  private attributeDefinition(): void {
    const c = this.cursor;
    const SCOPES = { BU_: 'node', BO_: 'message', SG_: 'signal', EV_: 'env' } as const;
    const first = c.next('attribute');
    const scopeKey = first.text as keyof typeof SCOPES;
    const scope = first.kind === 'name' && scopeKey in SCOPES ? SCOPES[scopeKey] : 'network';
    if (scope === 'network' && first.kind !== 'string') c.fail(first, 'expected an attribute name in quotes');
    const name = scope === 'network' ? first.text : c.string('attribute name');
    const typeToken = c.next('attribute type');
    const type = typeToken.text;
    const definition: DbcAttributeDefinitionView = {
      name,
      scope,
      type: 'STRING',
      min: null,
      max: null,
      enumValues: [],
      default: null,
    };
    if (type === 'INT' || type === 'HEX' || type === 'FLOAT') {
      definition.type = type;
      definition.min = c.number('minimum');
      definition.max = c.number('maximum');
    } else if (type === 'ENUM') {
      definition.type = 'ENUM';
      do definition.enumValues.push(c.string('enum value'));
      while (c.optionalPunct(','));
    } else if (type !== 'STRING') {
      c.fail(typeToken, 'expected INT, HEX, FLOAT, STRING or ENUM');
    }
    c.end();
    this.db.attributeDefinitions.push(definition);
  }

  private attributeDefault(): void {
    const c = this.cursor;
    const nameToken = c.peek();
    const name = c.string('attribute name');
    const definition = this.db.attributeDefinitions.find((entry) => entry.name === name);
    if (!definition && nameToken) c.fail(nameToken, 'default of an undefined attribute');
    const value = this.attributeValue(definition);
    c.end();
    if (definition) definition.default = value;
  }

  private attribute(): void {
    const c = this.cursor;
    const nameToken = c.peek();
    const name = c.string('attribute name');
    const definition = this.db.attributeDefinitions.find((entry) => entry.name === name);
    if (!definition && nameToken) c.fail(nameToken, 'value of an undefined attribute');
    let target: Record<string, DbcAttributeValue> = this.db.attributes;
    const object = c.peek();
    if (object?.kind === 'name') {
      c.next('object');
      if (object.text === 'BU_') target = this.nodeOf(c.name('node name'), object).attributes;
      else if (object.text === 'BO_')
        target = this.messageOf(c.integer('message id', 0, 0xffffffff), object).attributes;
      else if (object.text === 'SG_')
        target = this.signalOf(c.integer('message id', 0, 0xffffffff), object).attributes;
      else if (object.text === 'EV_') target = {};
      else c.fail(object, 'expected BU_, BO_, SG_ or EV_');
      if (object.text === 'EV_') c.name('variable name');
    }
    target[name] = this.attributeValue(definition);
    c.end();
  }

  /** A value; an ENUM given by its index is stored as its text. */
  private attributeValue(definition: DbcAttributeDefinitionView | undefined): DbcAttributeValue {
    const token = this.cursor.next('attribute value');
    if (token.kind === 'string') return token.text;
    if (token.kind !== 'number') this.cursor.fail(token, 'expected an attribute value');
    const value = Number(token.text);
    return definition?.type === 'ENUM' ? (definition.enumValues[value] ?? value) : value;
  }

  private nodeOf(name: string, at: Pick<DbcToken, 'line'>): DbcDatabaseView['nodes'][number] {
    const node = this.db.nodes.find((entry) => entry.name === name);
    if (!node) throw new DbcSyntaxError(at.line, `unknown node ${name}`);
    return node;
  }

  private messageOf(raw: number, at: Pick<DbcToken, 'line'>): DbcMessageView {
    const message = this.byDbcId.get(keyOf(raw));
    if (!message) throw new DbcSyntaxError(at.line, `unknown message id ${raw}`);
    return message;
  }

  private signalOf(raw: number, at: Pick<DbcToken, 'line'>): DbcSignalView {
    const message = this.messageOf(raw, at);
    const name = this.cursor.name('signal name');
    const signal = message.signals.find((entry) => entry.name === name);
    if (!signal) throw new DbcSyntaxError(at.line, `unknown signal ${name} in ${message.name}`);
    return signal;
  }
}
