export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages the list has; with one or none the pager is not shown. */
  pages: number;
  onPage: (page: number) => void;
  /** The accessible name of the pager's navigation, naming the list it pages. */
  label: string;
  /** The buttons' words: lists with the newest first say "Newer" and "Older". */
  back?: string;
  forward?: string;
  /** Added to the pager's layout (a wrapping row), for a list that places it differently. */
  className?: string;
  buttonClassName?: string;
}

/** Back and forward over a list paginated on the server, with where the reader is. */
export function Pager({
  page,
  pages,
  onPage,
  label,
  back = 'Previous',
  forward = 'Next',
  className,
  buttonClassName = 'btn btn--ghost',
}: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={className ? `row ${className}` : 'row'} aria-label={label}>
      <button type="button" className={buttonClassName} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {back}
      </button>
      <span className="muted small">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={buttonClassName}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {forward}
      </button>
    </nav>
  );
}
