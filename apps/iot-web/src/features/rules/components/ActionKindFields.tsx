import { Checkbox, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { RULE_ACTION_LIMITS, WEBHOOK_SIGNATURE_HEADER, type RuleActionKind } from '@fleetkey/contract';
import { useIotAccess } from '../../access/use-iot-access';
import { SubusersSelect } from '../../common/SubusersSelect';
import type { ActionFormValues } from '../action-form';
import { CommandActionFields } from './CommandActionFields';

/** A list typed in as tags (addresses, mobiles): Enter or a comma ends one. */
function TagsInput({ testId, placeholder, ...props }: { testId: string; placeholder: string }) {
  return (
    <Select
      {...props}
      mode="tags"
      open={false}
      tokenSeparators={[',', ' ', ';']}
      maxCount={RULE_ACTION_LIMITS.recipientsMax}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}

/** The kinds of action sent to a list typed in by the user: the field, its texts and an example entry. */
const RECIPIENT_LISTS = {
  email: {
    name: 'addresses',
    label: 'ruleActions.addresses',
    hint: 'ruleActions.listHint',
    example: 'ops@example.com',
  },
  sms: {
    name: 'mobiles',
    label: 'ruleActions.mobiles',
    hint: 'ruleActions.mobilesHint',
    example: '8613800138000',
  },
} as const;

/** The fields of one kind of action; `maskedSecret` is the stored webhook secret as the server shows it. */
export function ActionKindFields({
  kind,
  form,
  maskedSecret,
}: {
  kind: RuleActionKind;
  form: FormInstance<ActionFormValues>;
  maskedSecret: string | undefined;
}) {
  const { t } = useTranslation();
  // Sub-users are the main account's: a sub-user cannot list them, so it can send to the main account only.
  const { main } = useIotAccess();
  switch (kind) {
    case 'inbox':
      return (
        <>
          <Form.Item name="owner" valuePropName="checked">
            <Checkbox data-testid="action-owner">{t('ruleActions.toOwner')}</Checkbox>
          </Form.Item>
          {main && (
            <Form.Item name="subuserIds" label={t('ruleActions.subusers')}>
              <SubusersSelect testId="action-subusers" />
            </Form.Item>
          )}
        </>
      );
    case 'email':
    case 'sms': {
      const list = RECIPIENT_LISTS[kind];
      return (
        <Form.Item name={list.name} label={t(list.label)} required extra={t(list.hint)}>
          <TagsInput testId={`action-${list.name}`} placeholder={list.example} />
        </Form.Item>
      );
    }
    case 'webhook':
      return (
        <>
          <Form.Item name="url" label={t('ruleActions.url')} required extra={t('ruleActions.urlHint')}>
            <Input placeholder="https://example.com/hooks/alarm" data-testid="action-url" />
          </Form.Item>
          <Form.Item
            name="secret"
            label={t('ruleActions.secret')}
            required={!maskedSecret}
            extra={t('ruleActions.secretHint', { header: WEBHOOK_SIGNATURE_HEADER })}
          >
            <Input.Password
              autoComplete="new-password"
              placeholder={maskedSecret ? t('ruleActions.secretKeep', { masked: maskedSecret }) : undefined}
              data-testid="action-secret"
            />
          </Form.Item>
        </>
      );
    case 'command':
      return <CommandActionFields form={form} />;
  }
}
