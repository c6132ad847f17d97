import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '@fleetkey/contract';
import { formatDateTime } from '../../common/format';

/** What became of a sent command: sent, answered, answered with a failure code, or queued for later. */
export function CommandOutcome({ result }: { result: CommandResult }) {
  const { t } = useTranslation();
  const { cmd, state, reply } = result;
  const replyText = reply ? (
    <Typography.Text code data-testid="command-reply">
      {JSON.stringify(reply)}
    </Typography.Text>
  ) : undefined;
  if (state === 'queued') {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="command-result"
        title={t('commands.queued', { cmd, time: formatDateTime(result.expiresAt ?? 0) })}
      />
    );
  }
  if (state === 'failed') {
    const message = typeof reply?.message === 'string' ? reply.message : '';
    const code = typeof reply?.code === 'number' || typeof reply?.code === 'string' ? String(reply.code) : '';
    return (
      <Alert
        type="error"
        showIcon
        data-testid="command-result"
        title={t('commands.failed', { cmd, code, message })}
        description={replyText}
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      data-testid="command-result"
      title={t(state === 'replied' ? 'commands.replied' : 'commands.sent', { cmd })}
      description={replyText}
    />
  );
}
