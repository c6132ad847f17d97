import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NODE_DESCRIPTION_MAX,
  NODE_NAME_MAX,
  NODE_SHORT_TEXT_MAX,
  nodeInfoSchema,
  nodeUpdateSchema,
  type NodeView,
} from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
import { useNodeActions } from '../hooks/useNodes';

interface Values {
  name: string;
  type: string;
  description: string;
  os: string;
  version: string;
  /** The node's info as JSON text. */
  info: string;
}

const FIELDS = nodeUpdateSchema.shape;

/** The info text as the object it must be, or undefined when it is not a JSON object within the limit. */
function parseInfo(text: string): Record<string, unknown> | undefined {
  try {
    const parsed = nodeInfoSchema.safeParse(JSON.parse(text === '' ? '{}' : text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const EMPTY: Values = { name: '', type: '', description: '', os: '', version: '', info: '{}' };

/**
 * Creates or edits a node: its fields with the contract's rules, and its info (the node file's other
 * fields) as a JSON object. A name another node has is refused by the server and shown under the form.
 */
export function NodeFormDialog({ node, onClose }: { node?: NodeView; onClose: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useNodeActions();
  const save = ({ info, ...fields }: Values) => {
    const body = { ...fields, info: parseInfo(info) ?? {} };
    return node ? update.mutateAsync({ id: node.id, body }) : create.mutateAsync(body);
  };
  return (
    <FormDialog<Values>
      title={node ? t('nodesAdmin.editTitle', { name: node.name }) : t('nodesAdmin.newTitle')}
      testIds={{ form: 'node-form', ok: 'node-form-ok' }}
      initialValues={node ? { ...node, info: JSON.stringify(node.info, null, 2) } : EMPTY}
      onSubmit={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('nodesAdmin.fields.name')} rules={[zodRule(FIELDS.name, t)]}>
        <Input maxLength={NODE_NAME_MAX} data-testid="node-form-name" />
      </Form.Item>
      <Form.Item name="type" label={t('nodesAdmin.fields.type')} rules={[zodRule(FIELDS.type, t)]}>
        <Input maxLength={NODE_SHORT_TEXT_MAX} />
      </Form.Item>
      <Form.Item name="os" label={t('nodesAdmin.fields.os')} rules={[zodRule(FIELDS.os, t)]}>
        <Input maxLength={NODE_SHORT_TEXT_MAX} />
      </Form.Item>
      <Form.Item name="version" label={t('nodesAdmin.fields.version')} rules={[zodRule(FIELDS.version, t)]}>
        <Input maxLength={NODE_SHORT_TEXT_MAX} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('nodesAdmin.fields.description')}
        rules={[zodRule(FIELDS.description, t)]}
      >
        <Input.TextArea rows={2} maxLength={NODE_DESCRIPTION_MAX} />
      </Form.Item>
      <Form.Item
        name="info"
        label={t('nodesAdmin.fields.info')}
        rules={[
          {
            validator: (_, text: string) =>
              parseInfo(text ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(t('nodesAdmin.infoInvalid'))),
          },
        ]}
      >
        <Input.TextArea rows={6} style={{ fontFamily: 'monospace' }} data-testid="node-form-info" />
      </Form.Item>
    </FormDialog>
  );
}
