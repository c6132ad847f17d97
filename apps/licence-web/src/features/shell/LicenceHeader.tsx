import { Divider } from 'antd';
import type { MenuProps } from 'antd';
import { LogoutOutlined, SafetyOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AppHeader,
  ChatGroupQr,
  ClientDownload,
  FeedbackLink,
  LanguageSwitch,
  ThemeSettingsButton,
  UserMenu,
  isMainAccount,
  useConsoleSwitch,
  useLogout,
  useSession,
} from '@fleetkey/web-kit';
import { PERSONAL_INFO_PATH } from '../../app/routes';
import { MessageNoticeBell } from '../messages/MessageNoticeBell';

/** Header of licence-portal.md §2: download, notice, chat QR, feedback, language, theme, user menu. */
export function LicenceHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = useSession();
  const { switchConsole } = useConsoleSwitch('iot');

  const items: MenuProps['items'] = [
    { key: 'personalInfo', icon: <UserOutlined />, label: t('shell.personalInfo') },
    { key: 'security', icon: <SafetyOutlined />, label: t('shell.accountSecurity') },
    // Only users get a ujwt; in this portal any role but 0 is an administrator.
    ...(user && isMainAccount(user)
      ? [
          {
            key: 'switchConsole',
            icon: <SwapOutlined />,
            label: <span data-testid="switch-console">{t('auth.handoff.toIot')}</span>,
          },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('shell.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'personalInfo') void navigate(PERSONAL_INFO_PATH);
    else if (key === 'security') void navigate(`${PERSONAL_INFO_PATH}?tab=security`);
    else if (key === 'switchConsole') switchConsole();
    else if (key === 'logout') void logout();
  };

  return (
    <AppHeader
      end={
        <>
          <ClientDownload />
          <MessageNoticeBell />
          <ChatGroupQr />
          <FeedbackLink />
          <Divider orientation="vertical" />
          <LanguageSwitch />
          <ThemeSettingsButton />
          <UserMenu items={items} onClick={onClick} />
        </>
      }
    />
  );
}
