import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Empty state of a screen whose content comes in a later release. */
export function UnderConstruction() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" data-testid="under-construction">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        style={{ padding: '48px 0' }}
        description={
          <>
            <Typography.Text strong>{t('page.building')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('page.buildingHint')}</Typography.Text>
          </>
        }
      />
    </Card>
  );
}
