import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { RecipeGenerator } from '@/features/recipes';
import { isSafeExternalUrl } from '@/features/site';
import { FarmTetrisPanel } from '@/features/tetris';
import { useCommunity } from '../api/get-community';

/** Ids of the hub's game sections, for the in-page "go to" buttons. */
export const FARM_TETRIS_ID = 'farm-tetris';
export const INTERACTIVE_GAMES_ID = 'interactive-games';

/** Scrolls a section of the page into view and moves focus to it (as the home page does for the assistant). */
function goTo(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/** Farm Games: what there is to play, and a way down to it. */
export function FarmGamesCard() {
  const community = useCommunity();
  const outside = community.data?.gameLinks.filter((g) => isSafeExternalUrl(g.url)).length ?? 0;
  return (
    <section className="card hub-games-teaser" aria-labelledby="hub-games-teaser-title">
      <h2 id="hub-games-teaser-title">Farm Games</h2>
      <p>
        Learn while you play: Farm Tetris, our falling-crops puzzle, plays right here in the hub
        {outside > 0 ? `, and ${outside === 1 ? 'one more game opens' : `${outside} more games open`} on partner sites.` : '.'}
      </p>
      <button type="button" className="btn btn--secondary" onClick={() => goTo(INTERACTIVE_GAMES_ID)}>
        See the games
      </button>
    </section>
  );
}

/** The Farm Tetris panel (seed 001 §2): opened inline and closable; the game loads when opened. */
export function FarmTetrisCard() {
  return (
    <section id={FARM_TETRIS_ID} tabIndex={-1} className="card hub-tetris" aria-labelledby="hub-tetris-title">
      <h2 id="hub-tetris-title">Farm Tetris</h2>
      <p>Stack falling crops — cucumbers, carrots, lettuce, strawberries, eggplants, blueberries and tomatoes — into full rows to bring in the harvest.</p>
      <FarmTetrisPanel />
    </section>
  );
}

/** The Cultural Recipe Generator (seed 001 §2). */
export function RecipeGeneratorCard() {
  return (
    <section className="card hub-recipes" aria-labelledby="hub-recipes-title">
      <h2 id="hub-recipes-title">Cultural Recipe Generator</h2>
      <p>List what you harvested, choose a cuisine, and get a recipe that uses it, with its story and tips for growing what goes in it.</p>
      <RecipeGenerator />
    </section>
  );
}

/** Interactive Farm Games: Farm Tetris in the app, and the outside games, each in a new tab. */
export function InteractiveGamesCard() {
  const community = useCommunity();
  return (
    <section id={INTERACTIVE_GAMES_ID} tabIndex={-1} className="card hub-games" aria-labelledby="hub-games-title">
      <h2 id="hub-games-title">Interactive Farm Games</h2>
      <ul className="hub-games__list">
        <li className="hub-game">
          <h3>Farm Tetris</h3>
          <p>Stack falling crops into full rows. Plays right here in the hub, or on its own page.</p>
          <div className="btn-row">
            <button type="button" className="btn btn--primary" onClick={() => goTo(FARM_TETRIS_ID)}>
              Go to Farm Tetris
            </button>
            <Link className="btn btn--secondary" to={paths.farmTetris}>
              Play full screen
            </Link>
          </div>
        </li>
        {(community.data?.gameLinks ?? [])
          .filter((game) => isSafeExternalUrl(game.url))
          .map((game) => (
            <li key={game.id} className="hub-game">
              <h3>{game.title}</h3>
              {game.description && <p>{game.description}</p>}
              <a className="btn btn--secondary" href={game.url} target="_blank" rel="noopener noreferrer">
                Play {game.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
      </ul>
      {community.isLoading && (
        <p className="card__status" role="status">
          Loading the outside games…
        </p>
      )}
      {community.isError && !community.data && <p className="card__status">The outside games could not be loaded right now.</p>}
    </section>
  );
}
