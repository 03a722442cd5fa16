/**
 * `npm run bench:pdf`: how long the server takes to render a resume (server/modules/resumes/pdf.ts) of about two
 * pages, in both templates: the median and p95 of PDF_RUNS renders after a warm-up (the first render loads the fonts
 * and is printed apart), the file size, the page count, and whether the text reads back. Figures only; no target is
 * asserted.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ResumeTemplate } from '../common/constants/resumes.js';
import { type ResumeData, renderResume } from '../server/modules/resumes/pdf.js';

const RUNS = Number(process.env.PDF_RUNS ?? 20);

function twoPages(template: ResumeTemplate): ResumeData {
  const job = (i: number) => ({
    title: `Senior Accountant ${i}`,
    subtitle: `PT Astra Daihatsu Motor, Jakarta`,
    period: `Jan ${2010 + i} – Dec ${2011 + i}`,
    details:
      'Prepared monthly financial statements and tax filings (PPh 21, PPN), reconciled bank accounts, led the move ' +
      'from spreadsheets to an ERP and trained four junior staff. Cut the month-end close from 9 to 5 working days.',
  });
  return {
    fullName: 'Ni Luh Putu Ayu Lestari',
    headline: 'Akuntan dengan 12 tahun pengalaman di manufaktur',
    contactLines: ['+62-81234567890', 'ayu.lestari@example.com', 'Denpasar, Indonesia'],
    photo: null,
    template,
    language: 'id',
    sections: [
      { key: 'experiences', entries: Array.from({ length: 9 }, (_, i) => job(i)), names: [] },
      {
        key: 'educations',
        entries: [
          {
            title: 'Universitas Udayana',
            subtitle: 'S1 Akuntansi · 3,6',
            period: 'Agt 2004 – Jul 2008',
            details: '',
          },
        ],
        names: [],
      },
      { key: 'skills', entries: [], names: ['Microsoft Excel', 'Taxation', 'SAP', 'Bookkeeping', 'Audit'] },
    ],
  };
}

async function pages(pdf: Buffer): Promise<{ pages: number; readable: boolean }> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const first = await (await doc.getPage(1)).getTextContent();
  const readable = first.items.some((item) => 'str' in item && item.str.includes('Ni Luh Putu Ayu Lestari'));
  return { pages: doc.numPages, readable };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

for (const template of ['ATS', 'MODERN'] as const) {
  const data = twoPages(template);
  let start = performance.now();
  const first = await renderResume(data);
  const firstMs = performance.now() - start;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    start = performance.now();
    await renderResume(data);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const { pages: count, readable } = await pages(first);
  console.log(
    `${template.padEnd(6)} first ${firstMs.toFixed(0)} ms · median ${pct(times, 0.5).toFixed(0)} ms · p95 ${pct(times, 0.95).toFixed(0)} ms · ` +
      `${(first.length / 1024).toFixed(1)} KB · ${count} pages · text ${readable ? 'reads back' : 'MISSING'}`,
  );
}
