import type { RefObject } from 'react';

/** Why a quiz did not start: the name (shown under the field), the player id, or anything else. */
export interface StartError {
  kind: 'name' | 'owner' | 'other';
  message: string;
  /** Where Start was pressed, so the message shows beside that button. */
  origin: 'daily' | 'list' | 'results';
  challengeId: string;
}

/**
 * A start refused because this device's player id belongs to another browser (403): the
 * server's message and a way to carry on as a new player.
 */
export function OwnerConflict({
  message,
  onNewPlayer,
  buttonRef,
}: {
  message: string;
  onNewPlayer: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div className="alert quiz-alert" role="alert">
      <p>{message}</p>
      <button ref={buttonRef} type="button" className="btn btn--secondary" onClick={onNewPlayer}>
        Play as a new player
      </button>
    </div>
  );
}
