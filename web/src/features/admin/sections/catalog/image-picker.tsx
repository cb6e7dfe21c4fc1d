import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../shared/ui/form-field.tsx';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { useAdminImageUploadMutation } from '../manage.endpoints.ts';
import { thumbnailOf } from './product-draft.ts';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface ImagePickerProps {
  images: string[];
  onChange: (images: string[]) => void;
  /** Names the variant, so each picker's controls say whose pictures they are. */
  owner: string;
}

/** A variant's pictures: upload (the server checks and resizes), see and remove them. */
export function ImagePicker({ images, onChange, owner }: ImagePickerProps) {
  const { t } = useTranslation('admin-manage');
  const id = useId();
  const [upload, { isLoading, error, reset }] = useAdminImageUploadMutation();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    reset();
    const result = await upload({ data_base64: await readAsDataUrl(file) });
    if (result.data) onChange([...images, result.data.image]);
  };

  return (
    <div className="console-stack">
      <ul className="manage-thumbs" aria-label={t('product.images', { owner })}>
        {images.map((image, index) => (
          <li key={image}>
            <img
              src={thumbnailOf(image)}
              alt={t('product.imageAlt', { owner, n: index + 1 })}
              width="80"
              height="80"
            />
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onChange(images.filter((i) => i !== image))}
            >
              {t('product.removeImage')}
            </button>
          </li>
        ))}
      </ul>
      <FormField
        id={id}
        label={t('product.upload', { owner })}
        hint={isLoading ? t('product.uploading') : t('product.uploadHint')}
        className="console-field"
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={pick}
            disabled={isLoading}
          />
        )}
      </FormField>
      <ConsoleOutcome error={error} />
    </div>
  );
}
