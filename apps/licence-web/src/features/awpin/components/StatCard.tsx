import type { ReactNode } from 'react';
import { Card, Empty } from 'antd';

/** A titled card of the statistics: its chart, or the empty state when there is nothing to draw. */
export function StatCard({
  title,
  empty,
  emptyText,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} size="small">
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> : children}
    </Card>
  );
}
