import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEV_BOARD_NAME_MAX,
  DEV_BOARD_SHORT_MAX,
  INDUSTRIES,
  devBoardSaveSchema,
  type DevBoardSaveInput,
  type DevBoardView,
} from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
import { useDevBoardActions } from '../hooks/useDevBoards';

type Values = Required<Omit<DevBoardSaveInput, 'id'>>;

const FIELDS = devBoardSaveSchema.shape;
const TRIPLE = ['serial', 'model', 'uid'] as const;
type TextField = (typeof TRIPLE)[number] | 'name' | 'version' | 'company' | 'module' | 'type';

/**
 * Create or edit a development board, checked with the contract's schema: the identity triple (serial,
 * model, UId) is required, the rest may stay empty. A serial already used is refused by the server.
 */
export function DevBoardFormDialog({ board, onClose }: { board?: DevBoardView; onClose: () => void }) {
  const { t } = useTranslation();
  const { save } = useDevBoardActions();
  const initialValues: Values = {
    serial: board?.serial ?? '',
    model: board?.model ?? '',
    uid: board?.uid ?? '',
    name: board?.name ?? '',
    version: board?.version ?? '',
    industry: board?.industry ?? '',
    company: board?.company ?? '',
    module: board?.module ?? '',
    type: board?.type ?? '',
  };
  const text = (field: TextField, max: number) => (
    <Form.Item
      key={field}
      name={field}
      label={t(`awpin.fields.${field}`)}
      rules={[zodRule(FIELDS[field], t)]}
    >
      <Input maxLength={max} data-testid={`devboard-form-${field}`} />
    </Form.Item>
  );
  return (
    <FormDialog<Values>
      title={t(board ? 'awpin.boards.editTitle' : 'awpin.boards.newTitle')}
      testIds={{ form: 'devboard-form', ok: 'devboard-form-ok' }}
      initialValues={initialValues}
      onSubmit={(values) => save.mutateAsync(board ? { ...values, id: board.id } : values)}
      onClose={onClose}
    >
      {TRIPLE.map((field) => text(field, DEV_BOARD_SHORT_MAX))}
      {text('name', DEV_BOARD_NAME_MAX)}
      {text('version', DEV_BOARD_SHORT_MAX)}
      <Form.Item name="industry" label={t('awpin.fields.industry')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={INDUSTRIES.map((value) => ({ value, label: t(`userCentre.industries.${value}`) }))}
          data-testid="devboard-form-industry"
        />
      </Form.Item>
      {text('company', DEV_BOARD_NAME_MAX)}
      {text('module', DEV_BOARD_SHORT_MAX)}
      {text('type', DEV_BOARD_SHORT_MAX)}
    </FormDialog>
  );
}
