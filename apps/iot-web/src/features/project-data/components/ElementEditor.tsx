import { useTranslation } from 'react-i18next';
import type { DatasetField, ProjectDataView } from '@fleetkey/contract';
import { FreshRecordDialog } from '../../common/FreshRecordDialog';
import { PROJECT_DATA_KEY, useProjectDataApi, type ElementSave } from '../hooks/useProjectData';
import { ElementDialog } from './ElementDialog';

/** The element of a multi-value field chosen for editing. */
export interface ElementEdit {
  record: ProjectDataView;
  field: DatasetField;
  index: number;
}

/**
 * Edits one element on the record as stored now (GET /project_datas/{dataid}): the version the save sends is
 * the one read here, so a row shown before someone else's change is not what the edit starts from.
 */
export function ElementEditor({
  edit,
  onSave,
  onClose,
}: {
  edit: ElementEdit;
  onSave: (body: ElementSave) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useProjectDataApi();
  const { field, index } = edit;
  return (
    <FreshRecordDialog
      queryKey={[PROJECT_DATA_KEY, 'record', edit.record.id]}
      read={() => api.get(edit.record.id)}
      title={t('projectData.editElement', { field: field.label || field.name, position: index + 1 })}
      onClose={onClose}
    >
      {(record) => (
        <ElementDialog
          record={record}
          field={field}
          index={index}
          onSave={(value, version) => onSave({ id: record.id, index, field: field.name, value, version })}
          onClose={onClose}
        />
      )}
    </FreshRecordDialog>
  );
}
