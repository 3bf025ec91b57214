import { lengthHint } from '../utils/validation';

/** A field's limit under it, counting the characters once the text nears it. */
export function LengthHint({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span id={id} className="field__hint comment-form__count">
      {lengthHint(length, max)}
    </span>
  );
}
