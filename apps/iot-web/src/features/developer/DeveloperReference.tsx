import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCodesPanel } from './components/ErrorCodesPanel';
import { LoraFieldsPanel } from './components/LoraFieldsPanel';
import { SchemaPanel } from './components/SchemaPanel';

/**
 * The developer reference, for anyone signed in who scripts against the API: the objects' JSON Schemas,
 * the error codes with their wording, and the LoRaWAN multicast session's fields — read from the server.
 */
export function DeveloperReference() {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'schemas', label: t('developer.tabs.schemas'), children: <SchemaPanel /> },
          { key: 'codes', label: t('developer.tabs.codes'), children: <ErrorCodesPanel /> },
          { key: 'lora', label: t('developer.tabs.lora'), children: <LoraFieldsPanel /> },
        ]}
      />
    </Card>
  );
}
