import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardRecipients } from '@fleetkey/api-client';
import { parseAudience } from '../../pushes/audience';
import { AudienceField } from '../../pushes/components/AudienceField';

/** How recipients are named in a card form: not at all (optional only), by mobile or by user id. */
export type RecipientKind = 'none' | 'mobiles' | 'userIds';

/** The form values of the recipient fields. */
export interface RecipientValues {
  recipientKind: RecipientKind;
  recipientList?: string;
}

/** The recipients the values name, or undefined for none. */
export function toRecipients(values: RecipientValues): CardRecipients | undefined {
  const list = parseAudience(values.recipientList ?? '');
  if (values.recipientKind === 'mobiles') return { mobiles: list };
  if (values.recipientKind === 'userIds') return { userIds: list };
  return undefined;
}

/** Who receives cards: by mobile or user id, one a line (and, when `optional`, nobody yet). */
export function RecipientsFields({ optional }: { optional: boolean }) {
  const { t } = useTranslation();
  const kind = Form.useWatch<RecipientKind | undefined>('recipientKind');
  const kinds: RecipientKind[] = optional ? ['none', 'mobiles', 'userIds'] : ['mobiles', 'userIds'];
  return (
    <>
      <Form.Item name="recipientKind" label={t('voucherAdmin.recipients.label')}>
        <Radio.Group
          data-testid="card-recipient-kind"
          options={kinds.map((value) => ({
            value,
            label: (
              <span data-testid={`card-recipient-${value}`}>{t(`voucherAdmin.recipients.${value}`)}</span>
            ),
          }))}
        />
      </Form.Item>
      {kind !== undefined && kind !== 'none' && (
        <AudienceField key={kind} name="recipientList" kind={kind} testId="card-recipient-list" />
      )}
    </>
  );
}
