import { useTranslation } from 'react-i18next';
import { POINT_TYPES } from './point-types.ts';

/** The point types as the options of a select, named in the console's language. */
export function PointTypeOptions() {
  const { t } = useTranslation('admin');
  return POINT_TYPES.map((type) => (
    <option key={type.id} value={type.id}>
      {t(`member.points.${type.key}`)}
    </option>
  ));
}
