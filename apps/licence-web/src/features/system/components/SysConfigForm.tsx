import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AUTH_STYLES,
  CLIENT_MESSAGE_MAX,
  CLIENT_PATH_MAX,
  CLIENT_VERSION_MAX,
  sysConfigUpdateSchema,
  VALIDATION_MESSAGES as M,
} from '@fleetkey/contract';
import type { ClientInfoConfig } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { useSaveSysConfig } from '../hooks/useSysConfig';
import { changedFields } from '../config-changes';
import { ConfigForm } from './ConfigForm';

const fields = sysConfigUpdateSchema.shape.client.unwrap().shape;
/** The two auth views whose style is chosen, with their selects' test ids. */
const STYLE_FIELDS = [
  ['registerStyle', 'sysconfig-register-style'],
  ['forgotStyle', 'sysconfig-forgot-style'],
] as const;

/**
 * The client info behind /config.json (licence-portal.md §3 "Client info config": version, message,
 * path) and the IoT auth views' styles. Only changed fields are sent, so the operation log names them.
 */
export function SysConfigForm({ current, editable }: { current: ClientInfoConfig; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSysConfig();
  // The contract's link message speaks of websites; here the link may also be a path on this host.
  const pathText = (key: string) => t(key === M.websiteInvalid ? 'system.config.pathInvalid' : key);
  const styleOptions = AUTH_STYLES.map((style) => ({
    value: style,
    label: t(`system.config.styles.${style}`),
  }));

  // A text field is labelled and checked by its name; the path's check speaks of paths too.
  const field = (name: 'version' | 'message' | 'path', control: ReactNode, extra?: string) => (
    <Form.Item
      name={name}
      label={t(`system.config.fields.${name}`)}
      extra={extra}
      rules={[zodRule(fields[name], name === 'path' ? pathText : t)]}
    >
      {control}
    </Form.Item>
  );

  return (
    <ConfigForm<ClientInfoConfig>
      testPrefix="sysconfig"
      current={current}
      editable={editable}
      changesOf={(values) => changedFields(current, values)}
      save={save}
      savedOf={(config) => config.client}
    >
      {field('version', <Input maxLength={CLIENT_VERSION_MAX} data-testid="sysconfig-version" />)}
      {field(
        'message',
        <Input.TextArea maxLength={CLIENT_MESSAGE_MAX} rows={3} data-testid="sysconfig-message" />,
      )}
      {field(
        'path',
        <Input maxLength={CLIENT_PATH_MAX} data-testid="sysconfig-path" />,
        t('system.config.pathHint'),
      )}
      {STYLE_FIELDS.map(([name, testId]) => (
        <Form.Item key={name} name={name} label={t(`system.config.fields.${name}`)}>
          <Select options={styleOptions} data-testid={testId} />
        </Form.Item>
      ))}
    </ConfigForm>
  );
}
