import { useId } from 'react';
import { IMAGE_EXTENSIONS } from '#shared/constants.ts';

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * A button-looking file picker for one image. Choosing a file uploads it; cancelling the picker
 * sends nothing (docs/product.md S5 "Upload actions do nothing if no file was chosen"). The caller passes the
 * translated label, so this component carries no strings of its own.
 */
export function ImageUpload({
  label,
  context,
  onFile,
  disabled,
  className = 'button button-secondary button-small',
}: {
  label: string;
  /** Read only by screen readers after the label (which item the upload is for). */
  context?: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={`image-upload ${className}`} aria-disabled={disabled || undefined}>
      {label}
      {context && <span className="visually-hidden"> {context}</span>}
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Reset so picking the same file again still fires a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
