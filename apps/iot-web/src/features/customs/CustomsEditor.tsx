import { useState } from 'react';
import { Card, Flex, Input, Segmented, Select, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_TYPES, CUSTOM_LIMITS, type AppType, type CustomKey, type CustomType } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { useAllDeviceTypes } from '../common/hooks/useAllDeviceTypes';
import { useDeviceType } from '../devtypes/hooks/useDeviceTypes';
import { declaredPoints } from '../rules/rule-form';
import { CommandPanelEditor } from './components/CommandPanelEditor';
import { DisplayTemplateEditor } from './components/DisplayTemplateEditor';
import { DEFAULT_TEMPLATE_NAME } from './display-template';
import { useTypeCustoms } from './hooks/useCustoms';

/** The customs screen: a device type, an app and a name, then its display template or command panel. */
export function CustomsEditor() {
  const { t } = useTranslation();
  const types = useAllDeviceTypes();
  const [devtype, setDevtype] = useState<string>();
  const [apptype, setApptype] = useState<AppType>('web');
  const [customname, setCustomname] = useState(DEFAULT_TEMPLATE_NAME);
  const [customtype, setCustomtype] = useState<CustomType>('displayTemplate');
  const type = useDeviceType(devtype);
  const customs = useTypeCustoms(devtype);

  const key: CustomKey | undefined =
    devtype && customname.trim()
      ? { devtype, apptype, customtype, customname: customname.trim() }
      : undefined;
  const stored = customs.data?.find(
    (custom) =>
      custom.customtype === customtype && custom.apptype === apptype && custom.customname === key?.customname,
  );
  const ready = key && type.data && customs.data;
  // The editors start from what is stored: a new choice of type, app or name starts them afresh.
  const editorKey = `${devtype}|${apptype}|${customtype}|${key?.customname}`;

  return (
    <Flex vertical gap={16} data-testid="customs">
      <Card size="small">
        <Flex gap={12} wrap align="center">
          <Select
            style={{ minWidth: 220 }}
            placeholder={t('customs.chooseType')}
            value={devtype}
            onChange={setDevtype}
            loading={types.isLoading}
            showSearch
            options={(types.data ?? []).map((entry) => ({ value: entry.devtype, label: entry.devtype }))}
            data-testid="customs-devtype"
          />
          <Segmented<AppType>
            value={apptype}
            onChange={setApptype}
            options={APP_TYPES.map((value) => ({ value, label: t(`customs.apptype.${value}`) }))}
          />
          <Input
            style={{ width: 200 }}
            addonBefore={t('customs.name')}
            value={customname}
            maxLength={CUSTOM_LIMITS.nameMax}
            onChange={(event) => setCustomname(event.target.value)}
            data-testid="customs-name"
          />
          {customs.data && (
            <Typography.Text type="secondary">
              {t('customs.count', { count: customs.data.length })}
            </Typography.Text>
          )}
        </Flex>
      </Card>
      <Card size="small">
        <Tabs
          activeKey={customtype}
          onChange={(tab) => setCustomtype(tab as CustomType)}
          items={[
            { key: 'displayTemplate', label: t('customs.customtype.displayTemplate') },
            { key: 'commandPanel', label: t('customs.customtype.commandPanel') },
          ]}
        />
        {!devtype && <Typography.Text type="secondary">{t('customs.chooseType')}</Typography.Text>}
        {type.isError && <LoadError error={type.error} onRetry={() => void type.refetch()} />}
        {devtype && !ready && !type.isError && <Spin />}
        {ready && customtype === 'displayTemplate' && (
          <DisplayTemplateEditor
            key={editorKey}
            customKey={key}
            declared={declaredPoints(type.data)}
            stored={stored && 'points' in stored.value ? stored.value.points : undefined}
          />
        )}
        {ready && customtype === 'commandPanel' && (
          <CommandPanelEditor
            key={editorKey}
            customKey={key}
            commands={type.data.commands}
            stored={stored && 'buttons' in stored.value ? stored.value.buttons : undefined}
          />
        )}
      </Card>
    </Flex>
  );
}
