/**
 * The × glyph of every close and remove button (dialog, notification banner, file list). Decorative: the button
 * that holds it carries the accessible name.
 */
export function CrossIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} fill="none">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
