import { describe, expect, it } from 'vitest';
import { BILLING, isFinalOrderStatus, paymentStatusPath, priceWithTax, pricingPath } from './billing';

describe('priceWithTax', () => {
  it('adds 11% VAT rounded half up to whole rupiah', () => {
    expect(BILLING.taxPercent).toBe(11);
    expect(priceWithTax(1_500_000)).toEqual({ subtotal: 1_500_000, tax: 165_000, total: 1_665_000 });
    expect(priceWithTax(50)).toEqual({ subtotal: 50, tax: 6, total: 56 }); // 5.5 → 6
    expect(priceWithTax(0)).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });
});

describe('order statuses and paths', () => {
  it('knows which statuses are final', () => {
    expect(isFinalOrderStatus('PENDING')).toBe(false);
    expect(['PAID', 'FAILED', 'EXPIRED'].every((s) => isFinalOrderStatus(s as 'PAID'))).toBe(true);
  });
  it('builds the pages of each role', () => {
    expect(pricingPath('EMPLOYER')).toBe('/employer/pricing-and-plans');
    expect(pricingPath('CANDIDATE')).toBe('/jobsseekers/pricing-and-plans');
    expect(paymentStatusPath('EMPLOYER', 7)).toBe('/employer/payment-status/7');
  });
});
