import { Spin } from 'antd';
import { QueryError } from '@fleetkey/web-kit';
import { useDbcOrigin } from '../hooks/useDbcFiles';

/** The file's text as uploaded, with line numbers (a parse error names a line). */
export function DbcOrigin({ name }: { name: string }) {
  const origin = useDbcOrigin(name);
  if (origin.isPending) return <Spin />;
  if (origin.isError) return <QueryError query={origin} />;
  const lines = origin.data.split(/\r?\n/);
  const width = String(lines.length).length;
  return (
    <pre
      data-testid="dbc-origin"
      style={{
        maxHeight: '70vh',
        overflow: 'auto',
        fontSize: 12,
        margin: 0,
        padding: 8,
        background: '#fafafa',
      }}
    >
      {lines.map((line, index) => `${String(index + 1).padStart(width, ' ')}  ${line}`).join('\n')}
    </pre>
  );
}
