/**
 * `/jobsseekers/search-alerts/unsubscribe?id=&token=`: the link of a saved search's alert mail. It asks before it
 * acts (mail scanners open links; a click is a person), then turns that search's alerts off, signed in or not.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_JOBS_PATH } from '@common/format/links';
import { Button } from '../../../components/ui/Button';
import { api, isErrorEnvelope } from '../../../lib/api';
import { Link, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';

type Outcome = { done: true; name: string } | { done: false; error: string };

export default function UnsubscribePage() {
  const { t } = useTranslation('jobSearch');
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';

  const turnOff = async () => {
    setBusy(true);
    const envelope = await api('search', 'unsubscribe', {
      body: { id, token },
      redirectOnNotFound: false,
      showErrorToast: false,
    }).catch(() => null);
    setBusy(false);
    if (envelope && !isErrorEnvelope(envelope)) setOutcome({ done: true, name: envelope.data.name });
    else setOutcome({ done: false, error: envelope?.message || t('errorMsg:somethingWrong') });
  };

  return (
    <div className="container">
      <PageHead page="search-alerts-unsubscribe" title={t('unsubscribe.title')} />
      <h1>{t('unsubscribe.title')}</h1>
      {outcome?.done ? (
        <div className="card" role="status">
          <p>{t('unsubscribe.done', { name: outcome.name })}</p>
          <Link to={`${MY_JOBS_PATH}?tab=searches`}>{t('unsubscribe.manage')}</Link>
        </div>
      ) : !id || !token ? (
        <div className="alert alert-error" role="alert">
          <p>{t('errorMsg:unsubscribeLinkInvalid')}</p>
        </div>
      ) : (
        <div className="card">
          {outcome && !outcome.done && (
            <div className="alert alert-error" role="alert">
              <p>{outcome.error}</p>
            </div>
          )}
          <p>{t('unsubscribe.ask')}</p>
          <Button busy={busy} onClick={() => void turnOff()}>
            {t('unsubscribe.confirm')}
          </Button>
        </div>
      )}
    </div>
  );
}
