import { ComingSoon } from '@/components/coming-soon';
import { usePageMeta } from '@/features/site';
import { comingSoonPages, type ComingSoonKey } from './coming-soon-pages';

/** A route whose page is not built yet: its real title and purpose, and the shared notice. */
export default function ComingSoonPage({ page }: { page: ComingSoonKey }) {
  const { title, description } = comingSoonPages[page];
  usePageMeta({ title, description });
  return <ComingSoon title={title} description={description} />;
}
