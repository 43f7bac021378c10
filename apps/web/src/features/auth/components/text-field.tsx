import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/field-error';

interface TextFieldProps {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  error?: string | undefined;
  field: UseFormRegisterReturn;
}

/** A labelled input with its validation message underneath. */
export function TextField({ id, label, type = 'text', autoComplete, placeholder, error, field }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="fieldset">
      <label htmlFor={id} className="fieldset-legend text-sm">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field}
      />
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
