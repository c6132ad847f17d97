import { Avatar, Button, Dropdown, theme } from 'antd';
import { displayName } from '@fleetkey/contract';
import type { MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useApiClient } from '../providers/console-context';
import { useSession } from '../session/use-session';

/**
 * Header user dropdown: avatar (the uploaded one, else the name's first letter) and name as the trigger
 * (`user-menu`), the app's items inside.
 */
export function UserMenu({ items, onClick }: { items: MenuProps['items']; onClick: MenuProps['onClick'] }) {
  const { user } = useSession();
  const api = useApiClient();
  const { token } = theme.useToken();
  const name = user ? displayName(user) : '';
  const picture = user?.avatar ? api.url(`/${user.avatar}`) : undefined;
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick, style: { minWidth: 168 } }}>
      <Button type="text" data-testid="user-menu" style={{ paddingInline: 8 }}>
        <Avatar
          size={24}
          src={picture}
          icon={name || picture ? undefined : <UserOutlined />}
          style={{ backgroundColor: token.colorPrimary, flex: 'none' }}
        >
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <span style={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
