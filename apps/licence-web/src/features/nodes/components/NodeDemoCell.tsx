import { App, Button, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NODE_DEMO_MAX_BYTES, type NodeView } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';
import { useNodeActions } from '../hooks/useNodes';

/** A node's demo file in the list: its name to download, and (with nodes:write) an upload that replaces it. */
export function NodeDemoCell({ node }: { node: NodeView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { uploadDemo, downloadDemo } = useNodeActions();
  return (
    <Space size={4}>
      {node.demo ? (
        <Typography.Link
          onClick={() => downloadDemo.mutate(node.id)}
          ellipsis
          style={{ maxWidth: 140 }}
          data-testid={`node-demo-download-${node.id}`}
        >
          <DownloadOutlined /> {node.demo.fileName}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">{t('nodesAdmin.noDemo')}</Typography.Text>
      )}
      <Allowed permission="nodes:write">
        <Upload
          showUploadList={false}
          beforeUpload={(file) => {
            // Checked here too so a too-large file fails before it is sent.
            if (file.size > NODE_DEMO_MAX_BYTES) void message.error(t('nodesAdmin.demoTooLarge'));
            else
              uploadDemo.mutate(
                { id: node.id, file },
                { onSuccess: () => void message.success(t('nodesAdmin.demoUploaded', { name: file.name })) },
              );
            return false;
          }}
        >
          <Button
            size="small"
            type="link"
            icon={<UploadOutlined />}
            loading={uploadDemo.isPending}
            title={t('nodesAdmin.uploadDemo')}
            data-testid={`node-demo-upload-${node.id}`}
          />
        </Upload>
      </Allowed>
    </Space>
  );
}
