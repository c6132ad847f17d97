import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { paramRefusal } from '../command-refusal';
import type { CommandSendOutcome } from '../hooks/useCommandOutcome';

/** A command form's last send: the server's refusal, or what became of the command. */
export function CommandSendResult({
  outcome,
  errorTestId,
}: {
  outcome: CommandSendOutcome;
  errorTestId: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (outcome?.kind === 'error') {
    const refused = paramRefusal(outcome.error);
    const which =
      refused?.reason === 'PARAM_UNDECLARED'
        ? t('commands.paramUndeclared', { param: refused.param })
        : refused?.reason === 'VALUE_TYPE_MISMATCH'
          ? t('commands.paramType', {
              param: refused.param,
              type: t(`deviceTypes.pointTypes.${refused.declared}`),
            })
          : undefined;
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(outcome.error)}
        description={which}
        data-testid={errorTestId}
      />
    );
  }
  return outcome?.kind === 'result' ? <CommandOutcome result={outcome.result} /> : null;
}

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
