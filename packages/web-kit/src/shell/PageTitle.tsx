import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../providers/console-context';

/** A screen's title: the page's `<h1>` and the browser tab's title (`<title> · <product>`). */
export function PageTitle({ titleKey, extra }: { titleKey: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { appNameKey } = useConsole();
  const title = t(titleKey);
  const product = t(appNameKey);
  useEffect(() => {
    document.title = `${title} · ${product}`;
  }, [title, product]);
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} data-testid="page-title" style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
