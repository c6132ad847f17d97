import type { ReactNode } from 'react';
import { Flex } from 'antd';

/** The bar over a list: its filters on the left, its actions (`children`) on the right, wrapping when narrow. */
export function ListToolbar({ filters, children }: { filters: ReactNode; children?: ReactNode }) {
  return (
    <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
      <Flex wrap gap={12}>
        {filters}
      </Flex>
      {children}
    </Flex>
  );
}
