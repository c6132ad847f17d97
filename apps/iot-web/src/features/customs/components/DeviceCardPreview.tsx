import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisplayTemplate, Point } from '@fleetkey/contract';
import { useFormatValue } from '../../common/hooks/use-format-value';
import { pointColumns } from '../display-template';

/** A value of the point's type to preview with: numbers with enough digits to show the rounding. */
function sampleOf(point: Point | undefined): unknown {
  switch (point?.type) {
    case 'integer':
      return 42;
    case 'boolean':
      return true;
    case 'string':
      return 'ok';
    default:
      return 23.4567;
  }
}

/** A device card as the device page will show it with the template being edited (live preview). */
export function DeviceCardPreview({ template, declared }: { template: DisplayTemplate; declared: Point[] }) {
  const { t } = useTranslation();
  const columns = pointColumns([], template, useFormatValue());
  return (
    <Card size="small" title={t('customs.preview.title')} data-testid="template-preview">
      {columns.length === 0 ? (
        <Typography.Text type="secondary">{t('customs.preview.empty')}</Typography.Text>
      ) : (
        <Descriptions size="small" column={1} bordered>
          {columns.map((column) => (
            <Descriptions.Item key={column.name} label={column.title}>
              <span style={{ color: column.color }} data-testid={`preview-${column.name}`}>
                {column.format(sampleOf(declared.find((point) => point.name === column.name)))}
              </span>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
}
