import { describe, expect, it } from 'vitest';
import { BOARD_ROLES } from './board.js';
import { CATEGORIES } from './categories.js';
import { MASTER_SEEDS } from './masters/index.js';

/** The demo board refers to reference data by code; a code no list holds would be dropped or stored as it is. */
describe('the demo board’s roles', () => {
  const codes = (type: keyof typeof MASTER_SEEDS) => new Set(MASTER_SEEDS[type].map((item) => item.code));

  it.each(BOARD_ROLES.map((role) => [role.en.title, role] as const))('%s names codes the lists hold', (_, role) => {
    expect(CATEGORIES.map((category) => category.slug)).toContain(role.category);
    expect(codes('JOB_DOMAIN')).toContain(role.domain);
    expect(codes('POSITION_LEVEL')).toContain(role.level);
    expect(codes('EMPLOYEE_QUALIFICATION')).toContain(role.qualification);
    for (const skill of role.skills) expect(codes('SKILLS'), skill).toContain(skill);
  });
});
