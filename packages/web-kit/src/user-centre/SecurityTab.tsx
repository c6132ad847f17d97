import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Flex, List, Typography } from 'antd';
import {
  DeleteOutlined,
  LockOutlined,
  MailOutlined,
  MobileOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { maskMobile } from '@fleetkey/contract';
import type { UserProfile } from '@fleetkey/contract';
import { ChangeMobileDialog } from './ChangeMobileDialog';
import { CloseAccountDialog } from './CloseAccountDialog';
import { CodePasswordDialog } from './CodePasswordDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EmailDialog } from './EmailDialog';
import { PhoneSecuritySwitch } from './PhoneSecuritySwitch';
import { passwordChangeAsked, userCentreSections } from './user-centre-rules';
import { useUserCentre } from './user-centre-model';

type Dialog = 'password' | 'passwordCode' | 'mobile' | 'email' | 'close' | null;

interface Row {
  key: string;
  icon: ReactNode;
  title: string;
  value: ReactNode;
  action: ReactNode;
}

/**
 * Account security: password, mobile (main account only), e-mail, the phone-security switch, and closing the
 * account (main account only).
 */
export function SecurityTab({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { user, passwordByCode } = useUserCentre();
  const [params] = useSearchParams();
  // A sub-user on the initial password its main account set lands here to choose its own first.
  const forced = passwordChangeAsked(params);
  const [dialog, setDialog] = useState<Dialog>(forced ? 'password' : null);
  const sections = userCentreSections(user);
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const action = (name: Exclude<Dialog, null>, label: string) => (
    <Button type="link" onClick={() => setDialog(name)} data-testid={`security-${name}-action`}>
      {label}
    </Button>
  );

  const rows: Row[] = [
    {
      key: 'password',
      icon: <LockOutlined />,
      title: t('userCentre.security.password'),
      value: secondary(t('userCentre.security.passwordHint')),
      action:
        passwordByCode && profile.mobile ? (
          <Flex>
            {action('password', t('userCentre.security.change'))}
            {action('passwordCode', t('userCentre.security.changeByCode'))}
          </Flex>
        ) : (
          action('password', t('userCentre.security.change'))
        ),
    },
    ...(sections.mobile
      ? [
          {
            key: 'mobile',
            icon: <MobileOutlined />,
            title: t('userCentre.security.mobile'),
            value: profile.mobile
              ? maskMobile(profile.mobile, profile.area)
              : secondary(t('userCentre.security.noMobile')),
            action: action(
              'mobile',
              t(profile.mobile ? 'userCentre.security.change' : 'userCentre.security.bind'),
            ),
          },
        ]
      : []),
    {
      key: 'email',
      icon: <MailOutlined />,
      title: t('userCentre.security.email'),
      value: profile.email || secondary(t('userCentre.security.noEmail')),
      action: action('email', t(profile.email ? 'userCentre.security.change' : 'userCentre.security.bind')),
    },
    {
      key: 'phoneSecurity',
      icon: <SafetyOutlined />,
      title: t('userCentre.security.phoneSecurity'),
      value: secondary(t('userCentre.security.phoneSecurityHint')),
      action: <PhoneSecuritySwitch profile={profile} />,
    },
    ...(sections.closeAccount
      ? [
          {
            key: 'close',
            icon: <DeleteOutlined />,
            title: t('userCentre.closeAccount.title'),
            value: secondary(t('userCentre.closeAccount.hint')),
            action: (
              <Button
                type="link"
                danger
                onClick={() => setDialog('close')}
                data-testid="security-close-action"
              >
                {t('userCentre.closeAccount.action')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16} style={{ padding: '0 8px 8px' }}>
      {forced && (
        <Alert
          type="warning"
          showIcon
          title={t('userCentre.security.initialPassword')}
          data-testid="initial-password-hint"
        />
      )}
      {!profile.email && (
        <Alert
          type="info"
          showIcon
          title={t('userCentre.security.bindEmailHint')}
          data-testid="bind-email-hint"
        />
      )}
      <List
        itemLayout="horizontal"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item actions={[row.action]} data-testid={`security-${row.key}`}>
            <List.Item.Meta
              avatar={<span style={{ fontSize: 20, color: 'var(--ant-color-primary)' }}>{row.icon}</span>}
              title={row.title}
              description={<span data-testid={`security-${row.key}-value`}>{row.value}</span>}
            />
          </List.Item>
        )}
      />
      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(null)} />}
      {dialog === 'passwordCode' && <CodePasswordDialog profile={profile} onClose={() => setDialog(null)} />}
      {dialog === 'mobile' && <ChangeMobileDialog profile={profile} onClose={() => setDialog(null)} />}
      {dialog === 'email' && <EmailDialog profile={profile} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <CloseAccountDialog onClose={() => setDialog(null)} />}
    </Flex>
  );
}
