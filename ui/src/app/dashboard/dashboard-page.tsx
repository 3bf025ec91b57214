import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageLoader } from '@/app/components/page-loader';
import { toast } from '@/app/toast/use-toast';
import { TabPanel, Tabs } from '@/components/tabs';
import { errorMessage } from '@/lib/api';
import { useLogout, useUser } from '@/features/accounts';
import { ConversationsTab } from '@/features/assistant';
import { CategoriesTab, ProductsTab } from '@/features/catalog';
import { CommunityTab } from '@/features/community';
import { InboxTab } from '@/features/inbox';
import { OutboxTab } from '@/features/mail';
import { AnalyticsTab, OrdersTab, StatCards } from '@/features/orders';
import { QuizPlayersAdmin } from '@/features/quiz';
import { FarmPlanStatsAdmin } from '@/features/plan';
import { GrantsAdmin } from '@/features/grants';
import { SiteTab, usePageMeta } from '@/features/site';
import './dashboard.css';

type DashboardTab = 'products' | 'categories' | 'orders' | 'analytics' | 'conversations' | 'outbox' | 'site' | 'community' | 'quiz' | 'plans' | 'grants' | 'inbox';

const TABS_ID = 'admin';
const TABS = [
  { id: 'products', label: 'Products' },
  { id: 'categories', label: 'Categories' },
  { id: 'orders', label: 'Orders' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'conversations', label: 'Conversations' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'site', label: 'Site' },
  { id: 'community', label: 'Community' },
  { id: 'quiz', label: 'Quiz' },
  { id: 'plans', label: 'Farm plans' },
  { id: 'grants', label: 'Grants' },
  { id: 'inbox', label: 'Inbox' },
] as const;

/**
 * Store administration (seed 002 §2): the shell that composes each feature's admin screens —
 * stats, products, categories, orders, analytics, the assistant's conversations, outbox,
 * site settings, the community hub's content, the quiz challenge's players, farm plan counts, grant programs and the inbox
 * (comments to moderate, messages, free-guide requests, subscribers). Each screen lives in the
 * feature it manages; this lazily loaded page only arranges them.
 */
export default function AdminDashboardPage() {
  usePageMeta({
    title: 'Admin Dashboard',
    description: "Manage the farm's store: products, categories, orders, analytics, outgoing email, site settings, the Community Griot, quiz players and what visitors sent.",
  });
  const navigate = useNavigate();
  const user = useUser();
  const logout = useLogout();
  const [tab, setTab] = useState<DashboardTab>('products');

  if (user.isLoading) return <PageLoader />;
  if (!user.data || user.data.role !== 'admin') return <Navigate to={paths.adminLogin} replace />;

  function onSignOut() {
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Signed out', description: 'You have been signed out.' });
        navigate(paths.adminLogin, { replace: true });
      },
      onError: (err) => toast({ title: 'Sign out failed', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <div className="container section admin-dashboard">
      <div className="admin-welcome">
        <div>
          <h1>Welcome back, {user.data.username}</h1>
          <p>Manage the store, follow orders and see how the guides are doing.</p>
        </div>
        <button type="button" className="btn" onClick={onSignOut} disabled={logout.isPending}>
          {logout.isPending ? 'Signing Out…' : 'Sign Out'}
        </button>
      </div>

      <StatCards />

      <Tabs label="Dashboard sections" idPrefix={TABS_ID} tabs={TABS} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix={TABS_ID} id={tab}>
        {tab === 'products' && <ProductsTab />}
        {tab === 'categories' && <CategoriesTab />}
        {tab === 'orders' && <OrdersTab />}
        {tab === 'analytics' && <AnalyticsTab />}
        {tab === 'conversations' && <ConversationsTab />}
        {tab === 'outbox' && <OutboxTab />}
        {tab === 'site' && <SiteTab />}
        {tab === 'community' && <CommunityTab />}
        {tab === 'quiz' && <QuizPlayersAdmin />}
        {tab === 'plans' && <FarmPlanStatsAdmin />}
        {tab === 'grants' && <GrantsAdmin />}
        {tab === 'inbox' && <InboxTab />}
      </TabPanel>
    </div>
  );
}
