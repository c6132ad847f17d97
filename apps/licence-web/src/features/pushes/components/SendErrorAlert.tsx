import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import type { UnknownRecipients } from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';

/** A failed send or issue: the unknown mobiles or ids listed (so the list can be fixed), else the error. */
export function SendErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const unknown =
    error instanceof ApiError && error.code === 'RECIPIENTS_UNKNOWN'
      ? [
          ...((error.data as UnknownRecipients | undefined)?.mobiles ?? []),
          ...((error.data as UnknownRecipients | undefined)?.userIds ?? []),
        ]
      : [];
  return (
    <Alert
      type="error"
      showIcon
      data-testid="push-send-error"
      title={errorText(error)}
      description={
        unknown.length > 0 ? t('pushes.form.unknownList', { list: unknown.join(', ') }) : undefined
      }
    />
  );
}
