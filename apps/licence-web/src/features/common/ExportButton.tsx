import type { ReactNode } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

/** Downloads the CSV of a list's current view; busy while the file is on its way. */
export function ExportButton({
  testId,
  exporting,
  onExport,
  children,
}: {
  testId: string;
  exporting: boolean;
  onExport: () => void;
  children: ReactNode;
}) {
  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport} data-testid={testId}>
      {children}
    </Button>
  );
}
