import { useCallback } from 'react';
import { DATASET_ARRAY_SEPARATOR, valueCell, type DatasetValue } from '@fleetkey/contract';
import { useFormatValue } from '../../common/hooks/use-format-value';

/**
 * A record value as the tables show it: booleans in the console's language like every data table (the
 * shared formatter), everything else as its file cell reads (lists joined by `|`, locations `lat,lng`).
 */
export function useRecordValueText(): (value: DatasetValue | undefined) => string {
  const format = useFormatValue();
  return useCallback(
    (value: DatasetValue | undefined) => {
      if (typeof value === 'boolean') return format(value);
      if (Array.isArray(value) && value.some((element) => typeof element === 'boolean'))
        return value.map((element) => format(element)).join(DATASET_ARRAY_SEPARATOR);
      return valueCell(value);
    },
    [format],
  );
}
