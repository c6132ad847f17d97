import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useDocumentTitle } from './use-document-title';

/** A screen's title: the page's `<h1>` and the browser tab's title (`<title> · <product>`). */
export function PageTitle({ titleKey, extra }: { titleKey: string; extra?: ReactNode }) {
  const { title } = useDocumentTitle(titleKey);
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} data-testid="page-title" style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
