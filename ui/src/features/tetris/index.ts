/** Farm Tetris: the pure game engine, the game, its hub panel and its own page. */
export { FarmTetrisPanel } from './components/farm-tetris-panel';
export { default as FarmTetrisPage } from './components/farm-tetris-page';
