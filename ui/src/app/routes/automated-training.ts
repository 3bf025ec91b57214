export { AutomatedTrainingPage as default } from '@/features/training';
