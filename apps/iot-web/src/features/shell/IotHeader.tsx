import type { ReactNode } from 'react';
import { Divider } from 'antd';
import type { MenuProps } from 'antd';
import {
  CommentOutlined,
  LogoutOutlined,
  ReadOutlined,
  SettingOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAIN_ACCOUNT_ROLE } from '@fleetkey/contract';
import {
  AppHeader,
  ClientDownload,
  FeedbackLink,
  HeaderAction,
  LanguageSwitch,
  UserMenu,
  useConsoleSwitch,
  useLogout,
  useSession,
  useSiteLinks,
} from '@fleetkey/web-kit';
import { IotMessageBell } from '../messages/IotMessageBell';
import { AlarmBell } from '../rules/AlarmBell';

export interface IotHeaderProps {
  /** The top menu when the horizontal layout is on. */
  menu?: ReactNode;
  onOpenSettings: () => void;
}

/**
 * Header of iot-console.md §2: logo and project name, left and right links, chat link, feedback, active
 * alarms (issue 16), message bell, language, client download and the user menu (settings; logout, after a
 * divider for role 0).
 */
export function IotHeader({ menu, onOpenSettings }: IotHeaderProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  const { switchConsole, switching } = useConsoleSwitch('licence');
  const main = user?.role === MAIN_ACCOUNT_ROLE;
  // With the menu in the header row, links show as icons to leave it room.
  const compact = Boolean(menu);
  // Help and the chat group show only once administrators set their addresses (system config).
  const links = useSiteLinks();

  const items: MenuProps['items'] = [
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: <span data-testid="open-settings">{t('shell.settings')}</span>,
    },
    // Sub-users belong to the IoT console only: the licence portal is their main account's.
    ...(main
      ? [
          {
            key: 'switchConsole',
            icon: <SwapOutlined />,
            label: <span data-testid="switch-console">{t('auth.handoff.toLicence')}</span>,
          },
          { type: 'divider' as const },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('shell.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') onOpenSettings();
    else if (key === 'switchConsole') switchConsole();
    else if (key === 'logout') void logout();
  };

  return (
    <AppHeader
      start={
        links?.helpUrl ? (
          <HeaderAction
            icon={<ReadOutlined />}
            label={t('shell.docs')}
            showLabel={!compact}
            href={links.helpUrl}
            target="_blank"
            rel="noreferrer"
            data-testid="help-link"
          />
        ) : undefined
      }
      center={menu}
      end={
        <>
          {main && (
            <HeaderAction
              icon={<SwapOutlined />}
              label={t('header.licencePortal')}
              showLabel={!compact}
              onClick={switchConsole}
              loading={switching}
              data-testid="licence-portal-link"
            />
          )}
          {links?.chatGroupUrl && (
            <HeaderAction
              icon={<CommentOutlined />}
              label={t('header.chat')}
              href={links.chatGroupUrl}
              target="_blank"
              rel="noreferrer"
              data-testid="chat-link"
            />
          )}
          <FeedbackLink />
          <AlarmBell />
          <IotMessageBell />
          <Divider orientation="vertical" />
          <LanguageSwitch />
          <ClientDownload />
          <UserMenu items={items} onClick={onClick} />
        </>
      }
    />
  );
}
