import { msg } from '@lingui/core/macro';

/**
 * The common words of every screen, written once (catalog `common`): a screen shows them with
 * `i18n._(WORDS.cancel)` from `useLingui()`, so "Cancel" has one translation everywhere.
 */
export const WORDS = {
  cancel: msg({ id: 'common.cancel', message: 'Cancel' }),
  save: msg({ id: 'common.save', message: 'Save' }),
  loading: msg({ id: 'common.loading', message: 'Loading…' }),
  close: msg({ id: 'common.close', message: 'Close' }),
  delete: msg({ id: 'common.delete', message: 'Delete' }),
  back: msg({ id: 'common.back', message: 'Back' }),
  yes: msg({ id: 'common.yes', message: 'Yes' }),
  no: msg({ id: 'common.no', message: 'No' }),
};
