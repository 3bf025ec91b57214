export { FarmPlanPage as default } from '@/features/plan';
