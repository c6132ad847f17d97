import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UdsDtcView } from '@fleetkey/contract';
import { byteHex, descriptionIn, SEVERITY_COLOURS } from '../uds-texts';
import { DtcCode } from './DtcCode';
import { WholeTable } from '@fleetkey/web-kit';

// The bits an engineer acts on first stand out; the rest are shown plain.
const ALERT_BITS = new Set(['testFailed', 'confirmedDTC', 'warningIndicatorRequested']);

/** The DTCs of a positive answer: code in both forms, status bits explained, the catalogue's description. */
export function DtcTable({ dtcs }: { dtcs: readonly UdsDtcView[] }) {
  const { t, i18n } = useTranslation();
  return (
    <WholeTable<UdsDtcView>
      rowKey="code"
      dataSource={[...dtcs]}
      empty={t('uds.noDtcs')}
      data-testid="dtc-table"
      columns={[
        {
          title: t('uds.code'),
          width: 150,
          render: (_, dtc) => <DtcCode sae={dtc.sae} code={dtc.code} testId="dtc-sae" />,
        },
        {
          title: t('uds.status'),
          render: (_, dtc) => (
            <Flex gap={4} wrap>
              <Tag style={{ fontFamily: 'monospace' }}>{byteHex(dtc.status)}</Tag>
              {dtc.bits.map((bit) => (
                <Tooltip key={bit} title={t(`uds.bits.${bit}.help`)}>
                  <Tag color={ALERT_BITS.has(bit) ? 'red' : 'blue'} data-testid="dtc-bit">
                    {t(`uds.bits.${bit}.label`)}
                  </Tag>
                </Tooltip>
              ))}
            </Flex>
          ),
        },
        {
          title: t('uds.description'),
          render: (_, dtc) =>
            dtc.entry ? (
              <Flex vertical gap={2}>
                <span data-testid="dtc-description">{descriptionIn(dtc.entry, i18n.language)}</span>
                {dtc.entry.action && (
                  <Typography.Text type="secondary">
                    {t('uds.actionLine', { action: dtc.entry.action })}
                  </Typography.Text>
                )}
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('uds.notInCatalogue')}</Typography.Text>
            ),
        },
        {
          title: t('uds.severity'),
          width: 110,
          render: (_, dtc) =>
            dtc.entry && (
              <Tag color={SEVERITY_COLOURS[dtc.entry.severity]}>
                {t(`uds.severities.${dtc.entry.severity}`)}
              </Tag>
            ),
        },
      ]}
    />
  );
}
