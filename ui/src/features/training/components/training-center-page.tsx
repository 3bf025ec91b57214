import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/app/components/page-loader';
import { TabPanel, Tabs } from '@/components/tabs';
import { usePageMeta } from '@/features/site';
import { useDailyTasks } from '../api/get-training-center';
import { useAdminGate } from '../hooks/use-admin-gate';
import type { DailyTaskResult, TrainResponse } from '../types';
import { isAuthError } from '../utils/access';
import { draftForConversation, readCorrectionPrefill } from '../utils/correction-link';
import { EMPTY_CORRECTION_DRAFT, draftForSession, type CorrectionDraft } from '../utils/forms';
import { CorrectionsTab } from './corrections-tab';
import { CustomTrainingTab } from './custom-training-tab';
import { DailyTrainingTab } from './daily-training-tab';
import { SignInPrompt } from './sign-in-prompt';
import { TestEvaluateTab } from './test-evaluate-tab';
import { TrainingHistoryTab } from './training-history-tab';
import '@/components/admin.css';
import './training.css';

export type TrainingTab = 'daily' | 'custom' | 'test' | 'corrections' | 'history';

const TABS_ID = 'training';
export const TRAINING_TABS = [
  { id: 'daily', label: 'Daily Training' },
  { id: 'custom', label: 'Custom Training' },
  { id: 'test', label: 'Test & Evaluate' },
  { id: 'corrections', label: 'Corrections' },
  { id: 'history', label: 'Training History' },
] as const;

/** The Training Center (seed 002 §2, /dexter-training): teach, test and correct Dexter Jr. Admins only. */
export default function TrainingCenterPage() {
  usePageMeta({
    title: 'Training Center',
    description:
      "Administrators teach, correct and test the farm assistant here, so its answers stay accurate and kind, and follow every training run's history.",
  });
  const gate = useAdminGate();
  return (
    <div className="container section training-page">
      <header className="training-page__head">
        <p className="eyebrow">Dexter Jr.</p>
        <h1>Training Center</h1>
        <p className="admin-muted">Teach, test and correct the farm assistant, and see what every training run did.</p>
      </header>
      {gate === 'loading' ? <PageLoader /> : gate === 'admin' ? <TrainingCenter /> : <SignInPrompt what="train Dexter Jr." />}
    </div>
  );
}

/**
 * The five tabs. Every panel stays mounted (hidden when not selected) so what was typed, the
 * last daily run and the last answer survive a change of tab; the correction form lives here
 * because Custom Training, Test & Evaluate and conversation review fill it in.
 */
function TrainingCenter() {
  const location = useLocation();
  const navigate = useNavigate();
  const [prefill] = useState(() => readCorrectionPrefill(location.state));
  const [tab, setTab] = useState<TrainingTab>(prefill ? 'corrections' : 'daily');
  const [draft, setDraft] = useState<CorrectionDraft>(() => (prefill ? draftForConversation(prefill) : EMPTY_CORRECTION_DRAFT));
  const [focusCorrection, setFocusCorrection] = useState(prefill ? 1 : 0);
  const [dailyResults, setDailyResults] = useState<DailyTaskResult[] | null>(null);
  const [latest, setLatest] = useState<TrainResponse | null>(null);
  const tasks = useDailyTasks();

  // The conversation is in the form now; a reload should not bring it back once it is sent.
  useEffect(() => {
    if (prefill) navigate(location.pathname, { replace: true, state: null });
    // NOTE: only once, for the state the page was opened with.
  }, []);

  if (tasks.isError && isAuthError(tasks.error)) return <SignInPrompt what="train Dexter Jr." />;

  function correct(sessionId: string, incorrectResponse: string) {
    setDraft(draftForSession(sessionId, incorrectResponse));
    setTab('corrections');
    setFocusCorrection((n) => n + 1);
  }

  const panel = (id: TrainingTab) => {
    switch (id) {
      case 'daily':
        return <DailyTrainingTab results={dailyResults} onResults={setDailyResults} />;
      case 'custom':
        return <CustomTrainingTab latest={latest} onLatest={setLatest} onCorrect={correct} />;
      case 'test':
        return <TestEvaluateTab onCorrect={correct} />;
      case 'corrections':
        return <CorrectionsTab draft={draft} onDraftChange={setDraft} focusRequest={focusCorrection} />;
      case 'history':
        return <TrainingHistoryTab />;
    }
  };

  return (
    <>
      <Tabs label="Training Center sections" idPrefix={TABS_ID} tabs={TRAINING_TABS} selected={tab} onSelect={setTab} />
      {TRAINING_TABS.map(({ id }) => (
        <div key={id} hidden={id !== tab}>
          <TabPanel idPrefix={TABS_ID} id={id}>
            {panel(id)}
          </TabPanel>
        </div>
      ))}
    </>
  );
}
