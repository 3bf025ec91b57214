/** The automated-training scheduler's display rules and messages (seed 002 §2, §4, §8, §9). */
import type { SchedulerConfig, TrainingIntensity } from '../types';

/** The intensities, with how often continuous monitoring runs an assessment at each. */
export const INTENSITIES: readonly { value: TrainingIntensity; label: string; cadence: string }[] = [
  { value: 'light', label: 'Light', cadence: 'every 4 hours' },
  { value: 'moderate', label: 'Moderate', cadence: 'every 2 hours' },
  { value: 'intensive', label: 'Intensive', cadence: 'every hour' },
  { value: 'bulk', label: 'Bulk', cadence: 'every 30 minutes' },
];

/** "Moderate", or the value as it comes for one this UI does not know. */
export function intensityLabel(value: string): string {
  return INTENSITIES.find((i) => i.value === value)?.label ?? value;
}

/** "every 2 hours", or '' for an unknown intensity. */
export function intensityCadence(value: string): string {
  return INTENSITIES.find((i) => i.value === value)?.cadence ?? '';
}

export function isIntensity(value: string): value is TrainingIntensity {
  return INTENSITIES.some((i) => i.value === value);
}

/** The scheduler defaults (seed 002 §3): every switch on, 06:00, moderate. */
export const DEFAULT_CONFIG: SchedulerConfig = {
  enabled: true,
  dailyTrainingTime: '06:00',
  continuousMonitoring: true,
  bulkTrainingEnabled: true,
  trainingIntensity: 'moderate',
  adaptiveTraining: true,
};

/** True for a 24-hour "HH:MM" time, 00:00 to 23:59. */
export function isValidTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** Why the configuration cannot be saved, or null. */
export function configProblem(config: SchedulerConfig): string | null {
  if (!isValidTime(config.dailyTrainingTime)) return 'Enter the daily training time as HH:MM, for example 06:00.';
  if (!isIntensity(config.trainingIntensity)) return 'Choose a training intensity.';
  return null;
}

/** Enabled means Running, disabled means Stopped (seed 002 §4). */
export function schedulerStateLabel(config: Pick<SchedulerConfig, 'enabled'>): 'Running' | 'Stopped' {
  return config.enabled ? 'Running' : 'Stopped';
}

export function monitoringLabel(config: Pick<SchedulerConfig, 'continuousMonitoring'>): 'Active' | 'Inactive' {
  return config.continuousMonitoring ? 'Active' : 'Inactive';
}

/** The status banner's texts, exactly as seed 002 §8 has them. */
export const SCHEDULER_MESSAGES = {
  configSaved: 'Configuration updated successfully',
  configFailed: 'Failed to update configuration',
  bulkStarting: 'Starting bulk training session...',
  bulkDone: 'Bulk training completed successfully! Dexter Jr. has been trained with accelerated learning.',
  bulkFailed: 'Bulk training failed. Please try again.',
  assessmentRunning: 'Running performance assessment...',
  assessmentDone: 'Performance assessment completed',
  assessmentFailed: 'Assessment failed. Please try again.',
  stopped: 'Automated training stopped',
  stopFailed: 'Failed to stop training.',
  started: 'Automated training started',
  startFailed: 'Failed to start training.',
} as const;

/** One banner message: its text, how it reads (working, done, failed) and an optional detail. */
export interface BannerMessage {
  text: string;
  tone: 'info' | 'success' | 'error';
  detail?: string;
}
