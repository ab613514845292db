export const SERVICE_PHASES = ['define', 'design', 'develop'] as const;
export type ServicePhase = (typeof SERVICE_PHASES)[number];

export const PHASE_LABELS: Record<ServicePhase, string> = { define: 'Define', design: 'Design', develop: 'Develop' };

/** The spec pairs each service with a phase by id modulo 3: define, design, develop. */
export function servicePhase(id: number): ServicePhase {
  return SERVICE_PHASES[((id % 3) + 3) % 3] as ServicePhase;
}
