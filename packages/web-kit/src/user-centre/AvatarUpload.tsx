import { useState } from 'react';
import { App, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AVATAR_FORMATS } from '@fleetkey/contract';
import { useShowError } from '../providers/console-context';
import { avatarIssue } from './user-centre-rules';
import { useUserCentre } from './user-centre-model';

const ACCEPT = [...AVATAR_FORMATS, 'jpeg'].map((ext) => `.${ext}`).join(',');

/** The avatar and its upload: type and size are checked here first, with the server's two messages. */
export function AvatarUpload({ avatar, name }: { avatar: string; name: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useShowError();
  const { avatarUrl, uploadAvatar } = useUserCentre();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const issue = avatarIssue({ name: file.name, size: file.size, type: file.type });
    if (issue !== undefined) {
      void message.error({ content: t(issue), className: 'avatar-error' });
      return;
    }
    setBusy(true);
    try {
      await uploadAvatar(file);
      void message.success(t('userCentre.avatar.success'));
    } catch (error) {
      showError(error, 'avatar');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical align="center" gap={12} style={{ width: 160 }}>
      <Avatar
        size={112}
        src={avatar ? avatarUrl(avatar) : undefined}
        icon={<UserOutlined />}
        alt={t('userCentre.avatar.alt')}
        data-testid="avatar-image"
      />
      <Typography.Text strong ellipsis style={{ maxWidth: 160 }}>
        {name}
      </Typography.Text>
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        // The file is handled here (checked, then sent through the api-client), never by antd's uploader.
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="avatar-upload">
          {t('userCentre.avatar.change')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        {t('userCentre.avatar.hint')}
      </Typography.Text>
    </Flex>
  );
}
