/** Start My Farm Plan (the server's src/plan): the 5-step wizard and the 4-week plan. */
export { default as FarmPlanPage } from './components/farm-plan-page';
export { FarmPlanStatsAdmin } from './admin/farm-plan-stats';
export type { FarmPlan } from './types';
