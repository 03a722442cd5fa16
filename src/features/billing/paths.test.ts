import { describe, expect, it } from 'vitest';
import { audienceOfPath, checkoutPath, orderIdOf, planIdOf, seoPage } from './paths';

describe('billing paths', () => {
  it('reads the side from the prefix', () => {
    expect(audienceOfPath('/employer/pricing-and-plans')).toBe('EMPLOYER');
    expect(audienceOfPath('/jobsseekers/pricing-and-plans')).toBe('CANDIDATE');
  });

  it('writes the payment page of a plan and of a top-up', () => {
    expect(checkoutPath('EMPLOYER', 'PLAN', 3)).toBe('/employer/payment?plan=3');
    expect(checkoutPath('EMPLOYER', 'TOPUP', 5)).toBe('/employer/top-up-payment?plan=5');
    expect(checkoutPath('CANDIDATE', 'PLAN', 8)).toBe('/jobsseekers/payment?plan=8');
  });

  it('reads a plan id and an order id, and nothing that is not one', () => {
    expect(planIdOf('?plan=12')).toBe(12);
    for (const search of ['', '?plan=', '?plan=0', '?plan=-1', '?plan=1e3', '?plan=abc', '?plan=12345678901'])
      expect(planIdOf(search), search).toBeNull();
    expect(orderIdOf('/employer/payment-status/42')).toBe(42);
    expect(orderIdOf('/jobsseekers/payment-status/7/')).toBe(7);
    expect(orderIdOf('/employer/payment-status/x')).toBeNull();
    expect(orderIdOf('/employer/payment-status/0')).toBeNull();
  });

  it('names the SEO rows as the seed does', () => {
    expect(seoPage('EMPLOYER', 'payment')).toBe('employer-payment');
    expect(seoPage('CANDIDATE', 'payment')).toBe('payment');
  });
});
