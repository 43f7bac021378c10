// A 400 from the server names each bad field (`error.fields`, keyed by path as the contract's
// issuesToFields names them); forms show those messages under the matching inputs, exactly like
// their own validation messages.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages on the form; true when at least one field matched.
 * `within`: the form's values sit under this key of the request body (`card` -> `card.number`).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  within?: string,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let applied = false;
  for (const name of fieldNames) {
    const message = error.fields[within ? `${within}.${name}` : name];
    if (message) {
      setError(name, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
