/** The form-level error: announced as it appears, and always in the same place. */
export function FormError({ message }: { message: string | undefined }) {
  return (
    <p className="form-error" role="alert" aria-live="assertive">
      {message ?? ''}
    </p>
  );
}
