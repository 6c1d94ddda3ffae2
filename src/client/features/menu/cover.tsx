import { useLingui } from '@lingui/react/macro';
import { ImageUpload } from '../../components/ui/image-upload.tsx';
import { imageUrl, useMenuAction, type EditorPub } from './api.ts';

/** The pub's cover image, 180px high, with its upload (PATCH {pubID}/bg). */
export function Cover({ pub }: { pub: EditorPub }) {
  const { t } = useLingui();
  const action = useMenuAction(pub.id);
  return (
    <div className="menu-cover">
      {pub.bg_image_file_name && <img src={imageUrl('pubs/bgs', pub.bg_image_file_name)} alt="" />}
      <ImageUpload
        label={t({ id: 'menu.cover.upload', message: 'Upload cover image' })}
        onFile={(file) => action.mutate({ type: 'bg-image', file })}
        disabled={action.isPending}
        className="button button-small menu-cover-upload"
      />
    </div>
  );
}
