/**
 * A filter for the codes a camera reads, frame after frame: a code passes the first time it is
 * seen, and again only once it has been out of view for `pauseMs`. A pass held in front of the
 * camera is read once however long it stays there (the driver does not see "Board" turn into
 * "Already boarded" while still holding it); a pass shown again later is read again.
 */
export function newCodesOnly(pauseMs: number): (code: string, now: number) => boolean {
  let last = { code: '', at: Number.NEGATIVE_INFINITY };
  return (code, now) => {
    const isNew = code !== last.code || now - last.at > pauseMs;
    last = { code, at: now };
    return isNew;
  };
}
