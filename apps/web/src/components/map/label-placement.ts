/**
 * Where each stop's name goes on the drawn map (docs/decisions/254): greedy, in the order given
 * (the caller puts the stops that matter first), each label at the first of four spots beside
 * its point that overlaps no point, no label already placed and no edge. A name that finds no spot
 * is left off the drawing; the text list beside the map still has it.
 */

export interface LabelRequest {
  id: string;
  text: string;
  x: number;
  y: number;
}

export interface PlacedLabel {
  id: string;
  text: string;
  /** Where the text starts (or ends, or is centred: `anchor`) and its baseline. */
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  box: Box;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LabelOptions {
  width: number;
  height: number;
  fontSize: number;
  /** Space kept free around every point (its marker). */
  pointRadius: number;
  /** Other things drawn on the map that a label must not cover (the scale bar, the buses). */
  obstacles?: readonly Box[];
}

/** An average character of the map's sans-serif font, as a share of the font size. */
const CHARACTER_WIDTH = 0.58;
const GAP = 4;

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function placeLabels(requests: readonly LabelRequest[], options: LabelOptions): PlacedLabel[] {
  const { width, height, fontSize, pointRadius } = options;
  const taken: Box[] = [
    ...(options.obstacles ?? []),
    ...requests.map((request) => ({
      left: request.x - pointRadius,
      right: request.x + pointRadius,
      top: request.y - pointRadius,
      bottom: request.y + pointRadius,
    })),
  ];
  const placed: PlacedLabel[] = [];
  for (const request of requests) {
    const textWidth = request.text.length * fontSize * CHARACTER_WIDTH;
    const offset = pointRadius + GAP;
    // Right, left, above, below: a name reads best beside its point, on the same line.
    const candidates: Omit<PlacedLabel, 'id' | 'text'>[] = [
      {
        x: request.x + offset,
        y: request.y + fontSize * 0.35,
        anchor: 'start',
        box: box(request.x + offset, request.y - fontSize / 2, textWidth, fontSize),
      },
      {
        x: request.x - offset,
        y: request.y + fontSize * 0.35,
        anchor: 'end',
        box: box(request.x - offset - textWidth, request.y - fontSize / 2, textWidth, fontSize),
      },
      {
        x: request.x,
        y: request.y - offset,
        anchor: 'middle',
        box: box(request.x - textWidth / 2, request.y - offset - fontSize, textWidth, fontSize),
      },
      {
        x: request.x,
        y: request.y + offset + fontSize * 0.8,
        anchor: 'middle',
        box: box(request.x - textWidth / 2, request.y + offset, textWidth, fontSize),
      },
    ];
    const spot = candidates.find(
      (candidate) =>
        candidate.box.left >= 0 &&
        candidate.box.top >= 0 &&
        candidate.box.right <= width &&
        candidate.box.bottom <= height &&
        !taken.some((other) => overlaps(candidate.box, other)),
    );
    if (!spot) continue;
    taken.push(spot.box);
    placed.push({ id: request.id, text: request.text, ...spot });
  }
  return placed;
}

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
