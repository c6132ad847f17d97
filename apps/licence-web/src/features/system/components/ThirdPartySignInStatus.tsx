import { Alert, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '@fleetkey/api-client';
import { LOGIN_FORM_OAUTH_PROVIDER } from '@fleetkey/contract';
import { LoadError, useApiClient } from '@fleetkey/web-kit';
import { SYS_KEYS } from '../query-keys';

/**
 * Whether the sign-in form offers WeChat (licence-portal.md §1): the option shows only once the server has the
 * provider's OAuth app and its public address (environment settings, not this screen), so say which state it is
 * in and what makes it appear — before, administrators saw nothing and could not tell why.
 */
export function ThirdPartySignInStatus() {
  const { t } = useTranslation();
  const api = useApiClient();
  const options = useQuery({
    queryKey: SYS_KEYS.thirdParty,
    queryFn: () => authApi(api).thirdPartyOptions('/Login'),
    meta: { silentError: true },
  });
  if (options.isError) return <LoadError error={options.error} onRetry={() => void options.refetch()} />;
  if (options.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  const offered = options.data.some(({ provider }) => provider === LOGIN_FORM_OAUTH_PROVIDER);
  return (
    <Alert
      data-testid="third-party-status"
      data-offered={offered}
      type={offered ? 'success' : 'info'}
      showIcon
      title={t(offered ? 'system.config.thirdParty.offered' : 'system.config.thirdParty.notOffered')}
      description={offered ? undefined : t('system.config.thirdParty.howTo')}
    />
  );
}
