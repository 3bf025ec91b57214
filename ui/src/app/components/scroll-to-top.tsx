import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top whenever the path changes (seed 000 §2). A link to an in-page anchor
 * ("/#assistant") scrolls to that element instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new path (or anchor) scrolls; query-string changes keep the position.
  }, [pathname, hash]);

  return null;
}
