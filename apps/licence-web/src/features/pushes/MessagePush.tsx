import { Button, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Allowed } from '../admin-access/Allowed';
import { BroadcastList } from './components/BroadcastList';
import { TicketList } from './components/TicketList';
import { ADD_MESSAGE_PATH } from './push-paths';

type PushTab = 'broadcasts' | 'tickets';

/**
 * Message push (licence-portal.md §2 MessagePush): broadcasts to every user and targeted pushes, each
 * with its list; writers start a new message from here.
 */
export function MessagePush() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The tab lives in the address, so the new-message form can come back to the tab it sent to.
  const [searchParams, setSearchParams] = useSearchParams();
  const active: PushTab = searchParams.get('tab') === 'tickets' ? 'tickets' : 'broadcasts';

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
      destroyOnHidden
      tabBarExtraContent={
        <Allowed permission="pushes:write">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(ADD_MESSAGE_PATH)}
            data-testid="push-new"
          >
            {t('pushes.newMessage')}
          </Button>
        </Allowed>
      }
      items={[
        {
          key: 'broadcasts',
          label: <span data-testid="push-tab-broadcasts">{t('pushes.tabs.broadcasts')}</span>,
          children: <BroadcastList />,
        },
        {
          key: 'tickets',
          label: <span data-testid="push-tab-tickets">{t('pushes.tabs.tickets')}</span>,
          children: <TicketList />,
        },
      ]}
    />
  );
}
