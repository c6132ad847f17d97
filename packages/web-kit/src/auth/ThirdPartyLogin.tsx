import WechatOutlined from '@ant-design/icons-svg/es/asn/WechatOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHref, useSearchParams } from 'react-router';
import { authApi } from '@fleetkey/api-client';
import { LOGIN_FORM_OAUTH_PROVIDER } from '@fleetkey/contract';
import { LOGIN_PATH } from '../errors/unauthorized';
import { useApiClient } from '../providers/console-context';
import { Icon } from '../ui/Icon';
import { oauthBackPage } from './auto-sign-in';

// WeChat's brand colour: the icon must read as WeChat whatever the console's theme.
const WECHAT_GREEN = '#07C160';

/**
 * The login form's third-party sign-in (licence-portal.md §1): only the weixin option, and only when the
 * server says it is configured (GET /auth/third_support). The button starts the server's OAuth flow
 * (/connect/weixin), which comes back to this /Login to finish the sign-in. Plain markup: the sign-in page
 * loads without antd.
 */
export function ThirdPartyLogin() {
  const { t } = useTranslation();
  const api = useApiClient();
  const [search] = useSearchParams();
  const backPage = oauthBackPage(useHref(LOGIN_PATH), search, LOGIN_FORM_OAUTH_PROVIDER);
  // Without an answer the option is simply not offered: no toast on the sign-in screen.
  const options = useQuery({
    queryKey: ['auth', 'third-support', backPage],
    queryFn: () => authApi(api).thirdPartyOptions(backPage),
    meta: { silentError: true },
  });
  const option = options.data?.find(({ provider }) => provider === LOGIN_FORM_OAUTH_PROVIDER);
  if (!option) return null;
  return (
    <div data-testid="third-party-login">
      <div className="fk-divider">{t('auth.thirdParty.title')}</div>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <a className="fk-btn fk-btn-round" href={option.url} data-testid={`oauth-${option.provider}`}>
          <span style={{ color: WECHAT_GREEN }}>
            <Icon svg={WechatOutlined} />
          </span>
          {t('auth.thirdParty.weixin')}
        </a>
      </div>
    </div>
  );
}
