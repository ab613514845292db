import { describe, expect, it } from 'vitest';
import { servicePhase } from './service-phase';

describe('servicePhase', () => {
  it('cycles define, design, develop by id modulo 3', () => {
    expect(servicePhase(3)).toBe('define');
    expect(servicePhase(1)).toBe('design');
    expect(servicePhase(2)).toBe('develop');
    expect(servicePhase(6)).toBe('define');
    expect(servicePhase(7)).toBe('design');
  });
});
