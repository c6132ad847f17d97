import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Flex, Form, Typography, type FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors, useErrorText } from '@fleetkey/web-kit';
import { checkedBody, type FormCheck } from '../../common/form-issues';
import type { SectionValues } from '../section-form';
import { EditableRows } from './EditableRows';

export interface SectionFormProps<Row, Body> {
  testId: string;
  title: string;
  addLabel: string;
  newRow: Row;
  /** The rows as stored now. */
  rows: Row[];
  fields: (row: FormListFieldData) => ReactNode;
  /** What a row shows under its line (a command's parameters). */
  below?: (row: FormListFieldData) => ReactNode;
  /** The rows checked with the contract: the body to send, or the issues to show on their fields. */
  check: (rows: Row[] | undefined) => FormCheck<Body>;
  save: (body: Body) => Promise<unknown>;
  /** Shown beside the save button (a topic's delete). */
  extra?: ReactNode;
  /** Read-only for a user who may not write device types. */
  editable: boolean;
}

/** One section of a device type edited as rows and saved alone; the failure of a save shows above it. */
export function SectionForm<Row, Body>(props: SectionFormProps<Row, Body>) {
  const { testId, title, addLabel, newRow, rows, fields, below, check, save, extra, editable } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<SectionValues<Row>>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: SectionValues<Row>) => {
    const body = checkedBody(form, check(values.rows), t);
    if (body === undefined || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await save(body);
      void message.success(t('deviceTypes.sections.saved'));
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<SectionValues<Row>>
      form={form}
      initialValues={{ rows }}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed) => clearChangedErrors(form, changed)}
      disabled={!editable}
      data-testid={testId}
    >
      {failure !== null && (
        <Alert type="error" showIcon title={errorText(failure)} style={{ marginBottom: 12 }} />
      )}
      {rows.length === 0 && !editable && (
        <Typography.Text type="secondary">{t('list.noData')}</Typography.Text>
      )}
      <EditableRows
        name="rows"
        title={title}
        addLabel={addLabel}
        newRow={newRow}
        testIds={{ row: `${testId}-row`, add: `${testId}-add` }}
        fields={fields}
        below={below}
      />
      {editable && (
        <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
          {extra}
          <Button type="primary" htmlType="submit" loading={saving} data-testid={`${testId}-save`}>
            {t('deviceTypes.sections.save')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}
