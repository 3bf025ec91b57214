import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { useOpenGuide } from '../hooks/use-open-guide';

/** "Download Free" (busy while the guide opens in a new tab) and the way back to the store. */
export function DownloadFreeActions({ id, url, title }: { id: string; url: string; title: string }) {
  const { busyKey, openGuide } = useOpenGuide();
  const busy = busyKey === id;
  return (
    <div className="btn-row">
      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void openGuide(id, url, title)}>
        {busy ? 'Opening...' : 'Download Free'}
      </button>
      <Link to={paths.store} className="btn btn--secondary">
        Back to the store
      </Link>
    </div>
  );
}
