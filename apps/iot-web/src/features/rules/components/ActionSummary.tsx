import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RuleActionView } from '@fleetkey/contract';

/** What an action does, in a line: whom it writes to, where it posts, which command it sends. */
export function ActionSummary({ action }: { action: RuleActionView }) {
  const { t } = useTranslation();
  const line = (() => {
    switch (action.kind) {
      case 'inbox':
        return [
          action.owner ? t('ruleActions.ownerShort') : null,
          action.subuserIds.length > 0
            ? t('ruleActions.subuserCount', { count: action.subuserIds.length })
            : null,
        ]
          .filter(Boolean)
          .join(' + ');
      case 'email':
        return action.addresses.join(', ');
      case 'sms':
        return action.mobiles.join(', ');
      case 'webhook':
        return `${action.url} · ${t('ruleActions.secret')} ${action.secret}`;
      case 'command':
        return `${action.devid} · ${action.cmd} ${Object.keys(action.params).length > 0 ? JSON.stringify(action.params) : ''}`;
    }
  })();
  return (
    <Typography.Text
      style={{ fontSize: 13, maxWidth: 380 }}
      ellipsis={{ tooltip: line }}
      data-testid="action-summary"
    >
      {line}
    </Typography.Text>
  );
}
