// The statistics screen's tabs and filters live in its address, so a link (an example's "Results") opens
// the right tab already filtered, and a reload keeps the place.

/** The screen's tabs, in the order shown. */
export const STATISTICS_TABS = ['algorithms', 'examples', 'results'] as const;
/** A tab of the statistics screen. */
export type StatisticsTab = (typeof STATISTICS_TABS)[number];

export { TAB_QUERY } from '../common/hooks/use-address-tab';
/** Query parameter of the example whose results are shown. */
export const EXAMPLE_QUERY = 'example';
