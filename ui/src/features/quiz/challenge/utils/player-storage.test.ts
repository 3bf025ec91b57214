import { afterEach, describe, expect, it } from 'vitest';
import { PLAYER_ID_KEY, PLAYER_NAME_KEY, clearPlayer, isPlayerId, loadPlayer, nameError, newPlayerId, savePlayer } from './player-storage';

afterEach(() => window.localStorage.clear());

describe('the quiz player on this device', () => {
  it('makes ids the server accepts', () => {
    const ids = new Set(Array.from({ length: 20 }, newPlayerId));
    expect(ids.size).toBe(20);
    ids.forEach((id) => expect(isPlayerId(id)).toBe(true));
    expect(isPlayerId('short')).toBe(false);
    expect(isPlayerId('has spaces in it')).toBe(false);
    expect(isPlayerId('x'.repeat(65))).toBe(false);
  });

  it('remembers the id and name, forgets them, and ignores an unusable stored id', () => {
    expect(loadPlayer()).toEqual({ id: null, name: '' });
    savePlayer({ id: 'player-123456', name: 'Ama' });
    expect(loadPlayer()).toEqual({ id: 'player-123456', name: 'Ama' });
    clearPlayer();
    expect(loadPlayer()).toEqual({ id: null, name: '' });
    window.localStorage.setItem(PLAYER_ID_KEY, '<script>');
    window.localStorage.setItem(PLAYER_NAME_KEY, 'Kofi');
    expect(loadPlayer()).toEqual({ id: null, name: 'Kofi' });
  });

  it('requires a name of at most 40 characters', () => {
    expect(nameError('   ')).toBe('Please enter your name to start the quiz');
    expect(nameError(' Ama ')).toBeNull();
    expect(nameError('a'.repeat(41))).toBe('Names can be at most 40 characters.');
  });
});
