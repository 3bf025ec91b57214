import { Suspense, lazy } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/features/site';

const FarmTetris = lazy(() => import('./farm-tetris'));

/** The standalone Farm Tetris page; `?seed=N` deals the same crops every time (a shared challenge). */
export default function FarmTetrisPage() {
  usePageMeta({
    title: 'Farm Tetris',
    description: 'Stack falling crops into full rows: cucumbers, carrots, lettuce, strawberries, eggplants, blueberries and tomatoes.',
  });
  const [params] = useSearchParams();
  const raw = Number(params.get('seed'));
  const seed = Number.isInteger(raw) && raw > 0 && raw < 2 ** 32 ? raw : undefined;
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Farm games</p>
          <h1>Farm Tetris</h1>
          <p>Stack the falling crops into full rows to bring in the harvest. The game speeds up as your level rises.</p>
        </div>
      </header>
      <div className="container section">
        <Suspense fallback={<p role="status">Planting the game…</p>}>
          <FarmTetris seed={seed} />
        </Suspense>
        <p className="farm-tetris__help">
          <Link to={paths.communityGriot}>Back to the Community Griot</Link>
        </p>
      </div>
    </>
  );
}
