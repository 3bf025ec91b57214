export { TrainingCenterPage as default } from '@/features/training';
