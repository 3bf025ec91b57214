import { useState } from 'react';
import { TabPanel, Tabs } from '@/components/tabs';
import { ModerationAdmin } from '@/features/comments';
import { MessagesAdmin, messagesLabel, useAdminMessages } from '@/features/contact';
import { LeadsAdmin } from '@/features/leads';
import { SubscribersAdmin } from '@/features/mailing-list';
import '@/components/admin.css';
import './inbox.css';

type Section = 'moderation' | 'messages' | 'leads' | 'subscribers';

/**
 * The dashboard's Inbox tab: comment moderation, contact messages (the unread count on their
 * tab), free-guide requests and the mailing list.
 */
export function InboxTab() {
  const [section, setSection] = useState<Section>('moderation');
  // NOTE: the same query the Messages section shows, so the count and the list agree.
  const messages = useAdminMessages();
  const sections: { id: Section; label: string }[] = [
    { id: 'moderation', label: 'Moderation' },
    { id: 'messages', label: messagesLabel(messages.data?.unread) },
    { id: 'leads', label: 'Leads' },
    { id: 'subscribers', label: 'Subscribers' },
  ];
  return (
    <section aria-labelledby="inbox-title" className="inbox-admin">
      <div className="admin-section-head">
        <h2 id="inbox-title">Inbox</h2>
      </div>
      <p className="admin-muted">What visitors sent: comments, messages, free-guide requests and mailing-list sign-ups.</p>
      <Tabs label="Inbox sections" idPrefix="inbox" tabs={sections} selected={section} onSelect={setSection} />
      <TabPanel idPrefix="inbox" id={section}>
        {section === 'moderation' && <ModerationAdmin />}
        {section === 'messages' && <MessagesAdmin />}
        {section === 'leads' && <LeadsAdmin />}
        {section === 'subscribers' && <SubscribersAdmin />}
      </TabPanel>
    </section>
  );
}
