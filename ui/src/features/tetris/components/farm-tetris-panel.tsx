import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';

// The game loads only when someone opens it, so no page grows by its size.
const FarmTetris = lazy(() => import('./farm-tetris'));

/** The hub's Farm Tetris panel (seed 001 §2): opened inline, closable. */
export function FarmTetrisPanel() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div className="btn-row">
        <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
          Play Farm Tetris
        </button>
        <Link className="btn btn--secondary" to={paths.farmTetris}>
          Full-screen game
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={<p role="status">Planting the game…</p>}>
      <FarmTetris onClose={() => setOpen(false)} />
    </Suspense>
  );
}
