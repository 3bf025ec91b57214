import { useEffect } from 'react';
import { useSite } from './api/get-site';

/** Sets the browser tab title to "<page> – <organisation>". */
export function useDocumentTitle(title?: string) {
  const { site } = useSite();
  useEffect(() => {
    document.title = title ? `${title} – ${site.organizationName}` : site.organizationName;
  }, [title, site.organizationName]);
}
