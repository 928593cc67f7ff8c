export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous and next over a list paginated on the server. */
export function Pager({ page, limit, total, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="muted small">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
