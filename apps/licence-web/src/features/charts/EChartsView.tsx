import { useMemo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { chartLocale } from '@fleetkey/web-kit';
import { echarts } from './echarts';

/** The echarts canvas (loaded on demand by Chart), in the portal's language. */
export default function EChartsView({ option, height }: { option: EChartsCoreOption; height: number }) {
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
