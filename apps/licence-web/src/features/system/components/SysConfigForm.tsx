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

  return (
    <ConfigForm<ClientInfoConfig>
      testPrefix="sysconfig"
      current={current}
      editable={editable}
      changesOf={(values) => changedFields(current, values)}
      save={save}
      savedOf={(config) => config.client}
    >
      <Form.Item
        name="version"
        label={t('system.config.fields.version')}
        rules={[zodRule(fields.version, t)]}
      >
        <Input maxLength={CLIENT_VERSION_MAX} data-testid="sysconfig-version" />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('system.config.fields.message')}
        rules={[zodRule(fields.message, t)]}
      >
        <Input.TextArea maxLength={CLIENT_MESSAGE_MAX} rows={3} data-testid="sysconfig-message" />
      </Form.Item>
      <Form.Item
        name="path"
        label={t('system.config.fields.path')}
        extra={t('system.config.pathHint')}
        rules={[zodRule(fields.path, pathText)]}
      >
        <Input maxLength={CLIENT_PATH_MAX} data-testid="sysconfig-path" />
      </Form.Item>
      <Form.Item name="registerStyle" label={t('system.config.fields.registerStyle')}>
        <Select options={styleOptions} data-testid="sysconfig-register-style" />
      </Form.Item>
      <Form.Item name="forgotStyle" label={t('system.config.fields.forgotStyle')}>
        <Select options={styleOptions} data-testid="sysconfig-forgot-style" />
      </Form.Item>
    </ConfigForm>
  );
}
