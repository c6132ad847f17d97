import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fundAccountOpenSchema } from '@fleetkey/contract';
import { FormModal } from '@fleetkey/web-kit';
import { useFundActions } from '../hooks/useFunds';
import { NewPayPasswordFields } from './NewPayPasswordFields';
import { useFormDialog } from '../../common/hooks/use-form-dialog';

interface OpenValues {
  payPassword: string;
  confirmPayPassword: string;
}

/** Opens the funds account: the payment password that money-moving requests will ask for, typed twice. */
export function OpenAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { save, frame } = useFormDialog<OpenValues>(onClose);
  const { open } = useFundActions();
  return (
    <FormModal
      title={t('funds.open.title')}
      okText={t('funds.open.ok')}
      {...frame}
      onFinish={(values) => void save(() => open.mutateAsync(values))}
      intro={<Typography.Paragraph type="secondary">{t('funds.open.hint')}</Typography.Paragraph>}
      testIds={{ ok: 'fund-open-save', failure: 'fund-open-failure' }}
    >
      <NewPayPasswordFields
        formSchema={fundAccountOpenSchema}
        passwordLabel={t('funds.payPassword')}
        testIds={{ password: 'fund-open-password', confirm: 'fund-open-confirm' }}
      />
    </FormModal>
  );
}
