/**
 * Training (the server's src/training): the Training Center and the automated-training
 * dashboard, both for admins, and the link conversation review uses to open the Training
 * Center's Corrections tab on a visitor's conversation.
 */
export { default as TrainingCenterPage } from './components/training-center-page';
export { default as AutomatedTrainingPage } from './components/automated-training-page';
export { correctionLinkState, type CorrectionPrefill } from './utils/correction-link';
