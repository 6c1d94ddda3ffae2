import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../lib/format.ts';
import { pubQuery } from '../../lib/pub-query.ts';
import { getSession } from '../../lib/session.ts';
import { modifierGroupsQuery, stopListQuery, useStopAction, type StopTarget, type StopUntil } from './stop-list-api.ts';
import { Field } from '../../components/ui/field.tsx';
import './stop-list.css';

type UntilChoice = 'end_of_day' | 'time' | 'taken_back';

/** "until 26 November, 05:00" (in the venue's time) / "until taken back" for one stop. */
function useUntilText(timeZone: string | undefined) {
  const { t, i18n } = useLingui();
  return (until: string | null) => {
    if (until === null) return t({ id: 'menu.stop.until_taken_back', message: 'until taken back' });
    const when = formatDateTime(until, i18n.locale, timeZone);
    return t({ id: 'menu.stop.until_time', message: `until ${when}` });
  };
}

/**
 * The stop list (docs/product.md D12): every stopped dish and option with until when, one tap to bring it back,
 * and a form to stop one more ("end of day" = the venue's next 05:00, "until…" a time, or "until taken
 * back"). Owner and staff alike; the kitchen board mounts it as it is: `<StopListPanel pubId={pubId} />`.
 */
export function StopListPanel({
  pubId,
  titleAs: Title = 'h2',
}: {
  pubId: number;
  /** 'h1' where the panel is the page */ titleAs?: 'h1' | 'h2';
}) {
  const { t } = useLingui();
  const list = useQuery(stopListQuery(pubId));
  const pub = useQuery({
    ...pubQuery(getSession().companyId, pubId),
    select: (a) => ({ dishes: a.dishes, timeZone: a.pub.timezone }),
  });
  const untilText = useUntilText(pub.data?.timeZone);
  const groups = useQuery(modifierGroupsQuery(pubId));
  const action = useStopAction(pubId);
  const formId = useId();
  const [target, setTarget] = useState('');
  const [choice, setChoice] = useState<UntilChoice>('end_of_day');
  const [time, setTime] = useState('');

  const stopped = list.data ?? { dishes: [], options: [] };
  const stoppedDishes = new Set(stopped.dishes.map((d) => d.dish_id));
  const stoppedOptions = new Set(stopped.options.map((o) => o.option_id));
  const dishes = (pub.data?.dishes ?? []).filter((d) => !stoppedDishes.has(d.id));
  const options = (groups.data ?? []).flatMap((g) =>
    g.options.filter((o) => !stoppedOptions.has(o.id)).map((o) => ({ ...o, group: g.name })),
  );
  const timeValid = choice !== 'time' || (time !== '' && new Date(time).getTime() > Date.now());
  const canStop = target !== '' && timeValid && !action.isPending;
  const untilChoice = (value: UntilChoice, label: ReactNode) => (
    <label className="stop-choice">
      <input type="radio" name={`${formId}-until`} checked={choice === value} onChange={() => setChoice(value)} />
      {label}
    </label>
  );

  const stop = (e: FormEvent) => {
    e.preventDefault();
    if (!canStop) return;
    const [kind, id] = target.split(':');
    const until: StopUntil =
      choice === 'end_of_day' ? 'end_of_day' : choice === 'taken_back' ? null : new Date(time).toISOString();
    action.mutate(
      { target: kind === 'dish' ? { dish_id: Number(id) } : { option_id: Number(id) }, until },
      { onSuccess: () => setTarget('') },
    );
  };
  const empty = stopped.dishes.length === 0 && stopped.options.length === 0;
  const backOnSale = (stop: { name: string }, target: StopTarget) => (
    <button
      type="button"
      className="button button-small"
      disabled={action.isPending}
      onClick={() => action.mutate({ target })}
      aria-label={t({ id: 'menu.stop.back_label', message: `Back on sale: ${stop.name}` })}
    >
      <Trans id="menu.stop.back">Back on sale</Trans>
    </button>
  );

  return (
    <section className="card stop-list-panel" aria-labelledby={`${formId}-title`}>
      <Title id={`${formId}-title`}>
        <Trans id="menu.stop.title">Stop list</Trans>
      </Title>
      {list.isPending ? null : empty ? (
        <p className="muted">
          <Trans id="menu.stop.empty">Nothing is stopped: everything is on sale.</Trans>
        </p>
      ) : (
        <ul className="stop-list">
          {stopped.dishes.map((d) => (
            <li key={`d${d.dish_id}`} className="stop-item">
              <span className="stop-name">{d.name}</span>
              <span className="muted">{untilText(d.unavailable_until)}</span>
              {backOnSale(d, { dish_id: d.dish_id })}
            </li>
          ))}
          {stopped.options.map((o) => (
            <li key={`o${o.option_id}`} className="stop-item">
              <span className="stop-name">
                {o.name} <span className="muted">({o.group_name})</span>
              </span>
              <span className="muted">{untilText(o.unavailable_until)}</span>
              {backOnSale(o, { option_id: o.option_id })}
            </li>
          ))}
        </ul>
      )}
      <form className="stack stop-form" onSubmit={stop}>
        <h3>
          <Trans id="menu.stop.add_title">Stop a dish or an option</Trans>
        </h3>
        <Field label={<Trans id="menu.stop.what">What ran out</Trans>}>
          {(id) => (
            <select id={id} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t({ id: 'menu.stop.choose', message: 'Choose a dish or an option' })}</option>
              <optgroup label={t({ id: 'menu.stop.dishes', message: 'Dishes' })}>
                {dishes.map((d) => (
                  <option key={d.id} value={`dish:${d.id}`}>
                    {d.name}
                  </option>
                ))}
              </optgroup>
              {options.length > 0 && (
                <optgroup label={t({ id: 'menu.stop.options', message: 'Options' })}>
                  {options.map((o) => (
                    <option key={o.id} value={`option:${o.id}`}>
                      {o.group}: {o.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          )}
        </Field>
        <fieldset className="stop-until">
          <legend>
            <Trans id="menu.stop.how_long">For how long</Trans>
          </legend>
          {untilChoice('end_of_day', <Trans id="menu.stop.end_of_day">Until the end of the day (05:00)</Trans>)}
          {untilChoice('time', <Trans id="menu.stop.until_label">Until…</Trans>)}
          {choice === 'time' && (
            <input
              type="datetime-local"
              aria-label={t({ id: 'menu.stop.until_input', message: 'Back on sale at' })}
              value={time}
              aria-invalid={time !== '' && !timeValid}
              onChange={(e) => setTime(e.target.value)}
            />
          )}
          {untilChoice('taken_back', <Trans id="menu.stop.taken_back">Until taken back</Trans>)}
        </fieldset>
        <button type="submit" className="button button-danger" disabled={!canStop}>
          <Trans id="menu.stop.submit">Stop</Trans>
        </button>
      </form>
    </section>
  );
}

/** The stop list as a page of the pub area (`/admin/pub/{pubID}/stop-list`), reachable by owner and staff. */
export function StopListPage() {
  const params = useParams({ strict: false }) as { pubID?: string };
  return (
    <main className="page stop-list-page">
      <StopListPanel pubId={Number(params.pubID) || 0} titleAs="h1" />
    </main>
  );
}
