import { useState } from 'react';
import { TabPanel, Tabs } from '@/components/tabs';
import { BlogPostsAdmin } from '@/features/blog';
import { LinksAdmin } from './links-admin';
import { ProgramsAdmin } from './programs-admin';
import '@/components/admin.css';
import './community-admin.css';

type Section = 'blog' | 'videos' | 'resources' | 'game-links' | 'programs';

const SECTIONS = [
  { id: 'blog', label: 'Blog posts' },
  { id: 'videos', label: 'Videos' },
  { id: 'resources', label: 'Resources' },
  { id: 'game-links', label: 'Game links' },
  { id: 'programs', label: 'Programs' },
] as const;

/**
 * The dashboard's Community tab: what the Community Griot and the Programs page show — blog
 * posts, videos, resources, game links and the programs. (The stats' gardens count and the
 * weather's location are site settings, on the Site tab.)
 */
export function CommunityTab() {
  const [section, setSection] = useState<Section>('blog');
  return (
    <section aria-labelledby="community-admin-title" className="community-admin">
      <div className="admin-section-head">
        <h2 id="community-admin-title">Community</h2>
      </div>
      <p className="admin-muted">What the Community Griot hub and the Programs page show.</p>
      <Tabs label="Community sections" idPrefix="community" tabs={SECTIONS} selected={section} onSelect={setSection} />
      <TabPanel idPrefix="community" id={section}>
        {section === 'blog' && <BlogPostsAdmin />}
        {section === 'videos' && <LinksAdmin key="videos" collection="videos" />}
        {section === 'resources' && <LinksAdmin key="resources" collection="resources" />}
        {section === 'game-links' && <LinksAdmin key="game-links" collection="game-links" />}
        {section === 'programs' && <ProgramsAdmin />}
      </TabPanel>
    </section>
  );
}
