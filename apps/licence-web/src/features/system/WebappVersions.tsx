import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { webPathSchema } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { Allowed } from '../admin-access/Allowed';
import { listPageOf } from '../common/ListTable';
import { useListView } from '../common/use-list-view';
import { WebappTable } from './components/WebappTable';
import { WebappUploadDialog } from './components/WebappUploadDialog';
import { useWebapps } from './hooks/useWebapps';
import { optionalRule } from './optional-rule';

/**
 * Web deploy (licence-portal.md §2 SystemDeploy): the uploaded web app versions, by web path, and the
 * upload of a new bundle. Bundles are kept as uploaded; putting one live is an operator's step.
 */
export function WebappVersions() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ webPath?: string }>();
  const { view, page, setPage, update } = useListView<{ descend: boolean; webPath?: string }>({
    descend: true,
  });
  const { descend, webPath } = view;
  const [uploading, setUploading] = useState(false);
  const webapps = useWebapps(page, descend, webPath);

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('system.webapps.keptHint')} />
      <Flex justify="space-between" wrap gap={8}>
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => update({ webPath: values.webPath?.trim() || undefined })}
        >
          <Form.Item name="webPath" rules={[optionalRule(webPathSchema, t)]}>
            <Input.Search
              allowClear
              placeholder={t('system.webapps.filterPlaceholder')}
              onSearch={() => form.submit()}
              data-testid="webapp-filter"
            />
          </Form.Item>
        </Form>
        <Allowed permission="webapp:write">
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => setUploading(true)}
            data-testid="webapp-upload"
          >
            {t('system.webapps.upload')}
          </Button>
        </Allowed>
      </Flex>
      <QueryError query={webapps} />
      <WebappTable
        {...listPageOf(webapps, page, setPage)}
        descend={descend}
        onOrder={(next) => update({ descend: next })}
      />
      {uploading && <WebappUploadDialog webPath={webPath} onClose={() => setUploading(false)} />}
    </Flex>
  );
}
