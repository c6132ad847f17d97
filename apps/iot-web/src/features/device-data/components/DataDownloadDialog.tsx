import { Alert, DatePicker, Form, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TELEMETRY_DOWNLOAD_DEVICES_MAX } from '@fleetkey/contract';
import { FormModal, saveBlob } from '@fleetkey/web-kit';
import { DevicesSelect } from '../../common/DevicesSelect';
import { checkedBody } from '../../common/form-issues';
import { useAllDeviceTypes } from '../../common/hooks/useAllDeviceTypes';
import { useFormDialog } from '../../common/hooks/use-form-dialog';
import type { TimeRange } from '../../history/history-range';
import { toDownload, type DownloadRequest, type DownloadValues } from '../download-form';
import { useDataDownload } from '../hooks/useDataDownload';

type PickedRange = [Dayjs | null, Dayjs | null] | null;

/**
 * Downloads the data of several devices, or of every device of one type, as one CSV (a devid column
 * first); the server reads it all before the file arrives, so the dialog says it is being prepared.
 */
export function DataDownloadDialog({ range, onClose }: { range: TimeRange | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, save, saving, frame } = useFormDialog<DownloadValues>(onClose);
  const download = useDataDownload();
  const types = useAllDeviceTypes();
  const scope = Form.useWatch('scope', form) ?? 'devices';
  const fetch = async (request: DownloadRequest) => {
    const file = await download.mutateAsync(request);
    const fallback = request.scope === 'devices' ? 'devices.csv' : `${request.devtype}.csv`;
    saveBlob(file.blob, file.fileName ?? fallback);
  };
  return (
    <FormModal<DownloadValues>
      title={t('data.download.title')}
      width={560}
      okText={t('data.download.ok')}
      {...frame}
      initialValues={{ scope: 'devices', devids: [], devtype: null, range }}
      testIds={{ form: 'data-download-dialog', ok: 'data-download-submit', failure: 'data-download-failure' }}
      onFinish={(values) => {
        const request = checkedBody(form, toDownload(values), t);
        if (request) void save(() => fetch(request));
      }}
    >
      <Form.Item name="scope">
        <Radio.Group
          data-testid="data-download-scope"
          options={[
            { value: 'devices', label: t('data.download.devices') },
            { value: 'type', label: t('data.download.type') },
          ]}
        />
      </Form.Item>
      {scope === 'devices' ? (
        <Form.Item
          name="devids"
          label={t('data.download.devicesLabel', { max: TELEMETRY_DOWNLOAD_DEVICES_MAX })}
          required
        >
          <DevicesSelect
            maxCount={TELEMETRY_DOWNLOAD_DEVICES_MAX}
            placeholder={t('deviceSelect.placeholderMany')}
            testId="data-download-devices"
          />
        </Form.Item>
      ) : (
        <Form.Item name="devtype" label={t('data.download.typeLabel')} required>
          <Select
            showSearch
            loading={types.isPending}
            data-testid="data-download-devtype"
            options={(types.data ?? []).map((type) => ({ value: type.devtype, label: type.devtype }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="range"
        label={t('data.download.range')}
        extra={t('data.download.rangeHint')}
        getValueProps={(value: TimeRange | null) => ({
          value: value ? [dayjs(value.start), dayjs(value.end)] : null,
        })}
        normalize={(picked: PickedRange) => {
          const [from, to] = picked ?? [];
          return from && to ? { start: from.valueOf(), end: to.valueOf() } : null;
        }}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      {saving && (
        <Alert type="info" showIcon title={t('data.download.preparing')} data-testid="data-download-wait" />
      )}
    </FormModal>
  );
}
