import { Divider } from 'antd';
import type { MenuProps } from 'antd';
import { LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AppHeader,
  ChatGroupQr,
  ClientDownload,
  FeedbackLink,
  LanguageSwitch,
  NoticeBell,
  ThemeSettingsButton,
  UserMenu,
  useLogout,
} from '@fleetkey/web-kit';
import { MESSAGE_CENTER_PATH, PERSONAL_INFO_PATH } from '../../app/routes';

/** Header of licence-portal.md §2: download, notice, chat QR, feedback, language, theme, user menu. */
export function LicenceHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const items: MenuProps['items'] = [
    { key: 'personalInfo', icon: <UserOutlined />, label: t('shell.personalInfo') },
    { key: 'security', icon: <SafetyOutlined />, label: t('shell.accountSecurity') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('shell.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'personalInfo') void navigate(PERSONAL_INFO_PATH);
    else if (key === 'security') void navigate(`${PERSONAL_INFO_PATH}?tab=security`);
    else if (key === 'logout') void logout();
  };

  return (
    <AppHeader
      end={
        <>
          <ClientDownload />
          <NoticeBell count={0} items={[]} viewAllTo={MESSAGE_CENTER_PATH} />
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
