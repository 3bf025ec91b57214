export { FarmTetrisPage as default } from '@/features/tetris';
