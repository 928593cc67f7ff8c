/**
 * The water around Lagos that the drawn map shows under the routes (docs/decisions/254): the
 * Atlantic south of the bar beach, the harbour and Commodore Channel, and Lagos Lagoon from
 * Ijora to Epe, with Lagos Island in it. Drawn by hand at a few hundred metres' accuracy from the
 * shore lines of the area our routes serve: enough to say "this is Lagos", and a few hundred
 * bytes, so it ships inside the map's own lazy chunk and no tile server is asked for anything.
 * Rings are [longitude, latitude] pairs, GeoJSON's order.
 */
export type Ring = readonly (readonly [number, number])[];

/** Each water body: its outer shore, then any islands in it. */
export const LAGOS_WATER: readonly { name: string; rings: readonly Ring[] }[] = [
  {
    name: 'Atlantic Ocean',
    rings: [
      [
        [2.7, 6.37],
        [3.1, 6.395],
        [3.3, 6.405],
        [3.385, 6.405],
        [3.42, 6.41],
        [3.47, 6.415],
        [3.55, 6.425],
        [3.7, 6.435],
        [3.9, 6.45],
        [4.1, 6.46],
        [4.4, 6.48],
        [4.4, 6.0],
        [2.7, 6.0],
      ],
    ],
  },
  {
    name: 'Lagos Lagoon',
    rings: [
      [
        [3.385, 6.405],
        [3.385, 6.43],
        [3.372, 6.44],
        [3.362, 6.455],
        [3.378, 6.47],
        [3.388, 6.49],
        [3.394, 6.52],
        [3.402, 6.55],
        [3.415, 6.562],
        [3.44, 6.58],
        [3.48, 6.598],
        [3.52, 6.605],
        [3.6, 6.59],
        [3.7, 6.572],
        [3.8, 6.562],
        [3.9, 6.572],
        [3.97, 6.562],
        [3.95, 6.53],
        [3.85, 6.51],
        [3.75, 6.49],
        [3.65, 6.47],
        [3.55, 6.455],
        [3.48, 6.447],
        [3.44, 6.44],
        [3.415, 6.444],
        [3.402, 6.434],
        [3.406, 6.42],
        [3.41, 6.408],
      ],
      [
        [3.382, 6.447],
        [3.405, 6.446],
        [3.412, 6.455],
        [3.4, 6.466],
        [3.385, 6.462],
      ],
    ],
  },
];
