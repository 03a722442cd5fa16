/** The addresses of the import screens (under /employer): plain data, as the shell's route table needs only these. */
export const IMPORT_PATH = 'import-jobs';
/** Spec §2's `import-history`; an import's detail is `?id=` on it. */
export const HISTORY_PATH = 'import-history';

export const importUrl = (id?: number) => `/employer/${IMPORT_PATH}${id ? `?id=${id}` : ''}`;
export const historyUrl = (id?: number) => `/employer/${HISTORY_PATH}${id ? `?id=${id}` : ''}`;
