/**
 * An order's invoice as a PDF (@react-pdf/renderer): the invoice number (a gap-free sequence per year), seller and
 * buyer, the item, VAT, the total in IDR and the day it was paid, in the buyer's language.
 */
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { formatDate } from '../../../common/format/dates.js';
import { formatPrice } from '../../../common/format/money.js';
import { type Language, translate } from '../../../common/locales/index.js';
import { PDF_FONT } from '../../pdf/fonts.js';

export interface InvoiceData {
  language: Language;
  invoiceNumber: string;
  orderNumber: string;
  paidAt: string;
  seller: { name: string; address: string; taxId: string | undefined };
  /** The company (or the candidate) and the person who bought. */
  buyer: { name: string; lines: string[] };
  item: { name: string; period: string };
  price: number;
  tax: number;
  taxPercent: number;
  total: number;
  gateway: string;
}

const PRIMARY = '#0b5fff';
const MUTED = '#4a5468';
const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 10, lineHeight: 1.4, color: '#141a2e', padding: 40 },
  top: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 24 },
  brand: { fontSize: 18, fontWeight: 700, color: PRIMARY },
  title: { fontSize: 16, fontWeight: 700, textAlign: 'right' },
  muted: { color: MUTED },
  parties: { flexDirection: 'row', gap: 24, marginBottom: 24 },
  party: { flex: 1 },
  label: { fontSize: 9, fontWeight: 700, color: MUTED, textTransform: 'uppercase', marginBottom: 2 },
  bold: { fontWeight: 700 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#d5dbe7', paddingVertical: 6 },
  head: { flexDirection: 'row', backgroundColor: '#e8efff', paddingVertical: 6 },
  itemCol: { flex: 1, paddingHorizontal: 6 },
  amountCol: { width: 140, paddingHorizontal: 6, textAlign: 'right' },
  sums: { marginTop: 8, marginLeft: 'auto', width: 300 },
  sum: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  total: { fontSize: 12, fontWeight: 700, borderTopWidth: 1, borderTopColor: '#141a2e', paddingTop: 6 },
  paid: { marginTop: 24, color: '#0a7a33', fontWeight: 700 },
});

export async function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const lng = data.language;
  const t = (key: string, vars?: Record<string, unknown>) => translate(lng, `messages:invoice.${key}`, vars);
  const money = (amount: number) => formatPrice(amount, lng);
  const sum = (label: string, amount: number, style?: (typeof styles)[keyof typeof styles]) =>
    h(
      View,
      { style: style ? [styles.sum, style] : styles.sum },
      h(Text, null, label),
      h(Text, null, money(amount)),
    );
  const page = h(
    Page,
    { size: 'A4', style: styles.page },
    h(
      View,
      { style: styles.top },
      h(View, null, h(Text, { style: styles.brand }, data.seller.name)),
      h(
        View,
        null,
        h(Text, { style: styles.title }, t('title')),
        h(Text, { style: [styles.bold, { textAlign: 'right' }] }, data.invoiceNumber),
        h(
          Text,
          { style: [styles.muted, { textAlign: 'right' }] },
          t('date', { date: formatDate(data.paidAt, lng) }),
        ),
        h(Text, { style: [styles.muted, { textAlign: 'right' }] }, t('order', { number: data.orderNumber })),
      ),
    ),
    h(
      View,
      { style: styles.parties },
      h(
        View,
        { style: styles.party },
        h(Text, { style: styles.label }, t('from')),
        h(Text, { style: styles.bold }, data.seller.name),
        h(Text, null, data.seller.address),
        data.seller.taxId ? h(Text, null, t('taxId', { id: data.seller.taxId })) : null,
      ),
      h(
        View,
        { style: styles.party },
        h(Text, { style: styles.label }, t('to')),
        h(Text, { style: styles.bold }, data.buyer.name),
        ...data.buyer.lines.map((line, i) => h(Text, { key: i }, line)),
      ),
    ),
    h(
      View,
      { style: styles.head },
      h(Text, { style: [styles.itemCol, styles.bold] }, t('item')),
      h(Text, { style: [styles.amountCol, styles.bold] }, t('amount')),
    ),
    h(
      View,
      { style: styles.row },
      h(
        View,
        { style: styles.itemCol },
        h(Text, null, data.item.name),
        data.item.period ? h(Text, { style: styles.muted }, data.item.period) : null,
      ),
      h(Text, { style: styles.amountCol }, money(data.price)),
    ),
    h(
      View,
      { style: styles.sums },
      sum(t('subtotal'), data.price),
      sum(t('tax', { percent: data.taxPercent }), data.tax),
      sum(t('total'), data.total, styles.total),
    ),
    h(Text, { style: styles.paid }, t('paid', { date: formatDate(data.paidAt, lng), gateway: data.gateway })),
  );
  return renderToBuffer(
    h(
      Document,
      { title: `${t('title')} ${data.invoiceNumber}`, author: data.seller.name, language: lng },
      page,
    ) as never,
  );
}
