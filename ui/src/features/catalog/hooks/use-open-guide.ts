import { useState } from 'react';
import { toast } from '@/app/toast/use-toast';

/**
 * Opens a guide's download URL in a new tab (seed 000 §4 guide download, §8 toasts): the
 * clicked guide is busy (its button reads "Opening..." and is disabled) until it has opened.
 */
export function useOpenGuide() {
  const [busyKey, setBusyKey] = useState<string | null>(null);

  async function openGuide(key: string, url: string, title: string) {
    if (busyKey) return;
    setBusyKey(key);
    try {
      await checkDownload(url);
      const opened = window.open(url, '_blank');
      if (opened) {
        opened.opener = null;
        toast({ title: 'Opening Free Guide', description: `${title} is opening in a new tab.` });
      } else {
        // NOTE: a blocked pop-up still gets the guide: open it here instead.
        window.location.assign(url);
      }
    } catch {
      toast({ title: 'Download Error', description: 'Unable to access guide. Please try again.', variant: 'destructive' });
    } finally {
      setBusyKey(null);
    }
  }

  return { busyKey, openGuide };
}

/** Asks the server whether the guide exists before a tab is opened on an error page. */
async function checkDownload(url: string) {
  const res = await fetch(url, { method: 'HEAD', credentials: 'include' });
  // A server that does not answer HEAD still serves the GET.
  if (!res.ok && res.status !== 405) throw new Error(`${res.status}: ${res.statusText}`);
}
