import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../common/ExportButton';
import { SEARCH_INPUT_MAX, searchInputSchema } from '@fleetkey/contract';
import { zodRule } from '@fleetkey/web-kit';
import type { OplogFilterValues } from '../oplog-filters';

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
          <Form.Item name="adminName" rules={[zodRule(searchInputSchema, t)]}>
            <Input
              allowClear
              maxLength={SEARCH_INPUT_MAX}
              placeholder={t('oplogs.filters.adminName')}
              onPressEnter={apply}
              data-testid="oplog-admin-name"
            />
          </Form.Item>
        )}
        <Form.Item name="range">
          <DatePicker.RangePicker allowEmpty={[true, true]} onChange={apply} data-testid="oplog-range" />
        </Form.Item>
        <Form.Item name="search" rules={[zodRule(searchInputSchema, t)]}>
          <Input
            allowClear
            maxLength={SEARCH_INPUT_MAX}
            placeholder={t('oplogs.filters.search')}
            onPressEnter={apply}
            data-testid="oplog-search"
          />
        </Form.Item>
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
