import type { InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A short rule shown under the label and announced with the input. */
  hint?: string;
  /** A validation message; marks the input invalid and is announced with it. */
  error?: string;
};

/** A labelled text input with an optional hint and error, wired for screen readers. */
export function TextField({ id, label, value, onValueChange, hint, error, type = 'text', ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      <input
        {...input}
        id={id}
        className="input"
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
