import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoraFieldDescription } from '@fleetkey/contract';
import { LoadError, WholeTable } from '@fleetkey/web-kit';
import { NoData } from '../../common/NoData';
import { useLoraFields } from '../hooks/useDevReference';
import { fieldNameColumn, requiredColumn } from './field-columns';

/** A field's limits in one line: its pattern, range, choices, default and unit. */
function limitsOf(field: LoraFieldDescription): string {
  const range =
    field.min !== undefined || field.max !== undefined ? `${field.min ?? ''}–${field.max ?? ''}` : '';
  return [field.pattern, range, field.options?.join(' / '), field.unit].filter(Boolean).join(' · ');
}

/** The fields of a multicast group's LoRaWAN session, as a script must send them (PUT /multicast/{id}/lora). */
export function LoraFieldsPanel() {
  const { t, i18n } = useTranslation();
  const fields = useLoraFields();
  if (fields.isError) return <LoadError error={fields.error} onRetry={() => void fields.refetch()} />;
  return (
    <Flex vertical gap={12} data-testid="dev-lora">
      <Typography.Text type="secondary">
        {t('developer.loraHint')}{' '}
        <Typography.Text code copyable>
          GET /v1/dev/multicast/lora
        </Typography.Text>
      </Typography.Text>
      <WholeTable<LoraFieldDescription>
        rowKey="name"
        loading={fields.isPending}
        dataSource={fields.data ?? []}
        empty={<NoData />}
        columns={[
          fieldNameColumn(t('developer.field')),
          {
            title: t('developer.label'),
            key: 'label',
            render: (_, field) => (i18n.language.startsWith('zh') ? field.zh : field.en),
          },
          { title: t('developer.type'), dataIndex: 'type', key: 'type', width: 90 },
          requiredColumn(t('developer.required')),
          {
            title: t('developer.rulesTitle'),
            key: 'limits',
            render: (_, field) => limitsOf(field) || '—',
          },
          {
            title: t('developer.secret'),
            dataIndex: 'secret',
            key: 'secret',
            width: 110,
            render: (secret: boolean) =>
              secret ? <Tag color="purple">{t('developer.secretYes')}</Tag> : null,
          },
        ]}
      />
    </Flex>
  );
}
