import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Select, Space, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { RuleRender } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_CODE, maskMobile, mobileForArea, VALIDATION_MESSAGES } from '@fleetkey/contract';
import type { UserProfile } from '@fleetkey/contract';
import { COUNTRIES, fullMobile } from '../auth/countries';
import { useTakenRule } from '../auth/use-taken-rule';
import { zodRule } from '../forms/zod-rule';
import { useLanguage } from '../i18n/use-language';
import { CodeInput } from './CodeInput';
import { useContactSave } from './contact-feedback';
import { isCurrentMobile } from './user-centre-rules';
import { useUserCentre } from './user-centre-model';

interface NewMobileValues {
  areaCode: string;
  mobile: string;
  code: string;
}

const areaOf = (form: Pick<FormInstance, 'getFieldValue'>): string =>
  String(form.getFieldValue('areaCode') ?? DEFAULT_AREA_CODE);

/** Step buttons inside each step's own form, so each submits the form it belongs to. */
function StepButtons({ okKey, busy, onCancel }: { okKey: string; busy?: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onCancel}>{t('userCentre.cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="mobile-dialog-ok">
        {t(okKey)}
      </Button>
    </Flex>
  );
}

/** Step 1: the current number typed in full must match the account's. */
function IdentityStep({
  profile,
  onDone,
  onCancel,
}: {
  profile: UserProfile;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const check: RuleRender = () => ({
    validator: (_rule, value?: string) =>
      isCurrentMobile(value ?? '', profile.mobile, profile.area)
        ? Promise.resolve()
        : Promise.reject(new Error(t(VALIDATION_MESSAGES.currentMobileMismatch))),
  });
  return (
    <Form layout="vertical" onFinish={onDone} requiredMark={false}>
      <Typography.Paragraph type="secondary">
        {t('userCentre.mobile.identityHint', { masked: maskMobile(profile.mobile, profile.area) })}
      </Typography.Paragraph>
      <Form.Item name="current" label={t('userCentre.mobile.current')} rules={[check]}>
        <Input inputMode="numeric" maxLength={16} autoFocus data-testid="current-mobile-input" />
      </Form.Item>
      <StepButtons okKey="userCentre.mobile.next" onCancel={onCancel} />
    </Form>
  );
}

/** Step 2: the new number (under a calling code) and the code sent to it. */
function NewMobileStep({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { sendMobileCode } = useUserCentre();
  const [form] = Form.useForm<NewMobileValues>();
  const { busy, save } = useContactSave(onClose);
  // The rule follows the chosen calling code (China's rule under 86, digits elsewhere).
  const mobileRule: RuleRender = (instance) => zodRule(mobileForArea(areaOf(instance)), t);
  const area = (Form.useWatch('areaCode', form) as string | undefined) ?? DEFAULT_AREA_CODE;
  const typed = (Form.useWatch('mobile', form) as string | undefined)?.trim() ?? '';
  const wellFormed = mobileForArea(area).safeParse(typed).success;
  const takenRule = useTakenRule(form, 'mobile', 'mobile', wellFormed ? fullMobile(area, typed) : undefined);

  const submit = ({ mobile, code }: NewMobileValues) =>
    save({ mobile: fullMobile(areaOf(form), mobile) }, code);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ areaCode: DEFAULT_AREA_CODE }}
      onFinish={(values) => void submit(values)}
      requiredMark={false}
    >
      <Typography.Paragraph type="secondary">{t('userCentre.mobile.newHint')}</Typography.Paragraph>
      <Form.Item label={t('userCentre.mobile.newMobile')} required>
        <Space.Compact block>
          <Form.Item name="areaCode" noStyle>
            <Select
              aria-label={t('userCentre.mobile.areaCode')}
              style={{ width: 104 }}
              popupMatchSelectWidth={240}
              showSearch={{ optionFilterProp: 'title' }}
              options={COUNTRIES.map((c) => ({
                value: c.areaCode,
                label: `+${c.areaCode}`,
                title: `${c[language]} +${c.areaCode}`,
              }))}
              optionRender={(option) => <span>{option.data.title}</span>}
              onChange={() => void form.validateFields(['mobile']).catch(() => undefined)}
            />
          </Form.Item>
          <Form.Item name="mobile" noStyle rules={[mobileRule, takenRule]}>
            <Input inputMode="numeric" maxLength={15} data-testid="new-mobile-input" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <CodeInput
        receiverFields={['mobile']}
        send={() => sendMobileCode(fullMobile(areaOf(form), String(form.getFieldValue('mobile') ?? '')))}
        sentKey="userCentre.code.smsSent"
      />
      <StepButtons okKey="userCentre.mobile.submit" busy={busy} onCancel={onClose} />
    </Form>
  );
}

/**
 * Mobile change in two steps: the current number typed in full (identity check), then the new number
 * with the code sent to it. A user with no mobile yet binds one directly.
 */
export function ChangeMobileDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(profile.mobile === '');
  return (
    <Modal
      open
      width={460}
      title={t(profile.mobile ? 'userCentre.mobile.title' : 'userCentre.mobile.bindTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {confirmed ? (
        <NewMobileStep onClose={onClose} />
      ) : (
        <IdentityStep profile={profile} onDone={() => setConfirmed(true)} onCancel={onClose} />
      )}
    </Modal>
  );
}
