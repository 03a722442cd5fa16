/** How master names are searched and how a code is made from a name (used by the seeds and masters/create). */

/**
 * Lower-cased English and Indonesian names (once when they are the same): the `searchName` column, which finds an
 * entry by its exact name (masters/create). The list search uses the words index instead (`masterWords`).
 */
export function masterSearchName(nameEn: string, nameId: string): string {
  const en = nameEn.trim().toLowerCase();
  const id = nameId.trim().toLowerCase();
  return en === id ? en : `${en} | ${id}`;
}

/** 'Node.js & React' → 'NODE_JS_REACT'; letters beyond ASCII lose their accents; at most 50 characters. */
export function codeFromName(name: string): string {
  const code = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return code || 'ENTRY';
}
