/**
 * Moving an application to a final status (hired, rejected) is asked again: it cannot be undone, and the candidate is
 * told. One rule for the response's page (StatusMover) and the board (PipelineBoard).
 */
import type { TFunction } from 'i18next';
import { type ApplicationStatus, isFinalStatus } from '@common/constants/applicationStatus';

/** Whether the move may go ahead: always for an open status; for a final one, when the employer confirms. */
export function confirmFinalMove(t: TFunction, status: ApplicationStatus, name: string): boolean {
  return !isFinalStatus(status) || window.confirm(t(`responses:confirmFinal.${status}`, { name }));
}
