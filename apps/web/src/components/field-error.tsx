/** A form control's validation message; give the control `aria-describedby={id}` when shown. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-error" role="alert">
      {message}
    </p>
  );
}
