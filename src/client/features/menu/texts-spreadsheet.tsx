import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { api, requestBlob } from '../../lib/api-client.ts';
import { showError } from '../../lib/alerts.ts';
import { pubKey } from '../../lib/pub-query.ts';
import { menuQueries, pubPath } from './api.ts';
import type { TextsImport } from '#shared/schemas/menu-answers.ts';

/** The server's reasons for a refused row, in the owner's words. */
const REASONS: Record<string, MessageDescriptor> = {
  'unknown kind': msg({ id: 'menu.texts.reason.kind', message: 'unknown kind' }),
  'unknown id': msg({ id: 'menu.texts.reason.id', message: 'no such item in this venue' }),
  'unknown field': msg({ id: 'menu.texts.reason.field', message: 'unknown field' }),
  'text is too long': msg({ id: 'menu.texts.reason.long', message: 'a text is too long' }),
  'invalid characters': msg({ id: 'menu.texts.reason.characters', message: 'a text has invalid characters' }),
  'main name is required': msg({ id: 'menu.texts.reason.main', message: 'the main language’s name is empty' }),
};

/**
 * The menu's texts as a spreadsheet for a translator (docs/product.md D18): download every text in every
 * language of the venue, upload it back; only texts change, and the rows that could not apply are listed.
 */
export function TextsSpreadsheet({ pubId }: { pubId: number }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TextsImport | null>(null);
  const url = `${pubPath(pubId)}texts.xlsx`;

  const download = async () => {
    try {
      const blob = await requestBlob(url);
      const href = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href, download: 'texts.xlsx' });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 0);
    } catch (error) {
      showError('menu', error);
    }
  };
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      setResult(await api.post<TextsImport>(url, form));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: menuQueries.all(pubId) }),
        queryClient.invalidateQueries({ queryKey: pubKey(pubId) }),
      ]);
    } catch (error) {
      showError('menu', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="texts-sheet" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans id="menu.texts.title">Texts for translation</Trans>
      </h2>
      <div className="row">
        <button type="button" className="button button-secondary button-small" onClick={() => void download()}>
          <Trans id="menu.texts.download">Download the texts (.xlsx)</Trans>
        </button>
        <label
          htmlFor={`${id}-file`}
          className="image-upload button button-secondary button-small"
          aria-disabled={busy || undefined}
        >
          <Trans id="menu.texts.upload">Upload the translated texts</Trans>
          <input
            id={`${id}-file`}
            type="file"
            accept=".xlsx"
            className="visually-hidden"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      {result && (
        <div role="status">
          <p>{t({ id: 'menu.texts.changed', message: `Texts changed: ${result.changed}` })}</p>
          {result.refused.length > 0 && (
            <ul aria-label={t({ id: 'menu.texts.refused', message: 'Rows not applied' })}>
              {result.refused.map((r) => {
                const row = r.row;
                const reason = REASONS[r.reason] ? i18n._(REASONS[r.reason]) : r.reason;
                return <li key={r.row}>{t({ id: 'menu.texts.refused_row', message: `Row ${row}: ${reason}` })}</li>;
              })}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
