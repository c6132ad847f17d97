import { Card, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATISTIC_BUILTIN_CATALOGUE } from '@fleetkey/contract';
import { builtinName } from '../statistic-texts';
import { WholeTable } from '@fleetkey/web-kit';

type Builtin = (typeof STATISTIC_BUILTIN_CATALOGUE)[number];

/** The built-in algorithms, read-only: name, how a formula calls it, and what it computes. */
export function BuiltinTable() {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<Builtin> = [
    {
      title: t('statistics.algorithms.name'),
      key: 'name',
      width: 200,
      render: (_, entry) => builtinName(entry.key, i18n.language),
    },
    {
      title: t('statistics.algorithms.call'),
      key: 'call',
      width: 260,
      render: (_, entry) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {`${entry.key}(${[t('statistics.algorithms.pointArg'), ...entry.params.map((param) => t(`statistics.algorithms.paramArgs.${param}`))].join(', ')})`}
        </Typography.Text>
      ),
    },
    {
      title: t('statistics.algorithms.explanation'),
      key: 'explanation',
      render: (_, entry) => t(`statistics.builtins.${entry.key}`),
    },
  ];
  return (
    <Card
      size="small"
      title={
        <>
          {t('statistics.algorithms.builtinTitle')} <Tag>{t('statistics.algorithms.readOnly')}</Tag>
        </>
      }
    >
      <WholeTable<Builtin>
        rowKey="key"
        columns={columns}
        dataSource={[...STATISTIC_BUILTIN_CATALOGUE]}
        data-testid="builtin-list"
      />
    </Card>
  );
}
