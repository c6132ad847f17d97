import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LicenceView } from '@fleetkey/contract';
import { licenceActions } from '../licence-actions';
import type { ActionState } from '../licence-actions';

/** What a row action opens (all dialogs but `offline`, which downloads at once). */
export type LicenceActionKind = 'bind' | 'unbind' | 'renew' | 'cdkey' | 'useCard' | 'permissions' | 'offline';

const MENU_KINDS = [
  'cdkey',
  'useCard',
  'permissions',
  'offline',
] as const satisfies readonly LicenceActionKind[];

/**
 * A licence row's actions: bind or unbind and renew in the row, the rest under "more". An action that
 * cannot be taken now stays visible, disabled, with the reason in a tooltip.
 */
export function LicenceRowActions({
  licence,
  level,
  downloading,
  onAction,
}: {
  licence: LicenceView;
  level: number;
  downloading: boolean;
  onAction: (kind: LicenceActionKind, licence: LicenceView) => void;
}) {
  const { t } = useTranslation();
  const actions = licenceActions(licence, level);
  const testId = (kind: LicenceActionKind) => `licence-${kind}-${licence.licenseId}`;

  const inline = (kind: LicenceActionKind, state: ActionState, label: string) => {
    if (!state) return null;
    const button = (
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        disabled={state.blocked !== undefined}
        onClick={() => onAction(kind, licence)}
        data-testid={testId(kind)}
      >
        {label}
      </Button>
    );
    return state.blocked ? (
      <Tooltip title={t(`licences.blocked.${state.blocked}`)}>{button}</Tooltip>
    ) : (
      button
    );
  };

  const more: MenuProps['items'] = [
    { key: 'cdkey', label: <span data-testid={testId('cdkey')}>{t('licences.actions.cdkey')}</span> },
    { key: 'useCard', label: <span data-testid={testId('useCard')}>{t('licences.actions.useCard')}</span> },
    {
      key: 'permissions',
      label: <span data-testid={testId('permissions')}>{t('licences.actions.permissions')}</span>,
    },
    ...(actions.offline
      ? [
          {
            key: 'offline',
            disabled: downloading,
            label: <span data-testid={testId('offline')}>{t('licences.actions.offline')}</span>,
          },
        ]
      : []),
  ];

  return (
    <Space size="middle" wrap>
      {inline('bind', actions.bind, t('licences.actions.bind'))}
      {actions.unbind &&
        inline(
          'unbind',
          actions.unbind,
          t(`licences.actions.${actions.unbind.mode === 'direct' ? 'unbind' : 'requestUnbind'}`),
        )}
      {inline('renew', actions.renew, t('licences.actions.renew'))}
      <Dropdown
        trigger={['click']}
        menu={{
          items: more,
          onClick: ({ key }) => {
            const kind = MENU_KINDS.find((k) => k === key);
            if (kind) onAction(kind, licence);
          },
        }}
      >
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          data-testid={`licence-more-${licence.licenseId}`}
        >
          {t('licences.actions.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
