/**
 * The rows of an import that were not imported: row number, column (the field's name, and the file's header for it),
 * the problem in the reader's language (the server words it by the `lng` header) and what the cell held. A page at a
 * time; a table that scrolls sideways on a phone.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportDoc, useImportErrors } from '../api/imports';
import { Pager } from './Pager';

export function RowErrors({ doc }: { doc: ImportDoc }) {
  const { t } = useTranslation('importJobs');
  const [page, setPage] = useState(1);
  const { data } = useImportErrors(doc.id, page, doc.errorCount);
  if (doc.errorCount === 0) return null;
  const errors = data?.errors ?? doc.errors;
  const header = (field: string) => {
    const column = doc.mapping[field];
    return column === null || column === undefined ? undefined : doc.headers[column];
  };
  return (
    <section aria-labelledby="import-errors-heading">
      <h2 id="import-errors-heading">{t('errors.heading')}</h2>
      <div className="table-scroll" role="region" aria-labelledby="import-errors-caption" tabIndex={0}>
        <table className="import-table">
          <caption id="import-errors-caption">{t('errors.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('errors.row')}</th>
              <th scope="col">{t('errors.field')}</th>
              <th scope="col">{t('errors.problem')}</th>
              <th scope="col">{t('errors.value')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error, i) => {
              const name = t(`validate:fields.${error.field}`);
              const column = header(error.field);
              return (
                <tr key={`${error.row}-${error.field}-${i}`}>
                  <th scope="row">{error.row}</th>
                  <td>{column && column !== name ? `${name} (${column})` : name}</td>
                  <td>{error.message}</td>
                  <td>{error.value ?? <span className="import-muted">{t('errors.empty')}</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager paginator={data?.paginator} onPage={setPage} />
    </section>
  );
}
