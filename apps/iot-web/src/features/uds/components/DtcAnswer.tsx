import { Alert, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UdsDtcDataView, UdsOutcome } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';
import { byteHex } from '../uds-texts';
import { DtcTable } from './DtcTable';

const OUTCOME_COLOURS: Readonly<Record<UdsOutcome, string>> = {
  positive: 'green',
  negative: 'orange',
  invalid: 'red',
  failed: 'red',
};

/** One answer of a device's ECU: what was asked, what came back, and its DTCs or why there are none. */
export function DtcAnswer({ answer }: { answer: UdsDtcDataView }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="dtc-answer">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'outcome',
            label: t('uds.outcome'),
            children: (
              <Tag color={OUTCOME_COLOURS[answer.outcome]} data-testid="dtc-outcome">
                {t(`uds.outcomes.${answer.outcome}`)}
              </Tag>
            ),
          },
          { key: 'action', label: t('uds.command'), children: t(`uds.actions.${answer.action}`) },
          { key: 'time', label: t('uds.receivedAt'), children: formatDateTime(answer.receivedAt) },
          { key: 'target', label: t('uds.target'), children: `${answer.channel} · ${answer.ecu}` },
          {
            key: 'request',
            label: t('uds.request'),
            children: <Typography.Text code>{answer.request}</Typography.Text>,
          },
          {
            key: 'response',
            label: t('uds.response'),
            children: <Typography.Text code>{answer.response || '—'}</Typography.Text>,
          },
        ]}
      />
      {answer.outcome === 'negative' && answer.nrc !== null && (
        <Alert
          type="warning"
          showIcon
          title={t('uds.negativeTitle', { nrc: byteHex(answer.nrc), name: answer.nrcName })}
          description={t(`uds.nrcHelp.${answer.nrcName ?? ''}`, { defaultValue: t('uds.nrcHelpOther') })}
          data-testid="dtc-nrc"
        />
      )}
      {(answer.outcome === 'invalid' || answer.outcome === 'failed') && (
        <Alert
          type="error"
          showIcon
          title={t(`uds.outcomeHelp.${answer.outcome}`)}
          description={answer.reason}
          data-testid="dtc-reason"
        />
      )}
      {answer.outcome === 'positive' &&
        (answer.action === 'clear' ? (
          <Alert type="success" showIcon title={t('uds.cleared')} data-testid="dtc-cleared" />
        ) : (
          <DtcTable dtcs={answer.dtcs} />
        ))}
    </Flex>
  );
}
