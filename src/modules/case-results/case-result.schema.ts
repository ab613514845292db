import { z } from 'zod';
import { listOrder, nullableText, optionalUrl, orNull, requiredText } from '../../shared/fields';

export const caseResultDto = z
  .object({
    id: z.number().int(),
    clientName: z.string().describe('The client as it may be named publicly, e.g. "A UK building society"'),
    logoUrl: orNull(z.string()).describe('When set, the client’s logo is shown instead of its name'),
    sector: z.string(),
    outcomeFigure: z.string().describe('The outcome in one number, e.g. "38%" or "£2.4m"'),
    outcome: z.string().describe('The outcome in one sentence'),
    quote: orNull(z.string()),
    quoteBy: orNull(z.string()).describe('Who said the quote'),
    quoteRole: orNull(z.string()).describe('Their role, e.g. "Chief Operating Officer"'),
    order: z.number().int(),
  })
  .meta({ id: 'CaseResult' });

export type CaseResultDto = z.infer<typeof caseResultDto>;

export const caseResultInput = z.strictObject({
  clientName: requiredText('Client', 120),
  logoUrl: optionalUrl('Logo'),
  sector: requiredText('Sector', 80),
  outcomeFigure: requiredText('Outcome figure', 24),
  outcome: requiredText('Outcome', 240),
  quote: nullableText('Quote', 600),
  quoteBy: nullableText('Quoted person', 120),
  quoteRole: nullableText('Quoted person’s role', 120),
  order: listOrder,
});
export type CaseResultInput = z.input<typeof caseResultInput>;
