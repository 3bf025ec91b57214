import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

type FieldText = {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A short rule shown under the label and announced with the control. */
  hint?: string;
  /** A validation message; marks the control invalid and is announced with it. */
  error?: string;
};

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & FieldText;
type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> & FieldText;

/** The ARIA attributes that tie a control to its hint and error. */
function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** Label, hint and error around one control. */
function Field({ id, label, hint, error, children }: Pick<FieldText, 'id' | 'label' | 'hint' | 'error'> & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled text input with an optional hint and error, wired for screen readers. */
export function TextField({ id, label, value, onValueChange, hint, error, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        {...describedBy(id, hint, error)}
        id={id}
        className="input"
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Field>
  );
}

/** TextField's multi-line twin. */
export function TextAreaField({ id, label, value, onValueChange, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        {...textarea}
        {...describedBy(id, hint, error)}
        id={id}
        className="input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Field>
  );
}
