import { useState } from 'react';
import { PageLoader } from '@/app/components/page-loader';
import { QueryState } from '@/components/query-state';
import { TabPanel, Tabs } from '@/components/tabs';
import { usePageMeta } from '@/features/site';
import { useSchedulerStatus } from '../api/scheduler';
import { useAdminGate } from '../hooks/use-admin-gate';
import { useSchedulerActions } from '../hooks/use-scheduler-actions';
import { isAuthError } from '../utils/access';
import type { BannerMessage } from '../utils/scheduler';
import { BulkTrainingTab } from './bulk-training-tab';
import { PerformanceTab } from './performance-tab';
import { SchedulerConfigTab } from './scheduler-config-tab';
import { SchedulerDashboardTab } from './scheduler-dashboard-tab';
import { SignInPrompt } from './sign-in-prompt';
import { StatusBanner } from './status-banner';
import '@/components/admin.css';
import './training.css';

type SchedulerTab = 'dashboard' | 'config' | 'bulk' | 'performance';

const TABS_ID = 'scheduler';
const TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'config', label: 'Configuration' },
  { id: 'bulk', label: 'Bulk Training' },
  { id: 'performance', label: 'Performance' },
] as const;

/** The automated-training dashboard (seed 002 §2, /automated-training): the scheduler and the scores. Admins only. */
export default function AutomatedTrainingPage() {
  usePageMeta({
    title: 'Automated Training',
    description:
      'Administrators schedule daily training and performance checks for the farm assistant here, and follow its scores over time.',
  });
  const gate = useAdminGate();
  return (
    <div className="container section training-page">
      <header className="training-page__head">
        <p className="eyebrow">Dexter Jr.</p>
        <h1>Automated Training</h1>
        <p className="admin-muted">Schedule daily training and assessments, run them now, and follow the scores.</p>
      </header>
      {gate === 'loading' ? (
        <PageLoader />
      ) : gate === 'admin' ? (
        <AutomatedTraining />
      ) : (
        <SignInPrompt what="schedule Dexter Jr.'s training" />
      )}
    </div>
  );
}

function AutomatedTraining() {
  const status = useSchedulerStatus();
  const [tab, setTab] = useState<SchedulerTab>('dashboard');
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const actions = useSchedulerActions(setBanner);

  if (status.isError && isAuthError(status.error)) return <SignInPrompt what="schedule Dexter Jr.'s training" />;

  return (
    <>
      <StatusBanner message={banner} />
      <Tabs label="Automated training sections" idPrefix={TABS_ID} tabs={TABS} selected={tab} onSelect={setTab} />
      <QueryState query={status} what="scheduler status">
        {(data) =>
          TABS.map(({ id }) => (
            <div key={id} hidden={id !== tab}>
              <TabPanel idPrefix={TABS_ID} id={id}>
                {id === 'dashboard' && <SchedulerDashboardTab status={data} actions={actions} />}
                {id === 'config' && <SchedulerConfigTab key={JSON.stringify(data.config)} config={data.config} actions={actions} />}
                {id === 'bulk' && <BulkTrainingTab actions={actions} enabled={data.config.bulkTrainingEnabled} />}
                {id === 'performance' && <PerformanceTab metrics={data.metrics} actions={actions} />}
              </TabPanel>
            </div>
          ))
        }
      </QueryState>
    </>
  );
}
