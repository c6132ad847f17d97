import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type * as EChartsCore from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { chartLocale } from '../i18n/dates';

/**
 * An echarts canvas over `echarts` (echarts core with the charts the console draws registered), in the
 * console's language (axis dates, tooltips). `notMerge` so a series that disappears (a point no longer
 * reported) leaves the chart instead of lingering.
 */
export function EChartsCanvas({
  echarts,
  option,
  height,
}: {
  echarts: typeof EChartsCore;
  option: EChartsCoreOption;
  height: number;
}) {
  const { i18n } = useTranslation();
  // A new locale re-creates the chart; the object is kept while the language stays.
  const opts = useMemo(() => ({ locale: chartLocale(i18n.language) }), [i18n.language]);
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      opts={opts}
      notMerge
      lazyUpdate
      style={{ height, width: '100%' }}
    />
  );
}
