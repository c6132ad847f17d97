import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@fleetkey/web-kit';
import { ActivityLog } from '../features/subusers/ActivityLog';
import { SubuserList } from '../features/subusers/SubuserList';

/** /Home/SubUsers: the main account's sub-users, and the log of every change to them and to its IoT data. */
export default function SubUsersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle titleKey="routes.subUsers" />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'subusers', label: t('subusers.tab'), children: <SubuserList /> },
          {
            key: 'activity',
            label: <span data-testid="tab-activity">{t('activity.tab')}</span>,
            children: <ActivityLog />,
          },
        ]}
      />
    </>
  );
}
