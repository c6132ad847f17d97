import type { ReactNode } from 'react';
import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { childPath, entriesOf, hits, isBranch, type Json } from './json-paths';

const INDENT = 16;
const mark = { background: '#ffe58f', padding: 0 };
const colours = { string: '#0b7a0b', number: '#1f4fbf', boolean: '#b35c00', null: '#888' } as const;

function Scalar({ value }: { value: Json }) {
  const kind = value === null ? 'null' : (typeof value as 'string' | 'number' | 'boolean');
  return <span style={{ color: colours[kind] }}>{JSON.stringify(value)}</span>;
}

/** A folded branch's summary: `{…} 3 keys` or `[…] 2 items`. */
function summary(value: Json, count: (n: number) => string): string {
  return Array.isArray(value) ? `[…] ${count(value.length)}` : `{…} ${count(entriesOf(value).length)}`;
}

/**
 * The lines of a JSON value, each branch folding on a click of its caret; lines whose key or value hit
 * the search are highlighted. `open` holds the paths of the unfolded branches.
 */
export function JsonTree({
  value,
  search,
  open,
  onToggle,
  count,
}: {
  value: Json;
  search: string;
  open: ReadonlySet<string>;
  onToggle: (path: string) => void;
  count: (n: number) => string;
}) {
  const lines: ReactNode[] = [];
  const walk = (node: Json, path: string, depth: number) => {
    for (const [key, child] of entriesOf(node)) {
      const here = childPath(path, key);
      const branch = isBranch(child);
      const unfolded = branch && open.has(here);
      const label = Array.isArray(node) ? key : JSON.stringify(key);
      lines.push(
        <div
          key={here}
          data-testid={`json-line-${here}`}
          style={{ paddingLeft: depth * INDENT, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {branch ? (
            <span
              role="button"
              tabIndex={0}
              aria-expanded={unfolded}
              style={{ cursor: 'pointer', display: 'inline-block', width: INDENT }}
              onClick={() => onToggle(here)}
              onKeyDown={(event) => event.key === 'Enter' && onToggle(here)}
              data-testid={`json-toggle-${here}`}
            >
              {unfolded ? <CaretDownOutlined /> : <CaretRightOutlined />}
            </span>
          ) : (
            <span style={{ display: 'inline-block', width: INDENT }} />
          )}
          <span style={hits(search, key, child) ? mark : undefined}>
            <span style={{ color: '#8b1a8b' }}>{label}</span>
            {': '}
            {branch ? (
              <span style={{ color: '#888' }}>
                {unfolded ? (Array.isArray(child) ? '[' : '{') : summary(child, count)}
              </span>
            ) : (
              <Scalar value={child} />
            )}
          </span>
        </div>,
      );
      if (unfolded) {
        walk(child, here, depth + 1);
        lines.push(
          <div key={`${here}/end`} style={{ paddingLeft: depth * INDENT + INDENT, color: '#888' }}>
            {Array.isArray(child) ? ']' : '}'}
          </div>,
        );
      }
    }
  };
  walk(value, '', 0);
  return <div style={{ fontFamily: 'monospace', fontSize: 13, lineHeight: '20px' }}>{lines}</div>;
}
