import { lazy } from 'react';

/** The "What we offer" panels, loaded after the page shows (see feature-panels.tsx). */
export const FeaturePanels = lazy(() => import('./feature-panels'));
