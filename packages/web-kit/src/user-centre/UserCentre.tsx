import { Alert, Button, Card, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTexts } from '../i18n/use-texts';
import { InfoTab } from './InfoTab';
import { SecurityTab } from './SecurityTab';
import { USER_CENTRE_TEXTS } from './texts';
import { initialTab, userCentreSections } from './user-centre-rules';
import type { UserCentreTab } from './user-centre-rules';
import { UserCentreContext } from './user-centre-model';
import type { UserCentreModel } from './user-centre-model';

/**
 * The personal centre of both consoles: "Personal information" (main account only) and "Account
 * security" tabs. The open tab follows `?tab=`, so the header's "account security" item lands there.
 */
export function UserCentre({ model }: { model: UserCentreModel }) {
  useTexts(USER_CENTRE_TEXTS);
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sections = userCentreSections(model.user);
  const active = initialTab(params.get('tab'), model.user);

  let body;
  if (model.profile === undefined && model.loading) {
    body = <Skeleton active avatar paragraph={{ rows: 6 }} data-testid="user-centre-loading" />;
  } else if (model.profile === undefined) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('userCentre.loadFailed')}
        action={<Button onClick={model.reload}>{t('common.retry')}</Button>}
        data-testid="user-centre-error"
      />
    );
  } else {
    const profile = model.profile;
    const items = [
      ...(sections.info
        ? [{ key: 'info', label: t('userCentre.tabs.info'), children: <InfoTab profile={profile} /> }]
        : []),
      { key: 'security', label: t('userCentre.tabs.security'), children: <SecurityTab profile={profile} /> },
    ];
    body = (
      <Tabs
        activeKey={active}
        items={items.map((item) => ({
          ...item,
          label: <span data-testid={`tab-${item.key}`}>{item.label}</span>,
        }))}
        onChange={(key) => setParams({ tab: key as UserCentreTab }, { replace: true })}
      />
    );
  }

  return (
    <UserCentreContext.Provider value={model}>
      <Card data-testid="user-centre">{body}</Card>
    </UserCentreContext.Provider>
  );
}
