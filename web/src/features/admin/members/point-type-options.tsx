import { useTranslation } from 'react-i18next';
import { POINT_TYPES } from './point-types.ts';

/** The point types as a select's choices (the id as text), named in the console's language. */
export function usePointTypeOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('admin');
  return POINT_TYPES.map((type) => ({ value: String(type.id), label: t(`member.points.${type.key}`) }));
}
