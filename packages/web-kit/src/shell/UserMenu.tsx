import { Avatar, Button, Dropdown, theme } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useSession } from '../session/use-session';

/** Header user dropdown: avatar and name as the trigger (`user-menu`), the app's items inside. */
export function UserMenu({ items, onClick }: { items: MenuProps['items']; onClick: MenuProps['onClick'] }) {
  const { user } = useSession();
  const { token } = theme.useToken();
  const name = user?.name || user?.username || '';
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick, style: { minWidth: 168 } }}>
      <Button type="text" data-testid="user-menu" style={{ paddingInline: 8 }}>
        <Avatar
          size={24}
          icon={name ? undefined : <UserOutlined />}
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
