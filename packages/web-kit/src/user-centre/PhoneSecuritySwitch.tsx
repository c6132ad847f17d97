import { useState } from 'react';
import { App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@fleetkey/contract';
import { useShowError } from '../providers/console-context';
import { useUserCentre } from './user-centre-model';

/**
 * The phone-security switch (enableTwoFactorCheck). Turning it on needs a bound mobile (the server
 * says the same); turning it off weakens sign-in, so that asks for a confirmation first.
 */
export function PhoneSecuritySwitch({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const showError = useShowError();
  const { updateProfile } = useUserCentre();
  const [busy, setBusy] = useState(false);
  const on = profile.enableTwoFactorCheck === 'true';

  const save = async (enable: boolean) => {
    setBusy(true);
    try {
      await updateProfile({ enableTwoFactorCheck: enable ? 'true' : 'false' });
      void message.success(
        t(enable ? 'userCentre.security.phoneSecurityOn' : 'userCentre.security.phoneSecurityOff'),
      );
    } catch (error) {
      showError(error, 'users');
    } finally {
      setBusy(false);
    }
  };

  const toggle = (enable: boolean) => {
    if (enable && !profile.mobile) {
      void message.warning(t('userCentre.security.phoneSecurityNeedsMobile'));
      return;
    }
    if (enable) {
      void save(true);
      return;
    }
    modal.confirm({
      title: t('userCentre.security.turnOffTitle'),
      content: t('userCentre.security.turnOffHint'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => save(false),
    });
  };

  return (
    <Switch
      checked={on}
      loading={busy}
      onChange={toggle}
      aria-label={t('userCentre.security.phoneSecurity')}
      data-testid="phone-security-switch"
    />
  );
}
