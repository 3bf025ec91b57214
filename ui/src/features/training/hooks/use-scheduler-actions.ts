import { errorMessage } from '@/lib/api';
import {
  useBulkTraining,
  useRunAssessment,
  useSaveSchedulerConfig,
  useSchedulerBusy,
  useStartScheduler,
  useStopScheduler,
} from '../api/scheduler';
import type { SchedulerConfig } from '../types';
import { SCHEDULER_MESSAGES as M, type BannerMessage } from '../utils/scheduler';

/**
 * The automated-training page's actions, each reporting its outcome to the status banner in
 * seed 002 §8's words (with the server's reason under a failure). The status is reloaded
 * after every action by the mutations themselves.
 */
export function useSchedulerActions(show: (message: BannerMessage) => void) {
  const start = useStartScheduler();
  const stop = useStopScheduler();
  const bulk = useBulkTraining();
  const assessment = useRunAssessment();
  const save = useSaveSchedulerConfig();
  const busy = useSchedulerBusy();

  const failed = (text: string) => (err: unknown) => {
    console.error(text, err);
    show({ text, tone: 'error', detail: errorMessage(err) });
  };

  return {
    busy,
    /** Start Training when stopped, Stop Training when running. */
    toggle(running: boolean) {
      if (running) {
        stop.mutate(undefined, { onSuccess: () => show({ text: M.stopped, tone: 'success' }), onError: failed(M.stopFailed) });
      } else {
        start.mutate(undefined, { onSuccess: () => show({ text: M.started, tone: 'success' }), onError: failed(M.startFailed) });
      }
    },
    runAssessment() {
      show({ text: M.assessmentRunning, tone: 'info' });
      assessment.mutate(undefined, {
        onSuccess: () => show({ text: M.assessmentDone, tone: 'success' }),
        onError: failed(M.assessmentFailed),
      });
    },
    runBulkTraining() {
      show({ text: M.bulkStarting, tone: 'info' });
      bulk.mutate(undefined, { onSuccess: () => show({ text: M.bulkDone, tone: 'success' }), onError: failed(M.bulkFailed) });
    },
    saveConfig(config: SchedulerConfig) {
      save.mutate(config, { onSuccess: () => show({ text: M.configSaved, tone: 'success' }), onError: failed(M.configFailed) });
    },
  };
}

export type SchedulerActions = ReturnType<typeof useSchedulerActions>;
