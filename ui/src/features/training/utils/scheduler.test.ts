import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIG,
  INTENSITIES,
  configProblem,
  intensityCadence,
  intensityLabel,
  isValidTime,
  monitoringLabel,
  schedulerStateLabel,
} from './scheduler';

describe('scheduler display', () => {
  it('gives each intensity its cadence', () => {
    expect(INTENSITIES.map((i) => [i.value, i.cadence])).toEqual([
      ['light', 'every 4 hours'],
      ['moderate', 'every 2 hours'],
      ['intensive', 'every hour'],
      ['bulk', 'every 30 minutes'],
    ]);
    expect(intensityCadence('bulk')).toBe('every 30 minutes');
    expect(intensityLabel('intensive')).toBe('Intensive');
    expect(intensityLabel('turbo')).toBe('turbo');
    expect(intensityCadence('turbo')).toBe('');
  });

  it('says Running or Stopped, Active or Inactive', () => {
    expect(schedulerStateLabel({ enabled: true })).toBe('Running');
    expect(schedulerStateLabel({ enabled: false })).toBe('Stopped');
    expect(monitoringLabel({ continuousMonitoring: true })).toBe('Active');
    expect(monitoringLabel({ continuousMonitoring: false })).toBe('Inactive');
  });

  it('defaults to every switch on, 06:00 and moderate', () => {
    expect(DEFAULT_CONFIG).toEqual({
      enabled: true,
      dailyTrainingTime: '06:00',
      continuousMonitoring: true,
      bulkTrainingEnabled: true,
      trainingIntensity: 'moderate',
      adaptiveTraining: true,
    });
  });

  it('accepts only a 24-hour HH:MM time', () => {
    for (const ok of ['00:00', '06:00', '23:59', '12:30']) expect(isValidTime(ok)).toBe(true);
    for (const bad of ['', '6:00', '24:00', '12:60', '12:5', '06:00:00', 'noon']) expect(isValidTime(bad)).toBe(false);
  });

  it('says what stops a configuration from being saved', () => {
    expect(configProblem(DEFAULT_CONFIG)).toBeNull();
    expect(configProblem({ ...DEFAULT_CONFIG, dailyTrainingTime: '' })).toMatch(/HH:MM/);
    expect(configProblem({ ...DEFAULT_CONFIG, trainingIntensity: 'turbo' as never })).toBe('Choose a training intensity.');
  });
});
