/**
 * The pipeline as a board: a column per status (PIPELINE_ORDER), each response a card. A card is dragged to the
 * column of a status it may take next; every move is also a button on the card ('Move to Shortlisted'), so the board
 * works by keyboard and screen reader alike, and each move is announced. A refused drop changes nothing and says why.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApplicationStatus,
  PIPELINE_ORDER,
  canMoveApplication,
} from '@common/constants/applicationStatus';
import { StatusChip } from '../../../components/StatusChip';
import { isErrorEnvelope } from '../../../lib/api';
import { confirmFinalMove } from '../confirmFinalMove';
import { currentLanguage } from '../../../lib/i18n';
import { type Response, type ResponsesQuery, useResponses, useStatusChange } from '../api/responses';
import { ResponseCard } from './ResponseCard';

/** How many cards a column shows (the list view pages through all of them). */
const COLUMN_LIMIT = 50;

function Column({
  status,
  query,
  dragged,
  onDrop,
  onMove,
  busy,
}: {
  status: ApplicationStatus;
  query: Omit<ResponsesQuery, 'status' | 'page' | 'limit'>;
  dragged: Response | null;
  onDrop(status: ApplicationStatus): void;
  onMove(response: Response, status: ApplicationStatus): void;
  busy: boolean;
}) {
  const { t } = useTranslation('responses');
  const { data } = useResponses({ ...query, status, page: 1, limit: COLUMN_LIMIT }, currentLanguage());
  const droppable = dragged !== null && canMoveApplication(dragged.status, status);
  const headingId = `column-${status}`;
  return (
    <section
      className={`board-column${droppable ? ' board-droppable' : ''}`}
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (droppable) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        onDrop(status);
      }}
    >
      <h2 id={headingId} className="board-heading">
        <StatusChip status={status} /> <span className="board-count">{data?.paginator.totalDocs ?? ''}</span>
      </h2>
      <ul className="board-cards">
        {data?.responses.map((response) => (
          <li
            key={response.id}
            className="board-card"
            draggable={response.nextStatuses.length > 0}
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', String(response.id));
              event.dataTransfer.effectAllowed = 'move';
              onMove(response, response.status);
            }}
          >
            <ResponseCard response={response} showStatus={false} />
            {response.nextStatuses.length > 0 && (
              <div className="board-moves">
                {response.nextStatuses.map((next) => (
                  <button
                    key={next}
                    type="button"
                    className="btn btn-ghost board-move"
                    disabled={busy}
                    onClick={() => onMove(response, next)}
                  >
                    {t(`move.${next}`)}
                    <span className="visually-hidden">: {response.candidate.fullName}</span>
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {data && data.paginator.totalDocs > COLUMN_LIMIT && (
        <p className="muted">{t('board.more', { count: data.paginator.totalDocs - COLUMN_LIMIT })}</p>
      )}
    </section>
  );
}

export function PipelineBoard({ query }: { query: Omit<ResponsesQuery, 'status' | 'page' | 'limit'> }) {
  const { t } = useTranslation(['responses', 'messages']);
  const move = useStatusChange();
  const [dragged, setDragged] = useState<Response | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const moveTo = async (response: Response, status: ApplicationStatus) => {
    const label = t(`messages:applicationStatus.${status}`);
    if (!canMoveApplication(response.status, status)) {
      setAnnouncement(t('board.refused', { name: response.candidate.fullName, status: label }));
      return;
    }
    if (!confirmFinalMove(t, status, response.candidate.fullName)) return;
    setBusy(true);
    const envelope = await move(response.id, status).catch(() => null);
    setBusy(false);
    setAnnouncement(
      envelope && !isErrorEnvelope(envelope)
        ? t('board.moved', { name: response.candidate.fullName, status: label })
        : (envelope?.message ?? t('errorMsg:somethingWrong')),
    );
  };

  return (
    <>
      <p className="visually-hidden">{t('board.help')}</p>
      <div className="board" onDragEnd={() => setDragged(null)}>
        {PIPELINE_ORDER.map((status) => (
          <Column
            key={status}
            status={status}
            query={query}
            dragged={dragged}
            busy={busy}
            onDrop={(target) => {
              if (dragged && target !== dragged.status) void moveTo(dragged, target);
              setDragged(null);
            }}
            onMove={(response, target) => {
              // A drag starts with the card's own status; a button names where to go.
              if (target === response.status) setDragged(response);
              else void moveTo(response, target);
            }}
          />
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
