import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/api-client.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { LINK_CODE_MINUTES, NOT_ACCEPTED_MAX_MINUTES } from '#shared/schemas/telegram.ts';
import type { TelegramLinkCode, TelegramState } from '#shared/schemas/telegram-answers.ts';
import { MutationButton } from '../../components/ui/mutation-button.tsx';

/** How often the page asks whether the chat is linked while a code is waiting. */
const LINK_POLL_MS = 2_000;

/**
 * Telegram alerts (decision 152): link a chat with a one-time code sent to the bot, choose after how
 * many minutes an order nobody accepted is reported, unlink. Says so when the server has no bot.
 */
export function TelegramSection({ companyId, pubId }: { companyId: number; pubId: number }) {
  const { i18n, t } = useLingui();
  const client = useQueryClient();
  const path = `/api/company/${companyId}/pubs/${pubId}/telegram`;
  // Not under a persisted root and never fresh: whether a chat is linked is the server's, changed from Telegram.
  const key = ['telegram', pubId];
  // The one-time code and when it stops working: while it works and no chat is linked, the state is asked again every
  // few seconds so the page turns to "linked" by itself once the owner pressed Start in Telegram.
  const [pending, setPending] = useState<{ code: string; expired: boolean } | null>(null);
  const code = pending?.code ?? '';
  useEffect(() => {
    if (!pending || pending.expired) return;
    const timer = setTimeout(() => setPending((p) => p && { ...p, expired: true }), LINK_CODE_MINUTES * 60_000);
    return () => clearTimeout(timer);
  }, [pending]);
  const state = useQuery({
    queryKey: key,
    queryFn: () => api.get<TelegramState>(path),
    enabled: companyId > 0 && pubId > 0,
    staleTime: 0,
    refetchInterval: (q) => (pending && !pending.expired && !q.state.data?.linked ? LINK_POLL_MS : false),
  });
  const minutesId = useId();
  const onError = (error: unknown) => showError('telegram', error);
  const link = useMutation({
    mutationFn: () => api.post<TelegramLinkCode>(`${path}/link`, { language: i18n.locale === 'ru' ? 'ru' : 'ro' }),
    onSuccess: (a) => setPending({ code: a.code, expired: false }),
    onError,
  });
  const save = useMutation({
    mutationFn: (body: object) => api.post<TelegramState>(`${path}/settings`, body),
    onSuccess: (a) => {
      client.setQueryData(key, a);
      showSuccess('telegram', t({ id: 'settings.saved', message: 'Settings saved' }));
    },
    onError,
  });
  const unlink = useMutation({
    mutationFn: () => api.delete<TelegramState>(path),
    onSuccess: (a) => {
      setPending(null);
      client.setQueryData(key, a);
    },
    onError,
  });
  const s = state.data;
  return (
    <section
      className="card stack settings-card"
      aria-labelledby="settings-telegram-heading"
      data-testid="telegram-section"
    >
      <h2 id="settings-telegram-heading">
        <Trans id="settings.telegram.title">Telegram alerts</Trans>
      </h2>
      {!s ? null : !s.configured ? (
        <p className="muted">
          <Trans id="settings.telegram.not_set_up">Telegram is not set up on this server.</Trans>
        </p>
      ) : s.linked ? (
        <>
          <p className="telegram-linked">
            <Trans id="settings.telegram.linked">Alerts go to the chat “{s.chat_title}”.</Trans>
          </p>
          <div className="field telegram-minutes">
            <label htmlFor={minutesId}>
              <Trans id="settings.telegram.minutes">Report an order nobody accepted after (min, 0 = never)</Trans>
            </label>
            <input
              id={minutesId}
              type="number"
              inputMode="numeric"
              min={0}
              max={NOT_ACCEPTED_MAX_MINUTES}
              defaultValue={s.not_accepted_minutes}
              key={s.not_accepted_minutes}
              onBlur={(e) => {
                const n = Number(e.target.value);
                if (Number.isInteger(n) && n >= 0 && n <= NOT_ACCEPTED_MAX_MINUTES && n !== s.not_accepted_minutes)
                  save.mutate({ not_accepted_minutes: n });
              }}
            />
          </div>
          <div className="row">
            <MutationButton className="button button-secondary" mutation={unlink}>
              <Trans id="settings.telegram.unlink">Disconnect the chat</Trans>
            </MutationButton>
          </div>
        </>
      ) : (
        <>
          <p className="muted">
            <Trans id="settings.telegram.intro">
              New orders, orders nobody accepted, pauses and courier cancels, in your Telegram.
            </Trans>
          </p>
          {code ? (
            <ol className="telegram-steps">
              <li>
                <Trans id="settings.telegram.step_open">
                  Open the bot in Telegram and press <b>Start</b>:
                </Trans>{' '}
                {s.bot_username ? (
                  <a
                    className="button"
                    href={`https://t.me/${s.bot_username}?start=${code}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Trans id="settings.telegram.open_bot">Open @{s.bot_username}</Trans>
                  </a>
                ) : null}
                {s.bot_username ? (
                  <>
                    {' '}
                    <a
                      className="button button-secondary"
                      href={`https://t.me/${s.bot_username}?startgroup=${code}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <Trans id="settings.telegram.open_group">Add to a group chat</Trans>
                    </a>
                  </>
                ) : null}
              </li>
              <li>
                <Trans id="settings.telegram.send_code_manual">
                  Or send the bot this message yourself (the code works for {LINK_CODE_MINUTES} minutes):
                </Trans>{' '}
                <code className="telegram-code" data-testid="telegram-code">{`/start ${code}`}</code>
              </li>
            </ol>
          ) : null}
          {code ? (
            <p className="muted" role="status">
              {!pending?.expired ? (
                <Trans id="settings.telegram.waiting">Waiting for your message… This page updates by itself.</Trans>
              ) : (
                <Trans id="settings.telegram.expired">The code has expired: ask for a new one.</Trans>
              )}
            </p>
          ) : null}
          <div className="row">
            <MutationButton className={code ? 'button button-secondary' : 'button'} mutation={link}>
              {code ? (
                <Trans id="settings.telegram.new_code">New code</Trans>
              ) : (
                <Trans id="settings.telegram.link">Connect Telegram</Trans>
              )}
            </MutationButton>
          </div>
        </>
      )}
    </section>
  );
}
