import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIotAccess } from '../access/use-iot-access';
import { ErrorCodesPanel } from './components/ErrorCodesPanel';
import { LoraFieldsPanel } from './components/LoraFieldsPanel';
import { SchemaPanel } from './components/SchemaPanel';

/**
 * The developer reference, for anyone signed in who scripts against the API: the objects' JSON Schemas,
 * the error codes with their wording, and the LoRaWAN multicast session's fields — read from the server.
 * The session's fields are answered to users who may read multicast groups only, so only they see them.
 */
export function DeveloperReference() {
  const { t } = useTranslation();
  const multicast = useIotAccess().can('multicast', 'read');
  return (
    <Card size="small">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'schemas', label: t('developer.tabs.schemas'), children: <SchemaPanel /> },
          { key: 'codes', label: t('developer.tabs.codes'), children: <ErrorCodesPanel /> },
          ...(multicast
            ? [{ key: 'lora', label: t('developer.tabs.lora'), children: <LoraFieldsPanel /> }]
            : []),
        ]}
      />
    </Card>
  );
}
