import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../common/ExportButton';
import { SEARCH_INPUT_MAX, searchInputSchema } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import type { OplogFilterValues } from '../oplog-filters';

/** A text the log is searched by, applied on Enter (the filter form is submitted). */
function TextFilter({
  name,
  placeholder,
  testId,
}: {
  name: keyof OplogFilterValues;
  placeholder: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<OplogFilterValues>();
  return (
    <Form.Item name={name} rules={[zodRule(searchInputSchema, t)]}>
      <Input
        allowClear
        maxLength={SEARCH_INPUT_MAX}
        placeholder={placeholder}
        onPressEnter={() => form.submit()}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/**
 * The operation log's filters: the administrator (a choice when the administrators can be listed, else
 * text in the name), a range of days and text in the content or IP; and the export of what they show.
 */
export function OplogFilterBar({
  adminChoices,
  exporting,
  onApply,
  onExport,
}: {
  /** The administrators to choose from; undefined when the list is not readable. */
  adminChoices: { value: string; label: string }[] | undefined;
  exporting: boolean;
  onApply: (values: OplogFilterValues) => void;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OplogFilterValues>();
  const apply = () => form.submit();

  return (
    <Flex justify="space-between" wrap gap={8}>
      <Form form={form} layout="inline" onFinish={onApply} data-testid="oplog-filters">
        {adminChoices ? (
          <Form.Item name="adminId">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={adminChoices}
              placeholder={t('oplogs.filters.admin')}
              style={{ minWidth: 180 }}
              onChange={apply}
              data-testid="oplog-admin"
            />
          </Form.Item>
        ) : (
          <TextFilter
            name="adminName"
            placeholder={t('oplogs.filters.adminName')}
            testId="oplog-admin-name"
          />
        )}
        <Form.Item name="range">
          <DatePicker.RangePicker allowEmpty={[true, true]} onChange={apply} data-testid="oplog-range" />
        </Form.Item>
        <TextFilter name="search" placeholder={t('oplogs.filters.search')} testId="oplog-search" />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="oplog-search-submit">
          {t('oplogs.filters.apply')}
        </Button>
      </Form>
      <ExportButton testId="oplog-export" exporting={exporting} onExport={onExport}>
        {t('oplogs.export')}
      </ExportButton>
    </Flex>
  );
}
