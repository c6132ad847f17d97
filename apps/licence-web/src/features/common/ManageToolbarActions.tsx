import { Button } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminPermissionKey, NodeImportResult } from '@fleetkey/contract';
import { Allowed } from '../admin-access/Allowed';
import { ExportButton } from './ExportButton';
import { ImportFileButton } from './ImportFileButton';

/** The texts of a manage list's toolbar, already translated. */
export interface ManageToolbarTexts {
  exportAll: string;
  exportSelected: string;
  import: string;
  batchDelete: string;
  new: string;
}

/**
 * The right-hand toolbar of an administration list with file in and out: export (all, or the rows ticked),
 * and with the write permission import, batch delete of the ticked rows and new. Test ids are
 * `{testPrefix}-export`, `-import`, `-batch-delete`, `-new`.
 */
export function ManageToolbarActions({
  permission,
  testPrefix,
  texts,
  selectedCount,
  exporting,
  onExport,
  importing,
  onImport,
  onBatchDelete,
  onNew,
}: {
  permission: AdminPermissionKey;
  testPrefix: string;
  texts: ManageToolbarTexts;
  selectedCount: number;
  exporting: boolean;
  onExport: () => void;
  importing: boolean;
  onImport: (file: File) => Promise<NodeImportResult>;
  onBatchDelete: () => void;
  onNew: () => void;
}) {
  return (
    <>
      <ExportButton testId={`${testPrefix}-export`} exporting={exporting} onExport={onExport}>
        {selectedCount > 0 ? texts.exportSelected : texts.exportAll}
      </ExportButton>
      <Allowed permission={permission}>
        <ImportFileButton
          label={texts.import}
          testId={`${testPrefix}-import`}
          importing={importing}
          onImport={onImport}
        />
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={selectedCount === 0}
          onClick={onBatchDelete}
          data-testid={`${testPrefix}-batch-delete`}
        >
          {texts.batchDelete}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid={`${testPrefix}-new`}>
          {texts.new}
        </Button>
      </Allowed>
    </>
  );
}
