import type {
  DbcAttributeDefinitionView,
  DbcAttributeValue,
  DbcDatabaseView,
  DbcMessageView,
  DbcSignalView,
} from '@fleetkey/contract';
import { dbcId, j1939Pgn } from './can-ids';
import { DbcCursor } from './dbc-cursor';
import { DbcSyntaxError, tokenize, type DbcToken } from './dbc-tokens';

// A reader of the Vector DBC format, the parts telematics needs: VERSION, BU_, BO_, SG_ (with `M` / `m<n>`
// multiplexing), VAL_, VAL_TABLE_, CM_, BA_DEF_, BA_DEF_DEF_, BA_. Other statements (NS_, BS_, EV_,
// SIG_GROUP_, BO_TX_BU_, …) are read past. `candied` was tried first: it ignores unknown or broken lines
// silently and reports no line numbers, so a user could not find the mistake in a 5,000-line file.

/** Statements read past to their `;` (their content does not change decoding). */
const SKIPPED = new Set([
  'EV_',
  'ENVVAR_DATA_',
  'SGTYPE_',
  'SGTYPE_VAL_',
  'SIG_GROUP_',
  'SIG_VALTYPE_',
  'SIG_TYPE_REF_',
  'BO_TX_BU_',
  'BA_DEF_REL_',
  'BA_DEF_DEF_REL_',
  'BA_REL_',
  'BU_SG_REL_',
  'BU_EV_REL_',
  'BU_BO_REL_',
  'SG_MUL_VAL_',
  'CAT_DEF_',
  'CAT_',
  'FILTER',
]);

/** Parses DBC text into its tree; throws DbcSyntaxError naming the line of the first mistake. */
export function parseDbc(source: string): DbcDatabaseView {
  return new DbcReader(source).read();
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
  };
  /** Messages by their DBC id (bit 31 = extended), for the statements that refer to them. */
  private readonly byDbcId = new Map<number, DbcMessageView>();
  private current: DbcMessageView | null = null;

  constructor(source: string) {
    this.cursor = new DbcCursor(tokenize(source));
  }

  read(): DbcDatabaseView {
    const c = this.cursor;
    while (!c.done()) {
      const keyword = c.next('statement');
      if (keyword.kind !== 'name') c.fail(keyword, 'expected a statement keyword');
      if (keyword.text !== 'SG_') this.current = null;
      switch (keyword.text) {
        case 'VERSION':
          this.db.version = c.string('version');
          break;
        case 'NS_':
          this.newSymbols(keyword);
          break;
        case 'BS_':
          c.punct(':');
          c.restOfLine(keyword.line);
          break;
        case 'BU_':
          c.punct(':');
          for (const token of c.restOfLine(keyword.line)) {
            if (token.kind !== 'name') c.fail(token, 'expected a node name');
            this.db.nodes.push({ name: token.text, comment: null, attributes: {} });
          }
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
          if (!SKIPPED.has(keyword.text)) c.fail(keyword, 'unknown statement');
          c.skipStatement(keyword);
      }
    }
    return this.db;
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
    this.byDbcId.set(raw, message);
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
      if (!match) throw new DbcSyntaxError(mux.line, `expected 'M' or 'm<n>', found '${mux.text}'`);
      multiplexValue = match[1] === undefined ? null : Number(match[1]);
      multiplexor = match[2] === 'M';
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
      comment: null,
      attributes: {},
    });
  }

  /** `<number> "<label>"` pairs up to the `;`. */
  private valuePairs(): { value: number; label: string }[] {
    const pairs: { value: number; label: string }[] = [];
    while (!this.cursor.optionalPunct(';')) {
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
      c.skipStatement(c.next('VAL_'));
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
      this.signalOf(c.integer('message id', 0, 0xffffffff), first).comment = c.string('comment');
    } else if (first.text === 'EV_') {
      c.name('variable name');
      c.string('comment');
    } else {
      c.fail(first, 'expected a comment or BU_, BO_, SG_ or EV_');
    }
    c.punct(';');
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
    c.punct(';');
    this.db.attributeDefinitions.push(definition);
  }

  private attributeDefault(): void {
    const c = this.cursor;
    const nameToken = c.peek();
    const name = c.string('attribute name');
    const definition = this.db.attributeDefinitions.find((entry) => entry.name === name);
    if (!definition && nameToken) c.fail(nameToken, 'default of an undefined attribute');
    const value = this.attributeValue(definition);
    c.punct(';');
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
    c.punct(';');
  }

  /** A value; an ENUM given by its index is stored as its text. */
  private attributeValue(definition: DbcAttributeDefinitionView | undefined): DbcAttributeValue {
    const token = this.cursor.next('attribute value');
    if (token.kind === 'string') return token.text;
    if (token.kind !== 'number') this.cursor.fail(token, 'expected an attribute value');
    const value = Number(token.text);
    return definition?.type === 'ENUM' ? (definition.enumValues[value] ?? value) : value;
  }

  private nodeOf(name: string, at: DbcToken): DbcDatabaseView['nodes'][number] {
    const node = this.db.nodes.find((entry) => entry.name === name);
    if (!node) throw new DbcSyntaxError(at.line, `unknown node ${name}`);
    return node;
  }

  private messageOf(raw: number, at: DbcToken): DbcMessageView {
    const message = this.byDbcId.get(raw);
    if (!message) throw new DbcSyntaxError(at.line, `unknown message id ${raw}`);
    return message;
  }

  private signalOf(raw: number, at: DbcToken): DbcSignalView {
    const message = this.messageOf(raw, at);
    const name = this.cursor.name('signal name');
    const signal = message.signals.find((entry) => entry.name === name);
    if (!signal) throw new DbcSyntaxError(at.line, `unknown signal ${name} in ${message.name}`);
    return signal;
  }
}
