import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';

/** The two point types a member holds, in the order the console lists them. */
export const POINT_TYPES = [
  { id: POINT_TYPE_IDS.beans, key: 'beans' },
  { id: POINT_TYPE_IDS.credit, key: 'credit' },
] as const;

export type PointTypeKey = (typeof POINT_TYPES)[number]['key'];

export const pointTypeKey = (id: number): PointTypeKey | undefined =>
  POINT_TYPES.find((type) => type.id === id)?.key;
